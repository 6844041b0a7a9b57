import { MapPin, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { annualAmount, PREDICTION_TIMEFRAMES } from '@thrive/core';
import { Card, CardTitle } from '@/components/ui/card';
import { Meter } from '@/components/ui/meter';
import { FigureNote } from '../figure-note';
import { useCityMoney } from '../use-city-money';
import { useDashboard } from '../state';
import { SamplePredictionView } from './sample-prediction-view';
import { SalaryPathChart } from '../charts/salary-path-chart';

/** Your Career Predictions: the analysis' three timeframes, the spec's sample view, or three teasers. */
export function CareerPredictions() {
  const { t } = useTranslation('dashboard');
  const { result, answers } = useDashboard();
  const show = useCityMoney();
  return (
    <Card aria-labelledby="predictions-title" data-testid="predictions">
      <CardTitle as="h2" id="predictions-title" className="text-lg">
        {t('predictions.title')}
      </CardTitle>
      {result ? (
        <div className="mt-3 space-y-4" data-testid="predictions-results">
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            {PREDICTION_TIMEFRAMES.map((tf) => {
              const p = result.predictions[tf];
              return (
                <div key={tf} className="rounded-lg border border-slate-200 p-3">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                    {t(`tf.${tf}`)}
                  </p>
                  <p className="mt-1 font-semibold">{p.career.role}</p>
                  <p className="text-sm text-slate-600">{t(`level.${p.career.level}`)}</p>
                  <p className="mt-2 text-xl font-bold">
                    {show(p.career.salary, p.location.housingPrice.currency)}
                  </p>
                  <FigureNote figure={p.career.salary} />
                  <p className="mt-2 flex items-center gap-1 text-sm">
                    <MapPin className="size-4 text-brand-700" aria-hidden="true" />
                    {p.location.city}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('predictions.housing', {
                      type: t(`housing.${p.lifestyle.housingType}`),
                      rent: show(p.location.housingPrice),
                    })}
                  </p>
                  <FigureNote figure={p.location.housingPrice} />
                  {/* A room beside the flat for a student or a budget below it (decision 0141). */}
                  {p.location.roomPrice ? (
                    <div data-testid="room-price">
                      <p className="mt-1 text-sm text-slate-700">
                        {t('predictions.room', { rent: show(p.location.roomPrice) })}
                      </p>
                      <FigureNote figure={p.location.roomPrice} />
                    </div>
                  ) : null}
                  <div className="mt-2 text-sm">
                    <span>{t('predictions.confidence', { value: p.career.confidence })}</span>
                    <Meter
                      value={p.career.confidence}
                      label={t('predictions.confidence', { value: p.career.confidence })}
                      className="mt-1"
                    />
                  </div>
                </div>
              );
            })}
          </div>
          <p className="text-xs text-slate-600" data-testid="fit-score-note">
            {t('predictions.fitScoreNote')}
          </p>
          {/* Drawn at once, without a chart library (decision 0144): no empty block while a chunk loads. */}
          <SalaryPathChart
            points={PREDICTION_TIMEFRAMES.map((tf) => ({
              label: t(`tf.${tf}`),
              value: Math.round(result.predictions[tf].career.salary.value),
            }))}
            currency={result.predictions['0-3'].career.salary.currency}
            title={t('charts.salaryPath')}
          />
        </div>
      ) : answers ? (
        <SamplePredictionView
          target={annualAmount(answers.salaryRange, answers.timeframe)}
          currency={answers.currency}
        />
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-3" data-testid="predictions-teasers">
          {(['cityMatch', 'culturalFit', 'jobs'] as const).map((key) => (
            <div key={key} className="rounded-lg border border-dashed border-slate-300 p-4">
              <Sparkles className="size-5 text-brand-700" aria-hidden="true" />
              <p className="mt-2 font-semibold">{t(`teasers.${key}`)}</p>
              <p className="text-sm text-slate-600">{t(`teasers.${key}Text`)}</p>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
