import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import type { ResumeFactsInput } from '../contracts/resume-facts';
import { milestonesOnPlan, planForGaps } from '../rules/learning';
import { THIRTY_PERCENT_RULING, mayQualifyForThirtyPercentRuling } from '../rules/thirty-percent-ruling';
import { analyse, munichFamily, NOW, personMaker } from './test-people';

/**
 * The leftovers of the walk of decision 0112, fixed in decision 0120: one date for a learning goal, a career
 * changer's industries as where they go, roles that need a degree of their own, and the Dutch 30% ruling.
 */
const offered = (r: AnalysisResult) => [
  ...r.recommendations.roles.map((x) => x.roleId),
  ...Object.values(r.predictions).map((p) => p.career.roleId),
];

describe('one learning goal, one date (walk 0112)', () => {
  it.each(['0-1-years', '1-3-years', '3-5-years'] as const)(
    'the skill milestones are the first entry of the learning plan from the analysis date (timeline %s)',
    (timeline) => {
      const r = analyse(
        personMaker({ location: 'Utrecht' })({
          userType: 'student',
          skills: ['Patient care', 'Nursing', 'Communication'],
          industries: ['healthcare'],
          timeline,
          learningHoursPerWeek: 4,
        }),
      );
      const plan = planForGaps(r.skillGaps, [], 4, NOW.toISOString().slice(0, 10));
      const first = plan.entries[0]!;
      const start = r.milestones.find((m) => m.id === 'skill-start')!;
      const target = r.milestones.find((m) => m.id === 'skill-target')!;
      expect(start.params?.skillId).toBe(first.skillId);
      expect(start.targetDate).toBe(first.startDate);
      expect(target.targetDate).toBe(first.targetDate);
      // The dates the plan shows move the milestones with it once hours are logged.
      const logged = planForGaps(
        r.skillGaps,
        [{ skillId: first.skillId, hoursSpent: 10 }],
        4,
        first.startDate,
      );
      const moved = milestonesOnPlan(r.milestones, logged).find((m) => m.id === 'skill-target')!;
      expect(moved.targetDate).toBe(logged.entries[0]!.targetDate);
      expect(moved.targetDate < target.targetDate).toBe(true);
    },
  );
});

describe('roles that need a degree of their own (walk 0112: a nursing student offered GP at 69%)', () => {
  const student = (fieldOfStudy: string, skills: string[]) =>
    personMaker({ location: 'Utrecht' })({
      userType: 'student',
      skills,
      educationBackground: {
        level: 'bachelors',
        institution: 'Hogeschool Utrecht',
        fieldOfStudy,
        graduationYear: '2027',
      } as never,
      experienceLevel: 'entry',
      industries: ['healthcare'],
      workEnergy: ['people', 'mentoring'],
    });
  const CLINICAL = ['Patiëntenzorg', 'Verpleegkunde', 'Anatomie', 'Farmacologie', 'Communicatie', 'Empathie'];

  it('a nursing student with anatomy and pharmacology is not offered GP, pharmacist or physiotherapist', () => {
    const r = analyse(student('Verpleegkunde', CLINICAL), { locale: 'nl' });
    expect(offered(r)).not.toContain('physician');
    expect(offered(r)).not.toContain('pharmacist');
    expect(offered(r)).not.toContain('physical-therapist');
    expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
  });

  it('a medicine student with the same skills is', () => {
    const r = analyse(student('Geneeskunde', CLINICAL), { locale: 'nl' });
    expect(offered(r)).toContain('physician');
  });

  it('someone who names it as their goal keeps it', () => {
    const r = analyse({ ...student('Verpleegkunde', CLINICAL), careerGoalsText: 'Ik wil huisarts worden' });
    expect(offered(r)).toContain('physician');
  });
});

describe("a career changer's industries say where they go (walk 0112: an accountant predicted Financial Manager)", () => {
  const cv: ResumeFactsInput = {
    totalYears: { value: 8, confidence: 0.9 },
    experience: [
      {
        title: { value: 'Accountant', confidence: 0.9 },
        company: { value: 'Firm', confidence: 0.9 },
        current: { value: true, confidence: 0.9 },
      },
    ],
    skills: [],
    education: [],
  };
  const accountant = (industries: string[], careerGoalsText = '') =>
    personMaker({ location: 'Manchester' })({
      userType: 'career-changer',
      careerStatus: 'changing',
      careerGoalsText,
      skills: ['Microsoft Excel', 'Financial modelling', 'IFRS', 'Budgeting', 'Forecasting', 'SQL'],
      educationBackground: {
        level: 'bachelors',
        institution: 'University of Manchester',
        fieldOfStudy: 'Accounting and Finance',
      } as never,
      experienceLevel: 'mid',
      industries: industries as never,
      workEnergy: ['analytical'],
    });

  it('who chose Finance and Technology moves into a Technology role outside finance, and the list says why', () => {
    const r = analyse(accountant(['finance', 'technology']), { resume: cv });
    const near = r.predictions['0-3'].career.roleId;
    const families = r.recommendations.roles.find((x) => x.roleId === near);
    expect(['financial-analyst', 'financial-manager', 'accountant']).not.toContain(near);
    for (const t of ['0-3', '3-5', '5-10'] as const)
      expect(['financial-analyst', 'financial-manager', 'accountant']).not.toContain(
        r.predictions[t].career.roleId,
      );
    expect(families?.why.map((w) => w.code)).toContain('role.field');
  });

  it('who writes "move into data analysis" is predicted Data Analyst', () => {
    const r = analyse(accountant([], 'I want to move into data analysis'), { resume: cv });
    expect(r.predictions['0-3'].career.roleId).toBe('data-analyst');
  });

  it('someone staying in finance is not moved (a professional, not a changer)', () => {
    const r = analyse(
      { ...accountant(['finance', 'technology']), userType: 'professional', careerStatus: 'advancing' },
      { resume: cv },
    );
    expect(r.predictions['0-3'].career.roleId).toBe('accountant');
  });
});

describe('the Dutch 30% ruling (30%-regeling, Belastingdienst 2025)', () => {
  it('is said for Dutch cities to someone living in Munich on a pay above the norm, not for German cities', () => {
    const r = analyse(munichFamily());
    const dutch = r.affordability.filter(
      (a) => r.cityMatches.find((c) => c.cityId === a.cityId)?.country === 'NL',
    );
    expect(dutch.length).toBeGreaterThan(0);
    for (const a of dutch) {
      expect(a.grossAnnual.value).toBeGreaterThan(THIRTY_PERCENT_RULING.salaryNorm);
      expect(a.thirtyPercentRuling).toBe('may-qualify');
    }
    const german = r.affordability.filter(
      (a) => r.cityMatches.find((c) => c.cityId === a.cityId)?.country === 'DE',
    );
    for (const a of german) expect(a.thirtyPercentRuling).toBeUndefined();
  });

  it('is not said to someone who lives in the Netherlands', () => {
    const r = analyse({
      ...munichFamily(),
      personalInfo: { ...munichFamily().personalInfo, location: 'Utrecht, Nederland' },
    });
    expect(r.affordability.filter((a) => a.thirtyPercentRuling)).toEqual([]);
  });

  it('follows the salary norm: EUR 46,660, or EUR 35,468 with a master’s degree', () => {
    const q = (grossAnnualEur: number, educationLevel?: string) =>
      mayQualifyForThirtyPercentRuling({
        cityCountry: 'NL',
        homeCountry: 'DE',
        grossAnnualEur,
        educationLevel,
      });
    expect(q(46_000)).toBe(false);
    expect(q(47_000)).toBe(true);
    expect(q(40_000, 'masters')).toBe(true);
    expect(q(35_000, 'masters')).toBe(false);
    expect(
      mayQualifyForThirtyPercentRuling({ cityCountry: 'BE', homeCountry: 'DE', grossAnnualEur: 90_000 }),
    ).toBe(false);
    expect(
      mayQualifyForThirtyPercentRuling({ cityCountry: 'NL', homeCountry: undefined, grossAnnualEur: 90_000 }),
    ).toBe(false);
  });
});
