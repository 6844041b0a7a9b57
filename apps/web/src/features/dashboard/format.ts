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

/** Numbers beside a limit and the rent share, formatted as the engine's sentences do (`@thrive/core/format`). */
export { numberBesideLimits, rentShareNumber } from '@thrive/core/format';

export const percent = (value: number, locale: Locale, digits = 1): string =>
  formatPercent(value, locale, digits);

/** The languages a server render writes dates for (the request's Accept-Language); null in the browser. */
let renderLanguages: readonly string[] | null = null;

/** Runs a synchronous server render with the request's languages standing in for the browser's (decision 0131). */
export function withDateLanguages<T>(languages: readonly string[], render: () => T): T {
  const before = renderLanguages;
  renderLanguages = languages;
  try {
    return render();
  } finally {
    renderLanguages = before;
  }
}

/** A date in the interface language, in the order of the person's own locale (en-GB: '27 Nov 2026'; decision 0131). */
export const date = (iso: string, locale: Locale): string =>
  formatDate(iso, locale, renderLanguages ?? (typeof navigator === 'undefined' ? [] : navigator.languages));

/** A time of day in the interface language, 24-hour ('04:05'; walk W120, decision 0164). */
export const clockTime = (at: Date, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { hour: '2-digit', minute: '2-digit' }).format(
    at,
  );

/**
 * When the analysis was updated: its date, and its time as well when that was today by `now` (walk W120: a refresh
 * the same day changed nothing visible). Without `now` (a server render, the first render) only the date.
 */
export function updatedStamp(iso: string, locale: Locale, now?: Date): string {
  const day = date(iso, locale);
  const at = new Date(iso);
  if (!now || Number.isNaN(at.getTime())) return day;
  const sameDay =
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate();
  return sameDay ? `${day}, ${clockTime(at, locale)}` : day;
}

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

const knownCurrency = (c: string) => c === 'EUR' || Boolean(EXCHANGE_RATES[c]);

/** Whole units, halves away from zero, as `Intl.NumberFormat` rounds an amount it shows without decimals. */
const wholeUnits = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** The currency a city amount is shown in first: the city's, when both it and the figure's currency have a rate. */
const shownCurrency = (currency: string, city: string) =>
  currency === city || !knownCurrency(currency) || !knownCurrency(city) ? currency : city;

/**
 * A city's amount in the person's own currency, whole units: the one conversion of every money figure the dashboard
 * shows beside a city's (decision 0084). The amount as shown in the city's currency (whole units) is converted at the
 * ECB reference rates, so two figures that show the same amount there show the same amount in the person's currency
 * whatever decimals each carries (walk of issue 15: USD 1,874 was PLN 7,455 in Compare's table, from the figures
 * API's whole dollars, and PLN 7,456 on the city card, from the analysis' cents). A figure kept in the person's own
 * currency (a prediction's pay) is its own value, never converted there and back. Null where a rate is missing.
 */
export function homeAmount(value: number, currency: string, city: string, home: string): number | null {
  if (currency === home) return wholeUnits(value);
  const there = shownCurrency(currency, city);
  if (!knownCurrency(there) || !knownCurrency(home)) return null;
  const shown = wholeUnits(there === currency ? value : convertValue(value, currency, there, EXCHANGE_RATES));
  return wholeUnits(there === home ? shown : convertValue(shown, there, home, EXCHANGE_RATES));
}

/**
 * Money about a city, one rule everywhere (decision 0034): the city's own currency first (what a person would be paid
 * and pay there), then "≈" the same amount in the person's own currency (`homeAmount`) where it differs.
 * `value` is in `currency`; `city` is the city's currency (the value is converted to it when it is not already).
 */
export function cityMoneyParts(
  value: number,
  currency: string,
  city: string,
  home: string,
  locale: Locale,
): { city: string; home?: string } {
  const there = shownCurrency(currency, city);
  const inCity = there === currency ? value : convertValue(value, currency, there, EXCHANGE_RATES);
  const main = money(inCity, there, locale);
  const inHome = home === there ? null : homeAmount(value, currency, city, home);
  return inHome === null ? { city: main } : { city: main, home: `≈ ${money(inHome, home, locale)}` };
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
