import { describe, expect, it } from 'vitest';
import { cityMoney, cityMoneyParts, homeCurrency } from './format';

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
