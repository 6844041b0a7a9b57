/**
 * Test helpers shared by the engine's walk tests: a person as the wizard would send them, and the analysis of their
 * answers on a fixed date. Imported by tests only; nothing in the product uses it.
 */
import { mapAnswersToRequest, type AnalysisRequest } from '../contracts/analysis-request';
import type { AnalysisResult } from '../contracts/analysis-result';
import { emptyAnswers, type OnboardingAnswers, type PersonalInfo } from '../contracts/onboarding';
import { ResumeFacts, type ResumeFactsInput } from '../contracts/resume-facts';
import { runAnalysis } from './run';

/** The date every walk test runs on, so that nothing depends on the clock. */
export const NOW = new Date('2026-03-01T09:00:00Z');

export interface PersonDefaults {
  /** The e-mail of the person (only the form's check reads it). */
  email?: string;
  /** Where the person lives, unless the patch says otherwise. */
  location?: string;
  /** A bachelor's degree from "University", unless the patch says otherwise. */
  bachelors?: boolean;
}

/** Answers to lay over a made person: any answer, and only the parts of personalInfo that differ. */
export type PersonPatch = Omit<Partial<OnboardingAnswers>, 'personalInfo'> & {
  personalInfo?: Partial<PersonalInfo>;
};

/** Walk persona 3 (walks W204-W207): an accountant in Manchester on GBP 52,000, single, changing to data analysis. */
export const MANCHESTER_CHANGER: PersonPatch = {
  userType: 'career-changer',
  careerStatus: 'changing',
  personalInfo: { location: 'Manchester, United Kingdom' },
  skills: ['SQL', 'Power BI', 'Tableau', 'Python', 'Excel', 'Financial Reporting'],
  educationBackground: {
    ...emptyAnswers().educationBackground,
    level: 'bachelors',
    fieldOfStudy: 'Accounting',
  },
  experienceLevel: 'mid',
  careerGoalsText: 'I want to become a data analyst',
  industries: ['technology'],
  currency: 'GBP',
  currentPay: { amount: 52_000, timeframe: 'annual', currency: 'GBP' },
  consideredCountries: ['GB'],
};

/**
 * Walk persona Mark (walks 0601 and 0701: W603, W703, W706, W708): a mechanical engineer of twenty years in Pittsburgh,
 * senior, on USD 98,000, changing to data science with Python, MATLAB and CAD; he chose data scientist.
 */
export const PITTSBURGH_CHANGER: PersonPatch = {
  userType: 'career-changer',
  careerStatus: 'changing',
  personalInfo: { location: 'Pittsburgh, United States', age: '38+' },
  skills: ['Python', 'MATLAB', 'CAD'],
  educationBackground: {
    ...emptyAnswers().educationBackground,
    level: 'bachelors',
    fieldOfStudy: 'Mechanical Engineering',
  },
  experienceLevel: 'senior',
  targetRole: 'data-scientist',
  industries: ['technology'],
  currency: 'USD',
  currentPay: { amount: 98_000, timeframe: 'annual', currency: 'USD', currencyPicked: true },
};

/**
 * Walk persona Sanne (walk 0701: W701, W702, W716): a nursing student in Groningen living alone, budget EUR 550 a
 * month, who would consider only the Netherlands and picked Groningen.
 */
export const GRONINGEN_STUDENT: PersonPatch = {
  userType: 'student',
  personalInfo: { location: 'Groningen, Netherlands' },
  skills: ['Patient care', 'Nursing'],
  educationBackground: {
    ...emptyAnswers().educationBackground,
    level: 'bachelors',
    institution: 'Hanzehogeschool Groningen',
    fieldOfStudy: 'Nursing',
  },
  industries: ['healthcare'],
  familyStatus: 'single',
  consideredCountries: ['NL'],
  preferredCities: ['groningen'],
  housingBudget: '550',
  currency: 'EUR',
};

/**
 * A senior secondary-school teacher in Amsterdam on EUR 60,000 (decisions 0150 and 0257): a Dutch professional growing
 * in her field, with a master's from a teacher-training college, who chose education.
 */
export const AMSTERDAM_TEACHER: PersonPatch = {
  userType: 'professional',
  personalInfo: { location: 'Amsterdam, Netherlands' },
  skills: ['Teaching', 'Curriculum Design', 'Classroom Management', 'Communication'],
  educationBackground: {
    ...emptyAnswers().educationBackground,
    level: 'masters',
    fieldOfStudy: 'Lerarenopleiding',
  },
  experienceLevel: 'senior',
  industries: ['education'],
  currentPay: { amount: 60_000, timeframe: 'annual', currency: 'EUR' },
};

/**
 * A maker of people: the empty answers with a goal (finding a job), a timeline and a name, then the patch on top (its
 * personalInfo merged into the name, not replacing it).
 */
export function personMaker(defaults: PersonDefaults = {}) {
  return (patch: PersonPatch): OnboardingAnswers => {
    const base = emptyAnswers();
    return {
      ...base,
      whatMatters: ['finding-job'],
      ...(defaults.bachelors && {
        educationBackground: { ...base.educationBackground, level: 'bachelors', institution: 'University' },
      }),
      timeline: '1-3-years',
      ...patch,
      personalInfo: {
        ...base.personalInfo,
        firstName: 'A',
        lastName: 'B',
        email: defaults.email ?? 'a@b.eu',
        ...(defaults.location !== undefined && { location: defaults.location }),
        ...patch.personalInfo,
      },
    };
  };
}

/** The request the wizard would send for these answers; throws on answers it would refuse. */
export function requestOf(
  answers: OnboardingAnswers,
  opts: { resume?: ResumeFactsInput; locale?: 'en' | 'nl' } = {},
): AnalysisRequest {
  const mapped = mapAnswersToRequest(answers, {
    locale: opts.locale ?? 'en',
    ...(opts.resume && { resume: ResumeFacts.parse(opts.resume) }),
  });
  if (!mapped.ok) throw new Error(mapped.code);
  return mapped.request;
}

/**
 * The request of someone in work who gives where they live (`defaults`) and the patch: the engine tests' usual
 * setup (own-pay.test.ts, current-pay.test.ts).
 */
export function workingPersonRequest(patch: PersonPatch, defaults: PersonDefaults = {}): AnalysisRequest {
  return requestOf(personMaker(defaults)({ userType: 'professional', ...patch }));
}

/** The analysis of these answers (and CV, if given) on {@link NOW}. */
export function analyse(
  answers: OnboardingAnswers,
  opts: { resume?: ResumeFactsInput; locale?: 'en' | 'nl' } = {},
): AnalysisResult {
  return runAnalysis(requestOf(answers, opts), { now: NOW });
}

/**
 * The Munich family of decisions 0102 and 0105: two adults, two children, a senior professional on EUR 95,000 who
 * would move to any country and gave no citizenship.
 */
export function munichFamily(extra: Partial<OnboardingAnswers> = {}): OnboardingAnswers {
  const base = emptyAnswers();
  return {
    ...base,
    userType: 'professional',
    whatMatters: ['finding-job'],
    timeline: '1-3-years',
    skills: ['Python', 'TypeScript', 'Cloud computing'],
    educationBackground: { ...base.educationBackground, level: 'masters' },
    experienceLevel: 'senior',
    careerGoals: ['technical-mastery'],
    industries: ['technology'],
    locationPreferences: ['anywhere'],
    familyStatus: 'family',
    childrenCount: 2,
    currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' },
    ...extra,
    personalInfo: {
      ...base.personalInfo,
      firstName: 'Jonas',
      lastName: 'Weber',
      email: 'jonas@example.de',
      location: 'München, Deutschland',
    },
  };
}

/**
 * A senior developer in Berlin on EUR 85,000 (walk tests of decisions 0150 and 0153): the experienced person whose
 * path stays in the field and tops out at senior.
 */
export function seniorDeveloperBerlin(): OnboardingAnswers {
  const base = emptyAnswers();
  return personMaker()({
    userType: 'professional',
    personalInfo: { location: 'Berlin, Deutschland' },
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes'],
    educationBackground: { ...base.educationBackground, level: 'bachelors', fieldOfStudy: 'Informatik' },
    experienceLevel: 'senior',
    industries: ['technology'],
    currentPay: { amount: 85_000, timeframe: 'annual', currency: 'EUR' },
  });
}
