import type { MoneyFigure } from '@thrive/core/contracts/figure';

export type Locale = 'en' | 'nl';

export const asLocale = (language: string | undefined): Locale => (language?.startsWith('nl') ? 'nl' : 'en');

export function money(value: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(value);
  } catch {
    return `${Math.round(value)} ${currency}`;
  }
}

export const moneyFigure = (figure: Pick<MoneyFigure, 'value' | 'currency'>, locale: Locale) =>
  money(figure.value, figure.currency, locale);

export function number(value: number, locale: Locale, digits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

export function date(iso: string, locale: Locale): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** Today as 'YYYY-MM-DD' (local date). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
