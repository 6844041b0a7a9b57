import { describe, expect, it } from 'vitest';
import { accountMenuLabel, isSignedIn } from './names';

describe('accountMenuLabel', () => {
  it('uses the first name', () => {
    expect(accountMenuLabel({ firstName: 'Sanne', email: 'sanne@example.org' })).toBe('Sanne');
    expect(accountMenuLabel({ firstName: '  Kees  ', email: 'k@example.org' })).toBe('Kees');
  });
  it('falls back to the part of the email before the @', () => {
    expect(accountMenuLabel({ firstName: '', email: 'j.jansen@example.nl' })).toBe('j.jansen');
    expect(accountMenuLabel({ firstName: null, email: 'kim@example.org' })).toBe('kim');
  });
  it('falls back to User, or the translated word', () => {
    expect(accountMenuLabel(null)).toBe('User');
    expect(accountMenuLabel({})).toBe('User');
    expect(accountMenuLabel({ email: '@example.org' })).toBe('User');
    expect(accountMenuLabel({ email: 'no-at-sign' }, 'Gebruiker')).toBe('Gebruiker');
  });
  it('never shows an anonymous visitor’s placeholder address', () => {
    expect(accountMenuLabel({ email: 'temp-abc@anonymous.thrive.invalid', isAnonymous: true })).toBe('User');
  });
});

describe('isSignedIn', () => {
  it('is true for an account and false for nobody or an anonymous visitor', () => {
    expect(isSignedIn({ email: 'a@example.org' })).toBe(true);
    expect(isSignedIn({ email: 'x@anonymous.thrive.invalid', isAnonymous: true })).toBe(false);
    expect(isSignedIn(null)).toBe(false);
  });
});
