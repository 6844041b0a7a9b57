import { OnboardingDraftResponse, type DraftStep } from '@thrive/core/contracts/onboarding-draft';
import { SavedAnswersResponse } from '@thrive/core/contracts/saved-answers';
import { hasAnyAnswer, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { apiJson } from './api/http';
import { readStoredAnswers, writeStoredAnswers } from './onboarding-storage';

/**
 * The wizard's draft kept with the account (decision 0192). The browser's copy (`thrive.onboarding-data`) stays the
 * one the wizard works on; while there is a session, the wizard also sends it here (`PUT /api/me/onboarding/draft`)
 * on each step and a moment after the person stops typing. Sign-out clears the browser's copy (decision 0009's
 * personal-data clearing) and leaves this one; signing in again (here or on another device) brings it back.
 */

/** How long the wizard waits after the last change within a step before it sends the draft. */
export const DRAFT_SAVE_DELAY_MS = 1200;

let inFlight: Promise<unknown> = Promise.resolve();

/**
 * Sends the draft; never throws (a failure leaves the browser's copy as it is and says nothing: the next step or
 * change sends it again).
 */
export function saveAccountDraft(answers: OnboardingAnswers, step: DraftStep): Promise<boolean> {
  const sent = inFlight
    .catch(() => undefined)
    .then(() => apiJson('/api/me/onboarding/draft', { method: 'PUT', json: { answers, step } }))
    .then(
      () => true,
      () => false,
    );
  inFlight = sent;
  return sent;
}

/** Resolves once every draft already sent has been answered (the profile's save waits for it, so none lands after). */
export function accountDraftSettled(): Promise<void> {
  return inFlight.then(
    () => undefined,
    () => undefined,
  );
}

export async function fetchAccountDraft(): Promise<OnboardingDraftResponse | null> {
  try {
    return await apiJson('/api/me/onboarding/draft', { schema: OnboardingDraftResponse });
  } catch {
    return null;
  }
}

const time = (value: string | Date | null | undefined): number =>
  value == null ? Number.NaN : new Date(value).getTime();

/**
 * Whether the account's draft should come back into this browser: it holds answers, this browser holds none, and it
 * is newer than the saved profile (or there is no profile). Pure, for the tests.
 */
export function draftToRestore(
  draft: OnboardingDraftResponse | null,
  saved: { answers: unknown; updatedAt: string | Date | null } | null,
  localAnswers: OnboardingAnswers | null,
): { answers: Record<string, unknown>; step: DraftStep } | null {
  if (!draft?.answers || !draft.step) return null;
  if (hasAnyAnswer(localAnswers)) return null;
  if (Object.keys(draft.answers).length === 0) return null;
  if (saved?.answers) {
    const draftAt = time(draft.updatedAt);
    const savedAt = time(saved.updatedAt);
    if (!(draftAt > savedAt)) return null;
  }
  return { answers: draft.answers, step: draft.step };
}

const restoredListeners = new Set<() => void>();

/** The wizard's store re-reads the browser's copy when a draft was restored into it. Returns the unregister function. */
export function onAccountDraftRestored(listener: () => void): () => void {
  restoredListeners.add(listener);
  return () => void restoredListeners.delete(listener);
}

/**
 * After a sign-in: brings the account's draft into this browser when `draftToRestore` says so, and returns the step
 * the person was on (null when nothing was restored). Never throws.
 */
export async function restoreAccountDraft(): Promise<DraftStep | null> {
  try {
    const draft = await fetchAccountDraft();
    if (!draft?.answers) return null;
    const saved = await apiJson('/api/me/onboarding', { schema: SavedAnswersResponse }).catch(() => null);
    // Without an answer about the profile, a draft is not restored over a plan that may be newer.
    if (!saved) return null;
    const restore = draftToRestore(draft, saved, readStoredAnswers());
    if (!restore) return null;
    // Written as the server kept it: the store reads it leniently (`reviveAnswers`), as it reads its own copy.
    writeStoredAnswers(restore.answers as OnboardingAnswers);
    for (const listener of restoredListeners) listener();
    return restore.step;
  } catch {
    return null;
  }
}

const checked = new Map<string, Promise<DraftStep | null>>();

/**
 * `restoreAccountDraft` once per signed-in person and page load, for the wizard: a person who signed in another way
 * than the login form (a provider's redirect) or whose session outlived the browser's copy gets their draft back
 * before the wizard sends a new one over it.
 */
export function restoreAccountDraftOnce(userId: string): Promise<DraftStep | null> {
  let pending = checked.get(userId);
  if (!pending) checked.set(userId, (pending = restoreAccountDraft()));
  return pending;
}
