import { ANALYSIS_RETRY_KEY } from './analysis-retry';
import {
  COMPARED_CITIES_STORAGE_KEY,
  ONBOARDING_STORAGE_KEY,
  REGISTER_DRAFT_SESSION_KEY,
} from './storage-keys';

/** Every local-storage key that holds something about the person (answers draft, retry record, compared cities). */
export const PERSONAL_STORAGE_KEYS = [
  ONBOARDING_STORAGE_KEY,
  ANALYSIS_RETRY_KEY,
  COMPARED_CITIES_STORAGE_KEY,
] as const;

const cleaners = new Set<() => void>();

/**
 * Registers what must forget the person on sign-out (the query cache, the wizard's in-memory store).
 * Returns the unregister function.
 */
export function onPersonalDataCleared(cleaner: () => void): () => void {
  cleaners.add(cleaner);
  return () => void cleaners.delete(cleaner);
}

/** Sign-out: forgets everything personal this browser holds, in memory and in storage. */
export function clearPersonalData() {
  for (const cleaner of cleaners) {
    try {
      cleaner();
    } catch {
      // one failing cleaner must not keep the others from running
    }
  }
  // After the cleaners: a store that persists its reset state must not leave a copy behind.
  for (const key of PERSONAL_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing stored
    }
  }
  // The register form's typed name and email (decision 0151).
  try {
    sessionStorage.removeItem(REGISTER_DRAFT_SESSION_KEY);
  } catch {
    // storage unavailable: nothing stored
  }
}
