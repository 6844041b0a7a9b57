/**
 * The one place numbers, money, percentages and dates become text (issue 17). Everything goes through `Intl` with
 * the viewer's locale: English '4.9%', '€1,350', '24 Nov 2026' (the date in the order of the person's locale); Dutch '4,9%', '€ 1.350', '24 nov 2026'. The web app
 * (pages, charts, i18next interpolation), the printable report, the JSON export and the engine's own sentences use
 * these functions; nothing formats a number by hand.
 */

import { SHOWN_LIMITS } from './rules/affordability';

export type FormatLocale = 'en' | 'nl';

/** The BCP 47 tag `Intl` gets for each interface language. */
export const INTL_LOCALE: Record<FormatLocale, string> = { en: 'en', nl: 'nl-NL' };

/** Any language tag ('nl', 'nl-BE', 'en-US', undefined) as one of the two interface languages. */
export const toFormatLocale = (language: string | undefined | null): FormatLocale =>
  language?.toLowerCase().startsWith('nl') ? 'nl' : 'en';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: FormatLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    cache.set(key, format);
  }
  return format;
}

/** A plain number with at most `digits` decimals: 23.8 -> '23,8' (nl), 1350 -> '1.350' (nl), '1,350' (en). */
export function formatNumber(value: number, locale: FormatLocale, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/**
 * A number checked against limits (a 30% rent share, a landlord's 3x and 4x), shown so that it never reads as on or
 * across a limit it is not on: with `digits` decimals, or one or two more where rounding would land on a limit
 * (30.2% is not "30% … above 30%", 3.97 times is not "4 times", walk 0112).
 */
export function numberBesideLimits(
  value: number,
  limits: readonly number[],
  locale: FormatLocale,
  digits = 0,
): string {
  for (let d = digits; d <= digits + 2; d++) {
    const rounded = Number(value.toFixed(d));
    if (!limits.some((limit) => rounded === limit && value !== limit)) return formatNumber(value, locale, d);
  }
  return formatNumber(value, locale, digits + 2);
}

/**
 * Rent as a share of net income (0..100) without the % sign, the same on every screen that shows it (the headline,
 * the affordability card, the Future Timeline, the report; audit 0121): one decimal, more where rounding would land on
 * one of `limits` or on the 30% or 40% line, whichever the screen names (a card naming only 30% said "40%" for
 * 40.01% while the report said "40.01%", decision 0251).
 */
export function rentShareNumber(value: number, limits: readonly number[], locale: FormatLocale): string {
  return numberBesideLimits(
    value,
    [...limits, SHOWN_LIMITS.rentSharePercent, SHOWN_LIMITS.overburdenPercent],
    locale,
    1,
  );
}

/** A percentage given as 0..100 (the datasets' unit): 4.9 -> '4,9%' (nl), '4.9%' (en). */
export function formatPercent(value: number, locale: FormatLocale, digits = 1): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(value / 100);
}

/** Money without decimals: 1350 EUR -> '€ 1.350' (nl), '€1,350' (en); an unknown currency code as '1.350 XYZ'. */
export function formatMoney(value: number, currency: string, locale: FormatLocale): string {
  if (!Number.isFinite(value)) return '–';
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(value);
  } catch {
    return `${formatNumber(value, locale)} ${currency}`;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** `dateLocaleTag`'s answer for each English tag a browser prefers. */
const supportedEnglish = new Map<string, string>();

/**
 * The BCP 47 tag a date is written with (walk finding 10, decision 0131): the interface language decides the words,
 * the person's own locale (the browser's languages, `preferred`) the order. Dutch: 'nl-NL'. English: the first
 * English locale the person prefers ('en-GB' -> '27 Nov 2026', 'en-US' -> 'Nov 27, 2026'); for someone whose browser
 * prefers no English locale (a German reading the English interface), 'en-GB', the day-month-year order of most of
 * Europe; a bare 'en' stays 'en'.
 */
export function dateLocaleTag(locale: FormatLocale, preferred: readonly string[] = []): string {
  if (locale === 'nl') return INTL_LOCALE.nl;
  const english = preferred.find((tag) => /^en(-|$)/i.test(tag));
  if (english === undefined) return preferred.length ? 'en-GB' : INTL_LOCALE.en;
  // supportedLocalesOf costs about as much as building a formatter: a dashboard writes hundreds of dates on its first
  // render (decision 0133), so each English tag is looked up once.
  let supported = supportedEnglish.get(english);
  if (supported === undefined) {
    try {
      supported = Intl.DateTimeFormat.supportedLocalesOf([english])[0] ?? INTL_LOCALE.en;
    } catch {
      supported = INTL_LOCALE.en;
    }
    supportedEnglish.set(english, supported);
  }
  return supported;
}

/**
 * An ISO date ('2026-11-24') or date-time as a short date in UTC: '24 nov 2026' (nl), 'Nov 24, 2026' (en, en-US),
 * '24 Nov 2026' (en with `preferred` ['en-GB'], see `dateLocaleTag`).
 */
export function formatDate(iso: string, locale: FormatLocale, preferred: readonly string[] = []): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  const tag = dateLocaleTag(locale, preferred);
  let format = dateFormats.get(tag);
  if (!format) {
    // Building an Intl formatter costs far more than using one (a dashboard formats dozens of dates on its first
    // render), so one per locale tag is kept, as for numbers.
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(tag, format);
  }
  return format.format(d);
}

/**
 * A value handed to a translated sentence: numbers by locale (at most two decimals), except parameters named like
 * a year ('year', 'fiscalYear'), which stay as written ('2024', not '2.024').
 */
export function formatParam(value: unknown, locale: FormatLocale, key = '', format = ''): unknown {
  if (format === 'inSentence' && typeof value === 'string') return titleInSentence(value, locale);
  if (typeof value !== 'number' || /year/i.test(key)) return value;
  // A whole number from 0 to 999 reads the same in both languages ("Step 1 of 6", "~3 min left"): written without
  // `Intl`, so a page whose sentences hold no other number never sets up ICU's formatting (20-30 ms of main-thread CPU
  // the first time on a page, 4x that on Lighthouse's phone; decision 0205). -0 still goes to Intl ("-0").
  if (Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0)) return String(value);
  return formatNumber(value, locale, 2);
}

/**
 * A title (a role's name) inside a sentence: Dutch writes it in lower case ('voor verpleegkundige', 'als
 * softwareontwikkelaar'), except where the second letter is a capital too ('AI-onderzoeker', 'ICT-projectmanager');
 * English keeps the title as it is ('for Registered Nurse'). Sentences ask for it as `{{role, inSentence}}`.
 */
export function titleInSentence(title: string, locale: FormatLocale): string {
  if (locale !== 'nl' || title.length < 2 || title[1] !== title[1]!.toLowerCase()) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/**
 * The year label of a figure (decision 0092): its year, or for a figure computed from inputs of several years the
 * span, "inputs 2022–2025" ("gegevens 2022–2025"): never the oldest input's year alone beside this year's tax rules.
 */
export function formatFigureYears(
  figure: { year: number; yearTo?: number | undefined },
  locale: FormatLocale,
): string {
  if (!figure.yearTo || figure.yearTo <= figure.year) return String(figure.year);
  return `${locale === 'nl' ? 'gegevens' : 'inputs'} ${figure.year}–${figure.yearTo}`;
}
