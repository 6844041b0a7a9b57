import './i18n';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DASHBOARD_TABS, greetingName, isDashboardTabId, tabGate, type DashboardTabId } from '@thrive/core';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { AnalysisPanel } from './analysis-panel';
import { CitizenshipPrompt } from './citizenship-prompt';
import { GatedTab } from './gated-tab';
import { InsightSummary } from './insight-summary';
import { ProfileTab } from './profile/profile-tab';
import { QuickActionsTab } from './quick-actions/quick-actions-tab';
import { SignedOutDashboard } from './signed-out';
import { DashboardProvider, useDashboard } from './state';

const CompareTab = lazy(() => import('./compare/compare-tab'));
const RecommendationsTab = lazy(() => import('./recommendations/recommendations-tab'));
const SkillGapTab = lazy(() => import('./skill-gap/skill-gap-tab'));
const TimelineTab = lazy(() => import('./timeline/timeline-tab'));
const PrintableReport = lazy(() => import('./report/printable-report'));

export default function DashboardPage() {
  return (
    <DashboardProvider>
      <Dashboard />
    </DashboardProvider>
  );
}

function Dashboard() {
  const { t } = useTranslation('dashboard');
  const state = useDashboard();
  const [params, setParams] = useSearchParams();
  usePageMeta(t('meta.title'));
  // The tab last asked for, until the URL shows it: one click can ask twice (press, then focus) before the page
  // renders again, and the second must not add a second history step.
  const asked = useRef<string | null>(null);
  const shown = params.get('tab');
  useEffect(() => {
    asked.current = null;
  }, [shown]);

  if (state.panel === 'loading') return <PageSpinner label={t('loading')} />;
  if (state.signedOut)
    return (
      <div className={DASHBOARD_FRAME}>
        <SignedOutDashboard />
      </div>
    );
  if (params.get('print') === 'report') {
    return (
      <Suspense fallback={<PageSpinner label={t('loading')} />}>
        <WithDetail>
          <PrintableReport />
        </WithDetail>
      </Suspense>
    );
  }

  const requested = params.get('tab');
  const tab: DashboardTabId = isDashboardTabId(requested) ? requested : 'profile';
  const setTab = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', id);
    // A tab change is a step in the history (walk finding 6, decision 0142): Back returns to the previous tab
    // instead of leaving the dashboard. Asking again for the tab already shown (or just asked for) adds no step.
    if (id !== (asked.current ?? tab)) {
      asked.current = id;
      setParams(next);
    }
    window.scrollTo({ top: 0 });
  };
  /**
   * A link to a tab from inside a panel (Quick Actions, Profile): the opened panel can start far below the top at
   * 390 px, so bring it into view and move focus to it once it has rendered.
   */
  const openTab = (id: string) => {
    setTab(id);
    // The router renders the new tab in a transition and its content loads lazily: wait (frame by frame, at most 3 s)
    // until the panel is there and the page below its top is long enough to bring it to the top, then scroll.
    const started = performance.now();
    const bring = () => {
      // Inactive panels stay in the page, hidden: only the shown one counts.
      const found = document.querySelector<HTMLElement>(`[data-tab-panel="${id}"]`);
      const panel =
        found && found.getClientRects().length > 0 && found.dataset.state !== 'inactive' ? found : null;
      const waited = performance.now() - started > 3000;
      const below = panel
        ? document.documentElement.scrollHeight - (panel.getBoundingClientRect().top + window.scrollY)
        : 0;
      if (panel && (below >= window.innerHeight || waited)) {
        panel.scrollIntoView({ block: 'start' });
        panel.focus({ preventScroll: true });
      } else if (!waited) requestAnimationFrame(bring);
    };
    requestAnimationFrame(bring);
  };
  const hasAnswers = state.answers !== null;

  return (
    <div className={DASHBOARD_FRAME}>
      <DashboardTop />

      {/* The tabs commit after the top (decision 0244): see AfterFirstCommit. */}
      <AfterFirstCommit>
        <Tabs value={tab} onValueChange={setTab} className="space-y-4">
          <TabList aria-label={t('tabs.label')}>
            {DASHBOARD_TABS.map((definition) => (
              <Tab key={definition.id} value={definition.id}>
                {t(`tabs.${definition.id}`)}
              </Tab>
            ))}
          </TabList>
          {DASHBOARD_TABS.map((definition) => {
            const gate = tabGate(definition, state.record?.status ?? null, hasAnswers);
            return (
              <TabPanel
                key={definition.id}
                value={definition.id}
                data-tab-panel={definition.id}
                className="scroll-mt-4 focus:outline-none"
              >
                {gate !== 'content' ? (
                  <GatedTab gate={gate} />
                ) : (
                  <Suspense fallback={<PageSpinner />}>
                    <WithDetail>
                      {definition.id === 'profile' && (
                        <AfterFirstCommit>
                          <ProfileTab onTab={openTab} />
                        </AfterFirstCommit>
                      )}
                      {definition.id === 'compare' && <CompareTab />}
                      {definition.id === 'recommendations' && <RecommendationsTab />}
                      {definition.id === 'skill-gap' && <SkillGapTab />}
                      {definition.id === 'quick-actions' && <QuickActionsTab onTab={openTab} />}
                      {definition.id === 'timeline' && <TimelineTab />}
                    </WithDetail>
                  </Suspense>
                )}
              </TabPanel>
            );
          })}
        </Tabs>
      </AfterFirstCommit>
    </div>
  );
}

/**
 * A tab (or the printable report) once the analysis' detail is read (decision 0097): the first screen's read holds
 * only what the top of the page shows. Without a completed analysis there is no detail to wait for (the tabs show
 * what they show without one); a failed read says so with a way to try again.
 */
function WithDetail({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { detail, reloadDetail } = useDashboard();
  // As tall as the profile tab's block before its first commit, so nothing below moves twice.
  if (detail === 'loading')
    return (
      <div className="min-h-[60vh]">
        <PageSpinner label={t('loading')} />
      </div>
    );
  if (detail === 'error')
    return (
      <div
        role="alert"
        className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center"
      >
        <p className="flex-1">{t('errors.load')}</p>
        <Button variant="outline" onClick={reloadDetail}>
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  return children;
}

/**
 * What renders in a transition of its own after the commit it first appears in, in three steps on a first load: the
 * commit that replaces the HTML shell holds only the top of the page (decision 0244), the next the tabs with an empty
 * profile panel, the next the profile tab's cards (decision 0065), so no commit is one long task on a slow phone.
 * The tabs wait because Radix's tab list counts its tabs in a layout effect: that update is synchronous, and React
 * then runs the whole commit's passive effects (every query's subscription, the first screen's module preloads) and
 * renders again in the same task; with the tabs a commit later, the top's passive effects run in a task of their own.
 * Until then an empty block of the same order of height keeps the footer where it will be.
 */
function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <div className="min-h-[60vh]" />;
}

/** The page's frame: the server's first screen (first-screen.tsx) renders the same, so nothing moves. */
export const DASHBOARD_FRAME = 'mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6 lg:py-8';

/**
 * The top of the dashboard: the analysis' headline (or the greeting), the analysis panel and the three insight cards.
 * The server renders the same into the page's HTML for the signed-in person (decision 0065), so the largest paint
 * is in the HTML and the app's render replaces it without a change.
 */
export function DashboardTop() {
  const { t } = useTranslation('dashboard');
  const state = useDashboard();
  const name = greetingName(
    {
      firstName: state.user?.firstName || state.answers?.personalInfo.firstName || null,
      email: state.user?.email ?? null,
      isAnonymous: state.user?.isAnonymous ?? true,
    },
    t('there'),
  );
  // The analysis' headline in the current language (the state writes it again when the language changes).
  const insights = state.top?.marketInsights || '';
  return (
    <>
      <header className="space-y-2">
        {insights ? (
          <>
            <h1 className="sr-only">{t('title')}</h1>
            <p
              className="text-lg font-semibold leading-snug text-slate-900 sm:text-xl"
              data-testid="greeting"
            >
              {insights}
            </p>
          </>
        ) : (
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" data-testid="greeting">
            {t('greeting', { name })}
          </h1>
        )}
      </header>

      {state.loadError ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center"
        >
          <p className="flex-1">{t(state.loadError === 'load' ? 'errors.load' : 'errors.exception')}</p>
          <Button variant="outline" onClick={state.reload}>
            {t('errors.tryAgain')}
          </Button>
        </div>
      ) : (
        <AnalysisPanel />
      )}

      <CitizenshipPrompt />

      <InsightSummary />
    </>
  );
}
