import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { formatDate, formatMoney, formatNumber, formatPercent, toFormatLocale } from '@thrive/core/format';
import type { FormatLocale } from '@thrive/core/format';

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
