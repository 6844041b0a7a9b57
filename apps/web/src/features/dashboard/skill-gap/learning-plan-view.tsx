import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { date, number } from '../format';
import { useDashboard, useLearning } from '../state';
import { PRIORITY_TONE } from './derive';
import { PlanSummary } from './plan-summary';
import { usePlan } from './use-plan';

/** The learning plan: skills in order with hours left and target dates. */
export function LearningPlanView({ gaps }: { gaps: SkillGap[] }) {
  const { t } = useTranslation('dashboard');
  const { answers, locale } = useDashboard();
  const learning = useLearning();
  const plan = usePlan(gaps, learning.items, answers?.learningHoursPerWeek ?? 5);
  return (
    <Card
      id="learning-plan"
      className="scroll-mt-20"
      aria-labelledby="plan-title"
      data-testid="learning-plan"
    >
      <CardTitle as="h2" id="plan-title" className="flex items-center gap-2 text-lg">
        <CalendarDays className="size-5 text-brand-700" aria-hidden="true" />
        {t('plan.title')}
      </CardTitle>
      <PlanSummary gaps={gaps} plan={plan} className="text-sm text-slate-700" />
      <ol className="mt-3 space-y-2">
        {plan.entries.map((e) => (
          <li
            key={e.skillId}
            className={cn(
              'flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm',
              e.done ? 'border-green-200 bg-green-50' : 'border-slate-200',
            )}
          >
            <span className="font-medium">
              {e.name} <Badge tone={PRIORITY_TONE[e.priority]}>{t(`skills.priority.${e.priority}`)}</Badge>
            </span>
            <span className="text-slate-700">
              {e.done
                ? t('plan.done')
                : t('plan.entry', {
                    left: number(e.hoursLeft, locale, 1),
                    start: date(e.startDate, locale),
                    target: date(e.targetDate, locale),
                  })}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
