import { fold } from './text';

/**
 * Part-time markers on a job (decision 0085): the share of a full-time week the job took, from what the CV says.
 *
 * - An FTE figure: '0.5 FTE', '0,6 fte' -> that share.
 * - Hours a week: '20 hrs/week', '24 uur per week', '20 Std./Woche' -> hours / 40 (a 40-hour week is full time; 36
 *   hours or more counts as full time, the Dutch and German full-time weeks of 36-40 hours).
 * - Days a week: '3 days a week', '3 dagen per week', '4 Tage/Woche' -> days / 5.
 * - A percentage beside a part-time word or FTE: 'Teilzeit (50 %)', '80% FTE' -> that share.
 * - Only a word ('part-time', 'parttime', 'deeltijd', 'Teilzeit', 'tempo parcial', 'temps partiel', 'media jornada'):
 *   half (0.5), with a lower confidence, the wizard says so and the person can change the years.
 *
 * A marker that says full time ('full-time', 'voltijd', 'Vollzeit', '40 hrs/week') gives no share.
 */
export interface PartTime {
  value: number;
  confidence: number;
  /** The marker as written, to take it out of a job title ('Teacher (part-time)' -> 'Teacher'). */
  marker: string;
}

export const FULL_TIME_HOURS = 40;
/** A week of at least this many hours is full time. */
const FULL_TIME_FROM_HOURS = 36;
const FULL_TIME_DAYS = 5;
/** The share assumed for a job marked part-time with no hours, days or FTE. */
export const PART_TIME_DEFAULT_SHARE = 0.5;

const WORD =
  /\b(part[- ]?time|deeltijd[s]?|teilzeit|tempo parcial|meio periodo|media jornada|jornada parcial|temps partiel|mi-temps|a tempo parziale)\b/;
const FTE = /\b(0?[.,]\d{1,2}|1[.,]0|1)\s*fte\b/;
const PERCENT = /\b(\d{1,3})\s*%/;
const HOURS =
  /\b(\d{1,2}(?:[.,]\d)?)\s*(?:-\s*)?(?:hrs?|hours?|uur|u|std|stunden|stunde|h|horas|heures)\.?\s*(?:\/|per|a|an|p\.?|pro|por|par|in de|in der)\s*(?:the\s+)?(?:week|wk|w|woche|semana|semaine)\b/;
const DAYS =
  /\b([1-4](?:[.,]5)?)\s*(?:days?|dagen|dag|tage|tag|dias|jours)\s*(?:\/|per|a|an|p\.?|pro|por|par|in de|in der)\s*(?:the\s+)?(?:week|wk|w|woche|semana|semaine)\b/;
const FULL = /\b(full[- ]?time|fulltime|voltijd[s]?|vollzeit|tempo inteiro|jornada completa|temps plein)\b/;

const share = (text: string) => Number(text.replace(',', '.'));
const round = (value: number) => Math.round(value * 100) / 100;

/** The part-time share a piece of text states, or null (none, or full time). */
export function partTimeIn(raw: string): PartTime | null {
  const text = fold(raw);
  if (FULL.test(text) && !WORD.test(text)) return null;
  const word = WORD.exec(text);
  const fte = FTE.exec(text);
  if (fte) {
    const value = share(fte[1]!);
    if (value > 0 && value < 1) return { value: round(value), confidence: 0.85, marker: markerIn(raw) };
    if (value >= 1) return null;
  }
  // Hours or days a week count beside a part-time word, at the start, or in a short note: 'worked from home 2 days a
  // week' in a long sentence is not a part-time job.
  const plain = (match: RegExpExecArray | null) =>
    match && (word || match.index === 0 || text.split(' ').length <= 8) ? match : null;
  const hours = plain(HOURS.exec(text));
  if (hours) {
    const value = share(hours[1]!);
    if (value >= FULL_TIME_FROM_HOURS) return null;
    if (value > 0) return { value: round(value / FULL_TIME_HOURS), confidence: 0.8, marker: markerIn(raw) };
  }
  const days = plain(DAYS.exec(text));
  if (days) {
    const value = share(days[1]!);
    if (value > 0 && value < FULL_TIME_DAYS)
      return { value: round(value / FULL_TIME_DAYS), confidence: 0.75, marker: markerIn(raw) };
  }
  const percent = PERCENT.exec(text);
  if (percent && (word || /\bfte\b/.test(text))) {
    const value = Number(percent[1]) / 100;
    if (value > 0 && value < 1) return { value: round(value), confidence: 0.8, marker: markerIn(raw) };
  }
  if (word) return { value: PART_TIME_DEFAULT_SHARE, confidence: 0.6, marker: markerIn(raw) };
  return null;
}

/**
 * The marker as written in a title: a bracketed part that holds it ('(part-time)', '(Teilzeit, 50 %)'), or the
 * words themselves ('Part-time', '20 hrs/week').
 */
function markerIn(raw: string): string {
  const bracket = /\s*[([][^)\]]*[)\]]/gu;
  for (const match of raw.matchAll(bracket))
    if (WORD.test(fold(match[0])) || /fte|%|\d/.test(fold(match[0]))) return match[0];
  return raw;
}

/** A job title without its part-time marker ('English Teacher (part-time)' -> 'English Teacher'). */
export function withoutPartTime(title: string): string {
  const found = partTimeIn(title);
  if (!found) return title;
  const bracketless = title.replace(found.marker, '').trim();
  if (bracketless && bracketless !== title) return bracketless.replace(/\s*[,–—-]\s*$/u, '').trim();
  // 'Part-time English Teacher', 'English Teacher, part-time'
  const stripped = title
    .replace(
      /\s*[,–—-]?\s*\b(part[- ]?time|parttime|deeltijd[s]?|teilzeit|tempo parcial|temps partiel|mi-temps)\b\s*[,–—-]?\s*/giu,
      ' ',
    )
    .trim();
  return stripped || title;
}
