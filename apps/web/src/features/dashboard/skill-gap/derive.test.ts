import { describe, expect, it } from 'vitest';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { coursesForSkill } from '@thrive/core/datasets/index';
import { courseList, coursesFor, overviewCards } from './derive';

const gap = (skillId: string, resources: SkillGap['resources'] = []): SkillGap =>
  ({
    skillId,
    name: skillId,
    category: 'Technical',
    currentLevel: 20,
    targetLevel: 80,
    priority: 'High',
    timeToTarget: { hours: 40, weeks: 8 },
    resources,
  }) as SkillGap;

describe('skill-gap derivations', () => {
  const withCourses = ['python', 'sql', 'machine-learning', 'statistics', 'excel'].filter(
    (id) => coursesForSkill(id).length > 0,
  );

  it('lists a skill’s dataset courses once each', () => {
    const id = withCourses[0]!;
    const courses = coursesFor(gap(id));
    expect(courses.length).toBeGreaterThan(0);
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
  });

  it('builds the grid with at most four courses a skill, each course once', () => {
    const gaps = withCourses.map((id) => gap(id));
    const list = courseList([...gaps, ...gaps]);
    expect(new Set(list.map((e) => e.course.id)).size).toBe(list.length);
    for (const id of withCourses) expect(list.filter((e) => e.skillId === id).length).toBeLessThanOrEqual(4);
  });

  it('puts gaps with something to learn from first in the overview, four at most', () => {
    const cards = overviewCards([
      gap('no-such-skill-a'),
      gap('no-such-skill-b'),
      ...withCourses.map((id) => gap(id)),
    ]);
    expect(cards.length).toBe(Math.min(4, withCourses.length + 2));
    expect(cards[0]!.skillId).toBe(withCourses[0]);
  });
});
