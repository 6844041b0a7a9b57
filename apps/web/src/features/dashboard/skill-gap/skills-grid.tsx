import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import type { Learning } from '../state';
import { CourseActions } from './course-actions';
import { CourseMeta } from './course-meta';
import { courseList } from './derive';

/** Every course for the gaps (four per skill at most, each once). */
export function SkillsGrid({ gaps, learning }: { gaps: SkillGap[]; learning: Learning }) {
  const courses = useMemo(() => courseList(gaps), [gaps]);
  const { t } = useTranslation('dashboard');
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="skills-grid">
      {courses.map(({ course, skillId, skill }) => (
        <li
          key={course.id}
          className="flex flex-col justify-between gap-2 rounded-lg border border-slate-200 p-3"
        >
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-brand-800">{skill}</p>
            <p className="font-medium" translate="no">
              {course.title}
            </p>
            <CourseMeta course={course} />
            <a
              href={course.url}
              target="_blank"
              rel="noreferrer noopener"
              className="text-xs text-brand-800 underline-offset-2 hover:underline"
            >
              {t('gapDash.courseSite')}
              <span className="sr-only"> ({t('opensNewTab')})</span>
            </a>
          </div>
          <div>
            <CourseActions course={course} skillId={skillId} learning={learning} />
          </div>
        </li>
      ))}
    </ul>
  );
}
