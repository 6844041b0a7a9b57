import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0201 (walk W302): an accountant in Utrecht changing careers, listing SQL, Power BI, Tableau, Excel and
 * Accounting, was predicted Business Analyst and told "No skill gaps ... 0 hours to go" beside the role's key
 * requirements Business Analysis and Stakeholder Management, which he never gave. Two of the analyst's four key skills
 * (SQL, Excel) made him count as working in the role he is moving to, and a mid-level worker's practised skills are
 * taken as mastered.
 */
const base = emptyAnswers();
const person = personMaker();
const daan = {
  userType: 'career-changer' as const,
  personalInfo: { location: 'Utrecht, Netherlands' },
  skills: ['SQL', 'Power BI', 'Tableau', 'Microsoft Excel', 'Accounting'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors' as const,
    fieldOfStudy: 'Accountancy',
    institution: 'Hogeschool Utrecht',
  },
  workEnergy: ['analytical' as const],
  whatMatters: ['finding-job' as const, 'relocating' as const],
  familyStatus: 'couple' as const,
  experienceLevel: 'mid' as const,
  industries: ['technology' as const],
  consideredCountries: ['NL' as const, 'BE' as const],
};

describe('a career changer has the skills of the work he leaves, not of the role he moves to (walk W302)', () => {
  it('the changer sees the analyst skills he never gave as gaps, with hours', () => {
    const r = analyse(person(daan));
    expect(r.predictions['0-3'].career.roleId).toBe('business-analyst');
    const ids = r.skillGaps.map((g) => g.skillId);
    expect(ids).toContain('business-analysis');
    expect(ids).toContain('stakeholder-management');
    expect(r.skillGaps.reduce((sum, g) => sum + g.timeToTarget.hours, 0)).toBeGreaterThan(0);
    // What he gave still counts: SQL starts at his level, not at nothing.
    expect(r.skillGaps.find((g) => g.skillId === 'sql')?.currentLevel).toBeGreaterThan(50);
  });

  it('someone who works as an analyst at mid level (not changing) is not told to learn what they practise', () => {
    const r = analyse(
      person({
        ...daan,
        userType: 'professional',
        skills: ['SQL', 'Microsoft Excel', 'Business Analysis'],
        careerGoalsText: 'business analyst',
      }),
    );
    expect(r.predictions['0-3'].career.roleId).toBe('business-analyst');
    expect(r.skillGaps.map((g) => g.skillId)).not.toContain('business-analysis');
  });
});

describe("the partner's income the person typed is their answer (walk W312)", () => {
  it('reported, not an estimate, in the home country; carried abroad it is an estimate', () => {
    const r = analyse(person({ ...daan, partnerWorks: true, partnerIncome: 30_000 }));
    const dutch = r.affordability.find((a) => a.cityId === 'amsterdam')!;
    expect(dutch.partnerGrossAnnual?.basis).toBe('reported');
    expect(dutch.partnerGrossAnnual?.value).toBe(30_000);
    // Abroad (decision 0214): kept as answered where typical pay is higher, scaled down (an estimate) where lower.
    const portuguese = r.affordability.find((a) => a.cityId === 'lisbon')!;
    expect(portuguese.partnerGrossAnnual?.basis).toBe('estimate');
    expect(portuguese.partnerGrossAnnual?.value).toBeLessThan(30_000);
    for (const a of r.affordability)
      if (a.partnerGrossAnnual && a.partnerGrossAnnual.currency === 'EUR')
        expect(a.partnerGrossAnnual.value, a.cityId).toBeLessThanOrEqual(30_000);
  });
});
