import { reviveAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { ONBOARDING_STORAGE_KEY } from './storage-keys';

/**
 * Read access to the onboarding answers for screens outside the wizard (the dashboard): the same local-storage key
 * and format as the wizard's store (zustand persist: `{ state: { answers, ... }, version }`). Features do not import
 * each other, so this small module is the shared way in.
 */
export { ONBOARDING_STORAGE_KEY };

function readRaw(): { state?: Record<string, unknown>; version?: number } | null {
  try {
    const raw = localStorage.getItem(ONBOARDING_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as { state?: Record<string, unknown> }) : null;
  } catch {
    return null;
  }
}

/** The stored answers, or null when nothing is stored (the spec's "onboarding data exists"). */
export function readStoredAnswers(): OnboardingAnswers | null {
  const raw = readRaw();
  if (!raw?.state || !('answers' in raw.state)) return null;
  return reviveAnswers(raw.state.answers);
}

/** The raw stored answers as they are (for the analysis mapping, which checks them itself). */
export function readStoredAnswersRaw(): unknown {
  const raw = readRaw();
  return raw?.state && 'answers' in raw.state ? raw.state.answers : null;
}

/** Writes answers under the wizard's key, keeping the wizard's other stored fields. */
export function writeStoredAnswers(answers: OnboardingAnswers) {
  const raw = readRaw();
  const state = {
    stepSeconds: [],
    shownMilestones: [],
    resume: { analyzed: false, nameFound: false },
    ...raw?.state,
    answers,
  };
  try {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ state, version: raw?.version ?? 1 }));
  } catch {
    // storage unavailable: the wizard starts from its defaults
  }
}
