import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import { EXPERIENCE_LEVELS, PREDICTION_TIMEFRAMES } from '../contracts/enums';
import { emptyAnswers, reviveAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { bundledEngineData } from './bundled';
import { SAMPLE_ANSWERS } from './sample-person';
import { analyse, personMaker, seniorDeveloperBerlin } from './test-people';

/**
 * Decision 0150: roles people reach only after years (managers) come at the levels where people get there, and an
 * experienced person's next steps stay in or near their field and say so when they pay less than today. The people
 * are answers as the wizard stores them, sent through mapAnswersToRequest (the request the web app builds) and the
 * engine's public entry.
 */
const data = bundledEngineData();
const roleOf = (id: string) => data.roles.find((r) => r.id === id)!;
const at = (level: string) => EXPERIENCE_LEVELS.indexOf(level as never);
const steps = (r: AnalysisResult) => PREDICTION_TIMEFRAMES.map((t) => r.predictions[t].career);
const base = emptyAnswers();
const person = personMaker();

/** The sample person of the dashboard's end-to-end specs, as stored (defaults filled as the wizard's store does). */
const sample: OnboardingAnswers = reviveAnswers(SAMPLE_ANSWERS);

/** Walk finding 29: a senior finance professional in New York on USD 250,000. */
const financeNewYork = (fieldOfStudy: string) =>
  person({
    userType: 'professional',
    careerStatus: 'advancing',
    personalInfo: { location: 'New York, USA' },
    skills: [
      'Financial Modeling',
      'SQL',
      'Excel',
      'Stakeholder Management',
      'Product Management',
      'Leadership',
    ],
    educationBackground: { ...base.educationBackground, level: 'masters', fieldOfStudy },
    experienceLevel: 'senior',
    industries: ['finance'],
    currency: 'USD',
    salaryRange: 250_000,
    currentPay: { amount: 250_000, timeframe: 'annual', currency: 'USD' },
    careerGoals: ['salary-growth'],
  });

const devBerlin = seniorDeveloperBerlin();

const nurseLondon = person({
  userType: 'professional',
  personalInfo: { location: 'London, United Kingdom' },
  skills: ['Patient Care', 'Nursing', 'Communication', 'Leadership'],
  educationBackground: { ...base.educationBackground, level: 'bachelors', fieldOfStudy: 'Nursing' },
  experienceLevel: 'lead',
  careerGoals: ['leadership'],
  industries: ['healthcare'],
  currency: 'GBP',
  salaryRange: 55_000,
  currentPay: { amount: 55_000, timeframe: 'annual', currency: 'GBP' },
});

const teacherAmsterdam = person({
  userType: 'professional',
  personalInfo: { location: 'Amsterdam, Netherlands' },
  skills: ['Teaching', 'Curriculum Design', 'Classroom Management', 'Communication'],
  educationBackground: { ...base.educationBackground, level: 'masters', fieldOfStudy: 'Lerarenopleiding' },
  experienceLevel: 'senior',
  industries: ['education'],
  currentPay: { amount: 60_000, timeframe: 'annual', currency: 'EUR' },
});

/** Every step at a role held only later in a career is at or above that role's level (decision 0150). */
function managersAtTheirLevel(r: AnalysisResult) {
  for (const step of steps(r)) {
    const from = roleOf(step.roleId).from;
    if (from?.manager)
      expect(at(step.level), `${step.roleId} ${step.level}`).toBeGreaterThanOrEqual(at(from.level));
  }
}

/**
 * An experienced person's path: levels never below the one before; a move to another field's role only when it pays
 * no less than the step before; every step that pays less than today carries the note that says so, in en and nl.
 */
function honestPath(answers: OnboardingAnswers) {
  const r = analyse(answers);
  const nl = analyse(answers, { locale: 'nl' });
  const path = steps(r);
  const current = answers.currentPay!.amount;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const notes = r.careerPath[i]!.notes ?? [];
    if (i > 0) {
      const before = path[i - 1]!;
      expect(at(step.level)).toBeGreaterThanOrEqual(at(before.level));
      if (roleOf(step.roleId).family !== roleOf(before.roleId).family)
        expect(step.salary.value, `${before.roleId} -> ${step.roleId}`).toBeGreaterThanOrEqual(
          before.salary.value,
        );
    }
    if (step.salary.currency === answers.currentPay!.currency && step.salary.value < current) {
      expect(notes.map((n) => n.code)).toContain('path.below-current');
      expect(notes.find((n) => n.code === 'path.below-current')!.text).toMatch(
        /you earn now: not a step up in pay/,
      );
      expect(nl.careerPath[i]!.notes!.find((n) => n.code === 'path.below-current')!.text).toMatch(
        /die je nu verdient: geen stap omhoog in salaris/,
      );
    } else expect(notes.map((n) => n.code)).not.toContain('path.below-current');
  }
  managersAtTheirLevel(r);
  return r;
}

describe('decision 0150: managers only where people get there', () => {
  it('every manager role is ISCO-08 major group 1 or asks five years of related work, held from mid level', () => {
    const managers = data.roles.filter((r) => r.from?.manager).map((r) => r.id);
    expect(managers).toEqual(
      expect.arrayContaining(['engineering-manager', 'financial-manager', 'product-manager', 'hr-manager']),
    );
    expect(roleOf('engineering-manager').from).toEqual({ level: 'mid', manager: true });
    // BLS: cloud architects come from five years or more of related work, which need not be in the role itself.
    expect(roleOf('cloud-architect').from).toEqual({ level: 'mid', manager: false });
    expect(roleOf('software-developer').from).toBeUndefined();
  });

  it("the sample Utrecht career changer is not an entry-level engineering manager on the managers' pay", () => {
    const r = analyse(sample);
    managersAtTheirLevel(r);
    for (const step of steps(r))
      if (step.roleId === 'engineering-manager') expect(at(step.level)).toBeGreaterThanOrEqual(at('mid'));
    // Was: Machine Learning Engineer entry EUR 73,000 -> Engineering Manager entry EUR 116,000 -> junior 140,500.
    expect(steps(r).map((s) => `${s.roleId} ${s.level}`)).toEqual([
      'machine-learning-engineer entry',
      'machine-learning-engineer junior',
      'machine-learning-engineer mid',
    ]);
    // The pay grows with the level in the one role, from the professionals' figures.
    const pay = steps(r).map((s) => s.salary.value);
    expect(pay[1]!).toBeGreaterThan(pay[0]!);
    expect(pay[2]!).toBeGreaterThan(pay[1]!);
  });

  it('a changer who names a manager role reaches it on the path, not as an entry-level first step', () => {
    const r = analyse({ ...sample, careerGoalsText: 'I want to become a product manager' });
    managersAtTheirLevel(r);
    expect(steps(r)[0]!.roleId).not.toBe('product-manager');
    expect(r.recommendations.roles[0]!.roleId).toBe('product-manager');
  });
});

describe('decision 0150: an experienced person steps on in or near their field, honestly about pay', () => {
  it('walk 29: a senior finance professional in New York on USD 250,000 stays in finance, and is told when a step pays less', () => {
    const r = honestPath(financeNewYork('Finance'));
    // Was: Business Analyst senior -> Product Manager senior -> Data Analyst senior (a pay cut to another field).
    for (const step of steps(r)) expect(roleOf(step.roleId).family).toBe('finance');
    for (const step of steps(r)) expect(at(step.level)).toBeGreaterThanOrEqual(at('senior'));
    expect(r.careerPath[0]!.notes!.map((n) => n.code)).toContain('path.below-current');
  });

  it('without a field of study, the same person is not moved on to a lower-paid role of another field', () => {
    const r = honestPath(financeNewYork(''));
    expect(steps(r).map((s) => s.roleId)).not.toContain('data-analyst');
  });

  it('a senior developer in Berlin, a lead nurse in London and a senior teacher in Amsterdam', () => {
    const dev = honestPath(devBerlin);
    expect(steps(dev).map((s) => roleOf(s.roleId).family)).toEqual(['software', 'software', 'software']);
    for (const s of steps(dev)) expect(s.level).toBe('senior');
    const nurse = honestPath(nurseLondon);
    expect(steps(nurse).map((s) => roleOf(s.roleId).family)).toEqual([
      'healthcare',
      'healthcare',
      'healthcare',
    ]);
    for (const s of steps(nurse)) expect(s.level).toBe('lead');
    const teacher = honestPath(teacherAmsterdam);
    expect(steps(teacher).map((s) => roleOf(s.roleId).family)).toEqual([
      'education',
      'education',
      'education',
    ]);
    for (const s of steps(teacher)) expect(s.level).toBe('senior');
  });
});
