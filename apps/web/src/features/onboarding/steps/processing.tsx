import { SavedAnswersResponse } from '@thrive/core/contracts/saved-answers';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import {
  PROCESSING_REDIRECT_DELAY_MS,
  PROCESSING_STAGES,
  PROCESSING_TICK_MS,
  isFinalizing,
  processingProgress,
  processingStageIndex,
} from '@thrive/core/rules/processing';
import { generateCareerAnalysis } from '@/lib/api/analysis';
import { ensureSession } from '@/lib/auth/session';
import { ApiRequestError, apiJson } from '@/lib/api/http';
import { accountDraftSettled } from '@/lib/account-draft';
import { saveRetryRecord } from '@/lib/analysis-retry';
import { usePageMeta } from '@/lib/page-meta';
import { queryKeys } from '@/lib/query-keys';
import { clearStoredAnswers, hasStoredAnswers, useOnboardingStore } from '../store';

/**
 * Spec section 4: one analysis request per visit; progress +1.5 every 200 ms to 100 with six named stages, then
 * 'Finalizing...'; success removes the stored answers (once the server holds them) and opens the dashboard after 1 s; a service error stores the
 * retry record and opens the dashboard; missing or invalid answers send the person to personal-info.
 */
export function ProcessingStep() {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const sent = useRef(false);
  usePageMeta(`${t('titles.processing')} · Thrive`);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(
      () => setProgress(processingProgress(Date.now() - started)),
      PROCESSING_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const answers = useOnboardingStore.getState().answers;
    if (!hasStoredAnswers()) {
      toast.error(t('processing.noData'));
      void navigate('/onboarding/personal-info', { replace: true });
      return;
    }
    const mapped = mapAnswersToRequest(answers, { locale: i18n.resolvedLanguage === 'nl' ? 'nl' : 'en' });
    if (!mapped.ok) {
      toast.error(t(mapped.code === 'NO_ONBOARDING_DATA' ? 'processing.noData' : 'processing.invalid'));
      void navigate('/onboarding/personal-info', { replace: true });
      return;
    }
    let redirect: number | undefined;
    ensureSession()
      // The answers are kept on the server for this person (their profile on every device), then analysed.
      .then(async (user) => {
        const saved = await saveAnswersOnServer(answers);
        if (saved) queryClient.setQueryData(queryKeys.profile(user.id), answers);
        await generateCareerAnalysis(mapped.request);
        await queryClient.invalidateQueries({ queryKey: queryKeys.latestAnalysis(user.id) });
        return saved;
      })
      .then((saved) => {
        // The browser's copy goes only once the server holds the answers: a save that failed twice would otherwise
        // leave the dashboard with a plan and no answers (CI walk of decision 0252: Compare priced one adult for a
        // family). Kept, they are the dashboard's answers (the draft comes first) and the person is told.
        if (saved) {
          clearStoredAnswers();
          toast.success(t('processing.done'));
        } else toast.warning(t('processing.notSaved'));
        redirect = window.setTimeout(
          () => void navigate('/dashboard', { replace: true }),
          PROCESSING_REDIRECT_DELAY_MS,
        );
      })
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError) {
          saveRetryRecord(answers, mapped.request);
          toast.error(t('processing.failed'));
        } else {
          toast.error(t('processing.error'));
        }
        void navigate('/dashboard', { replace: true });
      });
    return () => {
      if (redirect) window.clearTimeout(redirect);
    };
  }, [i18n.resolvedLanguage, navigate, queryClient, t]);

  const stage = processingStageIndex(progress);
  const finalizing = isFinalizing(progress);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" aria-live="polite">
        {finalizing
          ? t('processing.finalizing')
          : t('processing.heading', { progress: Math.floor(progress) })}
      </h1>
      <div
        role="progressbar"
        aria-label={t('titles.processing')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(progress)}
        className="mt-6 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-brand-700 transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
      <ol className="mt-8 space-y-3">
        {PROCESSING_STAGES.map((id, index) => {
          const done = index < stage || finalizing;
          const current = index === stage && !finalizing;
          return (
            <li key={id} className="flex items-center gap-3" aria-current={current ? 'step' : undefined}>
              {done ? (
                <CheckCircle2 className="size-5 text-brand-700" aria-hidden="true" />
              ) : current ? (
                <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
              ) : (
                <Circle className="size-5 text-slate-400" aria-hidden="true" />
              )}
              <span className={done || current ? 'text-slate-900' : 'text-slate-600'}>
                {t(`processing.stages.${id}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The profile's save also removes the draft kept with the account (decision 0192): it waits for any draft on its way.
 * A failed save is tried once more after a second; true once the server holds the answers.
 */
async function saveAnswersOnServer(answers: unknown): Promise<boolean> {
  await accountDraftSettled();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await apiJson('/api/me/onboarding', { method: 'PUT', json: { answers }, schema: SavedAnswersResponse });
      return true;
    } catch {
      if (attempt === 0) await new Promise((resolve) => setTimeout(resolve, SAVE_RETRY_MS));
    }
  }
  return false;
}

/** The wait before the answers' save is tried again. */
export const SAVE_RETRY_MS = 1000;
