import type { FamilyStatus, LifestyleValue } from '../contracts/enums';
import type { SliderBounds } from './salary';

/** Rules of single wizard inputs (spec section 5): sliders, graduation years, custom skills, lifestyle values. */

// ---------------------------------------------------------------- children slider

export const CHILDREN_SLIDER: SliderBounds = { min: 0, max: 5, step: 1 };

/** 0..4 as the number, 5 (the top) as '5+'. Values outside the slider are clamped first. */
export function childrenLabel(count: number): string {
  const n = Math.min(CHILDREN_SLIDER.max, Math.max(CHILDREN_SLIDER.min, Math.round(count)));
  return n >= CHILDREN_SLIDER.max ? `${CHILDREN_SLIDER.max}+` : String(n);
}

/** The children slider is shown for a family, a single parent or planning. */
export function showsChildrenSlider(familyStatus: FamilyStatus | null | undefined): boolean {
  return familyStatus === 'family' || familyStatus === 'single-parent' || familyStatus === 'planning';
}

/**
 * A household the money model counts children in: those with the children slider (a family, a single parent, and
 * planning, which the engine costs with one child). The childcare note follows it.
 */
export const householdCountsChildren = showsChildrenSlider;

/** A household that has children now starts the count at 1 (a family, a single parent). */
export function childrenRequired(familyStatus: FamilyStatus | null | undefined): boolean {
  return familyStatus === 'family' || familyStatus === 'single-parent';
}

/**
 * The optional childcare question (decision 0076), "how many of them are under school age", is asked of a household
 * that has children now (a family, a single parent), once it has at least one.
 */
export function showsYoungChildrenQuestion(
  familyStatus: FamilyStatus | null | undefined,
  childrenCount: number,
) {
  return childrenRequired(familyStatus) && childrenCount >= 1;
}

/**
 * The answers after the children count changes: a young-children answer never exceeds the count, and their ages keep
 * one per child (decision 0232).
 */
export function withChildrenCount(
  childrenCount: number,
  youngChildren: number | undefined,
  youngChildAges?: readonly number[],
): { childrenCount: number; youngChildren?: number; youngChildAges?: number[] } {
  return youngChildren !== undefined && youngChildren > childrenCount
    ? { childrenCount, ...withYoungChildren(childrenCount, youngChildAges) }
    : { childrenCount };
}

/**
 * The answers after the young-children count changes (decision 0232): the ages already given are kept, one per child
 * at most; unanswered, no ages.
 */
export function withYoungChildren(
  youngChildren: number | undefined,
  youngChildAges: readonly number[] | undefined,
): { youngChildren: number | undefined; youngChildAges: number[] | undefined } {
  if (youngChildren === undefined) return { youngChildren: undefined, youngChildAges: undefined };
  return { youngChildren, youngChildAges: (youngChildAges ?? []).slice(0, youngChildren) };
}

/**
 * The ages after one child's age is chosen (decision 0232): the ages are asked in order, so the list stays one age per
 * child from the first; choosing child `index` keeps those before it and drops any after it only when it is cleared.
 */
export function withYoungChildAge(
  youngChildAges: readonly number[] | undefined,
  index: number,
  age: number | undefined,
): number[] {
  const ages = [...(youngChildAges ?? [])];
  if (age === undefined) return ages.slice(0, index);
  if (index > ages.length) return ages;
  ages[index] = age;
  return ages;
}

/** The optional partner questions (does the partner work, their income) are asked of every household of two adults. */
export function showsPartnerQuestions(familyStatus: FamilyStatus | null | undefined): boolean {
  return !!familyStatus && familyStatus !== 'single' && familyStatus !== 'single-parent';
}

/**
 * A person who said they live alone (single, no children): the screens say "you", not "your household"
 * (decision 0122).
 */
export function livesAlone(familyStatus: FamilyStatus | null | undefined): boolean {
  return familyStatus === 'single';
}

// ---------------------------------------------------------------- salary versus lifestyle

export const SALARY_LIFESTYLE_SLIDER: SliderBounds = { min: 0, max: 100, step: 5 };

export const SALARY_LIFESTYLE_LABELS = {
  'salary-priority': 'Salary Priority',
  balanced: 'Balanced',
  'lifestyle-priority': 'Lifestyle Priority',
} as const;
export type SalaryLifestyleLabel = keyof typeof SALARY_LIFESTYLE_LABELS;

/** Below 33 Salary Priority, above 66 Lifestyle Priority, otherwise (33..66) Balanced. */
export function salaryLifestyleLabel(balance: number): SalaryLifestyleLabel {
  if (balance < 33) return 'salary-priority';
  if (balance > 66) return 'lifestyle-priority';
  return 'balanced';
}

// ---------------------------------------------------------------- graduation year

/**
 * The 20 graduation-year options: from the current year minus 10 to the current year plus 9, ascending. The year is
 * `now`'s calendar year in the runtime's time zone (the person's, in the browser).
 */
export function graduationYearOptions(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 20 }, (_, i) => year - 10 + i);
}

/**
 * Whether a stored graduation year is still ahead (`now`'s calendar year, as the options use): a student who
 * graduates next year is shown "Graduating in 2027", not "Graduated in 2027" (walk 0103).
 */
export function graduationYetToCome(value: string, now: Date): boolean {
  return /^\d{4}$/.test(value) && Number(value) > now.getFullYear();
}

/** The earliest graduation year the wizard accepts under "Earlier" (issue 14: a nurse who graduated in 2009). */
export const EARLIEST_GRADUATION_YEAR = 1950;

/** True when a stored graduation year lies before the 20-year window (shown as "Earlier" plus a year field). */
export function isEarlierGraduationYear(value: string, now: Date): boolean {
  return /^\d{4}$/.test(value) && Number(value) < graduationYearOptions(now)[0]!;
}

/**
 * A year typed under "Earlier": four digits from EARLIEST_GRADUATION_YEAR to the year before the window, else null
 * (not stored; the field says what it accepts).
 */
export function earlierGraduationYear(text: string, now: Date): string | null {
  const value = text.trim();
  if (!/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= EARLIEST_GRADUATION_YEAR && year < graduationYearOptions(now)[0]! ? value : null;
}

// ---------------------------------------------------------------- phone (optional)

/** A phone number has 6 to 15 digits (ITU-T E.164: at most 15). */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/**
 * Whether an optional phone number can be one (walk finding 11: "abc" was taken silently): empty, or digits with the
 * usual marks ("+31 6 1234 5678", "(020) 555-0100", "+44 (0)20 7946 0958"; the marks the CV reader keeps), 6 to 15
 * digits.
 */
export function phoneLooksValid(text: string): boolean {
  const phone = text.trim();
  if (phone === '') return true;
  if (!/^\+?[\d\s().\-–/]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max + 1; // + 1: a trunk "(0)" written beside the code
}

// ---------------------------------------------------------------- custom skills

/** Limits of the stored answers (OnboardingAnswers.skills). */
export const SKILL_LIMITS = { length: 80, count: 100 } as const;

export type AddSkillResult =
  | { ok: true; skills: string[]; added: string }
  | { ok: false; reason: 'empty' | 'duplicate' | 'too-long' | 'too-many' };

/**
 * Adds a custom skill: trimmed, non-empty, not already in the list (compared case-insensitively, after trimming).
 * Also refuses what the stored answers could not hold (longer than 80 characters, more than 100 skills).
 */
export function addCustomSkill(
  skills: readonly string[],
  input: string,
  keyOf: (skill: string) => string = (skill) => skill.trim().toLocaleLowerCase('en'),
): AddSkillResult {
  const added = input.trim();
  if (added === '') return { ok: false, reason: 'empty' };
  const key = keyOf(added);
  if (skills.some((skill) => keyOf(skill) === key)) return { ok: false, reason: 'duplicate' };
  if (added.length > SKILL_LIMITS.length) return { ok: false, reason: 'too-long' };
  if (skills.length >= SKILL_LIMITS.count) return { ok: false, reason: 'too-many' };
  return { ok: true, skills: [...skills, added], added };
}

// ---------------------------------------------------------------- lifestyle values (exactly 3)

export const LIFESTYLE_VALUES_REQUIRED = 3;

/** Clicking a card: a selected one is removed; an unselected one is added unless 3 are picked (the 4th is ignored). */
export function toggleLifestyleValue(
  selected: readonly LifestyleValue[],
  value: LifestyleValue,
): LifestyleValue[] {
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  if (selected.length >= LIFESTYLE_VALUES_REQUIRED) return [...selected];
  return [...selected, value];
}

/** Unselected cards dim once 3 are picked. */
export function isLifestyleValueDimmed(selected: readonly LifestyleValue[], value: LifestyleValue): boolean {
  return selected.length >= LIFESTYLE_VALUES_REQUIRED && !selected.includes(value);
}

/** Next is enabled only with exactly 3. */
export function lifestyleValuesComplete(selected: readonly LifestyleValue[]): boolean {
  return selected.length === LIFESTYLE_VALUES_REQUIRED;
}

// ---------------------------------------------------------------- bedrooms of the home (walk W210)

/**
 * Why the household is priced on the home it is (walk W210, decision 0197): one bedroom for one person or a couple;
 * planning a family, one more for the child; a family or a single parent, one bedroom for the parent(s) and one for
 * every two children sharing (at least 2, at most 4). `children` is the count the rule used.
 */
export interface BedroomsRule {
  bedrooms: number;
  rule: 'single' | 'couple' | 'planning' | 'family' | 'single-parent';
  children: number;
}

export function bedroomsRule(
  familyStatus: FamilyStatus | string | null | undefined,
  childrenCount: number,
): BedroomsRule {
  const status = (familyStatus ?? 'single') as FamilyStatus;
  if (status === 'planning') return { bedrooms: 2, rule: 'planning', children: 1 };
  if (childrenRequired(status)) {
    const children = Math.max(1, Math.round(childrenCount));
    return { bedrooms: Math.min(4, Math.max(2, 1 + Math.ceil(children / 2))), rule: status, children };
  }
  return { bedrooms: 1, rule: status === 'couple' ? 'couple' : 'single', children: 0 };
}
