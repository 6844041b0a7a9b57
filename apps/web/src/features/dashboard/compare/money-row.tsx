import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { FigureNote } from '../figure-note';
import { moneyFigure, type Locale } from '../format';
import { Difference } from './difference';

/** A money row: both figures with their sources and the difference B - A. */
export function MoneyRow({
  label,
  a,
  b,
  locale,
}: {
  label: string;
  a: MoneyFigure;
  b: MoneyFigure;
  locale: Locale;
}) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="py-2 pr-3 text-left text-sm font-medium text-slate-700">
        {label}
      </th>
      <td className="py-2 pr-3">
        <span className="font-semibold">{moneyFigure(a, locale)}</span>
        <FigureNote figure={a} />
      </td>
      <td className="py-2 pr-3">
        <span className="font-semibold">{moneyFigure(b, locale)}</span>
        <FigureNote figure={b} />
      </td>
      <td className="py-2">
        <Difference value={b.value - a.value} locale={locale} />
      </td>
    </tr>
  );
}
