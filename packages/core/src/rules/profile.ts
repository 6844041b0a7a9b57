/**
 * Profile completion checklist and journey milestones of the dashboard's Profile tab (spec sections 4 and 5).
 * Inputs are plain facts so the same rule serves the stored answers, the mapped request or the server's record.
 */

/** The analysis record's status as the dashboard reads it; null when there is no record. */
export type AnalysisStatus = 'pending' | 'completed' | 'failed' | null;

export interface ProfileFacts {
  firstName?: string | null;
  lastName?: string | null;
  careerStatus?: string | null;
  /** The first step's answer (student, recent graduate, career changer, professional): a career status too (walk W410). */
  userType?: string | null;
  /** The education major (field of study). */
  major?: string | null;
  /** The education level; a secondary-school diploma has no major, so the level alone completes the item. */
  educationLevel?: string | null;
  skills?: readonly string[] | null;
  industries?: readonly string[] | null;
  /** Cities the person picked or kept. */
  preferredCities?: readonly string[] | null;
  /** The location-preference selections; count as preferred places when no city was picked. */
  locationPreferences?: readonly string[] | null;
  /** The target salary (a number > 0). */
  targetSalary?: number | null;
  careerGoals?: readonly string[] | null;
  /** The goals typed in the goals step's free text: career goals too (walk W609). */
  careerGoalsText?: string | null;
  analysisStatus?: AnalysisStatus | string;
  /** A resume analysis exists. */
  resumeAnalyzed?: boolean;
  /** A resume was uploaded. */
  resumeUploaded?: boolean;
}

/**
 * The career status the profile shows (issue 16): the person's answer when given; else "changing" when they said on the
 * first step that they are a career changer (the analysis treats them as one, `engine/profile.ts`), marked as derived;
 * else nothing, and the profile leaves the row out instead of showing "Not given yet" for a question the main flow
 * never asks (decision 0023).
 */
export function careerStatusShown(answers: {
  careerStatus?: string | null;
  userType?: string | null;
}): { status: string; derived: boolean } | null {
  if (answers.careerStatus) return { status: answers.careerStatus, derived: false };
  if (answers.userType === 'career-changer') return { status: 'changing', derived: true };
  return null;
}

export const COMPLETION_ITEMS = [
  'personal',
  'career-status',
  'education',
  'skills',
  'industries',
  'preferred-cities',
  'target-salary',
  'career-goals',
  'analysis',
  'resume',
] as const;
export type CompletionItemId = (typeof COMPLETION_ITEMS)[number];

/** Shown in the checklist but not counted in the percentage (decision 0023 for career status). */
const OPTIONAL_ITEMS: ReadonlySet<CompletionItemId> = new Set(['resume', 'career-status']);

export interface CompletionItem {
  id: CompletionItemId;
  done: boolean;
  required: boolean;
}

export const COMPLETION_BANDS = ['complete', 'almost-done', 'in-progress', 'getting-started'] as const;
export type CompletionBand = (typeof COMPLETION_BANDS)[number];

export const COMPLETION_BAND_LABELS: Record<CompletionBand, string> = {
  complete: 'Complete',
  'almost-done': 'Almost Done',
  'in-progress': 'In Progress',
  'getting-started': 'Getting Started',
};

/** Education levels that have no major (field of study) to give: the item is done with the level (decision 0033). */
const LEVELS_WITHOUT_MAJOR: ReadonlySet<string> = new Set(['high-school']);

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
const nonEmpty = (list: readonly string[] | null | undefined) => Array.isArray(list) && list.length > 0;
/** Career goals exist: picked from the list or typed in the goals step's free text (decision 0237). */
const hasGoals = (facts: { careerGoals?: readonly string[] | null; careerGoalsText?: string | null }) =>
  nonEmpty(facts.careerGoals) || filled(facts.careerGoalsText);

/**
 * The checklist (spec section 5): eight required items - personal (first and last name), education major, skills
 * assessment, industry interests, preferred cities, target salary, career goals, AI analysis completed - and two
 * optional ones: the resume analysis (done when a resume analysis or an upload exists) and career status. The spec
 * counts career status as required, but the main flow never asks it (only the optional screen does), so 100% would be
 * unreachable; it is shown and optional (decision 0023).
 */
export function completionItems(facts: ProfileFacts): CompletionItem[] {
  const done: Record<CompletionItemId, boolean> = {
    personal: filled(facts.firstName) && filled(facts.lastName),
    // The first step's answer says where the person stands in their career, so a student or a working professional
    // is not told "Career status – to do" next to 100% (walk W410); the optional screen refines it.
    'career-status': filled(facts.careerStatus) || filled(facts.userType),
    education:
      filled(facts.major) || (facts.educationLevel != null && LEVELS_WITHOUT_MAJOR.has(facts.educationLevel)),
    skills: nonEmpty(facts.skills),
    industries: nonEmpty(facts.industries),
    'preferred-cities': nonEmpty(facts.preferredCities) || nonEmpty(facts.locationPreferences),
    'target-salary': typeof facts.targetSalary === 'number' && facts.targetSalary > 0,
    // Goals typed in the person's own words are goals too (walk W609: "Career goals – to do" beside a typed goal).
    'career-goals': hasGoals(facts),
    analysis: facts.analysisStatus === 'completed',
    resume: facts.resumeAnalyzed === true || facts.resumeUploaded === true,
  };
  return COMPLETION_ITEMS.map((id) => ({ id, done: done[id], required: !OPTIONAL_ITEMS.has(id) }));
}

/** Rounded share of the required items that are done, 0..100. */
export function completionPercent(items: readonly CompletionItem[]): number {
  const required = items.filter((item) => item.required);
  if (required.length === 0) return 100;
  return Math.round((required.filter((item) => item.done).length / required.length) * 100);
}

/** 100 Complete, 75 or more Almost Done, 50 or more In Progress, under 50 Getting Started. */
export function completionBand(percent: number): CompletionBand {
  if (percent >= 100) return 'complete';
  if (percent >= 75) return 'almost-done';
  if (percent >= 50) return 'in-progress';
  return 'getting-started';
}

export function profileCompletion(facts: ProfileFacts): {
  items: CompletionItem[];
  percent: number;
  band: CompletionBand;
} {
  const items = completionItems(facts);
  const percent = completionPercent(items);
  return { items, percent, band: completionBand(percent) };
}

// ---------------------------------------------------------------- journey milestones

export const JOURNEY_MILESTONES = [
  'profile',
  'assessment',
  'analysis',
  'planning',
  'networking',
  'transition',
] as const;
export type JourneyMilestoneId = (typeof JOURNEY_MILESTONES)[number];

export const JOURNEY_TARGETS = ['next-24-hours', 'this-week', 'next-month', 'next-6-months'] as const;
export type JourneyTarget = (typeof JOURNEY_TARGETS)[number];

export const JOURNEY_TARGET_LABELS: Record<JourneyTarget, string> = {
  'next-24-hours': 'Next 24 hours',
  'this-week': 'This week',
  'next-month': 'Next month',
  'next-6-months': 'Next 6 months',
};

/**
 * The spec names the four target labels but not which milestone carries which. Ours: profile and assessment in the
 * next 24 hours (one sitting of the wizard), analysis this week, planning and networking next month, the transition
 * in the next 6 months.
 */
const TARGET_OF: Record<JourneyMilestoneId, JourneyTarget> = {
  profile: 'next-24-hours',
  assessment: 'next-24-hours',
  analysis: 'this-week',
  planning: 'next-month',
  networking: 'next-month',
  transition: 'next-6-months',
};

export interface JourneyFacts {
  firstName?: string | null;
  lastName?: string | null;
  careerGoals?: readonly string[] | null;
  /** The goals typed in the goals step's free text. */
  careerGoalsText?: string | null;
  skills?: readonly string[] | null;
  analysisStatus?: AnalysisStatus | string;
}

export interface JourneyMilestone {
  id: JourneyMilestoneId;
  completed: boolean;
  current: boolean;
  target: JourneyTarget;
}

/**
 * Spec section 4: profile is done when personal info (first and last name) and career goals exist; assessment when
 * the skills list is non-empty; analysis when the analysis is completed; planning, networking and transition are
 * never completed here. The first incomplete milestone whose predecessor is done (the first milestone has none) is
 * current; there is exactly one current milestone.
 */
export function journeyMilestones(facts: JourneyFacts): JourneyMilestone[] {
  const completed: Record<JourneyMilestoneId, boolean> = {
    profile: filled(facts.firstName) && filled(facts.lastName) && hasGoals(facts),
    assessment: nonEmpty(facts.skills),
    analysis: facts.analysisStatus === 'completed',
    planning: false,
    networking: false,
    transition: false,
  };
  const currentIndex = JOURNEY_MILESTONES.findIndex(
    (id, index) => !completed[id] && (index === 0 || completed[JOURNEY_MILESTONES[index - 1]!]),
  );
  return JOURNEY_MILESTONES.map((id, index) => ({
    id,
    completed: completed[id],
    current: index === currentIndex,
    target: TARGET_OF[id],
  }));
}
