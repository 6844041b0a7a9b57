/** The processing screen (spec sections 4 and 9): progress, stages, and its delays. */

export const PROCESSING_TICK_MS = 200;
export const PROCESSING_STEP = 1.5;
export const PROCESSING_REDIRECT_DELAY_MS = 1000;
/** The dashboard refetches the latest analysis this long after a successful regeneration. */
export const ANALYSIS_REFETCH_DELAY_MS = 2000;

export const PROCESSING_STAGES = [
  'analysing-responses',
  'generating-recommendations',
  'identifying-skill-gaps',
  'finding-locations',
  'calculating-housing',
  'creating-dashboard',
] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/** Progress after `elapsedMs`: +1.5 for every full 200 ms, up to 100 (reached after 67 ticks, 13.4 s). */
export function processingProgress(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  const ticks = Math.floor(elapsedMs / PROCESSING_TICK_MS);
  return Math.min(100, ticks * PROCESSING_STEP);
}

/** Stage index: floor(progress / 100 x 6), clamped to 0..5 (100 % stays on the last stage). */
export function processingStageIndex(progress: number): number {
  if (!(progress > 0)) return 0;
  return Math.min(PROCESSING_STAGES.length - 1, Math.floor((progress * PROCESSING_STAGES.length) / 100));
}

export function processingStage(progress: number): ProcessingStage {
  return PROCESSING_STAGES[processingStageIndex(progress)]!;
}

/** After 100 the heading reads 'Finalizing...'. */
export function isFinalizing(progress: number): boolean {
  return progress >= 100;
}
