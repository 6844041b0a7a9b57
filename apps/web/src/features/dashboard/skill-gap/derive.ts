import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { getCourse, type Course } from '@thrive/core/datasets/index';
import type { BadgeTone } from '@/components/ui/badge';

export const PRIORITY_TONE: Record<SkillGap['priority'], BadgeTone> = {
  High: 'red',
  Medium: 'amber',
  Low: 'slate',
};

/**
 * Courses for a gap: the dataset courses among its resources, each once. Only the engine's choice (decision 0235):
 * it offers a course that teaches the skill for the person's target work, and none rather than one of another field;
 * every dataset course that lists the skill would bring back the IT security course for a healthcare manager.
 */
export function coursesFor(gap: Pick<SkillGap, 'skillId' | 'resources'>): Course[] {
  const list = gap.resources.map((r) => getCourse(r.id)).filter((c): c is Course => !!c);
  return list.filter((c, i) => list.findIndex((x) => x.id === c.id) === i);
}

/** The Skills Grid: up to four courses per gap, gaps in order, a course shown once (under its first skill). */
export function courseList(gaps: readonly SkillGap[]) {
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
}

/** The Overview's four skill cards: the most important gaps that have something to learn from, then the rest. */
export function overviewCards(gaps: readonly SkillGap[]): SkillGap[] {
  return [...gaps.filter((g) => coursesFor(g).length + g.resources.length > 0), ...gaps]
    .filter((g, i, all) => all.findIndex((x) => x.skillId === g.skillId) === i)
    .slice(0, 4);
}
