import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import type { OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import {
  ANALYSIS_REFETCH_DELAY_MS,
  analysisActionError,
  analysisPanelState,
  type AnalysisPanelState,
} from '@thrive/core';
import { clearRetryRecord, readRetryRecord } from '@/lib/analysis-retry';
import { generateCareerAnalysis } from '@/lib/api/analysis';
import { ApiRequestError } from '@/lib/api/http';
import { accountUsedHere, ensureSession, useSession, type SessionUser } from '@/lib/auth/session';
import { readStoredAnswersRaw } from '@/lib/onboarding-storage';
import { useProfile } from '@/lib/profile';
import { queryKeys } from '@/lib/query-keys';
import {
  enrolCourse,
  fetchAnalysisDetail,
  fetchLatestAnalysis,
  fetchLatestResumeAnalysis,
  fetchLearningProgress,
  leaveCourse,
  updateCourse,
  type AnalysisRecord,
  type LearningItem,
} from './api';
import { asLocale, clockTime, type Locale } from './format';

/** The stored answers did not map to a request (spec: no stored data, or an invalid structure). */
class MappingError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export interface DashboardState {
  locale: Locale;
  user: SessionUser | null;
  /**
   * The session is known, there is none, and this browser was signed in to an account before (signed out, or the
   * session ended): the page says so instead of showing an empty dashboard (walk finding 35, decision 0144).
   */
  signedOut: boolean;
  /** The person's answers (the server's saved ones, or the wizard's draft while one is open). */
  answers: OnboardingAnswers | null;
  /** The answers saved on the server. */
  savedAnswers: OnboardingAnswers | null;
  /** True while the browser holds a wizard draft. */
  hasDraft: boolean;
  /** The newest analysis as the first screen reads it (`view=first`: its result holds the best city only). */
  record: AnalysisRecord | null;
  /**
   * What the first screen shows of a completed analysis (the headline, the predictions, the best city with its rent;
   * decision 0097): the top of the page and the server's render of it read this.
   */
  top: AnalysisResult | null;
  /**
   * The completed analysis as the tabs, the printable report and the JSON export show it (the summary), read once a
   * tab is shown; null until then (`detail` says how that read goes).
   */
  result: AnalysisResult | null;
  /** The read of `result`: none (no completed analysis), loading, ready or failed. */
  detail: 'none' | 'loading' | 'ready' | 'error';
  /** Reads `result` again after it failed. */
  reloadDetail: () => void;
  panel: AnalysisPanelState;
  loadError: 'load' | 'exception' | null;
  resumeAnalyzed: boolean;
  running: boolean;
  runAnalysis: () => void;
  reload: () => void;
  /**
   * With countries chosen (decision 0068) the city lists show those countries and the home city; true once the
   * person asked to see every city (one switch for the map, its list and the money-left list).
   */
  showAllCities: boolean;
  setShowAllCities: (all: boolean) => void;
}

const Ctx = createContext<DashboardState | null>(null);

export function useDashboard(): DashboardState {
  const value = useContext(Ctx);
  if (!value) throw new Error('useDashboard outside DashboardProvider');
  return value;
}

/**
 * The dashboard's state given whole, without reads: the server's render of the first screen for the signed-in
 * person (first-screen.tsx, decision 0065).
 */
export function StaticDashboardProvider({ value, children }: { value: DashboardState; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function DashboardProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = asLocale(i18n.language);
  const session = useSession();
  const userId = session.user?.id ?? null;
  // Without a session every read of a person's data answers 401: none is made (decision 0144). Someone who signed in
  // here before is told they are signed out; a visitor who never did sees the spec's dashboard without an analysis.
  const signedOut = session.status === 'ready' && userId === null && accountUsedHere();
  const profile = useProfile();
  const answers = profile.answers;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | null>(null);
  useEffect(() => () => void (timer.current !== null && window.clearTimeout(timer.current)), []);
  const [showAllCities, setShowAllCities] = useState(false);
  const [reloading, setReloading] = useState(false);

  const analysis = useQuery({
    // Written in the viewer's language by the server: a language switch reads it again, and the same person's
    // analysis in the other language stays on screen meanwhile (never another person's).
    queryKey: queryKeys.latestAnalysis(userId, locale),
    queryFn: () => fetchLatestAnalysis(locale),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === userId ? previous : undefined,
    enabled: session.status === 'ready' && userId !== null,
    retry: 1,
    // While the analysis is pending, look again every 5 s so the panel turns to the results by itself.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5000 : false),
  });
  const resume = useQuery({
    queryKey: queryKeys.latestResumeAnalysis(userId),
    queryFn: fetchLatestResumeAnalysis,
    enabled: session.status === 'ready' && !!session.user,
    retry: false,
  });

  const record = analysis.data ?? null;
  // A read that is not made (signed out) stays pending: it is not waited for.
  const loading = session.status === 'loading' || (userId !== null && analysis.isPending) || profile.loading;
  const loadError = analysis.isError
    ? analysis.error instanceof ApiRequestError && analysis.error.status > 0
      ? 'load'
      : 'exception'
    : null;
  const panel = analysisPanelState(loading && !analysis.isError, analysis.isError ? null : record);
  // Every name and sentence of the analysis in the current language, with money about a city also in the person's
  // own currency (the server wrote them; decision 0040).
  const top = record?.status === 'completed' ? (record.analysisResult ?? null) : null;
  // The tabs' detail of the same analysis (decision 0097), read by id. The route's loader starts it after the first
  // screen's read; the same person's detail in the other language stays meanwhile (never another analysis').
  const completedId = top ? record!.id : null;
  const details = useQuery({
    queryKey: queryKeys.analysisDetail(userId, completedId ?? '', locale),
    queryFn: () => fetchAnalysisDetail(completedId!, locale),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === userId && previousQuery.queryKey[3] === completedId
        ? previous
        : undefined,
    enabled: completedId !== null,
    // An analysis never changes: read once per language (the browser revalidates with the ETag when asked again).
    staleTime: Infinity,
  });
  const result =
    completedId !== null && details.data?.id === completedId ? (details.data.analysisResult ?? null) : null;
  const detail: DashboardState['detail'] =
    completedId === null ? 'none' : result ? 'ready' : details.isError ? 'error' : 'loading';
  const { refetch: refetchDetail } = details;
  const reloadDetail = useCallback(() => void refetchDetail(), [refetchDetail]);

  const generate = useMutation({
    mutationFn: async () => {
      // The wizard's draft when one is open, else the answers saved on the server, else the retry record.
      const stored =
        (profile.draft ? readStoredAnswersRaw() : null) ??
        profile.saved ??
        readRetryRecord()?.originalData ??
        null;
      const mapped = mapAnswersToRequest(stored, { locale });
      if (!mapped.ok) throw new MappingError(mapped.code);
      await ensureSession();
      return generateCareerAnalysis(mapped.request);
    },
    onSuccess: (response) => {
      clearRetryRecord();
      const status = response.analysis.status;
      if (status === 'completed') {
        toast.success(t('actions.success'));
        // Busy until the new analysis is on screen, then a toast with the time (walk W120, decision 0164).
        setReloading(true);
        timer.current = window.setTimeout(() => {
          void queryClient
            .invalidateQueries({ queryKey: queryKeys.latestAnalysis(userId) })
            .then(() => toast.success(t('actions.refreshed', { time: clockTime(new Date(), locale) })))
            .finally(() => setReloading(false));
        }, ANALYSIS_REFETCH_DELAY_MS);
      } else if (status === 'failed') {
        toast.error(t('actions.failed'));
        void queryClient.invalidateQueries({ queryKey: queryKeys.latestAnalysis(userId) });
      } else {
        toast.message(t('actions.started'));
        void queryClient.invalidateQueries({ queryKey: queryKeys.latestAnalysis(userId) });
      }
    },
    onError: (error) => {
      if (error instanceof MappingError) {
        toast.error(t(error.code === 'NO_ONBOARDING_DATA' ? 'actions.noData' : 'actions.invalidData'));
        void navigate('/onboarding/personal-info');
        return;
      }
      const kind =
        error instanceof ApiRequestError
          ? analysisActionError({ status: error.status, code: error.code, message: error.message })
          : 'exception';
      const key = {
        busy: 'actions.busy',
        failed: 'actions.failed',
        exception: 'actions.exception',
        'no-data': 'actions.noData',
        'invalid-data': 'actions.invalidData',
      }[kind];
      toast.error(t(key));
      if (kind === 'no-data' || kind === 'invalid-data') void navigate('/onboarding/personal-info');
    },
  });

  // Both depend only on what they use: the objects `useMutation` and `useQuery` return are new on every render, so
  // depending on them gave the state a new value whenever the provider rendered (a read starting or ending, the
  // resume read after the first screen), and every part of the page rendered again in one blocking task.
  const { mutate, isPending } = generate;
  const runAnalysis = useCallback(() => {
    if (!isPending && !reloading) mutate();
  }, [isPending, reloading, mutate]);
  const { refetch } = analysis;
  const reload = useCallback(() => void refetch(), [refetch]);

  // A yes or no: the resume read arriving after the first render with nothing (null) changes nothing on the page, so
  // it does not render the whole dashboard again (decision 0065).
  const resumeAnalyzed = !!resume.data;
  const value = useMemo<DashboardState>(
    () => ({
      locale,
      user: session.user,
      signedOut,
      answers,
      savedAnswers: profile.saved,
      hasDraft: profile.draft !== null,
      record,
      top,
      result,
      detail,
      reloadDetail,
      panel,
      loadError,
      resumeAnalyzed,
      running: isPending || reloading,
      runAnalysis,
      reload,
      showAllCities,
      setShowAllCities,
    }),
    [
      locale,
      session.user,
      signedOut,
      answers,
      profile.saved,
      profile.draft,
      record,
      top,
      result,
      detail,
      reloadDetail,
      panel,
      loadError,
      resumeAnalyzed,
      isPending,
      reloading,
      runAnalysis,
      reload,
      showAllCities,
      setShowAllCities,
    ],
  );
  // The reads' answers reach the page in a render React may cut in slices (decision 0115): React Query hands a new
  // answer over as an external store's change, which React renders at once and whole; the tab's detail arriving
  // re-rendered the profile tab (map, city grid, money, career path) in one task of about a second on Lighthouse's
  // slowed phone. Deferred, the render with the answer runs in the background in short slices, the page showing
  // what it showed until then (the detail's spinner) and a click still answered in between.
  const deferred = useDeferredValue(value);
  // The busy flag of the refresh buttons is not deferred: a deferred render held back by the page's other work left
  // "Refreshing…" on screen after the new analysis had arrived (walk W120, decision 0164).
  const running = value.running;
  const shown = useMemo(
    () => (deferred.running === running ? deferred : { ...deferred, running }),
    [deferred, running],
  );
  return <Ctx.Provider value={shown}>{children}</Ctx.Provider>;
}

// ---------------------------------------------------------------- learning progress

export function useLearning() {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const session = useSession();
  const key = queryKeys.learning(session.user?.id ?? null);
  const query = useQuery({
    queryKey: key,
    queryFn: fetchLearningProgress,
    enabled: session.status === 'ready',
  });
  const onError = () => toast.error(t('learning.saveFailed'));
  const setItem = (item: LearningItem) =>
    queryClient.setQueryData<LearningItem[]>(key, (items = []) => [
      item,
      ...items.filter((i) => i.courseId !== item.courseId),
    ]);
  const enrol = useMutation({
    mutationFn: async ({
      courseId,
      skillId,
      start,
    }: {
      courseId: string;
      skillId: string;
      start?: boolean;
    }) => {
      await ensureSession();
      const item = await enrolCourse(courseId, skillId);
      return start && item.status === 'enrolled' ? updateCourse(courseId, { status: 'in-progress' }) : item;
    },
    onSuccess: (item) => {
      setItem(item);
      toast.success(t('learning.enrolled'));
    },
    onError,
  });
  const update = useMutation({
    mutationFn: ({
      courseId,
      ...change
    }: {
      courseId: string;
      status?: LearningItem['status'];
      addHours?: number;
      certified?: boolean;
    }) => updateCourse(courseId, change),
    onSuccess: setItem,
    onError,
  });
  const leave = useMutation({
    mutationFn: (courseId: string) => leaveCourse(courseId),
    onSuccess: (_, courseId) =>
      queryClient.setQueryData<LearningItem[]>(key, (items = []) =>
        items.filter((i) => i.courseId !== courseId),
      ),
    onError,
  });
  return { items: query.data ?? [], loading: query.isPending, error: query.isError, enrol, update, leave };
}

export type Learning = ReturnType<typeof useLearning>;
