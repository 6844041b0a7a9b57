import type { MoneyFigure } from '../contracts/figure';
import { money } from './money';

/**
 * The share of the role's typical pay a person's own pay carries to a city (decision 0153). In their own country, the
 * share itself (decision 0129: a teacher on GBP 38,000 in Manchester is not the typical London teacher). Across a
 * border at most 1: an employer abroad pays that country's rate for the level, and a pay above the home country's
 * typical figure (often a broad group mean) is no sign of pay above the typical abroad (walk W18: PLN 9,000 a month,
 * 1.26 x Warsaw's junior developer figure, became DKK 724,535 in Copenhagen, above its senior figure's share). A
 * share below 1 is carried: the person's pay, not the market's, sets how much less they may earn.
 */
export function shareIn(share: number, abroad: boolean): number {
  return abroad ? Math.min(1, share) : share;
}

/**
 * A typical pay carried to the person's place in it (decision 0129): `share` x the typical pay, saying the share and
 * the typical pay's source, to the nearest 500. Basis 'derived' when the typical pay is official or derived (and `firm`), else 'estimate'.
 * The Future Timeline uses it for each period's typical pay (`rules/comparison.ts` `predictionAffordability`).
 */
export function payAtShare(
  share: number,
  typical: MoneyFigure,
  year: number = typical.year,
  firm = true,
  /** The share at home when {@link shareIn} capped it to 1 abroad (the source then says so). */
  capped?: number,
): MoneyFigure {
  const sure = firm && (typical.basis === 'official' || typical.basis === 'derived');
  // To the nearest 500, as the typical pays are: a scaled pay is an estimate, not a figure to the euro (decision 0153,
  // walk W10: "about EUR 84,837").
  return money(
    Math.round((share * typical.value) / 500) * 500,
    typical.currency,
    sure ? 'derived' : 'estimate',
    capped
      ? `Your current gross pay is ${Math.round(capped * 100)}% of the role's typical pay where you live now; in another country counted at the role's typical pay there: ${typical.source}`
      : `Your current gross pay, ${Math.round(share * 100)}% of the role's typical pay where you live now, x the role's typical pay here: ${typical.source}`,
    year,
    'per year, gross',
  );
}
