import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { analyse, personMaker, requestOf } from './test-people';

/**
 * Decision 0237 (walk finding W609): Lucía, a junior accountant in Madrid (Working Professional) who wants to become a
 * financial analyst, could not name the role: "Which role do you want to move to?" was asked of career changers only.
 * A working professional and a recent graduate now name it, and the engine takes it as a chosen target.
 */
const base = emptyAnswers();
const make = personMaker();
const lucia = {
  userType: 'professional' as const,
  personalInfo: { location: 'Madrid, Spain' },
  skills: ['Accounting', 'Microsoft Excel', 'Bookkeeping', 'Financial reporting'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors' as const,
    institution: 'Universidad Complutense de Madrid',
    fieldOfStudy: 'Accounting and Finance',
  },
  experienceLevel: 'junior' as const,
  industries: ['finance' as const],
  currency: 'EUR' as const,
};

describe('a working professional names the role she wants to move to (W609)', () => {
  it('the chosen role goes to the analysis, is her near-term role and first recommendation, said as chosen', () => {
    const before = analyse(make(lucia));
    expect(before.predictions['0-3'].career.roleId).not.toBe('financial-analyst');
    expect(requestOf(make({ ...lucia, targetRole: 'financial-analyst' })).targetRole).toBe(
      'financial-analyst',
    );
    const r = analyse(make({ ...lucia, targetRole: 'financial-analyst' }));
    expect(r.predictions['0-3'].career.roleId).toBe('financial-analyst');
    expect(r.recommendations.roles[0]).toMatchObject({ roleId: 'financial-analyst' });
    const why = r.recommendations.roles[0]!.why.map((w) => w.code);
    expect(why).toContain('role.chosen');
    expect(why).not.toContain('role.named');
  });

  it('a recent graduate names it too; a student is not asked, so a kept answer is not used', () => {
    const grad = {
      ...lucia,
      userType: 'recent-grad' as const,
      experienceLevel: 'entry' as const,
      targetRole: 'data-analyst' as const,
    };
    expect(requestOf(make(grad)).targetRole).toBe('data-analyst');
    expect(analyse(make(grad)).predictions['0-3'].career.roleId).toBe('data-analyst');
    expect(requestOf(make({ ...grad, userType: 'student' })).targetRole).toBeUndefined();
  });
});
