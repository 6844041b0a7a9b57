import type { ExchangeRate } from './data';

/**
 * Exchange rates for converting salaries between the cities' currencies and the person's salary currency: ECB euro
 * foreign exchange reference rates, annual averages of 2024 (units of currency per 1 EUR), typed in from the ECB's
 * statistical tables. Every currency of the cities dataset and of the salary step (EUR, USD, GBP, CAD, AUD) is here;
 * an integrity test checks that.
 */
const ecb = (perEuro: number): ExchangeRate => ({
  perEuro,
  basis: 'official',
  source: 'ECB euro reference rates, 2024 annual average',
  year: 2024,
});

export const EXCHANGE_RATES: Readonly<Record<string, ExchangeRate>> = {
  USD: ecb(1.0824),
  GBP: ecb(0.84662),
  CHF: ecb(0.9526),
  SEK: ecb(11.4325),
  DKK: ecb(7.4589),
  NOK: ecb(11.629),
  PLN: ecb(4.3058),
  CZK: ecb(25.12),
  AUD: ecb(1.6397),
  CAD: ecb(1.4821),
  SGD: ecb(1.4458),
};
