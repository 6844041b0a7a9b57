import { z } from 'zod';
import {
  Availability,
  Benefit,
  CareerGoal,
  CareerStatus,
  Currency,
  ExperienceLevel,
  FamilyStatus,
  ImpactSize,
  Industry,
  IndustryBoundary,
  InfluenceStyle,
  LifeGoal,
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
import { TargetRole, targetRoleOf } from './target-role';
import {
  CurrentPay,
  DetectedLocation,
  EducationBackground,
  OnboardingAnswers,
  PersonalInfo,
  SpokenLanguage,
  emptyAnswers,
} from './onboarding';
import { ResumeFacts } from './resume-facts';
import { salaryExpectationText } from '../rules/salary';

/**
 * The mapped payload sent to generate-career-analysis (`{ onboardingData: AnalysisRequest }`): every answer the engine
 * needs, in one strict shape. Built by `mapAnswersToRequest` from the wizard's stored answers; the API validates a
 * received payload with `parseAnalysisRequest`, which gives the same two error codes.
 */

const text = (max: number) => z.string().trim().max(max);

export const ANALYSIS_LOCALES = ['en', 'nl'] as const;
export const AnalysisLocale = z.enum(ANALYSIS_LOCALES);
export type AnalysisLocale = z.infer<typeof AnalysisLocale>;

export const AnalysisRequest = z.object({
  /** Language of the prose in the result (insights, descriptions). */
  locale: AnalysisLocale.default('en'),
  userType: UserType.optional(),
  whatMatters: z.array(WhatMatters).max(5),
  careerStatus: CareerStatus.optional(),
  personalInfo: PersonalInfo,
  detectedLocation: DetectedLocation.optional(),
  /** Required: at least one (spec section 5). */
  skills: z.array(text(80).min(1)).min(1).max(100),
  /** The spec's `educationBackground`, also read as `education`. */
  education: EducationBackground,
  experienceLevel: ExperienceLevel.optional(),
  workEnergy: z.array(WorkEnergy).max(13),
  industrySwitch: IndustryBoundary.optional(),
  workMode: WorkEnvironment.optional(),
  impactSize: ImpactSize.optional(),
  influenceStyle: InfluenceStyle.optional(),
  /** The spec's combined list: workEnergy + industrySwitch + workMode + impactSize + influenceStyle, empties dropped. */
  workPreferences: z.array(z.string().min(1).max(40)).max(17),
  lifeGoals: z.array(LifeGoal).max(13),
  /** Must be present (may be empty: the goals step has no required answer). */
  careerGoals: z.array(CareerGoal).max(9),
  careerGoalsText: text(2000),
  /** The role a career changer chose to move to, a catalogue id (optional, decision 0202). */
  targetRole: TargetRole.optional(),
  /** Must be present (may be empty: the location step has no required answer). */
  locationPreferences: z.array(LocationPreference).max(12),
  /** Countries the person would consider (decision 0068; optional, older requests have none: every country). */
  consideredCountries: ConsideredCountries.default([]),
  preferredCities: z.array(z.string().max(64)).max(20),
  industries: z.array(Industry).max(20),
  /** Formatted amount and timeframe in English, e.g. '€45,000 per year' (the spec's text). */
  salaryExpectation: z.string().min(1).max(60),
  salaryRange: z.number().min(0).max(10_000_000),
  currency: Currency,
  timeframe: SalaryTimeframe,
  isFlexible: z.boolean(),
  prioritizeOther: z.boolean(),
  lifestyleValues: z.array(LifestyleValue).max(3),
  housingBudget: text(200),
  familyStatus: FamilyStatus.optional(),
  childrenCount: z.number().int().min(0).max(5),
  /** Children under school age in childcare (optional, decision 0076). */
  youngChildren: z.number().int().min(0).max(5).optional(),
  /** The age of each of those children, 0 to 6 (optional, decision 0232): childcare per country by school-start age. */
  youngChildAges: z.array(z.number().int().min(0).max(6)).max(5).optional(),
  /** Couples and families: whether the partner works (optional; unknown counts as not working). */
  partnerWorks: z.boolean().optional(),
  /** The working partner's expected gross income a year in `currency` (optional). */
  partnerIncome: z.number().min(0).max(10_000_000).optional(),
  salaryLifestyleBalance: z.number().min(0).max(100),
  timeline: Timeline.optional(),
  benefits: z.array(Benefit).max(12),
  availability: Availability.optional(),
  additionalNotes: text(2000),
  learningHoursPerWeek: z.number().min(1).max(60),
  /** Languages spoken (issue 16; optional, older requests have none). */
  languages: z.array(SpokenLanguage).max(12).default([]),
  /** Citizenships, ISO alpha-2 (issue 16; optional). */
  citizenships: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(3)
    .default([]),
  /** Current pay (issue 16; optional). */
  currentPay: CurrentPay.optional(),
  resumeUploaded: z.boolean(),
  resumeAnalysisId: z.string().max(64).optional(),
  /** Facts from the analysed resume, when there is one. */
  resume: ResumeFacts.optional(),
});
export type AnalysisRequest = z.infer<typeof AnalysisRequest>;
export type AnalysisRequestInput = z.input<typeof AnalysisRequest>;

export const ANALYSIS_REQUEST_ERROR_CODES = ['NO_ONBOARDING_DATA', 'INVALID_DATA_STRUCTURE'] as const;
export type AnalysisRequestErrorCode = (typeof ANALYSIS_REQUEST_ERROR_CODES)[number];

/** English messages of the two precondition errors (spec section 8); the web translates by code. */
export const ANALYSIS_REQUEST_MESSAGES: Record<AnalysisRequestErrorCode, string> = {
  NO_ONBOARDING_DATA: 'No onboarding data found. Please complete the onboarding process again.',
  INVALID_DATA_STRUCTURE: 'Invalid data structure. Please complete the onboarding process again.',
};

/** One reason a payload was refused, for API clients: the field's path (dots) and what is wrong with it. */
export const AnalysisRequestIssue = z.object({ path: z.string(), reason: z.string() });
export type AnalysisRequestIssue = z.infer<typeof AnalysisRequestIssue>;

export type AnalysisRequestResult =
  | { ok: true; request: AnalysisRequest }
  | { ok: false; code: AnalysisRequestErrorCode; issues?: AnalysisRequestIssue[] };

export interface MapOptions {
  locale?: AnalysisLocale;
  resume?: ResumeFacts;
}

/** The spec's combined work-preferences list, in the order of the how-you-thrive screen, empties dropped. */
export function combineWorkPreferences(
  answers: Pick<
    OnboardingAnswers,
    'workEnergy' | 'industrySwitch' | 'workMode' | 'impactSize' | 'influenceStyle'
  >,
): string[] {
  return [
    ...answers.workEnergy,
    answers.industrySwitch,
    answers.workMode,
    answers.impactSize,
    answers.influenceStyle,
  ].filter((value): value is NonNullable<typeof value> => typeof value === 'string' && value.trim() !== '');
}

const invalid = { ok: false, code: 'INVALID_DATA_STRUCTURE' } as const;

/**
 * Maps the wizard's stored answers to the analysis request (spec section 5, processing and retry preconditions):
 * - nothing stored (null or undefined) -> NO_ONBOARDING_DATA;
 * - stored data that is not a set of answers, or mapped data without skills (at least one), careerGoals or
 *   locationPreferences -> INVALID_DATA_STRUCTURE.
 * `answers` is typed `unknown` on purpose: it comes from browser storage and may be anything.
 */
export function mapAnswersToRequest(answers: unknown, options: MapOptions = {}): AnalysisRequestResult {
  if (answers === null || answers === undefined) return { ok: false, code: 'NO_ONBOARDING_DATA' };
  const parsed = OnboardingAnswers.safeParse(answers);
  if (!parsed.success) return invalid;
  return parseAnalysisRequest(requestInputFromAnswers(parsed.data, options));
}

/** The mapping itself (no validation): the wizard's answers as an analysis request's fields. */
export function requestInputFromAnswers(
  a: OnboardingAnswers,
  options: MapOptions = {},
): AnalysisRequestInput {
  return {
    locale: options.locale ?? 'en',
    userType: a.userType,
    whatMatters: a.whatMatters,
    careerStatus: a.careerStatus,
    personalInfo: a.personalInfo,
    detectedLocation: a.detectedLocation,
    skills: a.skills,
    education: a.educationBackground,
    experienceLevel: a.experienceLevel,
    workEnergy: a.workEnergy,
    industrySwitch: a.industrySwitch,
    workMode: a.workMode,
    impactSize: a.impactSize,
    influenceStyle: a.influenceStyle,
    workPreferences: combineWorkPreferences(a),
    lifeGoals: a.lifeGoals,
    careerGoals: a.careerGoals,
    careerGoalsText: a.careerGoalsText,
    ...(targetRoleOf(a) && { targetRole: targetRoleOf(a) }),
    locationPreferences: a.locationPreferences,
    consideredCountries: a.consideredCountries,
    preferredCities: a.preferredCities,
    industries: a.industries,
    salaryExpectation: salaryExpectationText(a.salaryRange, a.currency, a.timeframe, 'en'),
    salaryRange: a.salaryRange,
    currency: a.currency,
    timeframe: a.timeframe,
    isFlexible: a.isFlexible,
    prioritizeOther: a.prioritizeOther,
    lifestyleValues: a.lifestyleValues,
    housingBudget: a.housingBudget,
    familyStatus: a.familyStatus,
    childrenCount: a.childrenCount,
    ...(a.youngChildren !== undefined && { youngChildren: a.youngChildren }),
    ...(a.youngChildren !== undefined &&
      a.youngChildAges !== undefined && { youngChildAges: a.youngChildAges }),
    partnerWorks: a.partnerWorks,
    partnerIncome: a.partnerIncome,
    salaryLifestyleBalance: a.salaryLifestyleBalance,
    timeline: a.timeline,
    benefits: a.benefits,
    availability: a.availability,
    additionalNotes: a.additionalNotes,
    learningHoursPerWeek: a.learningHoursPerWeek,
    languages: a.languages,
    citizenships: a.citizenships,
    currentPay: a.currentPay,
    resumeUploaded: a.resumeUploaded,
    resumeAnalysisId: a.resumeAnalysisId,
    resume: options.resume,
  };
}

/**
 * The request as far as the wizard has got (issue 16): the same shape with skills allowed empty, so the wizard's city
 * screens score cities with exactly the function the analysis uses.
 */
export const PartialAnalysisRequest = AnalysisRequest.extend({
  skills: z.array(text(80).min(1)).max(100),
});
export type PartialAnalysisRequest = z.infer<typeof PartialAnalysisRequest>;

/** Answers so far -> a partial request (answers that do not validate fall back to their defaults). */
export function partialRequestFromAnswers(
  a: OnboardingAnswers,
  options: MapOptions = {},
): PartialAnalysisRequest {
  return PartialAnalysisRequest.parse(requestInputFromAnswers(a, options));
}

/**
 * What an API client may send as `onboardingData` (the OpenAPI description of the lenient parse): the three
 * precondition fields, any subset of the others, `educationBackground` as another name for `education`.
 */
export const AnalysisRequestPayload = AnalysisRequest.partial()
  .required({ skills: true, careerGoals: true, locationPreferences: true })
  .extend({ educationBackground: EducationBackground.optional() });

/** The spec's precondition: the fields a payload must carry (skills with at least one entry). */
export const REQUIRED_REQUEST_FIELDS = ['skills', 'careerGoals', 'locationPreferences'] as const;

const REQUEST_KEYS = Object.keys(AnalysisRequest.shape) as (keyof AnalysisRequestInput)[];

/**
 * The payload an API client sent, completed: every known field it carries is kept (and validated), every other
 * known field gets the default of an unanswered wizard; unknown fields are dropped. `educationBackground` is read
 * as `education`; `workPreferences` and `salaryExpectation` are derived when absent.
 */
function completedRequestInput(payload: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...requestInputFromAnswers(emptyAnswers()) };
  for (const key of REQUEST_KEYS) if (payload[key] !== undefined) input[key] = payload[key];
  if (payload.education === undefined && payload.educationBackground !== undefined)
    input.education = payload.educationBackground;
  if (payload.workPreferences === undefined) {
    const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
    input.workPreferences = [
      ...list(input.workEnergy),
      input.industrySwitch,
      input.workMode,
      input.impactSize,
      input.influenceStyle,
    ].filter((value) => typeof value === 'string' && value.trim() !== '');
  }
  if (payload.salaryExpectation === undefined) {
    const amount = z.number().min(0).safeParse(input.salaryRange);
    const currency = Currency.safeParse(input.currency);
    const timeframe = SalaryTimeframe.safeParse(input.timeframe);
    if (amount.success && currency.success && timeframe.success)
      input.salaryExpectation = salaryExpectationText(amount.data, currency.data, timeframe.data, 'en');
  }
  return input;
}

/**
 * Validates a received mapped payload (the API's `onboardingData`), leniently (issue 14): any object with at least
 * one skill, `careerGoals` and `locationPreferences` (the spec's precondition) and any subset of the other known
 * fields is accepted, the rest filled with defaults; unknown fields are ignored. Missing -> NO_ONBOARDING_DATA;
 * anything else refused -> INVALID_DATA_STRUCTURE with field-level `issues` (path, reason).
 */
export function parseAnalysisRequest(payload: unknown): AnalysisRequestResult {
  if (payload === null || payload === undefined) return { ok: false, code: 'NO_ONBOARDING_DATA' };
  if (typeof payload !== 'object' || Array.isArray(payload))
    return { ...invalid, issues: [{ path: '', reason: 'Expected an object of onboarding answers.' }] };
  const record = payload as Record<string, unknown>;
  const issues: AnalysisRequestIssue[] = REQUIRED_REQUEST_FIELDS.filter(
    (key) => record[key] === undefined,
  ).map((key) => ({ path: key, reason: 'Required.' }));
  const parsed = AnalysisRequest.safeParse(completedRequestInput(record));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!issues.some((known) => known.path === path)) issues.push({ path, reason: issue.message });
    }
  }
  if (!parsed.success || issues.length > 0) return { ...invalid, issues: issues.slice(0, 50) };
  return { ok: true, request: parsed.data };
}
