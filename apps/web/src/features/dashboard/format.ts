import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { formatDate, formatMoney, formatNumber, formatPercent, toFormatLocale } from '@thrive/core/format';
import type { FormatLocale } from '@thrive/core/format';
import { EXCHANGE_RATES } from '@thrive/core/engine/exchange-rates';
import { convertValue } from '@thrive/core/engine/money';

/** The dashboard's names for the one formatting module (`@thrive/core/format`, issue 17). */
export type Locale = FormatLocale;

export const asLocale = (language: string | undefined): Locale => toFormatLocale(language);

export const money = (value: number, currency: string, locale: Locale): string =>
  formatMoney(value, currency, locale);

export const moneyFigure = (figure: Pick<MoneyFigure, 'value' | 'currency'>, locale: Locale) =>
  money(figure.value, figure.currency, locale);

export const number = (value: number, locale: Locale, digits = 0): string =>
  formatNumber(value, locale, digits);

export const percent = (value: number, locale: Locale, digits = 1): string =>
  formatPercent(value, locale, digits);

export const date = (iso: string, locale: Locale): string => formatDate(iso, locale);

/** Today as 'YYYY-MM-DD' (local date). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The person's own currency (the one they gave their pay in, `answers.currency`) when the bundled ECB reference rates
 * know it, else euros.
 */
export function homeCurrency(currency: string | undefined): string {
  return currency && (currency === 'EUR' || EXCHANGE_RATES[currency]) ? currency : 'EUR';
}

/**
 * Money about a city, one rule everywhere (decision 0034): the city's own currency first (what a person would be paid
 * and pay there), then "≈" the same amount in the person's own currency at the ECB reference rates where it differs.
 * `value` is in `currency`; `city` is the city's currency (the value is converted to it when it is not already).
 */
export function cityMoneyParts(
  value: number,
  currency: string,
  city: string,
  home: string,
  locale: Locale,
): { city: string; home?: string } {
  const known = (c: string) => c === 'EUR' || Boolean(EXCHANGE_RATES[c]);
  const there = currency === city || !known(currency) || !known(city) ? currency : city;
  const inCity = there === currency ? value : convertValue(value, currency, there, EXCHANGE_RATES);
  const main = money(inCity, there, locale);
  if (home === there || !known(home) || !known(there)) return { city: main };
  return {
    city: main,
    home: `≈ ${money(convertValue(value, currency, home, EXCHANGE_RATES), home, locale)}`,
  };
}

/** `cityMoneyParts` as one string: "€830 ≈ £703", or "€830" where the person's currency is the city's. */
export function cityMoney(
  value: number,
  currency: string,
  city: string,
  home: string,
  locale: Locale,
): string {
  const parts = cityMoneyParts(value, currency, city, home, locale);
  // No parentheses: the amount often stands inside a sentence's own parentheses ("The rent (A$1,950 ≈ £1,007) is …").
  return parts.home ? `${parts.city} ${parts.home}` : parts.city;
}
