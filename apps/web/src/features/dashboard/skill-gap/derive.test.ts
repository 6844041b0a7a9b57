import { describe, expect, it } from 'vitest';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { coursesForSkill } from '@thrive/core/datasets/index';
import { courseList, coursesFor, overviewCards } from './derive';

const resourcesOf = (skillId: string): SkillGap['resources'] =>
  coursesForSkill(skillId).map((c) => ({
    id: c.id,
    title: c.title,
    provider: c.provider,
    url: c.url,
    type: 'course',
  }));

const gap = (skillId: string, resources: SkillGap['resources'] = resourcesOf(skillId)): SkillGap =>
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

  it('offers only the courses the engine chose, none for a gap it found no course in the field for', () => {
    // The dataset's IT security governance course lists compliance; the engine does not offer it to a healthcare
    // manager (decision 0235), and the page does not add it back.
    expect(coursesForSkill('compliance').map((c) => c.id)).toContain('ossu-security-governance-compliance');
    expect(coursesFor(gap('compliance', []))).toEqual([]);
    const [first] = resourcesOf('compliance');
    expect(coursesFor(gap('compliance', [first!])).map((c) => c.id)).toEqual([first!.id]);
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
      gap('compliance', []),
      ...withCourses.map((id) => gap(id)),
    ]);
    expect(cards.length).toBe(Math.min(4, withCourses.length + 2));
    expect(cards[0]!.skillId).toBe(withCourses[0]);
  });
});
