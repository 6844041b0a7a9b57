import { useTranslation } from 'react-i18next';
import { courseProgressPercent } from '@thrive/core';
import { getCourse } from '@thrive/core/datasets/index';
import { Button } from '@/components/ui/button';
import { Meter } from '@/components/ui/meter';
import type { LearningItem } from '../api';
import { number, percent as formatPercent } from '../format';
import { useDashboard, type Learning } from '../state';

/** One stored course: status, logged hours, progress and Log 1 hour / Mark complete / certificate / Leave. */
export function TrackedCourse({
  item,
  skillName,
  learning,
}: {
  item: LearningItem;
  skillName: string;
  learning: Learning;
}) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const course = getCourse(item.courseId);
  const percent = courseProgressPercent(item.status, item.hoursSpent, course?.durationHours);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium" translate="no">
            {course?.title ?? item.courseId}
          </p>
          <p className="text-xs text-slate-600">
            {skillName} · {t(`learning.status.${item.status}`)} ·{' '}
            {t('learning.logged', { hours: number(item.hoursSpent, locale, 1) })}
            {percent !== null ? ` · ${formatPercent(percent, locale, 0)}` : ''}
            {item.certified ? ` · ${t('learning.certified')}` : ''}
          </p>
        </div>
        <div className="no-print flex flex-wrap gap-1.5">
          {item.status !== 'completed' ? (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => learning.update.mutate({ courseId: item.courseId, addHours: 1 })}
              >
                {t('learning.logHour')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => learning.update.mutate({ courseId: item.courseId, status: 'completed' })}
              >
                {t('learning.complete')}
              </Button>
            </>
          ) : (
            <label className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={item.certified}
                onChange={(e) =>
                  learning.update.mutate({ courseId: item.courseId, certified: e.target.checked })
                }
              />
              {t('learning.certificate')}
            </label>
          )}
          <Button size="sm" variant="ghost" onClick={() => learning.leave.mutate(item.courseId)}>
            {t('learning.leave')}
          </Button>
        </div>
      </div>
      {percent !== null ? (
        <Meter
          value={percent}
          label={`${course?.title ?? item.courseId}: ${formatPercent(percent, locale, 0)}`}
          className="mt-2"
        />
      ) : null}
    </li>
  );
}
