import type { EngineCity, QualityKey } from './data';
import { cityLanguageScore } from './languages';

/**
 * Cultural fit (issue 15: one measure, the same on every screen): how much at home this person would be in a city,
 * 0-100, the mean of three parts, each 0-100:
 * - language: how well the person's languages work there (engine/languages.ts: their level in an official language,
 *   or their English times how widely English is spoken);
 * - openness: the city's tolerance score (legal recognition of same-sex unions and years in force, plus city size);
 * - culture and leisure: the city's leisure score (a population proxy: larger and primary cities offer more).
 * Language depends on the person; openness and leisure are the city's. A Thrive measure (estimate), not a statistic.
 */
export const CULTURAL_FIT_PARTS = ['language', 'openness', 'leisure'] as const;
export type CulturalFitPart = (typeof CULTURAL_FIT_PARTS)[number];

export interface CulturalFit {
  value: number;
  parts: Record<CulturalFitPart, number>;
}

const QUALITY_OF: Record<Exclude<CulturalFitPart, 'language'>, QualityKey> = {
  openness: 'tolerance',
  leisure: 'leisure',
};

export function culturalFit(
  city: Pick<EngineCity, 'languages' | 'englishBand' | 'quality'>,
  languages: ReadonlyMap<string, number>,
): CulturalFit {
  const quality = (key: QualityKey) => Math.max(0, Math.min(100, city.quality[key]?.value ?? 50));
  const parts: Record<CulturalFitPart, number> = {
    language: Math.round(cityLanguageScore(city, languages) * 100),
    openness: Math.round(quality(QUALITY_OF.openness)),
    leisure: Math.round(quality(QUALITY_OF.leisure)),
  };
  const value = Math.round(CULTURAL_FIT_PARTS.reduce((a, k) => a + parts[k], 0) / CULTURAL_FIT_PARTS.length);
  return { value, parts };
}

/** The figure source of the measure (English; the web app writes its own words for the parts in each language). */
export const CULTURAL_FIT_SOURCE =
  'Thrive measure: mean of language (your languages in the city), openness (tolerance score) and culture and leisure (leisure score)';
