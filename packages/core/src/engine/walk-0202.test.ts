import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { PREDICTION_TIMEFRAMES } from '../contracts/enums';
import type { AnalysisResult } from '../contracts/analysis-result';
import { getRole } from '../datasets/roles';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0202. W301: a teacher in Stockholm, a working professional growing in her field, was predicted instructional
 * designer and then UX designer (another field). W308: the wizard never asked a career changer which role they want
 * to move to, so the engine guessed.
 */
const base = emptyAnswers();
const person = personMaker();
const teacher = {
  userType: 'professional' as const,
  personalInfo: { location: 'Stockholm, Sweden' },
  skills: ['Teaching', 'Communication', 'Public Speaking', 'Leadership', 'Creativity'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors' as const,
    institution: 'Stockholm University',
  },
  experienceLevel: 'senior' as const,
  industries: ['education' as const],
};

const familyOf = (roleId: string) => getRole(roleId)?.family;
const path = (r: AnalysisResult) => PREDICTION_TIMEFRAMES.map((t) => r.predictions[t].career.roleId);

describe('someone growing in their field stays in it (walk W301)', () => {
  for (const [name, patch] of [
    ['a working professional', {}],
    [
      'a working professional on her pay in kronor',
      {
        currency: 'SEK' as const,
        currentPay: { amount: 42_000, timeframe: 'monthly' as const, currency: 'SEK' as const },
      },
    ],
    ['a professional whose status is "Advancing"', { careerStatus: 'advancing' as const }],
    [
      'a recent graduate whose status is "Advancing"',
      { userType: 'recent-grad' as const, careerStatus: 'advancing' as const },
    ],
  ] as const) {
    it(`${name}: every step of the path and the recommendations before any other are in education`, () => {
      const r = analyse(person({ ...teacher, ...patch }));
      expect(r.predictions['0-3'].career.roleId).toBe('primary-teacher');
      expect(path(r).map(familyOf)).toEqual(['education', 'education', 'education']);
      expect(path(r)).not.toContain('ux-designer');
      const families = r.recommendations.roles.map((x) => familyOf(x.roleId));
      // The field's roles come first: no role of another field before the last of the field's.
      expect(families.lastIndexOf('education')).toBeLessThan(
        families.findIndex((f) => f !== 'education') >>> 0,
      );
    });
  }

  it('with leadership among her goals she reaches the lead level as a teacher', () => {
    const r = analyse(person({ ...teacher, careerGoals: ['leadership'] }));
    expect(r.predictions['3-5'].career).toMatchObject({ roleId: 'primary-teacher', level: 'lead' });
    expect(path(r).map(familyOf)).toEqual(['education', 'education', 'education']);
  });

  it('a professional who says she is exploring options may still be moved on into another field that pays more', () => {
    const r = analyse(person({ ...teacher, careerStatus: 'exploring' }));
    expect(path(r).map(familyOf)).toContain('design');
  });
});

describe('a career changer who chose a target role gets it (walk W308)', () => {
  const changer = {
    ...teacher,
    userType: 'career-changer' as const,
    experienceLevel: 'mid' as const,
    industries: ['education' as const, 'technology' as const],
  };

  it('the chosen role is the near-term role, the first recommendation, and the skill gap leads there', () => {
    const before = analyse(person(changer));
    expect(before.predictions['0-3'].career.roleId).not.toBe('data-analyst');
    const r = analyse(person({ ...changer, targetRole: 'data-analyst' }));
    expect(r.predictions['0-3'].career.roleId).toBe('data-analyst');
    expect(r.recommendations.roles[0]).toMatchObject({ roleId: 'data-analyst' });
    // Chosen in the wizard, said as chosen (decision 0230: "named" is for a role in the person's own words).
    expect(r.recommendations.roles[0]!.why.map((w) => w.code)).toContain('role.chosen');
    // Where she comes from stays the teaching she does (decision 0201: her practised skills are the origin's).
    expect(r.currentRoleId).toBe('primary-teacher');
    const gaps = r.skillGaps.map((g) => g.skillId);
    expect(gaps).toContain('sql');
    expect(gaps).not.toContain('teaching');
  });

  it('the chosen role comes before a role named in her own words', () => {
    const r = analyse(
      person({ ...changer, careerGoalsText: 'maybe UX design', targetRole: 'instructional-designer' }),
    );
    expect(r.predictions['0-3'].career.roleId).toBe('instructional-designer');
  });

  it('a target kept from an earlier answer is not used once her answers no longer ask it (a student, decision 0237)', () => {
    const r = analyse(person({ ...teacher, userType: 'student', targetRole: 'data-analyst' }));
    expect(path(r)).not.toContain('data-analyst');
  });

  it('a student without a target keeps the prediction from her skills', () => {
    const student = analyse(
      person({
        userType: 'student',
        skills: ['SQL', 'Python', 'Statistics', 'Data analysis'],
        educationBackground: { ...base.educationBackground, level: 'bachelors', institution: 'KTH' },
        industries: ['technology'],
        personalInfo: { location: 'Stockholm, Sweden' },
      }),
    );
    expect(familyOf(student.predictions['0-3'].career.roleId)).toBe('data');
  });
});
