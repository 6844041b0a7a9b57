import { Clock, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useDashboard } from '../state';
import { useCityMoney } from '../use-city-money';
import { PRIORITY_TONE } from './derive';
import { LevelBars } from './level-bars';
import { StudiesNote } from './studies-note';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * Scrolls to a section and moves the focus there too (walk W520: the focus stayed on the button, so a keyboard or
 * screen-reader user was not taken to what it showed). The heading takes the focus: `focusId`, else the section.
 */
export function scrollTo(id: string, focusId = id) {
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  const target = document.getElementById(focusId);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** High-priority skills, the career progression and the assessment table. */
export function SkillsDevelopment({ gaps }: { gaps: SkillGap[] }) {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  const show = useCityMoney();
  const high = gaps.filter((g) => g.priority === 'High');
  return (
    <Card aria-labelledby="development-title">
      <CardTitle as="h2" id="development-title" className="text-lg">
        {t('skills.developmentTitle')}
      </CardTitle>
      <h3 className="mt-3 text-sm font-semibold text-slate-700">{t('skills.highPriority')}</h3>
      {high.length ? (
        <ul className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
          {high.map((g) => (
            <li key={g.skillId} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{g.name}</p>
                <Badge tone="red">{t('skills.priority.High')}</Badge>
              </div>
              <LevelBars gap={g} />
              <StudiesNote gap={g} className="mt-2" />
              <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
                <Clock className="size-4" aria-hidden="true" />
                {t('skills.timeToTarget', { hours: g.timeToTarget.hours, weeks: g.timeToTarget.weeks })}
              </p>
              {g.resources.length ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {g.resources.slice(0, 2).map((r) => (
                    <li key={r.id}>
                      <a
                        href={r.url}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="inline-flex items-center gap-1 text-brand-800 underline-offset-2 hover:underline"
                      >
                        <span translate="no">{r.title}</span>
                        <ExternalLink className="size-3" aria-hidden="true" />
                        <span className="sr-only">({t('opensNewTab')})</span>
                      </a>
                      <span className="text-xs text-slate-600"> · {r.provider}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('skills.noHigh')}</p>
      )}

      <h3 id="career-progression" className="mt-5 scroll-mt-20 text-sm font-semibold text-slate-700">
        {t('skills.progression')}
      </h3>
      <ol className="mt-2 space-y-2">
        {(result?.careerPath ?? []).map((step) => (
          <li key={`${step.roleId}-${step.timeframe}`} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">{step.title}</p>
              <span className="text-sm font-bold text-brand-800">
                {t('skills.probability', { value: step.probability })}
              </span>
            </div>
            <p className="text-sm text-slate-700">{step.description}</p>
            <p className="mt-1 text-sm">
              {t(`tf.${step.timeframe}`)} ·{' '}
              {t('skills.salaryImpact', {
                amount: show(
                  step.salary,
                  result?.predictions[step.timeframe]?.location.housingPrice.currency,
                ),
              })}
            </p>
            {step.skillRequirements.length ? (
              <p className="text-xs text-slate-600">
                {t('skills.requirements')}: {step.skillRequirements.join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ol>

      <h3 className="mt-5 text-sm font-semibold text-slate-700">{t('skills.assessment')}</h3>
      {gaps.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="no-skill-gaps">
          {t('skills.noGaps')}
        </p>
      ) : (
        // No table without rows (walk W313: an empty table's header was cut off at 390 px).
        <ScrollRegion label={t('skills.assessment')} className="relative -mx-4 mt-2 px-4">
          <table className="w-full min-w-[34rem] text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-2">
                  {t('skills.col.skill')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('skills.col.category')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('skills.col.priority')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('skills.col.levels')}
                </th>
                <th scope="col" className="py-1">
                  {t('skills.col.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {gaps.map((g) => (
                <tr key={g.skillId} className="border-t border-slate-200">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {g.name}
                    <StudiesNote gap={g} className="mt-0.5 font-normal" />
                  </th>
                  <td className="py-1.5 pr-2">{t(`skills.category.${g.category}`)}</td>
                  <td className="py-1.5 pr-2">
                    <Badge tone={PRIORITY_TONE[g.priority]}>{t(`skills.priority.${g.priority}`)}</Badge>
                  </td>
                  <td className="py-1.5 pr-2">
                    {t('skills.levels', { current: g.currentLevel, target: g.targetLevel })}
                  </td>
                  <td className="py-1.5">{t('skills.hours', { count: g.timeToTarget.hours })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="mt-2 text-xs text-slate-600">{t('skills.levelSource')}</p>
      <div className="no-print mt-4 flex flex-wrap gap-2">
        {/* The roadmap is the learning plan of the gaps: with none, the button led to an empty box (walk W302). */}
        {gaps.length > 0 ? (
          <Button onClick={() => scrollTo('learning-plan', 'plan-title')}>{t('skills.roadmap')}</Button>
        ) : null}
        <Button variant="outline" onClick={() => scrollTo('career-progression')}>
          {t('skills.strategies')}
        </Button>
      </div>
    </Card>
  );
}
