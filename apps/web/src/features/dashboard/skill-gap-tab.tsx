import { BookOpen, CalendarDays, Clock, ExternalLink, GraduationCap, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { courseProgressPercent, learningPlan, skillProgressPercent } from '@thrive/core';
import { coursesForSkill, getCourse, type Course } from '@thrive/core/datasets/index';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { LearningItem } from './api';
import { date, moneyFigure, number, today } from './format';
import { useDashboard, useLearning } from './state';
import { Badge, Bar, Card, CardTitle, Tab, TabList, TabPanel, Tabs } from './ui';

const PRIORITY_TONE = { High: 'red', Medium: 'amber', Low: 'slate' } as const;

export default function SkillGapTab() {
  const { result } = useDashboard();
  if (!result) return null;
  return (
    <div className="space-y-5" data-testid="skill-gap-tab">
      <SkillsDevelopment gaps={result.skillGaps} />
      <SkillsGapDashboard gaps={result.skillGaps} />
      <LearningPlanView gaps={result.skillGaps} />
    </div>
  );
}

const scrollTo = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

// ---------------------------------------------------------------- skills development view

function SkillsDevelopment({ gaps }: { gaps: SkillGap[] }) {
  const { t } = useTranslation('dashboard');
  const { result, locale } = useDashboard();
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
                        {r.title}
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
        {result!.careerPath.map((step) => (
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
              {t('skills.salaryImpact', { amount: moneyFigure(step.salary, locale) })}
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
      <div className="relative -mx-4 mt-2 overflow-x-auto px-4">
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
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('skills.levelSource')}</p>
      <div className="no-print mt-4 flex flex-wrap gap-2">
        <Button onClick={() => scrollTo('learning-plan')}>{t('skills.roadmap')}</Button>
        <Button variant="outline" onClick={() => scrollTo('career-progression')}>
          {t('skills.strategies')}
        </Button>
      </div>
    </Card>
  );
}

function LevelBars({ gap }: { gap: SkillGap }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-700">
      <p>{t('skills.current', { value: gap.currentLevel })}</p>
      <Bar value={gap.currentLevel} label={t('skills.current', { value: gap.currentLevel })} />
      <p>{t('skills.target', { value: gap.targetLevel })}</p>
      <Bar value={gap.targetLevel} label={t('skills.target', { value: gap.targetLevel })} />
    </div>
  );
}

// ---------------------------------------------------------------- skills gap dashboard

/** Courses for a gap: the dataset courses among its resources, then the dataset's courses for the skill. */
function coursesFor(gap: SkillGap): Course[] {
  const list = [
    ...gap.resources.map((r) => getCourse(r.id)).filter((c): c is Course => !!c),
    ...coursesForSkill(gap.skillId),
  ];
  return list.filter((c, i) => list.findIndex((x) => x.id === c.id) === i);
}

function useCourses(gaps: SkillGap[]) {
  return useMemo(() => {
    const seen = new Set<string>();
    const list: { course: Course; skillId: string; skill: string }[] = [];
    for (const g of gaps) {
      for (const course of coursesFor(g).slice(0, 4)) {
        if (seen.has(course.id)) continue;
        seen.add(course.id);
        list.push({ course, skillId: g.skillId, skill: g.name });
      }
    }
    return list;
  }, [gaps]);
}

function SkillsGapDashboard({ gaps }: { gaps: SkillGap[] }) {
  const { t } = useTranslation('dashboard');
  const learning = useLearning();
  const [tab, setTab] = useState('overview');
  return (
    <Card aria-labelledby="gap-dashboard-title">
      <CardTitle as="h2" id="gap-dashboard-title" className="text-lg">
        {t('gapDash.title')}
      </CardTitle>
      <Tabs value={tab} onValueChange={setTab} className="mt-3 space-y-4">
        <TabList aria-label={t('gapDash.title')} className="w-fit max-w-full">
          <Tab value="overview">{t('gapDash.overview')}</Tab>
          <Tab value="grid">{t('gapDash.grid')}</Tab>
          <Tab value="tracker">{t('gapDash.tracker')}</Tab>
        </TabList>
        <TabPanel value="overview">
          <Overview gaps={gaps} learning={learning} />
        </TabPanel>
        <TabPanel value="grid">
          <SkillsGrid gaps={gaps} learning={learning} />
        </TabPanel>
        <TabPanel value="tracker">
          <ProgressTracker gaps={gaps} learning={learning} />
        </TabPanel>
      </Tabs>
    </Card>
  );
}

type Learning = ReturnType<typeof useLearning>;

function CourseActions({
  course,
  skillId,
  learning,
  start = false,
}: {
  course: Course;
  skillId: string;
  learning: Learning;
  start?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const item = learning.items.find((i) => i.courseId === course.id);
  if (item)
    return (
      <Badge tone={item.status === 'completed' ? 'green' : 'brand'}>
        {t(`learning.status.${item.status}`)}
      </Badge>
    );
  const busy = learning.enrol.isPending && learning.enrol.variables?.courseId === course.id;
  return (
    <Button
      size="sm"
      disabled={busy}
      onClick={() => learning.enrol.mutate({ courseId: course.id, skillId, start })}
      aria-label={`${t(start ? 'learning.start' : 'learning.enroll')}: ${course.title}`}
    >
      {t(start ? 'learning.start' : 'learning.enroll')}
    </Button>
  );
}

function CourseMeta({ course }: { course: Course }) {
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

function Overview({ gaps, learning }: { gaps: SkillGap[]; learning: Learning }) {
  const { t } = useTranslation('dashboard');
  // Four skill cards: the most important gaps that have something to learn from.
  const cards = [...gaps.filter((g) => coursesFor(g).length + g.resources.length > 0), ...gaps]
    .filter((g, i, all) => all.findIndex((x) => x.skillId === g.skillId) === i)
    .slice(0, 4);
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
            <Bar
              value={g.currentLevel}
              label={t('skills.current', { value: g.currentLevel })}
              className="mt-2"
            />
            <p className="mt-1 text-xs">
              {t('skills.levels', { current: g.currentLevel, target: g.targetLevel })}
            </p>
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
                      <p className="text-sm font-medium">{course.title}</p>
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
                    <p className="text-sm font-medium">{r.title}</p>
                    <p className="text-xs text-slate-600">
                      {r.provider} · {r.type}
                      {r.durationHours ? ` · ${t('skills.hours', { count: r.durationHours })}` : ''}
                    </p>
                  </div>
                  <Button asChild size="sm" variant="outline">
                    <a href={r.url} target="_blank" rel="noreferrer noopener">
                      {t('gapDash.access')}
                      <span className="sr-only">
                        : {r.title} ({t('opensNewTab')})
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

function SkillsGrid({ gaps, learning }: { gaps: SkillGap[]; learning: Learning }) {
  const courses = useCourses(gaps);
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
            <p className="font-medium">{course.title}</p>
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

function ProgressTracker({ gaps, learning }: { gaps: SkillGap[]; learning: Learning }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const items = learning.items;
  const hours = items.reduce((sum, i) => sum + i.hoursSpent, 0);
  const certs = items.filter((i) => i.certified).length;
  const completed = items.filter((i) => i.status === 'completed').length;
  const bySkill = new Map<string, LearningItem[]>();
  for (const i of items) bySkill.set(i.skillId, [...(bySkill.get(i.skillId) ?? []), i]);
  const skillName = (id: string) => gaps.find((g) => g.skillId === id)?.name ?? id;
  const recent = [...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 5);

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
          value={number(hours, locale, 1)}
        />
        <Stat
          icon={<Trophy className="size-5" />}
          label={t('learning.certifications')}
          value={String(certs)}
        />
        <Stat
          icon={<GraduationCap className="size-5" />}
          label={t('learning.completed')}
          value={t('learning.ofCourses', { done: completed, total: items.length })}
        />
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('learning.perSkill')}</h3>
        <ul className="mt-2 space-y-2">
          {[...bySkill].map(([skillId, list]) => {
            const percent = skillProgressPercent(
              list.map((i) =>
                courseProgressPercent(i.status, i.hoursSpent, getCourse(i.courseId)?.durationHours),
              ),
            );
            return (
              <li key={skillId} className="rounded-md border border-slate-200 p-2">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{skillName(skillId)}</span>
                  <span>
                    {t('learning.skillLine', {
                      done: list.filter((i) => i.status === 'completed').length,
                      total: list.length,
                      hours: number(
                        list.reduce((s, i) => s + i.hoursSpent, 0),
                        locale,
                        1,
                      ),
                      percent,
                    })}
                  </span>
                </div>
                <Bar value={percent} label={`${skillName(skillId)}: ${percent}%`} className="mt-1" />
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('learning.courses')}</h3>
        <ul className="mt-2 space-y-2" data-testid="tracker-courses">
          {items.map((item) => {
            const course = getCourse(item.courseId);
            const percent = courseProgressPercent(item.status, item.hoursSpent, course?.durationHours);
            return (
              <li key={item.courseId} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{course?.title ?? item.courseId}</p>
                    <p className="text-xs text-slate-600">
                      {skillName(item.skillId)} · {t(`learning.status.${item.status}`)} ·{' '}
                      {t('learning.logged', { hours: number(item.hoursSpent, locale, 1) })}
                      {percent !== null ? ` · ${percent}%` : ''}
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
                          onClick={() =>
                            learning.update.mutate({ courseId: item.courseId, status: 'completed' })
                          }
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
                  <Bar
                    value={percent}
                    label={`${course?.title ?? item.courseId}: ${percent}%`}
                    className="mt-2"
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('learning.recent')}</h3>
        <ul className="mt-2 space-y-1 text-sm">
          {recent.map((i) => (
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

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
      <span className="text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-xs text-slate-600">{label}</p>
        <p className="text-xl font-bold">{value}</p>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- learning plan

export function usePlan(gaps: SkillGap[], items: LearningItem[], hoursPerWeek: number) {
  return useMemo(() => {
    const done: Record<string, number> = {};
    for (const i of items) done[i.skillId] = (done[i.skillId] ?? 0) + i.hoursSpent;
    return learningPlan(
      gaps.map((g) => ({
        skillId: g.skillId,
        name: g.name,
        priority: g.priority,
        hours: g.timeToTarget.hours,
      })),
      hoursPerWeek,
      today(),
      done,
    );
  }, [gaps, items, hoursPerWeek]);
}

function LearningPlanView({ gaps }: { gaps: SkillGap[] }) {
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
      <p className="text-sm text-slate-700">
        {t('plan.summary', {
          hours: plan.hoursPerWeek,
          total: number(plan.totalHoursLeft, locale),
          weeks: plan.weeks,
          date: date(plan.endDate, locale),
        })}
      </p>
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
