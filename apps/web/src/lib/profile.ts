import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SavedAnswersResponse } from '@thrive/core/contracts/saved-answers';
import { hasAnyAnswer, reviveAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { SAVED_ANSWERS_PATH } from './api/first-screen-reads';
import { ApiRequestError, apiJson } from './api/http';
import { useSession } from './auth/session';
import { ONBOARDING_STORAGE_KEY, readStoredAnswers } from './onboarding-storage';
import { queryKeys } from './query-keys';

/** The answers the server keeps for the caller (`GET /api/me/onboarding`), or null (none, or no session). */
export async function fetchSavedAnswers(): Promise<OnboardingAnswers | null> {
  try {
    const body = await apiJson(SAVED_ANSWERS_PATH, { schema: SavedAnswersResponse });
    return body.answers ? reviveAnswers(body.answers) : null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The wizard's draft in this browser (only when it holds answers), kept in step with other tabs. */
export function useDraftAnswers(): OnboardingAnswers | null {
  const read = () => {
    const answers = readStoredAnswers();
    return hasAnyAnswer(answers) ? answers : null;
  };
  const [draft, setDraft] = useState(read);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === ONBOARDING_STORAGE_KEY || event.key === null) setDraft(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return draft;
}

export interface Profile {
  /** The person's answers: the wizard's draft while one exists, else the server's saved answers. */
  answers: OnboardingAnswers | null;
  saved: OnboardingAnswers | null;
  draft: OnboardingAnswers | null;
  loading: boolean;
  error: boolean;
}

/**
 * The person's profile: the answers saved on the server, read through one query keyed on the session (so every
 * device and every account sees its own), with the browser's wizard draft in front while the wizard runs.
 */
export function useProfile(): Profile {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const draft = useDraftAnswers();
  const query = useQuery({
    queryKey: queryKeys.profile(userId),
    queryFn: fetchSavedAnswers,
    enabled: session.status === 'ready' && userId !== null,
  });
  const saved = userId !== null ? (query.data ?? null) : null;
  return {
    answers: draft ?? saved,
    saved,
    draft,
    loading: session.status === 'loading' || (userId !== null && query.isPending),
    error: query.isError,
  };
}
