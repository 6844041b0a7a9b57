import type { MoneyFigure } from '../contracts/figure';
import { money } from './money';

/**
 * A typical pay carried to the person's place in it (decision 0129): `share` x the typical pay, saying the share and
 * the typical pay's source. Basis 'derived' when the typical pay is official or derived (and `firm`), else 'estimate'.
 * The Future Timeline uses it for each period's typical pay (`rules/comparison.ts` `predictionAffordability`).
 */
export function payAtShare(
  share: number,
  typical: MoneyFigure,
  year: number = typical.year,
  firm = true,
): MoneyFigure {
  const sure = firm && (typical.basis === 'official' || typical.basis === 'derived');
  return money(
    share * typical.value,
    typical.currency,
    sure ? 'derived' : 'estimate',
    `Your current gross pay, ${Math.round(share * 100)}% of the role's typical pay where you live now, x the role's typical pay here: ${typical.source}`,
    year,
    'per year, gross',
  );
}
