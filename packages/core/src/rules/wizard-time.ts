/** The wizard frame's time estimate, pace and milestone messages (spec sections 4 and 9). */

/** Seconds per step assumed before any step is finished. */
export const DEFAULT_SECONDS_PER_STEP = 30;
export const PACE_FAST_BELOW_S = 10;
export const PACE_SLOW_ABOVE_S = 60;
export const PROGRESS_MILESTONES = [25, 50, 75] as const;
export type ProgressMilestone = (typeof PROGRESS_MILESTONES)[number];
/** How often the frame re-evaluates its message, and how often elapsed time ticks. */
export const MESSAGE_CHECK_MS = 5000;
export const ELAPSED_TICK_MS = 1000;

export interface TimeEstimateInput {
  /** Steps left after the current one. */
  remainingSteps: number;
  /** Steps finished so far on this visit. */
  stepsDone: number;
  /** Seconds spent on those steps. */
  secondsSpent: number;
}

/** Average seconds per finished step, or 30 before any step is finished. */
export function averageSecondsPerStep(stepsDone: number, secondsSpent: number): number {
  if (!(stepsDone > 0) || !Number.isFinite(secondsSpent) || secondsSpent < 0) return DEFAULT_SECONDS_PER_STEP;
  return secondsSpent / stepsDone;
}

/**
 * The fewest seconds a step still to come is counted at (walk finding 9, decision 0131): the pace threshold below
 * which a step counts as fast. Someone who clicked through the first steps in 2 s each is not told that 16 steps
 * with questions still to read take a minute.
 */
export const MIN_SECONDS_PER_REMAINING_STEP = PACE_FAST_BELOW_S;

/**
 * '~N min left': remaining steps x average seconds per step (never below `MIN_SECONDS_PER_REMAINING_STEP`), in
 * minutes, rounded up. Never negative.
 */
export function remainingMinutes({ remainingSteps, stepsDone, secondsSpent }: TimeEstimateInput): number {
  const steps = Math.max(0, Math.floor(remainingSteps));
  const perStep = Math.max(MIN_SECONDS_PER_REMAINING_STEP, averageSecondsPerStep(stepsDone, secondsSpent));
  return Math.ceil((steps * perStep) / 60);
}

export type Pace = 'fast' | 'normal' | 'slow';

/** Fast if the step took under 10 s, slow if over 60 s, otherwise normal. */
export function pace(stepSeconds: number): Pace {
  if (stepSeconds < PACE_FAST_BELOW_S) return 'fast';
  if (stepSeconds > PACE_SLOW_ABOVE_S) return 'slow';
  return 'normal';
}

/**
 * Which milestone message to show now: the highest of 25/50/75 % reached and not shown yet (null if none), and the
 * milestones to remember as shown (every reached one: a jump from 20 % to 55 % shows the 50 % message only, and the
 * 25 % one never appears later). Each message is shown once.
 */
export function milestoneMessage(
  progressPercent: number,
  shown: readonly number[],
): { show: ProgressMilestone | null; shown: ProgressMilestone[] } {
  const reached = PROGRESS_MILESTONES.filter((m) => progressPercent >= m);
  const fresh = reached.filter((m) => !shown.includes(m));
  const already = PROGRESS_MILESTONES.filter((m) => shown.includes(m));
  const all = PROGRESS_MILESTONES.filter((m) => reached.includes(m) || already.includes(m));
  return { show: fresh.length > 0 ? fresh[fresh.length - 1]! : null, shown: all };
}
