import { EducationBackground, PersonalInfo, TEXT_MAX, type OnboardingAnswers } from '../contracts/onboarding';
import { housingBudgetProblem } from '../engine/budget';
import { phoneLooksValid } from '../rules/wizard-inputs';
import type { ONBOARDING_SLUGS } from '../routes';

/**
 * One ordered definition of the onboarding wizard. It drives the routes, the frame ("Step X of N", "~N min left",
 * Back/Next), the Next-disabled rules and the branches; no screen knows its neighbours.
 * See docs/decisions/0006-wizard-steps.md for the 18-step main flow and the three optional screens.
 */
export type StepId = (typeof ONBOARDING_SLUGS)[number];

export interface StepContext {
  /** The resume was analysed on this visit (or earlier) and its facts were kept. */
  resumeAnalyzed: boolean;
  /** The resume analysis found the person's name. */
  resumeNameFound: boolean;
}

export interface StepDefinition {
  id: StepId;
  /** Counts toward "Step X of N": the 18 steps of the main flow. */
  counts: boolean;
  /** Next is enabled only when this holds (spec section 5). */
  canContinue: (answers: OnboardingAnswers) => boolean;
  /** Where Next (or the step's main button) goes. */
  next: (answers: OnboardingAnswers, context: StepContext) => StepId;
}

const always = () => true;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const STEPS: readonly StepDefinition[] = [
  { id: 'survey', counts: true, canContinue: (a) => a.userType !== undefined, next: () => 'what-matters' },
  {
    id: 'what-matters',
    counts: true,
    canContinue: (a) => a.whatMatters.length > 0,
    next: () => 'resume-upload',
  },
  {
    id: 'resume-upload',
    counts: true,
    canContinue: always,
    // Spec: after analysis, education-background if a name was extracted, else personal-info; skipping goes to
    // personal-info. When the resume gave a name but no skills, the skills step is not skipped (skills are required).
    next: (a, c) =>
      c.resumeAnalyzed && c.resumeNameFound
        ? a.skills.length > 0
          ? 'education-background'
          : 'skills-assessment'
        : 'personal-info',
  },
  {
    id: 'personal-info',
    counts: true,
    canContinue: (a) =>
      a.personalInfo.firstName.trim() !== '' &&
      a.personalInfo.lastName.trim() !== '' &&
      EMAIL.test(a.personalInfo.email) &&
      phoneLooksValid(a.personalInfo.phone) &&
      // Within the answers' limits (a CV can bring a longer line than the fields let a person type, walk W22).
      PersonalInfo.safeParse(a.personalInfo).success,
    next: () => 'skills-assessment',
  },
  {
    id: 'skills-assessment',
    counts: true,
    canContinue: (a) => a.skills.length > 0,
    next: () => 'education-background',
  },
  {
    id: 'education-background',
    counts: true,
    canContinue: (a) =>
      a.educationBackground.level !== '' &&
      a.educationBackground.institution.trim() !== '' &&
      EducationBackground.safeParse(a.educationBackground).success,
    next: () => 'experience-level',
  },
  {
    id: 'experience-level',
    counts: true,
    canContinue: (a) => a.experienceLevel !== undefined,
    next: () => 'how-you-thrive',
  },
  { id: 'how-you-thrive', counts: true, canContinue: always, next: () => 'career-goals' },
  {
    id: 'career-goals',
    counts: true,
    canContinue: (a) => a.careerGoalsText.length <= TEXT_MAX.careerGoalsText,
    next: () => 'location-preferences',
  },
  { id: 'location-preferences', counts: true, canContinue: always, next: () => 'industry-interests' },
  {
    id: 'industry-interests',
    counts: true,
    canContinue: (a) => a.industries.length > 0,
    next: () => 'salary-expectations',
  },
  { id: 'salary-expectations', counts: true, canContinue: always, next: () => 'initial-opportunities' },
  { id: 'initial-opportunities', counts: true, canContinue: always, next: () => 'lifestyle-values' },
  {
    id: 'lifestyle-values',
    counts: true,
    canContinue: (a) => a.lifestyleValues.length === 3,
    next: () => 'lifestyle-reality',
  },
  {
    id: 'lifestyle-reality',
    counts: true,
    // The budget is optional, but one that cannot be read as typed is not passed on as a different number.
    canContinue: (a) => housingBudgetProblem(a.housingBudget, a.currency) === null,
    next: () => 'budget-values',
  },
  { id: 'budget-values', counts: true, canContinue: always, next: () => 'timeline' },
  {
    id: 'timeline',
    counts: true,
    canContinue: (a) => a.timeline !== undefined,
    next: () => 'final-celebration',
  },
  { id: 'final-celebration', counts: true, canContinue: always, next: () => 'processing' },
  // Optional screens of the spec's older 14-step variant: reachable at their routes and from the review's Edit links,
  // shown as "Optional step" (not counted), each returning to the review.
  {
    id: 'career-status',
    counts: false,
    canContinue: (a) => a.careerStatus !== undefined,
    next: () => 'review-submit',
  },
  {
    id: 'additional-preferences',
    counts: false,
    canContinue: (a) => a.additionalNotes.length <= TEXT_MAX.additionalNotes,
    next: () => 'review-submit',
  },
  { id: 'review-submit', counts: false, canContinue: always, next: () => 'processing' },
  { id: 'processing', counts: false, canContinue: always, next: () => 'processing' },
];

const byId = new Map<StepId, StepDefinition>(STEPS.map((step) => [step.id, step]));

export const MAIN_FLOW: readonly StepId[] = STEPS.filter((step) => step.counts).map((step) => step.id);
export const TOTAL_STEPS = MAIN_FLOW.length;
export const FIRST_STEP: StepId = 'survey';

export function getStep(id: string): StepDefinition | undefined {
  return byId.get(id as StepId);
}

/** 1-based position in the main flow, or null for the optional screens. */
export function stepNumber(id: StepId): number | null {
  const index = MAIN_FLOW.indexOf(id);
  return index === -1 ? null : index + 1;
}

/** Percent of the main flow reached when this step is shown (step X of N -> X / N). */
export function progressPercent(id: StepId): number {
  const number = stepNumber(id);
  return number === null ? 100 : Math.round((number / TOTAL_STEPS) * 100);
}

/** The path actually taken from the first step to `id` with these answers; Back goes to the previous entry. */
export function pathTo(id: StepId, answers: OnboardingAnswers, context: StepContext): StepId[] {
  const path: StepId[] = [FIRST_STEP];
  let current: StepId = FIRST_STEP;
  while (current !== id && path.length <= STEPS.length) {
    if (current === 'final-celebration') break;
    current = byId.get(current)!.next(answers, context);
    path.push(current);
  }
  return path[path.length - 1] === id ? path : [];
}

/**
 * Where Back goes: the previous step on the path taken; for the optional screens, the review (or, for the review,
 * the final celebration). None for step 1.
 */
export function previousStep(id: StepId, answers: OnboardingAnswers, context: StepContext): StepId | null {
  if (id === FIRST_STEP) return null;
  const step = byId.get(id);
  if (!step) return null;
  if (!step.counts) {
    if (id === 'review-submit') return 'final-celebration';
    if (id === 'processing') return null;
    return 'review-submit';
  }
  const path = pathTo(id, answers, context);
  if (path.length >= 2) return path[path.length - 2]!;
  // Reached off the usual path (e.g. an Edit link): the previous step of the main flow.
  return MAIN_FLOW[MAIN_FLOW.indexOf(id) - 1] ?? null;
}

/** Steps left after this one in the main flow (for the time estimate). */
export function remainingSteps(id: StepId): number {
  const number = stepNumber(id);
  return number === null ? 0 : TOTAL_STEPS - number;
}
