import { describe, expect, it } from 'vitest';
import { hoursBySkill, learningSummary, planForGaps, type LoggedCourse } from './learning';

const item = (over: Partial<LoggedCourse>): LoggedCourse => ({
  courseId: 'c',
  skillId: 's',
  status: 'enrolled',
  hoursSpent: 0,
  certified: false,
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('learning progress figures', () => {
  const items = [
    item({ courseId: 'py-1', skillId: 'python', status: 'completed', hoursSpent: 12, certified: true }),
    item({
      courseId: 'py-2',
      skillId: 'python',
      status: 'in-progress',
      hoursSpent: 5,
      updatedAt: '2026-03-01',
    }),
    item({ courseId: 'sql-1', skillId: 'sql', hoursSpent: 2.5, updatedAt: '2026-02-01' }),
  ];

  it('sums hours per skill', () => {
    expect(hoursBySkill(items)).toEqual({ python: 17, sql: 2.5 });
  });

  it('counts hours, certificates and completed courses, with progress per skill from course lengths', () => {
    const lengths: Record<string, number> = { 'py-1': 20, 'py-2': 10 };
    const summary = learningSummary(items, (id) => lengths[id]);
    expect(summary).toMatchObject({ hours: 19.5, certificates: 1, completed: 1, total: 3 });
    // python: completed 100 and 5 of 10 hours = 50 -> mean 75; sql has no known length -> 0.
    expect(summary.perSkill).toEqual([
      { skillId: 'python', done: 1, total: 2, hours: 17, percent: 75 },
      { skillId: 'sql', done: 0, total: 1, hours: 2.5, percent: 0 },
    ]);
    expect(summary.recent.map((i) => i.courseId)).toEqual(['py-2', 'sql-1', 'py-1']);
  });

  it('plans the gaps minus the logged hours, High priority first', () => {
    const gaps = [
      { skillId: 'sql', name: 'SQL', priority: 'Medium' as const, timeToTarget: { hours: 10, weeks: 2 } },
      { skillId: 'python', name: 'Python', priority: 'High' as const, timeToTarget: { hours: 27, weeks: 6 } },
    ];
    const plan = planForGaps(gaps, items, 5, '2026-01-05');
    expect(plan.entries.map((e) => [e.skillId, e.hoursLeft])).toEqual([
      ['python', 10],
      ['sql', 7.5],
    ]);
    expect(plan.totalHoursLeft).toBe(17.5);
    expect(plan.entries[0]!.targetDate).toBe('2026-01-19'); // 10 h at 5 h a week = 14 days
  });
});
