import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { date, number } from '../format';
import { useDashboard } from '../state';
import type { usePlan } from './use-plan';

/**
 * The learning plan's summary, the same on the Skill Gap tab and in the printed report: hours a week, hours left and
 * the end date, or that nothing is left to plan beyond what the person's studies teach, and how many gaps those cover
 * by graduation (decision 0130: such gaps are not in the plan).
 */
export function PlanSummary({
  gaps,
  plan,
  className,
}: {
  gaps: SkillGap[];
  plan: ReturnType<typeof usePlan>;
  className: string;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const byStudies = gaps.filter((g) => g.studies?.studying && g.timeToTarget.hours === 0).length;
  return (
    <>
      {byStudies > 0 && plan.entries.length === 0 ? (
        <p className={className}>{t('plan.nothing')}</p>
      ) : (
        <p className={className}>
          {t('plan.summary', {
            hours: plan.hoursPerWeek,
            total: number(plan.totalHoursLeft, locale),
            weeks: plan.weeks,
            date: date(plan.endDate, locale),
          })}
        </p>
      )}
      {byStudies > 0 ? (
        <p className={className} data-testid="plan-by-studies">
          {t('plan.byStudies', { count: byStudies })}
        </p>
      ) : null}
    </>
  );
}
