import { BookOpen, GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { Button } from '@/components/ui/button';
import { Meter } from '@/components/ui/meter';
import { cn } from '@/lib/utils';
import type { Learning } from '../state';
import { CourseActions } from './course-actions';
import { CourseMeta } from './course-meta';
import { coursesFor, overviewCards } from './derive';
import { StudiesNote } from './studies-note';

/** Resource types the locales name (`gapDash.resourceType`); any other is left out rather than shown raw. */
const RESOURCE_TYPES = new Set(['course']);

/** Four skill cards; the chosen one's courses and resources. */
export function SkillOverview({ gaps, learning }: { gaps: SkillGap[]; learning: Learning }) {
  const { t } = useTranslation('dashboard');
  const cards = overviewCards(gaps);
  const [open, setOpen] = useState<string | null>(cards[0]?.skillId ?? null);
  const gap = cards.find((g) => g.skillId === open);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((g) => (
          <button
            type="button"
            key={g.skillId}
            onClick={() => setOpen(g.skillId)}
            aria-pressed={open === g.skillId}
            className={cn(
              'rounded-lg border p-3 text-left hover:bg-slate-50',
              open === g.skillId ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <p className="font-semibold">{g.name}</p>
            <p className="text-xs text-slate-600">
              {t(`skills.category.${g.category}`)} · {t(`skills.priority.${g.priority}`)}
            </p>
            <Meter
              value={g.currentLevel}
              label={t('skills.current', { value: g.currentLevel })}
              className="mt-2"
            />
            <p className="mt-1 text-xs">
              {t('skills.levels', { current: g.currentLevel, target: g.targetLevel })}
            </p>
            <StudiesNote gap={g} className="mt-1" />
          </button>
        ))}
      </div>
      {gap ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="skill-detail">
          <div>
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <GraduationCap className="size-4 text-brand-700" aria-hidden="true" />
              {t('gapDash.courses', { skill: gap.name })}
            </h3>
            <ul className="mt-2 space-y-2">
              {coursesFor(gap)
                .slice(0, 3)
                .map((course) => (
                  <li
                    key={course.id}
                    className="flex items-start justify-between gap-2 rounded-md border border-slate-200 p-2"
                  >
                    <div className="min-w-0">
                      <p className="text-sm font-medium" translate="no">
                        {course.title}
                      </p>
                      <CourseMeta course={course} />
                    </div>
                    <CourseActions course={course} skillId={gap.skillId} learning={learning} start />
                  </li>
                ))}
              {coursesFor(gap).length === 0 ? (
                <li className="text-sm text-slate-600">{t('gapDash.noCourses')}</li>
              ) : null}
            </ul>
          </div>
          <div>
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <BookOpen className="size-4 text-brand-700" aria-hidden="true" />
              {t('gapDash.resources')}
            </h3>
            <ul className="mt-2 space-y-2">
              {gap.resources.map((r) => (
                <li
                  key={r.id}
                  className="flex items-start justify-between gap-2 rounded-md border border-slate-200 p-2"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-medium" translate="no">
                      {r.title}
                    </p>
                    <p className="text-xs text-slate-600">
                      {/* The engine's type ('course') in the person's language, never its raw word (walk D4). */}
                      {r.provider}
                      {RESOURCE_TYPES.has(r.type) ? ` · ${t(`gapDash.resourceType.${r.type}`)}` : ''}
                      {r.durationHours ? ` · ${t('skills.hours', { count: r.durationHours })}` : ''}
                    </p>
                  </div>
                  <Button asChild size="sm" variant="outline">
                    <a href={r.url} target="_blank" rel="noreferrer noopener">
                      {t('gapDash.access')}
                      <span className="sr-only">
                        : <span translate="no">{r.title}</span> ({t('opensNewTab')})
                      </span>
                    </a>
                  </Button>
                </li>
              ))}
              {gap.resources.length === 0 ? (
                <li className="text-sm text-slate-600">{t('gapDash.noResources')}</li>
              ) : null}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
