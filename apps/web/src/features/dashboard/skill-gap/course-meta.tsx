import { useTranslation } from 'react-i18next';
import type { Course } from '@thrive/core/datasets/index';

/** Provider, level, length and cost of a course. */
export function CourseMeta({ course }: { course: Course }) {
  const { t } = useTranslation('dashboard');
  return (
    <p className="text-xs text-slate-600">
      {course.provider} · {t(`skills.courseLevel.${course.level}`)}
      {course.durationHours
        ? ` · ${t('skills.hours', { count: course.durationHours })}`
        : course.durationWeeks
          ? ` · ${t('learning.weeks', { count: course.durationWeeks })}`
          : ''}{' '}
      · {t(`learning.cost.${course.cost}`)}
    </p>
  );
}
