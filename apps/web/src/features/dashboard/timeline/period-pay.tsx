import { useTranslation } from 'react-i18next';
import type { Affordability } from '@thrive/core/contracts/analysis-result';
import type { ExperienceLevel } from '@thrive/core/contracts/enums';
import { useCityMoney } from '../use-city-money';

/**
 * Which gross a period's money left is on, with the amount (walk 3): the salary beside it is the role's typical pay,
 * while money left is at the person's place in that pay when their current pay is known (decision 0129), so the
 * caption names the yearly gross it uses, in every row alike. "The typical pay" is the mid level's (the median); a
 * period at another level names whose pay it is, "the pay for Data Scientist (Junior)", as the salary outlook does
 * (decision 0258, walk 0701).
 */
export function PeriodPayUsed({
  entry,
  scaled,
  role,
  level,
  cityName,
  aside,
}: {
  entry: Pick<Affordability, 'grossAnnual'>;
  scaled: boolean;
  role: string;
  /** The period's level: the salary beside the caption is that level's pay. */
  level: ExperienceLevel;
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
      {t(`afford.${level === 'mid' ? 'payOn' : 'payOnLevel'}.${key}`, {
        amount: show(entry.grossAnnual),
        role,
        level: t(`level.${level}`),
        city: cityName,
      })}
    </p>
  );
}
