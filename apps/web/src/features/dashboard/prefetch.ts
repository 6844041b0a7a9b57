import { forgetEarlyReads } from '@/lib/api/fetch-json';
import { getSession, refreshSession } from '@/lib/auth/session';
import i18n from '@/lib/i18n';
import { fetchSavedAnswers } from '@/lib/profile';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { cldrNames } from '@thrive/core/text/country-names';
import { cn } from '@/lib/utils';
import { fetchAnalysisDetail, fetchLatestAnalysis } from './api';
import { INTL_LOCALE } from '@thrive/core/format';
import { asLocale, date, money, type Locale } from './format';

/**
 * What the page's first render would otherwise do for the first time in the middle of its own task (decision 0155),
 * done while the first screen's reads are on the way and the main thread waits for them, a short task each: the
 * browser's number and date formatting (the first `Intl` formatter of a page sets up ICU, 30-80 ms of one task in the
 * profiles; later ones cost well under a millisecond), the names of countries and languages (Intl.DisplayNames, about
 * 10 ms the first time), and the class merger's tables (tailwind-merge builds them at its first call, 12-26 ms).
 * The formatters are the very ones the page uses (each kept by its options), so nothing is made twice.
 * ICU's set-up is itself cut in two (decision 0226): the locale's likely subtags (`Intl.Locale#maximize`, 5-10 ms on
 * this machine) in a task before the first number formatter, which then costs about half (11-15 ms instead of
 * 21-35 ms): one task of 100 ms on Lighthouse's 4x phone became two under 60 ms.
 */
export function prepareFirstRender(locale: Locale): void {
  const steps = [
    () => new Intl.Locale(INTL_LOCALE[locale]).maximize(),
    () => money(0, 'EUR', locale),
    () => date('2026-01-01', locale),
    () => {
      cldrNames('region', locale);
      cldrNames('language', locale);
    },
    () => cn('p-1', 'p-2'),
  ];
  for (const step of steps) setTimeout(step, 0);
}

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
    if (!user) return forgetEarlyReads();
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
    const profile = queryClient.prefetchQuery({
      queryKey: queryKeys.profile(user.id),
      queryFn: fetchSavedAnswers,
    });
    // The first load renders the page once the reads are in: meanwhile, the first uses of what it will use.
    if (waitForReads) prepareFirstRender(locale);
    await Promise.all([profile, latest]);
  })().finally(forgetEarlyReads);
  if (waitForReads) await reads;
  return null;
}
