import type { SkillGap } from '../contracts/analysis-result';
import {
  courseProgressPercent,
  learningPlan,
  skillProgressPercent,
  type LearningPlan,
  type LearningStatus,
} from './dashboard';

/** One stored learning-progress row as the dashboard reads it. */
export interface LoggedCourse {
  courseId: string;
  skillId: string;
  status: LearningStatus;
  hoursSpent: number;
  certified: boolean;
  updatedAt: string;
}

/** Hours logged per skill, summed over its courses. */
export function hoursBySkill(items: readonly Pick<LoggedCourse, 'skillId' | 'hoursSpent'>[]) {
  const done: Record<string, number> = {};
  for (const item of items) done[item.skillId] = (done[item.skillId] ?? 0) + item.hoursSpent;
  return done;
}

/** The learning plan for an analysis' skill gaps, minus the hours already logged, from `today` ('YYYY-MM-DD'). */
export function planForGaps(
  gaps: readonly Pick<SkillGap, 'skillId' | 'name' | 'priority' | 'timeToTarget'>[],
  items: readonly Pick<LoggedCourse, 'skillId' | 'hoursSpent'>[],
  hoursPerWeek: number,
  today: string,
): LearningPlan {
  return learningPlan(
    // A gap the person's studies teach by graduation has no hours left to plan (decision 0130).
    gaps
      .filter((g) => g.timeToTarget.hours > 0)
      .map((g) => ({
        skillId: g.skillId,
        name: g.name,
        priority: g.priority,
        hours: g.timeToTarget.hours,
      })),
    hoursPerWeek,
    today,
    hoursBySkill(items),
  );
}

export interface SkillProgress {
  skillId: string;
  done: number;
  total: number;
  hours: number;
  percent: number;
}

export interface LearningSummary {
  hours: number;
  certificates: number;
  completed: number;
  total: number;
  /** One line per skill, in the order its first course appears. */
  perSkill: SkillProgress[];
  /** The five most recently changed courses, newest first. */
  recent: LoggedCourse[];
}

/** The Progress Tracker's figures; `courseHours` gives a course's length (undefined when unknown). */
export function learningSummary(
  items: readonly LoggedCourse[],
  courseHours: (courseId: string) => number | null | undefined,
): LearningSummary {
  const bySkill = new Map<string, LoggedCourse[]>();
  for (const item of items) bySkill.set(item.skillId, [...(bySkill.get(item.skillId) ?? []), item]);
  return {
    hours: items.reduce((sum, i) => sum + i.hoursSpent, 0),
    certificates: items.filter((i) => i.certified).length,
    completed: items.filter((i) => i.status === 'completed').length,
    total: items.length,
    perSkill: [...bySkill].map(([skillId, list]) => ({
      skillId,
      done: list.filter((i) => i.status === 'completed').length,
      total: list.length,
      hours: list.reduce((sum, i) => sum + i.hoursSpent, 0),
      percent: skillProgressPercent(
        list.map((i) => courseProgressPercent(i.status, i.hoursSpent, courseHours(i.courseId))),
      ),
    })),
    recent: [...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 5),
  };
}

/**
 * The day the learning plan brings the role's key skills (its High-priority gaps) to the target level, and how many
 * of them there are (decision 0251); no day when the plan has no key skill left to learn.
 */
export function keySkillsReady(plan: Pick<LearningPlan, 'entries'>): { date?: string; count: number } {
  const key = plan.entries.filter((e) => e.priority === 'High' && e.hoursNeeded > 0);
  const date = key.reduce<string | undefined>(
    (d, e) => (d === undefined || e.targetDate > d ? e.targetDate : d),
    undefined,
  );
  return { ...(date !== undefined && { date }), count: key.length };
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The milestones with the learning goal on the learning plan's dates (decision 0120): "Start learning X" on the day
 * the plan starts X, "Reach the target level in X" on the day the plan reaches it, with the hours already logged and
 * the hours a week the plan uses now. The plan is the one source of a learning goal's dates. The applications follow
 * it too (decision 0251): an "apply" milestone that stores `notBefore` falls on the day the plan brings the role's key
 * skills to the target level, not before `notBefore`; when that moves it later than the analysis said, the career
 * steps after it (first job, move, step up, long term) move as far, so none comes before the applications. Every other
 * milestone keeps its own date. Sorted by date, as the engine sorts them.
 */
export function milestonesOnPlan<
  M extends { id: string; targetDate: string; params?: Readonly<Record<string, string | number>> },
>(milestones: readonly M[], plan: Pick<LearningPlan, 'entries'>): M[] {
  const bySkill = new Map(plan.entries.map((e) => [e.skillId, e]));
  const ready = keySkillsReady(plan).date;
  const apply = milestones.find((m) => m.id === 'apply' && typeof m.params?.notBefore === 'string');
  const floor = apply?.params?.notBefore as string | undefined;
  const applyDate = apply && floor ? (ready !== undefined && ready > floor ? ready : floor) : undefined;
  const moved = apply && applyDate ? Math.max(0, daysBetween(apply.targetDate, applyDate)) : 0;
  return milestones
    .map((m) => {
      if (m === apply && applyDate) return { ...m, targetDate: applyDate };
      if (
        moved > 0 &&
        (m.id === 'first-job' || m.id === 'move' || m.id === 'step-up' || m.id === 'long-term')
      )
        return { ...m, targetDate: shift(m.targetDate, moved) };
      const skillId = m.params?.skillId;
      const entry = typeof skillId === 'string' ? bySkill.get(skillId) : undefined;
      if (!entry || (m.id !== 'skill-start' && m.id !== 'skill-target')) return m;
      return { ...m, targetDate: m.id === 'skill-start' ? entry.startDate : entry.targetDate };
    })
    .sort((a, b) => a.targetDate.localeCompare(b.targetDate) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
