import { useTranslation } from 'react-i18next';
import { PREDICTION_TIMEFRAMES, milestonesByTimeframe } from '@thrive/core';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { Card, CardTitle } from '@/components/ui/card';
import { FigureNote } from '../figure-note';
import { useCityMoney } from '../use-city-money';
import { useDashboard } from '../state';
import { TimelinePeriod } from './timeline-period';
import { useMilestonesOnPlan } from '../skill-gap/use-plan';
import { SalaryPathChart } from '../charts/salary-path-chart';

/**
 * Where the person stands today (decision 0089): money left in the city they live in now on the pay they gave, the
 * point the predictions start from. Absent when the analysis has no current pay where they live.
 */
function TodayLine({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation('dashboard');
  const show = useCityMoney();
  const now = result.affordability.find((a) => a.payOrigin === 'current');
  if (!now) return null;
  const city = result.cityMatches.find((c) => c.cityId === now.cityId)?.name ?? now.cityId;
  return (
    <div className="mt-3 rounded-md bg-slate-50 px-3 py-2" data-testid="timeline-today">
      <p className="text-sm font-medium">
        {t('timeline.today', { city, amount: show(now.moneyLeftMonthly) })}
      </p>
      <FigureNote figure={now.moneyLeftMonthly} />
    </div>
  );
}

export default function TimelineTab() {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  // The learning goal on the learning plan's dates (decision 0120).
  const milestones = useMilestonesOnPlan(result);
  if (!result) return null;
  const byTf = milestonesByTimeframe({ generatedAt: result.generatedAt, milestones });
  return (
    <div className="space-y-4" data-testid="timeline-tab">
      <Card>
        <CardTitle as="h2" className="text-lg">
          {t('timeline.title')}
        </CardTitle>
        <p className="text-sm text-slate-600">{t('timeline.intro')}</p>
        <TodayLine result={result} />
        <ol className="relative mt-4 space-y-6 border-l-2 border-brand-200 pl-6">
          {PREDICTION_TIMEFRAMES.map((tf) => (
            <TimelinePeriod key={tf} tf={tf} result={result} milestones={byTf[tf]} />
          ))}
        </ol>
      </Card>
      <Card>
        <SalaryPathChart
          title={t('charts.salaryPath')}
          currency={result.predictions['0-3'].career.salary.currency}
          points={PREDICTION_TIMEFRAMES.map((tf) => ({
            label: t(`tf.${tf}`),
            value: Math.round(result.predictions[tf].career.salary.value),
          }))}
        />
      </Card>
    </div>
  );
}
