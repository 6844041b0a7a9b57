import { useTranslation } from 'react-i18next';
import { useDashboard } from '../state';
import { percent } from '../format';
import type { Figure } from '@thrive/core/contracts/figure';
import { Meter } from '@/components/ui/meter';
import { FigureNote } from '../figure-note';
import { CompareRow } from './compare-table';
import { Difference } from './difference';

/** A percentage row drawn as two meters, and their difference in points; `inverted` when lower is better. */
export function MeterRow({
  label,
  a,
  b,
  extraA,
  extraB,
  inverted,
}: {
  label: string;
  a: Figure;
  b: Figure;
  extraA?: string;
  extraB?: string;
  inverted?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const cell = (f: Figure, extra?: string) => (
    <>
      <div className="flex items-center gap-2">
        <Meter
          value={f.value}
          inverted={inverted}
          label={`${label}: ${percent(f.value, locale)}`}
          className="max-w-40"
        />
        <span className="text-sm font-semibold">{percent(f.value, locale, 0)}</span>
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
