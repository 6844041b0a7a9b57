import type { ExperienceLevel } from '../contracts/enums';

/** Job-title words that mean leading people (en, nl, de, fr, es). */
const LEADERSHIP =
  /\b(manager|lead|head|director|chief|supervisor|teamleider|leidinggevende|hoofd|directeur|leiter|leiterin|responsable|jefe|jefa|directora?)\b/i;

/** True when a job title on the CV says the person led others ("Team lead", "Teamleider", "Head of ..."). */
export function titleShowsLeadership(title: string): boolean {
  return LEADERSHIP.test(title);
}

/**
 * The wizard's experience level for a number of years (entry 0-2, junior 2-4, mid 4-7, senior 7-10). Lead means
 * "10+ years, with leadership": years alone never imply leadership, so 10+ years without it is senior.
 */
export function experienceLevelFor(years: number, leadership = false): ExperienceLevel {
  if (years < 2) return 'entry';
  if (years < 4) return 'junior';
  if (years < 7) return 'mid';
  if (years < 10 || !leadership) return 'senior';
  return 'lead';
}
