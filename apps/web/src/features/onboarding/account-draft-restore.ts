import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { hasAnyAnswer } from '@thrive/core/contracts/onboarding';
import type { StepId } from '@thrive/core/onboarding/steps';
import { restoreAccountDraftOnce } from '@/lib/account-draft';
import { useSession } from '@/lib/auth/session';
import { useOnboardingStore } from './store';

/**
 * The wizard opened by a signed-in person whose browser holds no answers (a sign-in through a provider, a session that
 * outlived the browser's copy): the draft kept with the account comes back as after the login form (decision 0192),
 * and the person is taken to the step they were on, told so. Once per person and page load.
 */
export function useAccountDraftRestore(current: StepId) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const userId = user && !user.isAnonymous ? user.id : null;
  useEffect(() => {
    if (!userId || hasAnyAnswer(useOnboardingStore.getState().answers)) return;
    let active = true;
    void restoreAccountDraftOnce(userId).then((step) => {
      if (!active || !step) return;
      toast.info(t('accountDraft.restored'));
      if (step !== current) void navigate(`/onboarding/${step}`, { replace: true });
    });
    return () => {
      active = false;
    };
    // Asked once per person: the step shown is read when the answer comes, not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}
