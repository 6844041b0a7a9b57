import { useTranslation } from 'react-i18next';
import { useDashboard } from '../state';
import { percent } from '../format';
import type { Figure } from '@thrive/core/contracts/figure';
import { Meter } from '@/components/ui/meter';
import { FigureNote } from '../figure-note';
import { CompareRow } from './compare-table';
import { Difference } from './difference';

/**
 * A percentage row drawn as two meters, and their difference in points; `inverted` when lower is better. A score out of
 * 100 that is not a share of anything (the school results' PISA score) reads "50/100", as the wizard says it
 * (`score`), not "50%" (walk 0112).
 */
export function MeterRow({
  label,
  a,
  b,
  extraA,
  extraB,
  inverted,
  score,
}: {
  label: string;
  a: Figure;
  b: Figure;
  extraA?: string;
  extraB?: string;
  inverted?: boolean;
  score?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const shown = (value: number, digits?: number) =>
    score ? `${Math.round(value)}/100` : percent(value, locale, digits);
  const cell = (f: Figure, extra?: string) => (
    <>
      <div className="flex items-center gap-2">
        <Meter
          value={f.value}
          inverted={inverted}
          label={`${label}: ${shown(f.value)}`}
          className="max-w-40"
        />
        <span className="text-sm font-semibold">{shown(f.value, 0)}</span>
      </div>
      {extra ? <p className="text-xs text-slate-700">{extra}</p> : null}
      <FigureNote figure={f} />
    </>
  );
  return (
    <CompareRow
      header={
        <>
          {label}
          {inverted ? (
            <span className="block text-xs font-normal text-slate-600">{t('compare.lowerIsBetter')}</span>
          ) : null}
        </>
      }
      a={cell(a, extraA)}
      b={cell(b, extraB)}
      difference={
        <Difference
          points={Math.round(b.value) - Math.round(a.value)}
          locale={locale}
          better={inverted ? 'lower' : 'higher'}
        />
      }
    />
  );
}
