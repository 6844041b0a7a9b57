import { useTranslation } from 'react-i18next';
import { PREDICTION_TIMEFRAMES } from '@thrive/core';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboard } from '../state';

/**
 * Your Career Predictions before the person's analysis is in (walk W15, decision 0151): the three periods as grey
 * bars, never figures that are not theirs (the spec's sample of target x 1.3 / 1.8 / 2.5 and six fixed cities), with
 * what is happening in words: being worked out now (the bars pulse), or not made yet (with Generate).
 */
export function PredictionsWaiting() {
  const { t } = useTranslation('dashboard');
  const { panel, running, runAnalysis } = useDashboard();
  const working = running || panel === 'pending';
  return (
    <div
      className="mt-3 space-y-3"
      data-testid="predictions-waiting"
      data-state={working ? 'working' : 'not-yet'}
    >
      <p className="text-sm text-slate-700">{t(working ? 'predictions.working' : 'predictions.notYet')}</p>
      {working ? null : (
        <Button size="sm" onClick={runAnalysis} className="no-print">
          {t('gate.generate')}
        </Button>
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {PREDICTION_TIMEFRAMES.map((tf) => (
          <div key={tf} className="rounded-lg border border-slate-200 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{t(`tf.${tf}`)}</p>
            <Skeleton className="mt-2 h-4 w-2/3" pulse={working} />
            <Skeleton className="mt-2 h-3 w-1/3" pulse={working} />
            <Skeleton className="mt-3 h-6 w-1/2" pulse={working} />
            <Skeleton className="mt-3 h-3 w-3/4" pulse={working} />
          </div>
        ))}
      </div>
    </div>
  );
}
