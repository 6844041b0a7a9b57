import { useEffect, useRef } from 'react';
import { hasAnyAnswer, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import type { DraftStep } from '@thrive/core/contracts/onboarding-draft';
import { DRAFT_SAVE_DELAY_MS, saveAccountDraft } from '@/lib/account-draft';
import { useSession } from '@/lib/auth/session';

/**
 * While there is a session, the wizard's draft goes to the account too (decision 0192): at once when a step opens
 * (so the step the person is on is kept), and `DRAFT_SAVE_DELAY_MS` after the last change within a step. A change not
 * yet sent when the step closes is sent with the next step's; the processing screen is no step, so nothing is sent
 * after Create My Plan. Answers that hold nothing are never sent (a sign-out empties the store before the session
 * ends). Failures say nothing: the browser's copy is untouched.
 */
export function useAccountDraftSync(step: DraftStep, answers: OnboardingAnswers) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : null;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || !hasAnyAnswer(answers)) return;
    // The first send for this step (and person) goes at once; later changes wait for a pause in the typing.
    const key = `${userId}:${step}`;
    const delay = sentFor.current === key ? DRAFT_SAVE_DELAY_MS : 0;
    const timer = setTimeout(() => {
      sentFor.current = key;
      void saveAccountDraft(answers, step);
    }, delay);
    return () => clearTimeout(timer);
  }, [userId, step, answers]);
}
