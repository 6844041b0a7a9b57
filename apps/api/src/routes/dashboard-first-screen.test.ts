import { describe, expect, it } from 'vitest';
import { acceptLanguages } from './dashboard-first-screen';

describe('acceptLanguages: the browser languages a server render writes dates for (decision 0131)', () => {
  it('reads the tags best first, by weight then order', () => {
    expect(acceptLanguages('en-GB,en;q=0.9,nl;q=0.8')).toEqual(['en-GB', 'en', 'nl']);
    expect(acceptLanguages('nl;q=0.5, en-US')).toEqual(['en-US', 'nl']);
  });
  it('drops a wildcard, a tag refused with q=0 and anything that is no tag', () => {
    expect(acceptLanguages('*, de-DE;q=0, <script>, en-IE')).toEqual(['en-IE']);
    expect(acceptLanguages(null)).toEqual([]);
  });
});
