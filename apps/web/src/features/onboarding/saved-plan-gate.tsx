import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasAnyAnswer } from '@thrive/core/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { useInBrowser } from '@/lib/in-browser';
import { useProfile } from '@/lib/profile';
import { useOnboardingStore } from './store';

/** open: go on; fresh: "Start over" was chosen and nothing is answered yet; loading: the profile is on its way. */
export type GateState = 'open' | 'fresh' | 'loading' | 'ask';

/**
 * Whether the wizard may open on this visit (decision 0043). A person whose plan is saved on the server and who holds
 * no draft here is asked first (edit the saved answers, or start over), so a blank questionnaire never silently
 * replaces a good plan.
 */
export function useSavedPlanGate(): GateState {
  const answers = useOnboardingStore((state) => state.answers);
  const startedOver = useOnboardingStore((state) => state.startedOver);
  const profile = useProfile();
  // Once open, open for the rest of this visit: the processing screen clears the draft after it is sent and must
  // still take the person to the dashboard, and a session made on the way (a CV upload) reloads the profile; the gate
  // replacing the screen then would cancel that redirect or lose the screen's state.
  const [openedThisVisit, setOpenedThisVisit] = useState(() =>
    hasAnyAnswer(useOnboardingStore.getState().answers),
  );
  const state: GateState = openedThisVisit
    ? 'open'
    : hasAnyAnswer(answers)
      ? 'open'
      : startedOver
        ? 'fresh'
        : profile.loading
          ? 'loading'
          : hasAnyAnswer(profile.saved)
            ? 'ask'
            : 'open';
  // The build-time shell of the first step (decision 0056) shows the step: the browser decides once the session is in
  // (the app renders the shell's page only after the session read, and hydrates the shell only for a visitor without
  // a session or a draft, decision 0110, for whom the gate is open).
  const inBrowser = useInBrowser();
  if (!inBrowser) return state === 'loading' ? 'open' : state;
  if (state === 'open' && !openedThisVisit) setOpenedThisVisit(true);
  return state;
}

export function SavedPlanLoading() {
  const { t } = useTranslation('onboarding');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 text-slate-700" role="status" aria-live="polite">
      {t('savedPlan.loading')}
    </div>
  );
}

/** "You already have a plan": edit the saved answers (opens the review on them), start over, or go back. */
export function SavedPlanGate() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const profile = useProfile();
  const load = useOnboardingStore((state) => state.load);
  const startOver = useOnboardingStore((state) => state.startOver);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const edit = () => {
    if (profile.saved) load(profile.saved);
    void navigate('/onboarding/review-submit');
  };
  const fresh = () => {
    startOver();
    void navigate('/onboarding/survey');
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12" data-testid="saved-plan-gate">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('savedPlan.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('savedPlan.body')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-4">
          <Button type="button" className="w-full whitespace-normal" onClick={edit}>
            {t('savedPlan.edit')}
          </Button>
          <p className="mt-2 text-sm text-slate-600">{t('savedPlan.editHint')}</p>
        </div>
        <div className="rounded-lg border border-slate-200 p-4">
          <Button type="button" variant="outline" className="w-full whitespace-normal" onClick={fresh}>
            {t('savedPlan.startOver')}
          </Button>
          <p className="mt-2 text-sm text-slate-600">{t('savedPlan.startOverHint')}</p>
        </div>
      </div>
      <p className="mt-6">
        <Link to="/dashboard" className="font-medium text-brand-800 underline underline-offset-4">
          {t('savedPlan.dashboard')}
        </Link>
      </p>
    </div>
  );
}
