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

/**
 * Years of work as the wizard shows them (decision 0181): whole years, as a person writes them ("13", not "13.3"),
 * and below two years to one decimal (half a year matters in the first band). The band is chosen from this number,
 * so the band ticked always holds the number shown (9.6 years shows 10 and falls in 10+).
 */
export function yearsShown(years: number): number {
  return years < 2 ? Math.round(years * 10) / 10 : Math.round(years);
}

/**
 * The band a CV's years tick on the experience step (decision 0181, walk W202), or none: every band up to senior
 * holds its years; from 10 years the band is "Lead, 10+ years, with leadership", which the CV says only through a
 * job title that leads people (decision 0043, F2). Without one nothing is ticked and the step asks (Senior, 7-10
 * years, does not hold 13).
 */
export function cvExperienceLevel(years: number, leadership = false): ExperienceLevel | undefined {
  const shown = yearsShown(years);
  if (shown >= 10) return leadership ? 'lead' : undefined;
  return experienceLevelFor(shown, leadership);
}
