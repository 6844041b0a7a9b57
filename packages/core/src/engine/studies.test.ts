import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { planForGaps } from '../rules/learning';
import { localizeAnalysis } from '../text/localize-analysis';
import { runAnalysis } from './run';

/**
 * Walk finding 5 (decision 0130): persona a, a Dutch HBO nursing student in Utrecht graduating in 2027, who lists
 * Patiëntenzorg, Communicatie, Samenwerken and Wondzorg. Her studies teach nursing and medical terminology.
 */
const NOW = new Date('2026-11-27T12:00:00Z');
const student = (patch: Partial<OnboardingAnswers['educationBackground']> = {}): OnboardingAnswers => ({
  ...emptyAnswers(),
  userType: 'student',
  whatMatters: ['finding-job'],
  personalInfo: {
    firstName: 'Fleur',
    lastName: 'Jansen',
    email: 'fleur@example.org',
    phone: '',
    age: '18-22',
    location: 'Utrecht, Nederland',
  },
  skills: ['Patiëntenzorg', 'Communicatie', 'Samenwerken', 'Wondzorg'],
  educationBackground: {
    level: 'bachelors',
    institution: 'Hogeschool Utrecht',
    fieldOfStudy: 'Verpleegkunde',
    graduationYear: '2027',
    gpa: '',
    achievements: '',
    ...patch,
  },
  industries: ['healthcare'],
  locationPreferences: ['current'],
  consideredCountries: ['NL'],
  timeline: '1-3-years',
});

function analyse(answers: OnboardingAnswers) {
  const mapped = mapAnswersToRequest(answers, { locale: 'nl' });
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: NOW });
}

describe('the studies credit the skills the degree teaches (walk finding 5, decision 0130)', () => {
  const result = analyse(student());
  const gap = (id: string) => result.skillGaps.find((g) => g.skillId === id);

  it('a nursing student half a year from graduating has nursing and medical terminology near the degree level', () => {
    for (const id of ['nursing', 'medical-terminology']) {
      const g = gap(id);
      // Either no gap at all, or one the studies credit at 80% or more of the degree's level.
      if (!g) continue;
      expect(g.studies?.roleId).toBe('registered-nurse');
      expect(g.currentLevel).toBeGreaterThanOrEqual(Math.round(0.8 * g.studies!.level));
    }
    expect(result.skillGaps.some((g) => g.studies)).toBe(true);
  });

  it('schedules nothing after graduation that the degree itself teaches', () => {
    const taught = result.skillGaps.filter((g) => g.studies?.studying && g.studies.level >= g.targetLevel);
    expect(taught.length).toBeGreaterThan(0);
    for (const g of taught) expect(g.timeToTarget.hours).toBe(0);
    for (const g of taught) expect(g.priority).toBe('Low');
    const plan = planForGaps(result.skillGaps, [], 5, '2026-11-27');
    for (const g of taught) expect(plan.entries.map((e) => e.skillId)).not.toContain(g.skillId);
    expect(result.milestones.map((m) => m.params?.skillId)).not.toContain(taught[0]!.skillId);
  });

  it('credits by study progress: a first-year student less than one about to graduate', () => {
    const first = analyse(student({ graduationYear: '2030' }));
    const level = (r: ReturnType<typeof analyse>) =>
      r.skillGaps.find((g) => g.skillId === 'medical-terminology')?.currentLevel ?? 100;
    expect(level(first)).toBeLessThan(level(result));
    expect(level(first)).toBeGreaterThan(0);
  });

  it('credits nothing for a field that leads to no role', () => {
    const other = analyse(student({ fieldOfStudy: 'Kunstgeschiedenis' }));
    expect(other.skillGaps.some((g) => g.studies)).toBe(false);
  });

  it('keeps the credit when the analysis is said again in English', () => {
    const en = localizeAnalysis(result, 'en');
    expect(en.skillGaps.filter((g) => g.studies).length).toBe(
      result.skillGaps.filter((g) => g.studies).length,
    );
  });
});
