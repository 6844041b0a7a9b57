import type { LanguageLevel } from '../contracts/enums';
import type { EngineCity } from './data';

/**
 * Languages (issue 16): how well the person gets by in a city, 0..1.
 * - The person's languages: what they said in the wizard (native 1, fluent 0.95, good 0.8, conversational 0.55,
 *   basic 0.3), CV languages (C1/C2 0.95, B2 0.8, B1 0.55, A1/A2 0.3, native 1, no level 0.8), and the app's language
 *   (0.8: they read this app in it; users of the Dutch app are assumed conversational in English, 0.55). The
 *   assumptions do not depend on what else they said, so saying more never lowers a score.
 * - A city: the best of (a) their level in one of its official languages, (b) their English x how widely English is
 *   spoken there (native 1, very high 0.85, high 0.7, moderate 0.45, low 0.2).
 * Adding a language, or a better level, never lowers a city's score (the maximum of more terms).
 * - Someone who names no language at all (neither in the wizard nor on a CV) is taken to speak the language of the
 *   place they live, fluently (decision 0245, walk W611: a Madrid student without an answer had "Language 16" for her
 *   own city): as the citizenship of the country they live in is assumed (decision 0102). Once they name their
 *   languages, those are used as given.
 */
export const LEVEL_SCORE: Record<LanguageLevel, number> = {
  native: 1,
  fluent: 0.95,
  good: 0.8,
  conversational: 0.55,
  basic: 0.3,
};
const CEFR_SCORE: Record<string, number> = {
  native: 1,
  C2: 0.95,
  C1: 0.95,
  B2: 0.8,
  B1: 0.55,
  A2: 0.3,
  A1: 0.3,
};
export const ENGLISH_SCORE = { native: 1, 'very-high': 0.85, high: 0.7, moderate: 0.45, low: 0.2 } as const;
/** Norwegian Bokmål and Nynorsk count as Norwegian. */
const SAME: Record<string, string> = { nb: 'no', nn: 'no' };
const canonical = (code: string) => SAME[code] ?? code;

export interface LanguageInput {
  locale: string;
  languages?: readonly { code: string; level: LanguageLevel }[];
  resume?: { languages?: readonly { code: string; level?: string }[] };
  /** The languages of the place the person lives (homeLanguages), assumed when they name none. */
  assumed?: readonly string[];
}

/** True when the person named a language, in the wizard or on their CV. */
export function namesLanguages(input: Pick<LanguageInput, 'languages' | 'resume'>): boolean {
  return (input.languages?.length ?? 0) > 0 || (input.resume?.languages?.length ?? 0) > 0;
}

/** The languages assumed for this person (decision 0245): the place's, when they named none; else none. */
export function assumedLanguages(input: LanguageInput): string[] {
  return namesLanguages(input) ? [] : [...new Set((input.assumed ?? []).map(canonical))];
}

/**
 * The languages of the country the person lives in, as the cities of that country in the data have them: those all of
 * them share (Spanish for Spain, English for Ireland and Singapore; none for Switzerland, whose cities speak German, French or Italian, nor for a country
 * without a city in the data).
 */
export function homeLanguages(
  countryCode: string | undefined,
  cities: readonly Pick<EngineCity, 'country' | 'languages'>[],
): string[] {
  if (!countryCode) return [];
  const inCountry = cities.filter((c) => c.country === countryCode);
  if (inCountry.length === 0) return [];
  const [first, ...rest] = inCountry.map((c) => new Set(c.languages.map(canonical)));
  const shared = [...first!].filter((code) => rest.every((set) => set.has(code))).sort();
  // Where English is one of several official languages (Ireland, Singapore), it is the one everyone there shares.
  return shared.includes('en') ? ['en'] : shared;
}

/** Language code -> how well (0..1). */
export function personLanguages(input: LanguageInput): Map<string, number> {
  const map = new Map<string, number>();
  const raise = (code: string, score: number) => {
    const c = canonical(code);
    map.set(c, Math.max(map.get(c) ?? 0, score));
  };
  for (const l of input.languages ?? []) raise(l.code, LEVEL_SCORE[l.level]);
  for (const l of input.resume?.languages ?? []) raise(l.code, l.level ? (CEFR_SCORE[l.level] ?? 0.8) : 0.8);
  for (const code of assumedLanguages(input)) raise(code, LEVEL_SCORE.fluent);
  raise(input.locale, 0.8);
  // Someone using the Dutch app is assumed to get by in English (conversational): 90% of Dutch adults say they
  // can hold a conversation in English (Special Eurobarometer 386). Saying so in the wizard raises it.
  if (input.locale === 'nl') raise('en', 0.55);
  return map;
}

/** Whether the person speaks one of these languages at least conversationally (0.55). */
export function speaksOneOf(codes: readonly string[], languages: ReadonlyMap<string, number>): boolean {
  return codes.some((code) => (languages.get(canonical(code)) ?? 0) >= LEVEL_SCORE.conversational);
}

/** How well this person gets by in the city, 0..1 (see above). */
export function cityLanguageScore(
  city: Pick<EngineCity, 'languages' | 'englishBand'>,
  languages: ReadonlyMap<string, number>,
): number {
  let local = 0;
  for (const code of city.languages) local = Math.max(local, languages.get(canonical(code)) ?? 0);
  const english = (languages.get('en') ?? 0) * ENGLISH_SCORE[city.englishBand];
  return Math.max(local, english);
}
