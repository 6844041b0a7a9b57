import { Clock, GraduationCap, Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { learningSummary } from '@thrive/core';
import { getCourse } from '@thrive/core/datasets/index';
import { Meter } from '@/components/ui/meter';
import { date, number, percent } from '../format';
import { useDashboard, type Learning } from '../state';
import { Stat } from './stat';
import { TrackedCourse } from './tracked-course';

const courseHours = (courseId: string) => getCourse(courseId)?.durationHours;

/** Hours, certificates and courses done; progress per skill; the stored courses with their actions. */
export function ProgressTracker({ gaps, learning }: { gaps: SkillGap[]; learning: Learning }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const items = learning.items;
  const summary = useMemo(() => learningSummary(items, courseHours), [items]);
  const skillName = (id: string) => gaps.find((g) => g.skillId === id)?.name ?? id;

  if (learning.loading) return <p className="text-sm text-slate-600">{t('loadingShort')}</p>;
  if (items.length === 0)
    return (
      <p className="text-sm text-slate-700" data-testid="tracker-empty">
        {t('learning.empty')}
      </p>
    );

  return (
    <div className="space-y-4" data-testid="progress-tracker">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat
          icon={<Clock className="size-5" />}
          label={t('learning.hoursSpent')}
          value={number(summary.hours, locale, 1)}
        />
        <Stat
          icon={<Trophy className="size-5" />}
          label={t('learning.certifications')}
          value={String(summary.certificates)}
        />
        <Stat
          icon={<GraduationCap className="size-5" />}
          label={t('learning.completed')}
          value={t('learning.ofCourses', { done: summary.completed, total: summary.total })}
        />
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('learning.perSkill')}</h3>
        <ul className="mt-2 space-y-2">
          {summary.perSkill.map((skill) => (
            <li key={skill.skillId} className="rounded-md border border-slate-200 p-2">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{skillName(skill.skillId)}</span>
                <span>
                  {t('learning.skillLine', {
                    done: skill.done,
                    total: skill.total,
                    hours: number(skill.hours, locale, 1),
                    percent: skill.percent,
                  })}
                </span>
              </div>
              <Meter
                value={skill.percent}
                label={`${skillName(skill.skillId)}: ${percent(skill.percent, locale, 0)}`}
                className="mt-1"
              />
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('learning.courses')}</h3>
        <ul className="mt-2 space-y-2" data-testid="tracker-courses">
          {items.map((item) => (
            <TrackedCourse
              key={item.courseId}
              item={item}
              skillName={skillName(item.skillId)}
              learning={learning}
            />
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('learning.recent')}</h3>
        <ul className="mt-2 space-y-1 text-sm">
          {summary.recent.map((i) => (
            <li key={i.courseId} className="flex justify-between gap-2">
              <span className="truncate">
                {t(`learning.activity.${i.status}`, { course: getCourse(i.courseId)?.title ?? i.courseId })}
              </span>
              <span className="shrink-0 text-slate-600">{date(i.updatedAt, locale)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
