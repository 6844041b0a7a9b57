import type { AnalysisRequest } from '../contracts/analysis-request';
import { EXPERIENCE_LEVELS, type ExperienceLevel, type FamilyStatus } from '../contracts/enums';
import type { EngineData, EngineSkill } from './data';
import { engineConstants } from '../datasets/constants';
import { currentPayYearly } from '../rules/dashboard';
import { bedroomsRule, childrenRequired } from '../rules/wizard-inputs';
import { homeOf, type HomeInput } from './home';
import { assumedLanguages, homeLanguages, personLanguages } from './languages';
import { roleOfStudyField } from './ladders';
import { gazetteerOf } from './places';
import { convertValue } from './money';
import { SKILL_NAMES_NL, SKILL_WORK_NAMES } from './skill-names';
import namesNl from '../datasets/data/names-nl.json';

const DUTCH_NAMES = namesNl as unknown as { skills: Record<string, string> };

/**
 * The person as the engine sees them, derived from the request. Everything here is a plain rule documented in
 * docs/analysis.md ("Your profile").
 */
export interface Person {
  level: ExperienceLevel;
  levelIndex: number;
  /** The level is the person's own answer (the experience step), not read from CV years or who they are. */
  answeredLevel: boolean;
  /** Leadership in goals or work energy: the lead level is open to them. */
  leadership: boolean;
  careerChanger: boolean;
  /**
   * Someone growing in the field they work in (decision 0202, walk W301): not a changer, and their career status is
   * "Advancing" ("I want to grow in my current field"), or they are a working professional ("Growing in the field you
   * work in") who did not say they are exploring options. Their path stays in the field of their near-term role.
   */
  growInField: boolean;
  /** Skill ids from the taxonomy the person has (answers, plus resume skills with confidence >= 0.5). */
  skillIds: ReadonlySet<string>;
  /** Answers that matched no skill of the taxonomy (kept, shown as they are). */
  otherSkills: readonly string[];
  /** Languages the person speaks (ISO 639-1) -> how well, 0..1 (engine/languages.ts). */
  languages: ReadonlyMap<string, number>;
  /** Of those, the ones assumed from where they live because they named none (decision 0245). */
  assumedLanguages: readonly string[];
  /** Education in years after secondary school (null when not given). */
  educationYears: number | null;
  adults: number;
  children: number;
  /** Children under school age in childcare, when answered (at most `children`; decision 0076). */
  youngChildren?: number;
  /** The age of each of them, when given for every one (decision 0232). */
  youngChildAges?: readonly number[];
  bedrooms: number;
  /** OECD-modified equivalence scale: 1 for the first adult, 0.5 per other adult, 0.3 per child. */
  householdScale: number;
  /**
   * The country where the person lives now (typed location, detected position, CV), else the one country that pays in
   * their currency; where a partner's answered pay is earned (decision 0051). Absent when neither is known.
   */
  homeCountry?: string;
  /** A partner works (couples and families who said so). */
  partnerWorks: boolean;
  /** The partner's expected gross income a year in the request's currency, when given. */
  partnerIncomeAnnual?: number;
  /** The salary expectation per year in the request's currency. */
  expectationAnnual: number;
  currency: string;
  hoursPerWeek: number;
  /** What the person told us, as evidence for the fit score: experience (chosen or from a CV), a CV, current pay. */
  evidence: { experience: boolean; resume: boolean; pay: boolean };
  /** Years of work the CV counts (all fields), when a CV gave them. */
  workYears?: number;
  /** Current gross pay a year in the request's currency (issue 16), when given. */
  currentPayAnnual?: number;
}

export type PersonInput = Pick<
  AnalysisRequest,
  | 'skills'
  | 'careerGoals'
  | 'workEnergy'
  | 'userType'
  | 'experienceLevel'
  | 'familyStatus'
  | 'childrenCount'
  | 'youngChildren'
  | 'youngChildAges'
  | 'partnerWorks'
  | 'partnerIncome'
  | 'salaryRange'
  | 'timeframe'
  | 'currency'
  | 'learningHoursPerWeek'
  | 'locale'
  | 'resume'
  | 'careerStatus'
  | 'currentPay'
> & {
  education?: { level?: string; fieldOfStudy?: string };
  languages?: AnalysisRequest['languages'];
  personalInfo?: HomeInput['personalInfo'];
  detectedLocation?: HomeInput['detectedLocation'];
};

/** Hours a year for an hourly salary: 40 hours x 52 weeks. */
export const HOURS_PER_YEAR = 2080;

const EDUCATION_YEARS: Record<string, number> = {
  'high-school': 0,
  associates: 2,
  bootcamp: 1,
  bachelors: 4,
  masters: 6,
  phd: 9,
  other: 1,
};

export function derivePerson(input: PersonInput, data: EngineData): Person {
  const leadership = input.careerGoals.includes('leadership') || input.workEnergy.includes('leadership');
  const careerChanger = input.userType === 'career-changer' || input.careerStatus === 'changing';
  const growInField =
    !careerChanger &&
    (input.careerStatus === 'advancing' ||
      (input.userType === 'professional' && input.careerStatus !== 'exploring'));
  let level: ExperienceLevel =
    input.experienceLevel ??
    levelFromYears(input.resume?.totalYears?.value) ??
    levelFromUserType(input.userType);
  if (level === 'lead' && !leadership) level = 'senior';

  const index = skillIndex(data);
  const skillIds = new Set<string>();
  const otherSkills: string[] = [];
  for (const raw of input.skills) {
    const id = index.get(normalizeSkill(raw));
    if (id) skillIds.add(id);
    else otherSkills.push(raw);
  }
  for (const skill of input.resume?.skills ?? []) {
    if (skill.confidence < 0.5) continue;
    const id = index.has(normalizeSkill(skill.id))
      ? index.get(normalizeSkill(skill.id))
      : index.get(normalizeSkill(skill.name));
    if (id) skillIds.add(id);
  }

  // A field of study that trains for a role ("HBO-Verpleegkunde" -> Registered Nurse, ladders.ts roleOfStudyField)
  // counts as those of the role's curated skills it names (decision 0154): a nursing student has nursing, though few
  // list their own field as a skill. Only the role's curated skills, so a field's name never adds an unrelated one.
  const fields = [
    input.education?.fieldOfStudy ?? '',
    ...(input.resume?.education ?? []).map((e) => e.fieldOfStudy?.value ?? ''),
  ];
  for (const field of fields) {
    const roleId = field.trim() === '' ? undefined : roleOfStudyField(field, data.roles);
    const role = roleId ? data.roles.find((r) => r.id === roleId) : undefined;
    if (!role) continue;
    const words = ` ${normalizeSkill(field)} `;
    const curated = new Set(role.skills.filter((s) => s.origin === 'curated').map((s) => s.skillId));
    for (const [name, id] of index)
      if (curated.has(id) && name.length >= 4 && words.includes(` ${name} `)) skillIds.add(id);
  }

  // A programming language or framework implies programming (decision 0045): someone who lists Python and Java
  // programs, though few add "programming" itself.
  for (const id of [...skillIds]) for (const implied of SKILL_IMPLIES[id] ?? []) skillIds.add(implied);

  // The languages of the place they live, assumed only when they named none (decision 0245): from a place that was
  // found (typed or detected), not from the currency.
  const home = homeOf(input, data.places ? gazetteerOf(data.places) : undefined);
  const languageInput = { ...input, assumed: homeLanguages(home?.countryCode, data.cities) };
  const languages = personLanguages(languageInput);

  const status = input.familyStatus ?? 'single';
  const adults = status === 'single' || status === 'single-parent' ? 1 : 2;
  const children = hasChildren(status) ? Math.max(1, input.childrenCount) : status === 'planning' ? 1 : 0;
  const bedrooms = bedroomsFor(status, input.childrenCount);
  const scale = engineConstants.equivalenceScale;
  const householdScale = scale.firstAdult + scale.otherAdult * (adults - 1) + scale.child * children;

  const homeCountry = homeCountryOf(input, data);
  // The salary slider's month is the payslip month of home, as the current pay's (decision 0077).
  const expectationAnnual = currentPayYearly(input.salaryRange, input.timeframe, homeCountry);
  const currentPayAnnual = annualPay(input.currentPay, input.currency, data, homeCountry);

  const educationLevel = input.education?.level ?? '';
  return {
    level,
    levelIndex: EXPERIENCE_LEVELS.indexOf(level),
    answeredLevel: input.experienceLevel !== undefined,
    leadership,
    careerChanger,
    growInField,
    skillIds,
    otherSkills,
    languages,
    assumedLanguages: assumedLanguages(languageInput),
    educationYears: educationLevel in EDUCATION_YEARS ? EDUCATION_YEARS[educationLevel]! : null,
    adults,
    children,
    // Asked of a family or a single parent only; never more than the children counted.
    ...(hasChildren(status) &&
      input.youngChildren !== undefined && { youngChildren: Math.min(children, input.youngChildren) }),
    // Their ages, one per child counted (decision 0232): each city counts those below its school-start age.
    ...(hasChildren(status) &&
      input.youngChildren !== undefined &&
      input.youngChildAges !== undefined &&
      input.youngChildAges.length === Math.min(children, input.youngChildren) && {
        youngChildAges: input.youngChildAges,
      }),
    bedrooms,
    householdScale,
    ...(homeCountry && { homeCountry }),
    partnerWorks: adults > 1 && input.partnerWorks === true,
    ...(adults > 1 &&
      input.partnerWorks === true &&
      input.partnerIncome !== undefined &&
      input.partnerIncome > 0 && { partnerIncomeAnnual: input.partnerIncome }),
    expectationAnnual,
    currency: input.currency,
    hoursPerWeek: input.learningHoursPerWeek,
    evidence: {
      experience: input.experienceLevel !== undefined || input.resume?.totalYears?.value !== undefined,
      resume: input.resume !== undefined,
      pay: currentPayAnnual !== undefined,
    },
    ...(input.resume?.totalYears?.value !== undefined && { workYears: input.resume.totalYears.value }),
    ...(currentPayAnnual !== undefined && { currentPayAnnual }),
  };
}

/**
 * The country where the person lives now: their home (typed location, detected position or CV, engine/home.ts), else
 * the one country whose cities pay in the person's currency (GBP, USD, CHF, ...); undefined for a euro earner
 * without a known home.
 */
export function homeCountryOf(input: PersonInput, data: EngineData): string | undefined {
  const home = homeOf(input, data.places ? gazetteerOf(data.places) : undefined);
  if (home?.countryCode) return home.countryCode;
  const countries = new Set(data.cities.filter((c) => c.currency === input.currency).map((c) => c.country));
  return countries.size === 1 ? [...countries][0] : undefined;
}

/** A household with children now: a family (two adults) or a single parent (the wizard's rule). */
export const hasChildren = (status: string | undefined): boolean => childrenRequired(status as FamilyStatus);

/**
 * Bedrooms the household needs: single or couple 1; planning a family 2; a family or a single parent 1 for the
 * parents plus one per two children (at least 2, at most 4).
 */
export function bedroomsFor(status: string | undefined, childrenCount: number): number {
  return bedroomsRule(status, childrenCount).bedrooms;
}

function levelFromYears(years: number | undefined): ExperienceLevel | undefined {
  if (years === undefined) return undefined;
  if (years < 2) return 'entry';
  if (years < 4) return 'junior';
  if (years < 7) return 'mid';
  if (years < 10) return 'senior';
  return 'lead';
}

function levelFromUserType(userType: string | undefined): ExperienceLevel {
  if (userType === 'professional') return 'mid';
  if (userType === 'career-changer') return 'junior';
  return 'entry';
}

/** Lower case, single spaces, punctuation other than + # . removed: 'Node.JS ' -> 'node.js'. */
export function normalizeSkill(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#. ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const indexes = new WeakMap<readonly EngineSkill[], Map<string, string>>();

/** Skill name, alias and id (normalised) -> skill id; built once per dataset. */
export function skillIndex(data: EngineData): Map<string, string> {
  let index = indexes.get(data.skills);
  if (!index) {
    index = new Map();
    for (const skill of data.skills) {
      const dutch = [DUTCH_NAMES.skills[skill.id] ?? '', ...(SKILL_NAMES_NL[skill.id] ?? [])];
      for (const key of [
        skill.id,
        skill.name,
        ...skill.aliases,
        ...dutch,
        ...(SKILL_WORK_NAMES[skill.id] ?? []),
      ]) {
        const k = normalizeSkill(key);
        if (k && !index.has(k)) index.set(k, skill.id);
      }
    }
    indexes.set(data.skills, index);
  }
  return index;
}

/**
 * Current pay as a yearly amount in `currency`, at ECB rates; undefined when not given. A month is the payslip month of
 * the home country (x 12.96 in the Netherlands, x 14 in Portugal, Spain and Austria, x 13 in Italy, else x 12; decision
 * 0069), an hour x 2,080.
 */
export function annualPay(
  pay: PersonInput['currentPay'],
  currency: string,
  data: Pick<EngineData, 'rates'>,
  homeCountry?: string,
): number | undefined {
  if (!pay || !(pay.amount > 0)) return undefined;
  const yearly = currentPayYearly(pay.amount, pay.timeframe, homeCountry);
  if (pay.currency === currency) return yearly;
  try {
    return convertValue(yearly, pay.currency, currency, data.rates);
  } catch {
    return undefined;
  }
}

/**
 * Skills that imply a more general one (decision 0045): a programming language, or a framework of one, implies
 * programming. Only what having the skill shows; a query language (SQL) or a tool (Git, Docker) does not.
 */
export const SKILL_IMPLIES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [
    'python',
    'java',
    'javascript',
    'typescript',
    'go',
    'c',
    'cpp',
    'csharp',
    'kotlin',
    'swift',
    'rust',
    'php',
    'ruby',
    'scala',
    'r-lang',
    'dart',
    'haskell',
    'matlab',
    'solidity',
    'nodejs',
    'react',
    'angular',
    'vue',
    'django',
    'flask',
    'spring',
  ].map((id) => [id, ['programming']]),
);
