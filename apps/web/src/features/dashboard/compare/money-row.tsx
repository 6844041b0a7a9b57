import type { BetterWhen } from '@thrive/core';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { FigureNote } from '../figure-note';
import { moneyFigure, type Locale } from '../format';
import { Difference } from './difference';
import { CELL, ROW, ROW_HEADER } from './compare-table';

/** A money row: both figures with their sources and the difference B - A. */
export function MoneyRow({
  label,
  a,
  b,
  locale,
  better,
}: {
  label: string;
  a: MoneyFigure;
  b: MoneyFigure;
  locale: Locale;
  /** Which way is better for the person: pay and money left 'higher', costs and rent 'lower'. */
  better: BetterWhen;
}) {
  return (
    <tr className={ROW}>
      <th scope="row" className={ROW_HEADER}>
        {label}
      </th>
      <td className={CELL}>
        <span className="font-semibold">{moneyFigure(a, locale)}</span>
        <FigureNote figure={a} />
      </td>
      <td className={CELL}>
        <span className="font-semibold">{moneyFigure(b, locale)}</span>
        <FigureNote figure={b} />
      </td>
      <td className={CELL}>
        <Difference value={b.value - a.value} locale={locale} better={better} />
      </td>
    </tr>
  );
}
