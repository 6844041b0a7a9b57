import type { YearMonth } from './types';

/**
 * Dates as CVs write them, in English, Dutch, German, French and Spanish: 'Sep 2019', 'sept. 2019', '09/2019',
 * '2019-09', '2019', 'März 2020', 'janvier 2018', and ranges between them with '-', '–', 'to', 'tot', 'bis', 'à',
 * 'hasta', ending in a date or in 'Present' / 'heden' / 'heute' / 'aujourd'hui' / 'actualidad'.
 */

const MONTHS: Record<string, number> = {};
const addMonths = (names: string[][]) =>
  names.forEach((list, index) => list.forEach((name) => (MONTHS[name] = index + 1)));
addMonths([
  ['january', 'jan', 'januari', 'januar', 'janvier', 'janv', 'enero', 'ene', 'jänner', 'janner'],
  ['february', 'feb', 'febr', 'februari', 'februar', 'fevrier', 'fev', 'fevr', 'febrero'],
  ['march', 'mar', 'maart', 'mrt', 'marz', 'maerz', 'mars', 'marzo'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr'],
  ['may', 'mei', 'mai', 'mayo', 'may'],
  ['june', 'jun', 'juni', 'juin', 'junio'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio'],
  ['august', 'aug', 'augustus', 'aout', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dez', 'dezember', 'decembre', 'diciembre', 'dic'],
]);

const PRESENT = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'heden',
  'nu',
  'huidig',
  'lopend',
  'heute',
  'jetzt',
  'aktuell',
  'laufend',
  'derzeit',
  'bis heute',
  "aujourd'hui",
  'aujourd’hui',
  'present',
  'actuel',
  'en cours',
  'actualidad',
  'presente',
  'hoy',
  'actual',
];

const monthAlternatives = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const presentAlternatives = PRESENT.map((word) => word.replace(/'/g, "['’]"))
  .sort((a, b) => b.length - a.length)
  .join('|');

const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
/** One date, on folded text. */
const DATE = `(?:(?:${monthAlternatives})\\.?,?\\s*'?${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const SEPARATOR = `\\s*(?:-|–|—|‒|―|to|tot|t/m|bis|a|à|au|al|hasta|until|till)\\s*`;
const END = `(?:${DATE}|${presentAlternatives})`;

const RANGE_RE = new RegExp(`(?<![\\w/])(${DATE})(?:${SEPARATOR}(${END}))?(?![\\w/])`, 'u');
const RANGE_RE_GLOBAL = new RegExp(RANGE_RE.source, 'gu');

export interface DateRange {
  start: YearMonth;
  /** Absent when only one date was written. */
  end?: YearMonth;
  current: boolean;
  /** Where the range is in the (folded) text. */
  index: number;
  length: number;
  /** The range as written in the folded text. */
  raw: string;
}

/** Parses one date ('Sep 2019', '09/2019', '2019-09', '2019') from folded text. */
export function parseDate(folded: string): YearMonth | null {
  const text = folded.trim().replace(/\.$/, '');
  let match = /^([a-z]+)\.?,?\s*'?(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS[match[1]!];
    return month ? { year: Number(match[2]), month } : null;
  }
  match = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  if (match) return validMonth(Number(match[2]), Number(match[1]));
  match = /^(\d{4})\s*[/.-]\s*(\d{2})$/.exec(text);
  if (match) return validMonth(Number(match[1]), Number(match[2]));
  match = /^(\d{4})$/.exec(text);
  if (match) return { year: Number(match[1]) };
  return null;
}

function validMonth(year: number, month: number): YearMonth | null {
  return month >= 1 && month <= 12 ? { year, month } : null;
}

function isPresent(folded: string): boolean {
  return PRESENT.includes(folded.trim().replace(/’/g, "'"));
}

/** All date ranges (or single dates) in a text, left to right. */
export function findDateRanges(text: string): DateRange[] {
  const folded = foldKeepLength(text);
  const found: DateRange[] = [];
  for (const match of folded.matchAll(RANGE_RE_GLOBAL)) {
    const start = parseDate(match[1]!);
    if (!start) continue;
    const endText = match[2];
    let end: YearMonth | undefined;
    let current = false;
    if (endText) {
      if (isPresent(endText)) current = true;
      else end = parseDate(endText) ?? undefined;
    } else if (
      /[–—-]\s*$/u.test(match[0]) ||
      /^\s*[–—-]\s*$/u.test(folded.slice(match.index + match[0].length))
    )
      // 'Sep, 2018 —' with nothing after the dash: a period still running (decision 0085).
      current = true;
    if (end && compare(end, start) < 0) continue;
    found.push({ start, end, current, index: match.index, length: match[0].length, raw: match[0] });
  }
  return found;
}

/** The first date range that has an end (or 'present'), else the first single date. */
export function findDateRange(text: string): DateRange | null {
  const ranges = findDateRanges(text);
  return ranges.find((range) => range.end || range.current) ?? ranges[0] ?? null;
}

/** Removes a found range (and brackets or separators around it) from the original text. */
export function withoutRange(text: string, range: DateRange): string {
  const before = text.slice(0, range.index).replace(/[\s(,[|·•–—-]+$/u, '');
  const after = text.slice(range.index + range.length).replace(/^[\s)\],|·•–—-]+/u, '');
  return [before, after].filter(Boolean).join(' | ');
}

export function compare(a: YearMonth, b: YearMonth): number {
  return a.year - b.year || (a.month ?? 1) - (b.month ?? 1);
}

export function formatYearMonth(value: YearMonth): string {
  return value.month ? `${value.year}-${String(value.month).padStart(2, '0')}` : String(value.year);
}

/** Months between two dates; a year alone counts from January (start) or to December (end). */
export function monthsBetween(
  start: YearMonth,
  end: YearMonth,
  endIsYearOnly = end.month === undefined,
): number {
  const startIndex = start.year * 12 + ((start.month ?? 1) - 1);
  const endIndex = end.year * 12 + ((end.month ?? (endIsYearOnly ? 12 : 1)) - 1);
  return Math.max(0, endIndex - startIndex + 1);
}

/** Folds case and diacritics but keeps one output character per input character, so indexes stay valid. */
function foldKeepLength(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const lower = base.toLowerCase();
    out += lower.length === char.length ? lower : char.length === 1 ? (lower[0] ?? char) : char;
  }
  return out;
}

/**
 * A date written without its year, as some templates print job periods ('Mar, – Present', 'Sep, – Feb,'): month
 * names, separators and 'Present' only. Not a range (no year), but not a title or company either.
 */
export function isYearlessDate(text: string): boolean {
  const tokens = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[\s,.–—-]+/)
    .filter(Boolean);
  return (
    tokens.length > 0 &&
    tokens.length <= 4 &&
    tokens.some((token) => token in MONTHS) &&
    tokens.every(
      (token) => token in MONTHS || PRESENT.includes(token) || /^(to|tot|bis|a|hasta)$/.test(token),
    )
  );
}

/** A duration a template prints beside the dates ('2 years 6 months', '3 jaar', '1 Jahr 2 Monate'). */
export const DURATION =
  /^\(?\s*\d{1,2}\s*(?:years?|yrs?|jaar|jahre?n?|ans?|años?|mos?|months?|maanden|maand|monate?|mois|meses|mes)(?:,?\s*(?:and\s+|en\s+|und\s+)?\d{1,2}\s*(?:mos?|months?|maanden|maand|monate?|mois|meses|mes))?\s*\)?$/i;
