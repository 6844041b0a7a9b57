import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PREDICTION_TIMEFRAMES, milestonesByTimeframe } from '@thrive/core';
import { Card, CardTitle } from '@/components/ui/card';
import { useDashboard } from '../state';
import { TimelinePeriod } from './timeline-period';
import { WhenVisible } from '@/components/when-visible';

const SalaryPathChart = lazy(() =>
  import('../charts/salary-path-chart').then((m) => ({ default: m.SalaryPathChart })),
);

export default function TimelineTab() {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  if (!result) return null;
  const byTf = milestonesByTimeframe(result);
  return (
    <div className="space-y-4" data-testid="timeline-tab">
      <Card>
        <CardTitle as="h2" className="text-lg">
          {t('timeline.title')}
        </CardTitle>
        <p className="text-sm text-slate-600">{t('timeline.intro')}</p>
        <ol className="relative mt-4 space-y-6 border-l-2 border-brand-200 pl-6">
          {PREDICTION_TIMEFRAMES.map((tf) => (
            <TimelinePeriod key={tf} tf={tf} result={result} milestones={byTf[tf]} />
          ))}
        </ol>
      </Card>
      <Card>
        <WhenVisible className="h-64">
          <Suspense fallback={<div className="h-64" />}>
            <SalaryPathChart
              title={t('charts.salaryPath')}
              currency={result.predictions['0-3'].career.salary.currency}
              points={PREDICTION_TIMEFRAMES.map((tf) => ({
                label: t(`tf.${tf}`),
                value: Math.round(result.predictions[tf].career.salary.value),
              }))}
            />
          </Suspense>
        </WhenVisible>
      </Card>
    </div>
  );
}
