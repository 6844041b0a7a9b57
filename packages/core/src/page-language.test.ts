import { describe, expect, it } from 'vitest';
import { pickPageLanguage } from './page-language';

describe('pickPageLanguage', () => {
  it('takes the saved choice first', () => {
    expect(pickPageLanguage('a=1; thrive.language=nl; b=2', 'en-US,en')).toBe('nl');
    expect(pickPageLanguage('thrive.language=en', 'nl-NL,nl;q=0.9')).toBe('en');
  });
  it('ignores a cookie value that is not a language of the app', () => {
    expect(pickPageLanguage('thrive.language=de', 'en')).toBe('en');
  });
  it('takes Dutch when the browser lists it anywhere, as the app does', () => {
    expect(pickPageLanguage(undefined, 'en-GB,en;q=0.9,nl;q=0.8')).toBe('nl');
    expect(pickPageLanguage(undefined, 'NL-be')).toBe('nl');
  });
  it('leaves out languages the browser refuses (q=0)', () => {
    expect(pickPageLanguage(undefined, 'en, nl;q=0')).toBe('en');
  });
  it('falls back to English', () => {
    expect(pickPageLanguage(undefined, undefined)).toBe('en');
    expect(pickPageLanguage('', 'fr-FR,de')).toBe('en');
  });
});
