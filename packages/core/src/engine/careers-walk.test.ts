import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import { EXPERIENCE_LEVELS, PREDICTION_TIMEFRAMES } from '../contracts/enums';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import type { ResumeFactsInput } from '../contracts/resume-facts';
import { bundledEngineData } from './bundled';
import { cityFitForAnswers } from './hubs';
import { analyse, personMaker } from './test-people';

/**
 * The people of a walk of main (W10, W17, W21, W24): their answers as they gave them in the wizard, and the properties
 * they would check on the dashboard (the role they do, a path that does not step down, pay that follows theirs).
 */
const data = bundledEngineData();
const familyOf = (roleId: string) => data.roles.find((r) => r.id === roleId)!.family;

const person = personMaker();
const run = (answers: OnboardingAnswers, resume?: ResumeFactsInput): AnalysisResult =>
  analyse(answers, { resume });
const path = (r: AnalysisResult) => PREDICTION_TIMEFRAMES.map((t) => r.predictions[t].career);

/** Tomasz: warehouse team lead in Wrocław, trained as a logistics technician, no CV. */
const tomasz = (monthlyEur: number, fieldOfStudy = 'Logistics technician') =>
  person({
    userType: 'professional',
    skills: [
      'Leadership',
      'Teamwork',
      'Microsoft Excel',
      'Forklift operation',
      'Warehouse management',
      'Inventory control',
    ],
    educationBackground: {
      ...emptyAnswers().educationBackground,
      level: 'associates',
      institution: 'Zespół Szkół Logistycznych we Wrocławiu',
      fieldOfStudy,
    },
    experienceLevel: 'lead',
    currentPay: { amount: monthlyEur, timeframe: 'monthly', currency: 'EUR' },
    workEnergy: ['leadership'],
    careerGoals: ['leadership', 'salary-growth'],
    locationPreferences: ['international', 'urban'],
    industries: ['transportation', 'manufacturing', 'retail'],
    personalInfo: { location: 'Wrocław, Poland' } as OnboardingAnswers['personalInfo'],
    citizenships: ['PL'],
    languages: [
      { code: 'pl', level: 'native' },
      { code: 'en', level: 'good' },
    ],
    familyStatus: 'family',
    childrenCount: 2,
    partnerWorks: true,
    housingBudget: '1400',
  });

/** Aisha: ACCA senior accountant in London, GBP 52,000 a year; her CV's jobs as the reader finds them. */
const aishaCv: ResumeFactsInput = {
  experience: [
    { title: { value: 'Senior Accountant', confidence: 0.9 }, current: { value: true, confidence: 0.9 } },
    { title: { value: 'Accountant', confidence: 0.9 }, current: { value: false, confidence: 0.9 } },
    { title: { value: 'Trainee Accountant', confidence: 0.9 }, current: { value: false, confidence: 0.9 } },
  ],
  totalYears: { value: 10.3, confidence: 0.8 },
};
const aisha = (fieldOfStudy: string) =>
  person({
    userType: 'professional',
    skills: ['Financial analysis', 'Accounting', 'Microsoft Excel', 'IFRS reporting'],
    educationBackground: {
      ...emptyAnswers().educationBackground,
      level: 'bachelors',
      institution: 'University of Birmingham',
      fieldOfStudy,
    },
    experienceLevel: 'senior',
    currentPay: { amount: 52_000, timeframe: 'annual', currency: 'GBP' },
    currency: 'GBP',
    workEnergy: ['analytical', 'optimization'],
    careerGoals: ['work-flexibility'],
    locationPreferences: ['international', 'urban'],
    industries: ['finance', 'consulting'],
    personalInfo: { location: 'London, United Kingdom' } as OnboardingAnswers['personalInfo'],
    citizenships: ['GB'],
    languages: [{ code: 'en', level: 'native' }],
    familyStatus: 'family',
    childrenCount: 1,
    housingBudget: '1600',
  });

describe('the walk W10/W17: the predicted role is the one the person does', () => {
  it('a warehouse team lead trained in logistics is predicted a logistics role, not a bookkeeping clerk', () => {
    for (const field of ['Logistics technician', '']) {
      const r = run(tomasz(1_830, field));
      for (const step of path(r)) expect(familyOf(step.roleId)).toBe('operations');
      // Trained in logistics: a logistics role; from the skills alone, a lead in the warehouse (a team lead).
      const roles = field
        ? ['logistician', 'supply-chain-manager', 'operations-manager']
        : ['logistician', 'supply-chain-manager', 'operations-manager', 'warehouse-worker'];
      expect(roles).toContain(r.predictions['0-3'].career.roleId);
      expect(r.predictions['0-3'].career.level).not.toMatch(/entry|junior/);
      expect(familyOf(r.recommendations.roles[0]!.roleId)).toBe('operations');
    }
  });

  it('an ACCA senior accountant is predicted an accountant (or finance manager), senior as her title says, never a clerk', () => {
    for (const [answers, cv] of [
      [aisha('Accounting and Finance'), aishaCv],
      [aisha(''), aishaCv],
      [aisha('Accounting and Finance'), undefined],
    ] as const) {
      const r = run(answers, cv);
      expect(['accountant', 'financial-manager']).toContain(r.predictions['0-3'].career.roleId);
      // Her CV's title says Senior; without it, her GBP 52,000 sits at the junior figure of the ONS ASHE table for
      // London, so the level is at most one above (mid).
      expect(EXPERIENCE_LEVELS.indexOf(r.predictions['0-3'].career.level)).toBeGreaterThanOrEqual(
        EXPERIENCE_LEVELS.indexOf(cv ? 'senior' : 'mid'),
      );
      for (const step of path(r)) expect(step.roleId).not.toBe('bookkeeping-clerk');
    }
  });
});

describe('the walk W24: a path that stays in the field does not step down', () => {
  it('levels never go down, and pay drops only with a note that says why', () => {
    const people: [OnboardingAnswers, ResumeFactsInput?][] = [
      [tomasz(1_830)],
      [tomasz(7_800)],
      [aisha('Accounting and Finance'), aishaCv],
      [aisha('')],
      [
        person({
          userType: 'recent-grad',
          skills: ['Python', 'SQL', 'Machine Learning'],
          educationBackground: { ...emptyAnswers().educationBackground, level: 'masters' },
          experienceLevel: 'senior',
          workEnergy: ['analytical'],
          careerGoals: ['technical-mastery'],
          industries: ['technology'],
        }),
      ],
    ];
    for (const [answers, cv] of people) {
      const r = run(answers, cv);
      const steps = path(r);
      for (let i = 1; i < steps.length; i++) {
        expect(EXPERIENCE_LEVELS.indexOf(steps[i]!.level)).toBeGreaterThanOrEqual(
          EXPERIENCE_LEVELS.indexOf(steps[i - 1]!.level),
        );
        if (steps[i]!.salary.value < steps[i - 1]!.salary.value)
          expect(r.careerPath[i]!.notes?.map((n) => n.code)).toContain('path.pay-down');
      }
    }
  });
});

describe('the walk W1/W21: current pay anchors the level of someone staying in their field', () => {
  /** Sofie: hbo nurse in Utrecht, "Starter", her pay per month as she typed it. */
  const sofie = (monthly: number) =>
    person({
      userType: 'professional',
      skills: ['Patiëntenzorg', 'Wondzorg', 'Medicatiebeheer', 'Communicatie'],
      educationBackground: {
        ...emptyAnswers().educationBackground,
        level: 'bachelors',
        institution: 'Hogeschool Utrecht',
        fieldOfStudy: 'HBO-Verpleegkunde',
      },
      experienceLevel: 'entry',
      currentPay: { amount: monthly, timeframe: 'monthly', currency: 'EUR' },
      industries: ['healthcare'],
      personalInfo: { location: 'Utrecht, Nederland' } as OnboardingAnswers['personalInfo'],
      locationPreferences: ['current'],
      languages: [{ code: 'nl', level: 'native' }],
      citizenships: ['NL'],
    });

  it('her own pay is her money near home, and more pay never predicts less', () => {
    let before = 0;
    for (const monthly of [3_100, 3_750, 4_300]) {
      const answers = sofie(monthly);
      const fit = cityFitForAnswers(answers, data);
      expect(fit.career.roles['0-3']?.id).toBe('registered-nurse');
      const nearHome = fit.salaryByCity.get('utrecht')!;
      // The level she chose is her level in years 0-3, whatever her pay (walk W402; before it, pay raised a Starter to
      // junior, decisions 0042 and 0153): her own pay (not the role's) is her money there.
      expect(fit.career.levels['0-3']).toBe('entry');
      expect(fit.earnerPayByCity.get('utrecht')!.value).toBeGreaterThanOrEqual(monthly * 12);
      expect(nearHome.value).toBeGreaterThanOrEqual(before);
      before = nearHome.value;
    }
  });

  it("Tomasz's EUR 1,830 and EUR 7,800 a month give different plans", () => {
    const low = run(tomasz(1_830));
    const high = run(tomasz(7_800));
    // The level is the one he chose (lead) at either pay (decision 0139: pay never lowers a chosen level) ...
    expect(low.predictions['0-3'].career.level).toBe('lead');
    expect(high.predictions['0-3'].career.level).toBe('lead');
    // ... and his pay still shapes the plan: how far the later steps may grow (decision 0033) and his own money. Since
    // decision 0150 a lead supply-chain manager in Wrocław (the managers' SES mean over the levels at which people
    // manage) is within twice EUR 1,830 a month, so both plans reach it in 3-5 years; on EUR 1,200 it is not.
    const lower = run(tomasz(1_200));
    expect(lower.predictions['3-5'].career.salary.value).toBeLessThan(
      high.predictions['3-5'].career.salary.value,
    );
    expect(low.affordability[0]!.grossAnnual.value).toBeLessThan(high.affordability[0]!.grossAnnual.value);
  });
});
