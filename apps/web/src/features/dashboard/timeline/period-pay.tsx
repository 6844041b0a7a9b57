import { useTranslation } from 'react-i18next';
import type { Affordability } from '@thrive/core/contracts/analysis-result';
import { useCityMoney } from '../use-city-money';

/**
 * Which gross a period's money left is on, with the amount (walk 3): the salary beside it is the role's typical pay,
 * while money left is at the person's place in that pay when their current pay is known (decision 0129), so the
 * caption names the yearly gross it uses, in every row alike.
 */
export function PeriodPayUsed({
  entry,
  scaled,
  role,
  cityName,
  aside,
}: {
  entry: Pick<Affordability, 'grossAnnual'>;
  scaled: boolean;
  role: string;
  cityName: string;
  /** Why the person's current pay is not the plan's (`AnalysisResult.currentPayAside`, decision 0162). */
  aside?: 'studying' | 'changing' | 'part-time' | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const show = useCityMoney();
  const key = scaled
    ? 'scaled'
    : aside === 'studying'
      ? 'studying'
      : aside === 'part-time'
        ? 'partTime'
        : aside === 'changing'
          ? 'changing'
          : 'role';
  return (
    <p className="text-xs font-normal text-slate-700" data-testid="pay-used">
      {t(`afford.payOn.${key}`, {
        amount: show(entry.grossAnnual),
        role,
        city: cityName,
      })}
    </p>
  );
}
