import { useTranslation } from 'react-i18next';
import { samplePrediction } from '@thrive/core';
import { Button } from '@/components/ui/button';
import { money } from '../format';
import { SampleNote } from '../sample-note';
import { useDashboard } from '../state';

/** The spec's onboarding-based prediction (target x 1.3, 1.8, 2.5 and six cities), labelled as a sample. */
export function SamplePredictionView({ target, currency }: { target: number; currency: string }) {
  const { t } = useTranslation('dashboard');
  const { locale, running, runAnalysis } = useDashboard();
  const sample = samplePrediction(target);
  return (
    <div className="mt-3 space-y-3" data-testid="predictions-sample">
      <SampleNote>{t('predictions.sampleNote')}</SampleNote>
      <Button size="sm" onClick={runAnalysis} disabled={running} className="no-print">
        {t('gate.generate')}
      </Button>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {sample.salaries.map((s) => (
          <div key={s.timeframe} className="rounded-lg border border-slate-200 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
              {t(`tf.${s.timeframe}`)}
            </p>
            <p className="text-xl font-bold">{money(s.salary, currency, locale)}</p>
            <p className="text-xs text-slate-600">{t('predictions.multiplier', { value: s.multiplier })}</p>
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {sample.cities.map((c) => (
          <li
            key={c.cityId}
            className="flex items-center justify-between rounded-md bg-slate-50 px-3 py-2 text-sm"
          >
            <span className="font-medium">{c.name}</span>
            <span>
              {t('predictions.sampleMatch', { match: c.match })} ·{' '}
              {t('predictions.costMultiplier', { value: c.costMultiplier })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
