import { fold } from './text';

/**
 * Part-time markers on a job (decision 0085): the share of a full-time week the job took, from what the CV says.
 *
 * - An FTE figure: '0.5 FTE', '0,6 fte' -> that share.
 * - Hours a week: '20 hrs/week', '24 uur per week', '20 Std./Woche', '32-hour week', '32-urige werkweek' -> hours / 40
 *   (a 40-hour week is full time; 36 hours or more counts as full time, the Dutch and German full-time weeks of 36-40
 *   hours). When the CV names its own full-time week ('32 of 36 uur', '32/38 hours', '28 out of 35 hours') the share
 *   is against that week (decision 0095). Hours without 'a week' ('32 hours', '32 uur', 'parttime 24u') count beside
 *   a part-time word or as a note of at most four words.
 * - Days a week: '3 days a week', '3 dagen per week', '4 Tage/Woche', '4-day week', 'four days a week', 'vier dagen
 *   per week' -> days / 5.
 * - An FTE figure either side of the word: '0.8 FTE', 'FTE 0,8', 'fte: 0.8'.
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
const FTE = /\b(0?[.,]\d{1,2}|1[.,]0|1)\s*fte\b|\bfte\s*:?\s*(0?[.,]\d{1,2}|1[.,]0)(?![\d.,]*\d)/;
const HOUR_UNIT = '(?:hrs?|hours?|uur|u|std|stunden|stunde|h|horas|heures)';
const WEEK = '(?:week|wk|w|woche|semana|semaine)';
/** '32 of 36 uur', '32/38 hours', '28 out of 35 hours', '32 von 40 Stunden': hours against the CV's own full week. */
const HOURS_OF_WEEK = new RegExp(
  `\\b(\\d{1,2}(?:[.,]\\d)?)\\s*(?:${HOUR_UNIT}\\.?\\s*)?(?:/|of|out of|van|von|sur|de)\\s*(\\d{2}(?:[.,]\\d)?)\\s*-?\\s*${HOUR_UNIT}\\b`,
);
/** '32-hour week', '32 hour week', '32-urige werkweek', '32-Stunden-Woche'. */
const HOUR_WEEK = new RegExp(
  `\\b(\\d{1,2}(?:[.,]\\d)?)\\s*-?\\s*(?:hours?|hour|urige|uurs|stunden)\\s*-?\\s*(?:work\\s*)?(?:werk)?${WEEK}\\b`,
);
/** Hours with no 'a week': '32 hours', '32 uur', '24u'. */
const HOURS_BARE = new RegExp(`\\b(\\d{1,2}(?:[.,]\\d)?)\\s*${HOUR_UNIT}\\.?(?![\\p{L}\\d])`, 'u');
/** '4-day week', '4-daagse werkweek', '4-Tage-Woche'. */
const DAY_WEEK =
  /\b([1-4](?:[.,]5)?)\s*-?\s*(?:days?|daagse|tage)\s*-?\s*(?:work\s*)?(?:werk|arbeits)?(?:week|woche)\b/;
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  een: '1',
  twee: '2',
  drie: '3',
  vier: '4',
  zwei: '2',
  drei: '3',
};
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
  // 'four days a week', 'vier dagen per week': the number as a figure (only before a day word).
  const text = fold(raw).replace(
    /\b(one|two|three|four|een|twee|drie|vier|zwei|drei)(?=\s*-?\s*(?:days?|dagen|dag|daagse|tage|tag)\b)/g,
    (number) => NUMBER_WORDS[number] ?? number,
  );
  if (FULL.test(text) && !WORD.test(text)) return null;
  const word = WORD.exec(text);
  const fte = FTE.exec(text);
  if (fte) {
    const value = share(fte[1] ?? fte[2]!);
    if (value > 0 && value < 1) return { value: round(value), confidence: 0.85, marker: markerIn(raw) };
    if (value >= 1) return null;
  }
  // Hours or days a week count beside a part-time word, at the start, or in a short note: 'worked from home 2 days a
  // week' in a long sentence is not a part-time job.
  const plain = (match: RegExpExecArray | null) =>
    match && (word || match.index === 0 || text.split(' ').length <= 8) ? match : null;
  const ofWeek = plain(HOURS_OF_WEEK.exec(text));
  if (ofWeek) {
    const [hours, week] = [share(ofWeek[1]!), share(ofWeek[2]!)];
    if (week >= 30 && week <= 48 && hours > 0) {
      if (hours >= week) return null;
      return { value: round(hours / week), confidence: 0.85, marker: markerIn(raw) };
    }
  }
  // A bare figure of hours counts beside a part-time word or as a short note ('32 uur'), never in a sentence
  // ('on call 24 h').
  const bare = HOURS_BARE.exec(text);
  const hours =
    plain(HOURS.exec(text)) ??
    plain(HOUR_WEEK.exec(text)) ??
    (bare && (word || text.split(' ').length <= 4) ? bare : null);
  if (hours) {
    const value = share(hours[1]!);
    if (value >= FULL_TIME_FROM_HOURS && value <= 60) return null;
    if (value >= 4 && value < FULL_TIME_FROM_HOURS)
      return { value: round(value / FULL_TIME_HOURS), confidence: 0.8, marker: markerIn(raw) };
  }
  const days = plain(DAYS.exec(text)) ?? plain(DAY_WEEK.exec(text));
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
