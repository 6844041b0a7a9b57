/**
 * Why an analysis failed (career_analyses.failure_reason). The dashboard shows 'Analysis Failed' with Retry for any
 * of them; the code says what happened, for support and logs.
 */
export const FAILURE_REASONS = {
  /** The engine threw (a bug or a dataset problem). */
  ENGINE_ERROR: 'The analysis could not be computed.',
  /** The stored request no longer matches the request contract (an old row after an upgrade). */
  INVALID_STORED_REQUEST: 'The saved answers no longer match what the analysis needs.',
  /** The process stopped while the job ran, and it was started too often already. */
  INTERRUPTED: 'The analysis was interrupted (the server restarted) and was not finished.',
  /**
   * The same person submitted newer answers while this one still waited in the queue: the newer one runs in its place
   * (decision 0116). Their newest analysis is the newer one.
   */
  SUPERSEDED: 'Newer answers were submitted before this analysis started; the newer analysis replaces it.',
  /** Pending for too long: no worker picked it up. */
  TIMED_OUT: 'No worker finished the analysis in time.',
} as const;
export type FailureReason = keyof typeof FAILURE_REASONS;

/** A job left pending this long (since it was created or last started) is stale: resumed or failed. */
export const STALE_AFTER_MS = 2 * 60_000;
/** A stale job is resumed at most this many times in all; after that it fails with INTERRUPTED. */
export const MAX_ATTEMPTS = 3;
/** Pending this long in all (no worker at all, e.g. pg-boss without `npm run worker`): failed with TIMED_OUT. */
export const GIVE_UP_AFTER_MS = 15 * 60_000;
/** An identical request of the same person within this window returns the same job. */
export const DUPLICATE_WINDOW_MS = 30_000;
/** The per-person rate limit counts analyses created in this window (ANALYSIS_RATE_LIMIT per window). */
export const RATE_WINDOW_MS = 10 * 60_000;
