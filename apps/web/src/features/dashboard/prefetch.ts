import { getSession, refreshSession } from '@/lib/auth/session';
import i18n from '@/lib/i18n';
import { fetchSavedAnswers } from '@/lib/profile';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { fetchAnalysisDetail, fetchLatestAnalysis } from './api';
import { asLocale } from './format';

/**
 * The dashboard route's loader (decision 0057): starts the reads its first screen needs (the session, then the
 * profile and the newest analysis' first screen, in parallel, then the analysis' detail for the tabs, not waited
 * for) while the page's modules are still loading, into the cache its
 * queries read. On the first load of an app shell the route waits for them, so the shell goes straight to the
 * results in one render; later navigations only start them and show the page's loading state meanwhile.
 */
export async function prefetchDashboard(waitForReads: boolean): Promise<null> {
  const reads = (async () => {
    const session = getSession();
    const user = session.status === 'ready' ? session.user : await refreshSession();
    if (!user) return;
    const locale = asLocale(i18n.language);
    const latest = (async () => {
      const key = queryKeys.latestAnalysis(user.id, locale);
      await queryClient.prefetchQuery({ queryKey: key, queryFn: () => fetchLatestAnalysis(locale) });
      // The tabs' detail of a completed analysis starts as soon as its id is known; the first screen does not wait
      // for it (decision 0097).
      const record = queryClient.getQueryData<Awaited<ReturnType<typeof fetchLatestAnalysis>>>(key);
      if (record?.status === 'completed' && record.analysisResult)
        void queryClient.prefetchQuery({
          queryKey: queryKeys.analysisDetail(user.id, record.id, locale),
          queryFn: () => fetchAnalysisDetail(record.id, locale),
          staleTime: Infinity,
        });
    })();
    await Promise.all([
      queryClient.prefetchQuery({ queryKey: queryKeys.profile(user.id), queryFn: fetchSavedAnswers }),
      latest,
    ]);
  })();
  if (waitForReads) await reads;
  return null;
}
