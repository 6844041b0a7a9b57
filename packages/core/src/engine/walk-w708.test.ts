import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import type { OnboardingAnswers } from '../contracts/onboarding';
import { keySkillsReady, milestonesOnPlan, planForGaps } from '../rules/learning';
import { localizeAnalysis } from '../text/localize-analysis';
import { PITTSBURGH_CHANGER, analyse, personMaker, type PersonPatch } from './test-people';

/**
 * Decision 0251 (walk 0701, finding W708): Mark, a mechanical engineer of twenty years in Pittsburgh changing to data
 * science at the wizard's 5 hours a week, was told to apply for data scientist roles four months after the analysis
 * (scaled by his timeline), while his learning plan taught SQL, statistics and the role's other key skills for two
 * more years. The applications now fall on the day the plan brings the key skills (its High-priority gaps) to the
 * target level, with a sentence that says so, and the move and the later steps do not come before them.
 */
const make = personMaker();
const mark = (patch: PersonPatch = {}): OnboardingAnswers =>
  make({
    ...PITTSBURGH_CHANGER,
    consideredCountries: ['US'],
    ...patch,
  });

const find = (r: Pick<AnalysisResult, 'milestones'>, id: string) => r.milestones.find((m) => m.id === id)!;
const planOf = (r: AnalysisResult, hoursPerWeek = 5) =>
  planForGaps(r.skillGaps, [], hoursPerWeek, r.generatedAt.slice(0, 10));

describe('Mark applies when his learning plan has taught the key skills (W708)', () => {
  const r = analyse(mark());
  const plan = planOf(r);
  const key = keySkillsReady(plan);

  it('the apply milestone is the day the plan reaches its last key skill (was four months after the analysis)', () => {
    expect(r.predictions['0-3'].career.roleId).toBe('data-scientist');
    const keyEntries = plan.entries.filter((e) => e.priority === 'High');
    expect(keyEntries.map((e) => e.skillId)).toContain('sql');
    expect(key.count).toBe(keyEntries.length);
    expect(key.count).toBeGreaterThanOrEqual(3);
    const apply = find(r, 'apply');
    expect(apply.targetDate).toBe(key.date);
    // Not on the old day (2026-03-01 + 120 days): more than a year later at 5 hours a week.
    expect(apply.targetDate > '2027-06-01').toBe(true);
    const sql = plan.entries.find((e) => e.skillId === 'sql')!;
    expect(apply.targetDate >= sql.targetDate).toBe(true);
    expect(apply.params).toMatchObject({ keySkills: key.count, notBefore: '2026-06-29' });
  });

  it('says why in English and in Dutch', () => {
    expect(find(r, 'apply').description).toBe(
      `This is the day your learning plan brings the role's ${key.count} key skills to the target level at your hours a week; employers look at them first. Start with the companies in your recommendations.`,
    );
    const nl = localizeAnalysis(r, 'nl');
    expect(find(nl, 'apply').description).toBe(
      `Op deze datum brengt je leerplan de ${key.count} kernvaardigheden van de functie op het doelniveau, in jouw uren per week; daar kijken werkgevers als eerste naar. Begin bij de bedrijven in je aanbevelingen.`,
    );
    expect(find(localizeAnalysis(r, 'en'), 'apply').description).toBe(find(r, 'apply').description);
  });

  it('the move and the later steps do not come before the applications', () => {
    const apply = find(r, 'apply').targetDate;
    for (const id of ['move', 'step-up', 'long-term']) {
      const m = r.milestones.find((x) => x.id === id);
      if (m) expect(m.targetDate >= apply, id).toBe(true);
    }
    expect(
      find(r, 'step-up').targetDate >= find(r, 'apply').targetDate.replace(/^(\d{4})/, (y) => `${+y + 2}`),
    ).toBe(true);
    // The milestones stay sorted by date.
    const dates = r.milestones.map((m) => m.targetDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('more hours a week bring the applications forward', () => {
    const faster = analyse(mark({ learningHoursPerWeek: 10 }));
    expect(find(faster, 'apply').targetDate < find(r, 'apply').targetDate).toBe(true);
    expect(find(faster, 'apply').targetDate).toBe(keySkillsReady(planOf(faster, 10)).date);
  });
});

describe('the dashboard moves the applications with the learning plan (milestonesOnPlan, decision 0251)', () => {
  const r = analyse(mark());
  const apply = find(r, 'apply');

  it('follows the plan at the hours a week of today, later or earlier, never before notBefore', () => {
    const slower = milestonesOnPlan(r.milestones, planOf(r, 3));
    const slowApply = find({ milestones: slower }, 'apply').targetDate;
    expect(slowApply).toBe(keySkillsReady(planOf(r, 3)).date);
    expect(slowApply > apply.targetDate).toBe(true);
    // The steps after it move as far: none comes before the applications.
    for (const id of ['move', 'step-up', 'long-term'])
      expect(find({ milestones: slower }, id).targetDate >= slowApply, id).toBe(true);

    const faster = milestonesOnPlan(r.milestones, planOf(r, 20));
    expect(find({ milestones: faster }, 'apply').targetDate).toBe(keySkillsReady(planOf(r, 20)).date);
    // The step up keeps the analysis' date when the applications come earlier.
    expect(find({ milestones: faster }, 'step-up').targetDate).toBe(find(r, 'step-up').targetDate);
  });

  it('with every key skill learned, the applications fall on their earliest day', () => {
    const logged = r.skillGaps.map((g) => ({ skillId: g.skillId, hoursSpent: g.timeToTarget.hours }));
    const done = planForGaps(r.skillGaps, logged, 5, r.generatedAt.slice(0, 10));
    expect(find({ milestones: milestonesOnPlan(r.milestones, done) }, 'apply').targetDate).toBe(
      apply.params!.notBefore,
    );
  });

  it('an analysis stored before decision 0251 (no notBefore) keeps its apply date', () => {
    const old = r.milestones.map((m) =>
      m.id === 'apply' ? { ...m, params: { roleId: 'data-scientist' } } : m,
    );
    expect(find({ milestones: milestonesOnPlan(old, planOf(r, 3)) }, 'apply').targetDate).toBe(
      apply.targetDate,
    );
  });
});
