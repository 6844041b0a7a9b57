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
  /** Seconds a step is assumed to take before the person's pace is known (default 30 s). */
  assumedSecondsPerStep?: number;
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
 * How many steps the assumed 30 s weighs as, beside the steps the person finished (walk W8, decision 0151). The first
 * step is one quick choice: measured alone it turned "~9 min" into "~3 min" after one step, and the estimate then
 * stood still while the steps ran out. Weighed with the assumption, the person's pace takes over step by step and the
 * minutes follow the steps left.
 */
export const ASSUMED_STEPS_WEIGHT = 3;

/** Seconds a step still to come is counted at: the person's pace so far, weighed with the assumed 30 s. */
export function expectedSecondsPerStep(
  stepsDone: number,
  secondsSpent: number,
  assumed = DEFAULT_SECONDS_PER_STEP,
): number {
  const done = stepsDone > 0 && Number.isFinite(secondsSpent) && secondsSpent >= 0 ? stepsDone : 0;
  const spent = done > 0 ? secondsSpent : 0;
  const perStep = (spent + ASSUMED_STEPS_WEIGHT * assumed) / (done + ASSUMED_STEPS_WEIGHT);
  return Math.max(MIN_SECONDS_PER_REMAINING_STEP, perStep);
}

/**
 * The seconds a step still to come is counted at on this visit (walk W417): the lowest `expectedSecondsPerStep` of
 * the visit so far, read after each finished step. A slow step raised the pace and with it the minutes left, so
 * "~8 min left" became "~12 min left" one step further on; counted at the lowest pace the person has shown, the
 * minutes left only fall while the steps run out (each step still counts at least `MIN_SECONDS_PER_REMAINING_STEP`
 * and at most the assumed 30 s, the pace the first step was told).
 */
export function shownSecondsPerStep(
  stepSeconds: readonly number[],
  assumed = DEFAULT_SECONDS_PER_STEP,
): number {
  let lowest = expectedSecondsPerStep(0, 0, assumed);
  let spent = 0;
  stepSeconds.forEach((seconds, index) => {
    spent += Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
    lowest = Math.min(lowest, expectedSecondsPerStep(index + 1, spent, assumed));
  });
  return lowest;
}

/**
 * '~N min left' shown on a step, from the timings of the steps finished on this visit: remaining steps x
 * `shownSecondsPerStep`, in minutes, rounded up. Going forward it never rises (walk W417).
 */
export function minutesLeftShown(
  remainingSteps: number,
  stepSeconds: readonly number[],
  assumedSecondsPerStep?: number,
): number {
  const steps = Math.max(0, Math.floor(remainingSteps));
  return Math.ceil((steps * shownSecondsPerStep(stepSeconds, assumedSecondsPerStep)) / 60);
}

/**
 * '~N min left': remaining steps x `expectedSecondsPerStep` (never below `MIN_SECONDS_PER_REMAINING_STEP`), in
 * minutes, rounded up. Never negative.
 */
export function remainingMinutes({
  remainingSteps,
  stepsDone,
  secondsSpent,
  assumedSecondsPerStep,
}: TimeEstimateInput): number {
  const steps = Math.max(0, Math.floor(remainingSteps));
  return Math.ceil((steps * expectedSecondsPerStep(stepsDone, secondsSpent, assumedSecondsPerStep)) / 60);
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
