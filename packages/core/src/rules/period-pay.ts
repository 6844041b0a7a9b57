import type { MoneyFigure } from '../contracts/figure';

/**
 * Whether a period's money is on the person's own pay scaled to the role's pay there: only where the gross differs from
 * the salary beside it (walk W415: "your pay, scaled to typical pay ... (not the salary beside it)" beside that same
 * figure, abroad where a share above 1 is not carried). Without a share of the role's pay (`ownPayShare`, none for a
 * student or a side job, decision 0162) the money is on the role's typical pay.
 */
export function periodPayScaled(
  ownPayShare: number | undefined,
  entry: { grossAnnual: Pick<MoneyFigure, 'value' | 'currency'> },
  salary: Pick<MoneyFigure, 'value' | 'currency'>,
): boolean {
  return (
    ownPayShare !== undefined &&
    !(entry.grossAnnual.currency === salary.currency && entry.grossAnnual.value === salary.value)
  );
}
