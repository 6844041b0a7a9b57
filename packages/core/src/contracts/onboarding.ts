import { z } from 'zod';
import {
  AgeRange,
  Availability,
  Benefit,
  CareerGoal,
  CareerStatus,
  Currency,
  EducationLevel,
  ExperienceLevel,
  FamilyStatus,
  ImpactSize,
  Industry,
  IndustryBoundary,
  InfluenceStyle,
  LifeGoal,
  LanguageLevel,
  LifestyleValue,
  LocationPreference,
  SalaryTimeframe,
  Timeline,
  UserType,
  WhatMatters,
  WorkEnergy,
  WorkEnvironment,
} from './enums';
import { ConsideredCountries } from './countries';
import { TargetRole } from './target-role';

/**
 * Everything the onboarding wizard collects (spec section 3), including what the spec collected but forgot to save:
 * life and career goals with free text, location preferences, benefits, availability and additional notes.
 * Every field is optional while the person is still answering; `AnalysisRequest` (the mapped payload) is strict.
 */

const text = (max: number) => z.string().trim().max(max);

/**
 * The most characters each typed answer may hold (walk W22: a 120-character first name was accepted by the form,
 * then refused by every later request). The wizard's fields carry the same limits as `maxLength`, and a step whose
 * answer came in longer (from a CV) says so and waits.
 */
export const TEXT_MAX = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  location: 200,
  institution: 200,
  fieldOfStudy: 200,
  gpa: 20,
  achievements: 2000,
  skill: 80,
  careerGoalsText: 2000,
  housingBudget: 200,
  additionalNotes: 2000,
} as const;

export const PersonalInfo = z.object({
  firstName: text(TEXT_MAX.firstName).default(''),
  lastName: text(TEXT_MAX.lastName).default(''),
  email: z.union([z.literal(''), z.email().max(TEXT_MAX.email)]).default(''),
  phone: text(TEXT_MAX.phone).default(''),
  age: z.union([z.literal(''), AgeRange]).default(''),
  location: text(TEXT_MAX.location).default(''),
});
export type PersonalInfo = z.infer<typeof PersonalInfo>;

export const DetectionMethod = z.enum(['ip', 'browser', 'manual']);
export type DetectionMethod = z.infer<typeof DetectionMethod>;

export const DetectedLocation = z.object({
  country: text(100).default(''),
  countryCode: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/)]).default(''),
  city: text(120).default(''),
  region: text(120).default(''),
  timezone: text(64).default(''),
  currency: text(3).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  method: DetectionMethod,
  isEuropean: z.boolean(),
});
export type DetectedLocation = z.infer<typeof DetectedLocation>;

export const EducationBackground = z.object({
  level: z.union([z.literal(''), EducationLevel]).default(''),
  institution: text(TEXT_MAX.institution).default(''),
  fieldOfStudy: text(TEXT_MAX.fieldOfStudy).default(''),
  graduationYear: z.union([z.literal(''), z.string().regex(/^\d{4}$/)]).default(''),
  gpa: text(TEXT_MAX.gpa).default(''),
  achievements: text(TEXT_MAX.achievements).default(''),
});
export type EducationBackground = z.infer<typeof EducationBackground>;

/** A language the person speaks (ISO 639-1) and how well (issue 16). */
export const SpokenLanguage = z.object({ code: z.string().regex(/^[a-z]{2}$/), level: LanguageLevel });
export type SpokenLanguage = z.infer<typeof SpokenLanguage>;

/** What the person earns now (issue 16): anchors the predicted level and pay. */
export const CurrentPay = z.object({
  amount: z.number().min(0).max(10_000_000),
  timeframe: SalaryTimeframe,
  currency: Currency,
  /**
   * The person chose the currency themselves. Without it the currency is the wizard's guess (the money of where they
   * live, else the wizard's currency), which follows the home they give later (decision 0121).
   */
  currencyPicked: z.boolean().optional(),
});
export type CurrentPay = z.infer<typeof CurrentPay>;

export const OnboardingAnswers = z.object({
  userType: UserType.optional(),
  whatMatters: z.array(WhatMatters).max(5).default([]),
  careerStatus: CareerStatus.optional(),
  personalInfo: PersonalInfo.default(PersonalInfo.parse({})),
  detectedLocation: DetectedLocation.optional(),
  skills: z.array(text(TEXT_MAX.skill).min(1)).max(100).default([]),
  educationBackground: EducationBackground.default(EducationBackground.parse({})),
  experienceLevel: ExperienceLevel.optional(),
  /** Set when a resume was analysed; the id of the stored resume analysis. */
  resumeAnalysisId: z.string().max(64).optional(),
  resumeUploaded: z.boolean().default(false),
  workEnergy: z.array(WorkEnergy).max(13).default([]),
  industrySwitch: IndustryBoundary.optional(),
  workMode: WorkEnvironment.optional(),
  impactSize: ImpactSize.optional(),
  influenceStyle: InfluenceStyle.optional(),
  lifeGoals: z.array(LifeGoal).max(13).default([]),
  careerGoals: z.array(CareerGoal).max(9).default([]),
  careerGoalsText: text(TEXT_MAX.careerGoalsText).default(''),
  /**
   * The role the person wants to move to, an id of the role catalogue (optional, decision 0202; older profiles have
   * none). Used only while the answers ask it: a changer, a professional, a recent graduate (`targetRoleOf`, 0237).
   */
  targetRole: TargetRole.optional(),
  locationPreferences: z.array(LocationPreference).max(12).default([]),
  /**
   * The countries the person would consider moving to (ISO alpha-2, among `CITY_COUNTRIES`; optional, decision 0068):
   * city lists put them and the home city first. None chosen (and older profiles without it): every country.
   */
  consideredCountries: ConsideredCountries.default([]),
  /** City ids the person picked or kept (initial opportunities, budget values). */
  preferredCities: z.array(z.string().max(64)).max(20).default([]),
  industries: z.array(Industry).max(20).default([]),
  currency: Currency.default('EUR'),
  timeframe: SalaryTimeframe.default('annual'),
  salaryRange: z.number().min(0).max(10_000_000).default(45000),
  /**
   * True once the person moved the salary slider or changed its currency or period; until then the salary step starts
   * from the pay of their predicted role where they live (`onboarding/salary.ts`), not from the default.
   */
  salaryChosen: z.boolean().default(false),
  isFlexible: z.boolean().default(false),
  prioritizeOther: z.boolean().default(false),
  lifestyleValues: z.array(LifestyleValue).max(3).default([]),
  housingBudget: text(TEXT_MAX.housingBudget).default(''),
  familyStatus: FamilyStatus.optional(),
  childrenCount: z.number().int().min(0).max(5).default(0),
  /**
   * How many of the children are under school age and would go to childcare (optional, decision 0076): the net cost
   * of a full-time place is taken from money left where official figures exist. Unanswered: childcare not included.
   */
  youngChildren: z.number().int().min(0).max(5).optional(),
  /**
   * The age of each child counted in `youngChildren`, 0 to 6 (optional, decision 0232): a child needs a childcare place
   * in a country only until school starts there (4 in the Netherlands, 6 in Germany). Not one per child: not used.
   */
  youngChildAges: z.array(z.number().int().min(0).max(6)).max(5).optional(),
  /** Couples and families: whether the partner works, and their expected gross income a year (both optional). */
  partnerWorks: z.boolean().optional(),
  partnerIncome: z.number().min(0).max(10_000_000).optional(),
  salaryLifestyleBalance: z.number().min(0).max(100).default(50),
  timeline: Timeline.optional(),
  benefits: z.array(Benefit).max(12).default([]),
  availability: Availability.optional(),
  additionalNotes: text(TEXT_MAX.additionalNotes).default(''),
  /** Languages the person speaks and how well (optional; issue 16). */
  languages: z.array(SpokenLanguage).max(12).default([]),
  /** Citizenships held, ISO 3166-1 alpha-2 (optional; decides where a work permit is needed). */
  citizenships: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(3)
    .default([]),
  /** What the person earns now (optional). */
  currentPay: CurrentPay.optional(),
  /** Hours per week the person can spend learning (skill-gap plans); default 5. */
  learningHoursPerWeek: z.number().min(1).max(60).default(5),
});
export type OnboardingAnswers = z.infer<typeof OnboardingAnswers>;
export type OnboardingAnswersInput = z.input<typeof OnboardingAnswers>;

/** A blank set of answers with every default applied. */
export function emptyAnswers(): OnboardingAnswers {
  return OnboardingAnswers.parse({});
}

/** Made at the first check, not when the module is evaluated (decision 0226: the module's task on the page is shorter). */
let emptyAnswersJson: string | undefined;

/**
 * True when answers hold nothing the person gave: every field at its default (a location detected by the browser
 * alone is not an answer). `PUT /api/me/onboarding` refuses them (EMPTY_ANSWERS, decision 0161), so an empty
 * submission never overwrites a saved profile.
 */
export function isEmptyAnswers(answers: OnboardingAnswers): boolean {
  const { detectedLocation: _detected, ...given } = OnboardingAnswers.parse(answers);
  emptyAnswersJson ??= JSON.stringify(OnboardingAnswers.parse({}));
  return JSON.stringify(given) === emptyAnswersJson;
}

/**
 * Reads stored answers leniently (local storage, an older version of the app): each field that no longer
 * validates falls back to its default, so one bad field never loses the rest.
 */
export function reviveAnswers(stored: unknown): OnboardingAnswers {
  const parsed = OnboardingAnswers.safeParse(stored);
  if (parsed.success) return parsed.data;
  const base = emptyAnswers() as Record<string, unknown>;
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      // Optional fields (userType, experienceLevel, timeline, currentPay, ...) have no default in `base`: known keys
      // come from the schema, so one bad field never drops them.
      if (!(key in OnboardingAnswers.shape)) continue;
      const attempt = OnboardingAnswers.safeParse({ ...base, [key]: value });
      if (attempt.success) base[key] = (attempt.data as Record<string, unknown>)[key];
      // A group of answers (personal info, education) keeps its good fields when one is bad: a too-long first name
      // no longer drops the last name and the e-mail with it (walk W22).
      else if (
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        base[key] &&
        typeof base[key] === 'object'
      ) {
        const group = { ...(base[key] as Record<string, unknown>) };
        for (const [field, fieldValue] of Object.entries(value)) {
          const tryGroup = OnboardingAnswers.safeParse({ ...base, [key]: { ...group, [field]: fieldValue } });
          if (tryGroup.success)
            group[field] = ((tryGroup.data as Record<string, unknown>)[key] as Record<string, unknown>)[
              field
            ];
        }
        base[key] = group;
      }
    }
  }
  return OnboardingAnswers.parse(base);
}

/** True when the answers hold anything beyond the defaults (an untouched wizard store is not a profile). */
export function hasAnyAnswer(answers: OnboardingAnswers | null | undefined): answers is OnboardingAnswers {
  return !!answers && JSON.stringify(answers) !== JSON.stringify(emptyAnswers());
}
