import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { journeyMilestones } from '@thrive/core';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useDashboard } from '../state';

export function Journey() {
  const { t } = useTranslation('dashboard');
  const { answers, record } = useDashboard();
  const milestones = journeyMilestones({
    firstName: answers?.personalInfo.firstName,
    lastName: answers?.personalInfo.lastName,
    careerGoals: answers?.careerGoals,
    careerGoalsText: answers?.careerGoalsText,
    skills: answers?.skills,
    analysisStatus: record?.status ?? null,
  });
  return (
    <Card aria-labelledby="journey-title" data-testid="journey">
      <CardTitle as="h2" id="journey-title" className="text-lg">
        {t('journey.title')}
      </CardTitle>
      <ol className="mt-3 space-y-2">
        {milestones.map((m) => (
          <li
            key={m.id}
            className={cn(
              'flex items-start gap-3 rounded-md p-2',
              m.current && 'bg-brand-50 ring-1 ring-brand-200',
            )}
            aria-current={m.current ? 'step' : undefined}
          >
            {m.completed ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            ) : m.current ? (
              <CircleDot className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <div className="flex-1">
              <p className="font-medium">
                {t(`journey.${m.id}`)} {m.current ? <Badge tone="brand">{t('journey.current')}</Badge> : null}
                {m.completed ? <span className="sr-only">({t('completion.done')})</span> : null}
              </p>
              <p className="text-xs text-slate-600">{t(`journey.target.${m.target}`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
