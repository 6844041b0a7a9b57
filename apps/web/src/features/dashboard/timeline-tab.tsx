import { Flag, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { PREDICTION_TIMEFRAMES, addDays, type PredictionTimeframe } from '@thrive/core';
import { predictionMoneyLeft } from '@thrive/core/rules/comparison';
import { date, moneyFigure } from './format';
import { useDashboard } from './state';
import { Badge, Card, CardTitle, FigureNote } from './ui';

const SalaryChart = lazy(() => import('./charts').then((m) => ({ default: m.SalaryPathChart })));

const YEARS: Record<PredictionTimeframe, [number, number]> = {
  '0-3': [0, 3],
  '3-5': [3, 5],
  '5-10': [5, 10],
};

/** The milestones of a timeframe: those whose target date falls in its years after the analysis. */
export function milestonesByTimeframe(result: AnalysisResult) {
  const start = result.generatedAt.slice(0, 10);
  const bound = (years: number) => addDays(start, Math.round(years * 365.25));
  return Object.fromEntries(
    PREDICTION_TIMEFRAMES.map((tf) => {
      const [from, to] = YEARS[tf];
      const list = result.milestones
        .filter(
          (m) =>
            m.targetDate >= (from === 0 ? '0000' : bound(from)) &&
            (tf === '5-10' || m.targetDate < bound(to)),
        )
        .sort((a, b) => a.targetDate.localeCompare(b.targetDate));
      return [tf, list];
    }),
  ) as Record<PredictionTimeframe, AnalysisResult['milestones']>;
}

export default function TimelineTab() {
  const { t } = useTranslation('dashboard');
  const { result, locale } = useDashboard();
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
          {PREDICTION_TIMEFRAMES.map((tf) => {
            const p = result.predictions[tf];
            const left = predictionMoneyLeft(p);
            return (
              <li key={tf} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[33px] top-1 size-4 rounded-full border-2 border-white bg-brand-700 ring-2 ring-brand-200"
                />
                <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-800">
                  {t(`tf.${tf}`)}
                </h3>
                <div className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-4">
                  <div>
                    <p className="text-xs text-slate-600">{t('timeline.role')}</p>
                    <p className="font-semibold">{p.career.role}</p>
                    <p className="text-sm text-slate-700">{t(`level.${p.career.level}`)}</p>
                  </div>
                  <div>
                    <p className="text-xs text-slate-600">{t('timeline.city')}</p>
                    <p className="flex items-center gap-1 font-semibold">
                      <MapPin className="size-4 text-brand-700" aria-hidden="true" />
                      {p.location.city}
                    </p>
                  </div>
                  <div>
                    <p className="text-xs text-slate-600">{t('timeline.salary')}</p>
                    <p className="font-semibold">{moneyFigure(p.career.salary, locale)}</p>
                    <FigureNote figure={p.career.salary} />
                  </div>
                  <div>
                    <p className="text-xs text-slate-600">{t('timeline.moneyLeft')}</p>
                    {left ? (
                      <>
                        <p className={left.value < 0 ? 'font-semibold text-red-700' : 'font-semibold'}>
                          {moneyFigure(left, locale)}
                        </p>
                        <FigureNote figure={left} />
                      </>
                    ) : (
                      <p className="text-sm text-slate-600">{t('profile.none')}</p>
                    )}
                  </div>
                </div>
                <ul className="mt-3 space-y-1.5">
                  {byTf[tf].map((m) => (
                    <li key={m.id} className="flex flex-wrap items-start gap-2 text-sm">
                      <Flag className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      <span className="font-medium">{m.title}</span>
                      <Badge>{t(`milestoneType.${m.type}`)}</Badge>
                      <span className="text-slate-600">
                        {t('timeline.target', { date: date(m.targetDate, locale) })}
                      </span>
                    </li>
                  ))}
                  {byTf[tf].length === 0 ? (
                    <li className="text-sm text-slate-600">{t('timeline.noMilestones')}</li>
                  ) : null}
                </ul>
              </li>
            );
          })}
        </ol>
      </Card>
      <Card>
        <Suspense fallback={null}>
          <SalaryChart
            title={t('charts.salaryPath')}
            currency={result.predictions['0-3'].career.salary.currency}
            points={PREDICTION_TIMEFRAMES.map((tf) => ({
              label: t(`tf.${tf}`),
              value: Math.round(result.predictions[tf].career.salary.value),
            }))}
          />
        </Suspense>
      </Card>
    </div>
  );
}
