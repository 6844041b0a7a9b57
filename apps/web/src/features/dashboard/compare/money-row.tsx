import type { ReactNode } from 'react';
import type { BetterWhen } from '@thrive/core';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { FigureNote } from '../figure-note';
import { cityMoney, homeAmount, type Locale } from '../format';
import { Difference } from './difference';
import { CompareRow } from './compare-table';

/**
 * A money row: both figures in their city's own currency with "≈" the person's currency (decision 0034), their
 * sources, and the difference B - A of the amounts shown in the person's currency (`homeAmount`).
 */
export function MoneyRow({
  label,
  a,
  b,
  locale,
  better,
  home = 'EUR',
  noteA,
  noteB,
}: {
  label: string;
  /** The person's own currency. */
  home?: string;
  a: MoneyFigure;
  b: MoneyFigure;
  locale: Locale;
  /** Which way is better for the person: pay and money left 'higher', costs and rent 'lower'. */
  better: BetterWhen;
  /** A line under each figure (which pay it uses, decision 0089). */
  noteA?: ReactNode;
  noteB?: ReactNode;
}) {
  const cell = (x: MoneyFigure, note: ReactNode) => (
    <>
      <span className="font-semibold" data-testid="money-cell">
        {cityMoney(x.value, x.currency, x.currency, home, locale)}
      </span>
      {note}
      <FigureNote figure={x} />
    </>
  );
  return (
    <CompareRow
      header={label}
      a={cell(a, noteA)}
      b={cell(b, noteB)}
      difference={
        <Difference
          // The two amounts as the cells show them in the person's currency: the difference is theirs.
          value={
            (homeAmount(b.value, b.currency, b.currency, home) ?? 0) -
            (homeAmount(a.value, a.currency, a.currency, home) ?? 0)
          }
          locale={locale}
          better={better}
          currency={home}
        />
      }
    />
  );
}
