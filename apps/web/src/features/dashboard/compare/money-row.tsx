import type { BetterWhen } from '@thrive/core';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { FigureNote } from '../figure-note';
import { EXCHANGE_RATES } from '@thrive/core/engine/exchange-rates';
import { convertValue } from '@thrive/core/engine/money';
import { cityMoney, type Locale } from '../format';
import { Difference } from './difference';
import { CompareRow } from './compare-table';

/**
 * A money row: both figures in their city's own currency with "≈" the person's currency (decision 0034), their
 * sources, and the difference B - A in the person's currency at the ECB reference rates.
 */
export function MoneyRow({
  label,
  a,
  b,
  locale,
  better,
  home = 'EUR',
}: {
  label: string;
  /** The person's own currency. */
  home?: string;
  a: MoneyFigure;
  b: MoneyFigure;
  locale: Locale;
  /** Which way is better for the person: pay and money left 'higher', costs and rent 'lower'. */
  better: BetterWhen;
}) {
  const cell = (x: MoneyFigure) => (
    <>
      <span className="font-semibold">{cityMoney(x.value, x.currency, x.currency, home, locale)}</span>
      <FigureNote figure={x} />
    </>
  );
  return (
    <CompareRow
      header={label}
      a={cell(a)}
      b={cell(b)}
      difference={
        <Difference
          value={Math.round(
            convertValue(b.value, b.currency, home, EXCHANGE_RATES) -
              convertValue(a.value, a.currency, home, EXCHANGE_RATES),
          )}
          locale={locale}
          better={better}
          currency={home}
        />
      }
    />
  );
}
