import type { EngineData, EngineRole } from './data';
import { DEGREE_FIELDS, fieldLeadsTo, roleOfStudyField } from './ladders';

/**
 * What a field of study teaches (decision 0130; walk finding 5: a nursing student near graduation was told she has
 * nursing at 23 and medical terminology at 0, and was given a plan to learn nursing until after she graduates).
 *
 * The field of study leads to a role (the names of DEGREE_FIELDS and of the roles, decision 0120: "Verpleegkunde" to
 * Registered Nurse). The degree teaches that role's skills, as O*NET rates them for the occupation (the role's skill
 * list and importances, built from O*NET 30.2 and the role's core skills): a graduate has each at the level the role
 * asks (the skill-gap target of the same importance, `skillTarget`), someone still studying at the share of the
 * programme behind them. No skill and no level is typed in here: they come from the role the field leads to.
 */
export interface StudyCredit {
  /** The role the field of study leads to. */
  roleId: string;
  /** The field as the person wrote it (kept for the explanation on the Skills tab). */
  field: string;
  /** Share of the programme done at the analysis date, 0..1 (1 once graduated). */
  progress: number;
  /** Still studying: the degree teaches the rest of its skills by graduation, so no learning plan schedules them. */
  studying: boolean;
  /** The year they graduate, while still studying and when given. */
  graduationYear?: number;
  /** Skill id -> the level the degree reaches by graduation (the role's target for that skill). */
  degreeLevels: ReadonlyMap<string, number>;
}

/** The skill-gap target for a skill of a role: 50 + importance x 0.4 (importance 0..100), so 50..90. */
export const skillTarget = (importance: number): number => Math.round(50 + importance * 0.4);

/**
 * Years of a programme by the education step's level (the programme, not the years after school): an associate
 * degree 2, a bachelor 4 (a Dutch HBO bachelor is 4 years), a master 2, a PhD 4; unknown 4. A bootcamp, secondary
 * school or "other" does not lead to a degree's skills here.
 */
const PROGRAMME_YEARS: Record<string, number> = { '': 4, associates: 2, bachelors: 4, masters: 2, phd: 4 };

/** Programmes end in summer: a graduation year is read as 1 July of that year. */
const GRADUATION_MONTH = 6;
const YEAR_MS = 365.25 * 86_400_000;

export interface StudyInput {
  userType?: string | undefined;
  education?: { level?: string; fieldOfStudy?: string; graduationYear?: string } | undefined;
  resume?: { education?: readonly { fieldOfStudy?: { value: string } | undefined }[] } | undefined;
}

/**
 * The role a field of study leads to: a role or the work it names ("Verpleegkunde", "Primary Education"; decision
 * 0139), else one of DEGREE_FIELDS ("Rechten").
 */
export function roleOfStudies(field: string, roles: readonly EngineRole[]): EngineRole | undefined {
  const named = roleOfStudyField(field, roles);
  if (named) return roles.find((r) => r.id === named);
  return roles.find((r) => DEGREE_FIELDS[r.id] && fieldLeadsTo(field, r, roles));
}

/**
 * The credit of a person's studies at `now`, or undefined when the field leads to no role or the level is not a
 * degree. Progress: a graduation year ahead gives (programme years - years left) / programme years; a past year, or
 * none for someone who is not a student, 1 (graduated); a student without a year, one half (the middle of the
 * programme: neither the start nor the end is known).
 */
export function studyCredit(input: StudyInput, data: EngineData, now: Date): StudyCredit | undefined {
  const level = input.education?.level ?? '';
  const years = PROGRAMME_YEARS[level];
  if (years === undefined) return undefined;
  const field =
    input.education?.fieldOfStudy?.trim() || input.resume?.education?.[0]?.fieldOfStudy?.value.trim();
  if (!field) return undefined;
  const role = roleOfStudies(field, data.roles);
  if (!role) return undefined;
  const year = Number(input.education?.graduationYear);
  let progress = input.userType === 'student' ? 0.5 : 1;
  let graduationYear: number | undefined;
  if (Number.isInteger(year) && year > 0) {
    const left = (Date.UTC(year, GRADUATION_MONTH, 1) - now.getTime()) / YEAR_MS;
    progress = left <= 0 ? 1 : Math.max(0, Math.min(1, (years - left) / years));
    if (left > 0) graduationYear = year;
  }
  const degreeLevels = new Map(role.skills.map((s) => [s.skillId, skillTarget(s.importance)]));
  return {
    roleId: role.id,
    field,
    progress: Math.round(progress * 100) / 100,
    studying: progress < 1,
    ...(graduationYear !== undefined && { graduationYear }),
    degreeLevels,
  };
}

/** The level the studies give a skill now (0 when the degree does not teach it). */
export function creditedLevel(credit: StudyCredit | undefined, skillId: string): number {
  const level = credit?.degreeLevels.get(skillId);
  return level === undefined ? 0 : Math.round(level * credit!.progress);
}
