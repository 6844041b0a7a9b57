import type { ExperienceLevel } from '../contracts/enums';

/** The wizard's experience level for a number of years (entry 0-2, junior 2-4, mid 4-7, senior 7-10, lead 10+). */
export function experienceLevelFor(years: number): ExperienceLevel {
  if (years < 2) return 'entry';
  if (years < 4) return 'junior';
  if (years < 7) return 'mid';
  if (years < 10) return 'senior';
  return 'lead';
}
