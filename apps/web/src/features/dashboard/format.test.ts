import { afterEach, describe, expect, it, vi } from 'vitest';
import { cityMoney, cityMoneyParts, date, homeAmount, homeCurrency, updatedStamp } from './format';

// The shared rule of decision 0034: the city's currency first, then "≈" the person's own at the ECB reference rates
// (2024 annual average: GBP 0.84662, CHF 0.9526 per euro).
describe('cityMoney', () => {
  it('shows the city currency first and the person’s currency after ≈', () => {
    expect(cityMoney(830, 'EUR', 'EUR', 'GBP', 'en')).toBe('€830 ≈ £703');
  });
  it('converts a figure given in the person’s currency to the city’s first', () => {
    expect(cityMoneyParts(703, 'GBP', 'EUR', 'GBP', 'en')).toEqual({ city: '€830', home: '≈ £703' });
  });
  it('shows one amount where both currencies are the same', () => {
    expect(cityMoney(830, 'EUR', 'EUR', 'EUR', 'en')).toBe('€830');
  });
  it('says a Swiss amount in francs first, then pounds', () => {
    const parts = cityMoneyParts(2551, 'CHF', 'CHF', 'GBP', 'en');
    expect(parts.city).toMatch(/^CHF\s2,551$/);
    expect(parts.home).toBe('≈ £2,267');
  });
  it('falls back to euros for an unknown person currency', () => {
    expect(homeCurrency('XYZ')).toBe('EUR');
    expect(homeCurrency(undefined)).toBe('EUR');
    expect(homeCurrency('GBP')).toBe('GBP');
  });
  it('writes Dutch number formats', () => {
    expect(cityMoney(1830, 'EUR', 'EUR', 'GBP', 'nl')).toMatch(/^€\s?1\.830 ≈ £\s?1\.549$/);
  });
});

// Walk of issue 15 (decision 0084): Compare's table (the figures API's whole units) and the city card (the analysis'
// cents) showed one figure as "$1,874 ≈ PLN 7,455" and "$1,874 ≈ PLN 7,456". The same amount in the city's currency
// gives the same amount in the person's, whatever decimals the figure carries.
describe('homeAmount: one conversion for every screen', () => {
  const cents = (whole: number) => Array.from({ length: 99 }, (_, i) => whole - 0.49 + i / 100);
  it.each([
    [1874, 'USD'],
    [2857, 'CHF'],
    [3143, 'USD'],
    [12_345, 'SEK'],
    [2045, 'EUR'],
    [-1190, 'EUR'],
  ])('%d %s shows one amount in zloty (and pounds) for every figure that rounds to it', (whole, currency) => {
    for (const home of ['PLN', 'GBP']) {
      const shown = cityMoney(whole, currency, currency, home, 'en');
      for (const value of cents(whole)) expect(cityMoney(value, currency, currency, home, 'en')).toBe(shown);
      expect(homeAmount(whole + 0.3, currency, currency, home)).toBe(
        homeAmount(whole, currency, currency, home),
      );
    }
  });
  it('keeps a figure in the person’s own currency as it is, never converted there and back', () => {
    expect(homeAmount(111_789, 'EUR', 'USD', 'EUR')).toBe(111_789);
    expect(cityMoneyParts(111_789.4, 'EUR', 'USD', 'EUR', 'en').home).toBe('≈ €111,789');
  });
  it('gives nothing without a rate', () => {
    expect(homeAmount(100, 'XYZ', 'XYZ', 'EUR')).toBeNull();
  });
});

// Walk finding 10 (decision 0131): an en-GB reader saw "Updated Nov 27, 2026".
describe('date follows the person’s locale, the words the interface language', () => {
  afterEach(() => vi.restoreAllMocks());
  const browser = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  it('writes 27 Nov 2026 for en-GB and Nov 27, 2026 for en-US', () => {
    browser(['en-GB', 'en']);
    expect(date('2026-11-27', 'en')).toBe('27 Nov 2026');
    browser(['en-US']);
    expect(date('2026-11-27', 'en')).toBe('Nov 27, 2026');
  });
  it('uses the day-month order for an English interface on a German browser, Dutch words in Dutch', () => {
    browser(['de-DE', 'de']);
    expect(date('2026-11-27', 'en')).toBe('27 Nov 2026');
    browser(['en-US']);
    expect(date('2026-11-27', 'nl')).toBe('27 nov 2026');
  });
});

// Walk W120 (decision 0164): a refresh the same day changed nothing visible in "Updated 28 Nov 2026".
describe('the updated stamp gives the time when it was today', () => {
  afterEach(() => vi.restoreAllMocks());
  it('adds the time on the same day, only the date on another day or without a clock', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    const at = new Date(2026, 10, 28, 4, 5).toISOString();
    expect(updatedStamp(at, 'en', new Date(2026, 10, 28, 9, 0))).toBe('28 Nov 2026, 04:05');
    expect(updatedStamp(at, 'nl', new Date(2026, 10, 28, 23, 59))).toBe('28 nov 2026, 04:05');
    expect(updatedStamp(at, 'en', new Date(2026, 10, 29, 0, 1))).toBe('28 Nov 2026');
    expect(updatedStamp(at, 'en')).toBe('28 Nov 2026');
  });
});
