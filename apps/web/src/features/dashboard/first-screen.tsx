import './i18n';
import type { AnalysisRecord } from '@thrive/core/contracts/api';
import type { OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { analysisPanelState } from '@thrive/core';
import type { SessionUser } from '@/lib/auth/session';
import { DASHBOARD_FRAME, DashboardTop } from './dashboard-page';
import { StaticDashboardProvider, type DashboardState } from './state';
import type { Locale } from './format';

const nothing = () => undefined;

/**
 * The dashboard's state for the server's render of the first screen (decision 0065): what the page's own state holds
 * once the person's session, saved answers and newest analysis are read, with nothing running.
 */
export function firstScreenState(input: {
  locale: Locale;
  user: SessionUser | null;
  answers: OnboardingAnswers | null;
  record: AnalysisRecord;
}): DashboardState {
  const { locale, user, answers, record } = input;
  return {
    locale,
    user,
    // Rendered for a request with a session only.
    signedOut: false,
    answers,
    savedAnswers: answers,
    hasDraft: false,
    record,
    top: record.status === 'completed' ? (record.analysisResult ?? null) : null,
    // The tabs' detail is read by the app once it runs (decision 0097).
    result: null,
    detail: record.status === 'completed' ? 'loading' : 'none',
    reloadDetail: nothing,
    panel: analysisPanelState(false, record),
    loadError: null,
    resumeAnalyzed: false,
    running: false,
    runAnalysis: nothing,
    reload: nothing,
    showAllCities: false,
    setShowAllCities: nothing,
  };
}

/** The top of the dashboard in the page's frame, as the app renders it (the tabs follow once the app runs). */
export function DashboardFirstScreen({ state }: { state: DashboardState }) {
  return (
    <StaticDashboardProvider value={state}>
      <div className={DASHBOARD_FRAME}>
        <DashboardTop />
      </div>
    </StaticDashboardProvider>
  );
}
