import { useTranslation } from 'react-i18next';
import { useDashboard } from '../state';
import { percent } from '../format';
import type { Figure } from '@thrive/core/contracts/figure';
import { Meter } from '@/components/ui/meter';
import { FigureNote } from '../figure-note';
import { CELL, ROW, ROW_HEADER } from './compare-table';

/** A percentage row drawn as two meters; `inverted` when lower is better. */
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
  const cell = (f: Figure, extra?: string, name?: string) => (
    <td className={CELL}>
      <div className="flex items-center gap-2">
        <Meter
          value={f.value}
          inverted={inverted}
          label={`${label} ${name ?? ''}: ${percent(f.value, locale)}`}
          className="max-w-40"
        />
        <span className="text-sm font-semibold">{percent(f.value, locale, 0)}</span>
      </div>
      {extra ? <p className="text-xs text-slate-700">{extra}</p> : null}
      <FigureNote figure={f} />
    </td>
  );
  return (
    <tr className={ROW}>
      <th scope="row" className={ROW_HEADER}>
        {label}
        {inverted ? (
          <span className="block text-xs font-normal text-slate-600">{t('compare.lowerIsBetter')}</span>
        ) : null}
      </th>
      {cell(a, extraA)}
      {cell(b, extraB)}
      <td className="hidden sm:table-cell" />
    </tr>
  );
}
