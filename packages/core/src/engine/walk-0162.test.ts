import { describe, expect, it } from 'vitest';
import { PREDICTION_TIMEFRAMES } from '../contracts/enums';
import { emptyAnswers } from '../contracts/onboarding';
import { householdOfRequest, predictionAffordability } from '../rules/comparison';
import { bundledEngineData } from './bundled';
import { cityFitForAnswers } from './hubs';
import { analyse, personMaker, requestOf } from './test-people';

/**
 * Decision 0162 (walk W101, W105): a nursing student's side-job pay is not the pay of her plan. The people are answers
 * as the wizard stores them (the student enters what she earns now at the current-pay step, as the form invites), sent
 * through mapAnswersToRequest and the engine's public entry (on test-people's NOW, 2026-03-01).
 */
const base = emptyAnswers();
const person = personMaker();

/** Walk persona P1: HBO nursing student in Groningen, graduating 2027, a couple (partner studies), EUR 650 a month. */
const student = person({
  userType: 'student',
  personalInfo: { location: 'Groningen' },
  skills: ['Patient Care', 'Communication', 'Teamwork', 'Wondzorg'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors',
    institution: 'Hanzehogeschool Groningen',
    fieldOfStudy: 'Verpleegkunde',
    graduationYear: '2027',
  },
  experienceLevel: 'entry',
  industries: ['healthcare'],
  currency: 'EUR',
  timeframe: 'monthly',
  salaryRange: 3_250,
  currentPay: { amount: 650, timeframe: 'monthly', currency: 'EUR' },
  familyStatus: 'couple',
  partnerWorks: false,
  preferredCities: ['groningen', 'utrecht'],
});

describe('decision 0162: a student plans on the pay of the role she studies for (walk W101)', () => {
  const r = analyse(student, { locale: 'nl' });
  const groningen = r.affordability.find((a) => a.cityId === 'groningen')!;
  const typical = cityFitForAnswers(student, bundledEngineData()).salaryByCity;

  it("her home town's money left is on the predicted nurse pay, not on EUR 650 a month", () => {
    expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
    expect(r.currentPayAside).toBe('studying');
    expect(r.ownPayShare).toBeUndefined();
    // Was: 'current', EUR 8,424 a year (650 x 12.96), money left EUR -1,716.
    expect(groningen.payOrigin).toBe('role');
    expect(groningen.grossAnnual.value).toBe(typical.get('groningen')!.value);
    expect(groningen.grossAnnual.value).toBeGreaterThan(35_000);
    expect(groningen.moneyLeftMonthly.value).toBeGreaterThan(-500);
    expect(r.affordability.some((a) => a.payOrigin === 'current' || a.payOrigin === 'scaled')).toBe(false);
  });

  it('the wizard card says the same figure and why (the same city fit, before the analysis)', () => {
    const fit = cityFitForAnswers(student, bundledEngineData());
    expect(fit.currentPayAside).toBe('studying');
    const card = fit.scored.find((s) => s.city.id === 'groningen')!.extras!;
    expect(card.moneyLeftOnCurrentPay).toBeUndefined();
    expect(card.moneyLeftOnRolePay).toBe('studying');
    expect(card.moneyLeftMonthly!.value).toBeCloseTo(groningen.moneyLeftMonthly.value, 6);
  });
});

describe('decision 0162: every period of the plan is on the income of its salary column (walk W105)', () => {
  const r = analyse(student, { locale: 'nl' });
  const household = householdOfRequest(requestOf(student, { locale: 'nl' }));

  it("each period's money left is on that period's predicted pay, as the report and the timeline compute it", () => {
    for (const t of PREDICTION_TIMEFRAMES) {
      const p = r.predictions[t];
      const a = predictionAffordability(p, household, r.ownPayShare, r.ownPayCountry)!;
      // Was: EUR 8,500 / 10,000 / 12,000 (21% of the nurse's pay) beside EUR 41,000 / 49,500 / 58,500.
      expect(a.grossAnnual.value, t).toBe(p.career.salary.value);
    }
  });

  it('the report row and the dashboard give one money-left figure for her home town', () => {
    // The report's 0-3 row for Groningen (the walk's plan; here the best match is Utrecht, the same national CAO pay).
    const p = r.predictions['0-3'];
    const salary = cityFitForAnswers(student, bundledEngineData()).salaryByCity.get('groningen')!;
    const row = predictionAffordability(
      { career: { ...p.career, salary }, location: { cityId: 'groningen' } },
      household,
      r.ownPayShare,
      r.ownPayCountry,
    )!;
    const card = r.affordability.find((a) => a.cityId === 'groningen')!;
    // Was: -1,709 in the report (EUR 8,500, the scaled pay) beside -1,716 on the dashboard (EUR 8,424, her own).
    expect(Math.round(row.moneyLeftMonthly.value)).toBe(Math.round(card.moneyLeftMonthly.value));
  });
});

describe('decision 0162: who keeps their own pay', () => {
  const grad = (patch: Parameters<typeof person>[0]) =>
    person({
      personalInfo: { location: 'Groningen' },
      skills: ['Patient Care', 'Communication'],
      educationBackground: {
        ...base.educationBackground,
        level: 'bachelors',
        fieldOfStudy: 'Verpleegkunde',
        graduationYear: '2027',
      },
      industries: ['healthcare'],
      currency: 'EUR',
      ...patch,
    });

  it('someone not marked student whose graduation year is still ahead plans on the role pay too', () => {
    const r = analyse(
      grad({ userType: 'recent-grad', currentPay: { amount: 650, timeframe: 'monthly', currency: 'EUR' } }),
    );
    expect(r.currentPayAside).toBe('studying');
  });

  it('a working nurse on pay far below the role (part-time) plans on the role pay, said as part-time', () => {
    const r = analyse(
      grad({
        userType: 'professional',
        educationBackground: {
          ...base.educationBackground,
          level: 'bachelors',
          fieldOfStudy: 'Verpleegkunde',
          graduationYear: '2015',
        },
        experienceLevel: 'mid',
        currentPay: { amount: 900, timeframe: 'monthly', currency: 'EUR' },
      }),
    );
    expect(r.currentPayAside).toBe('part-time');
    expect(r.affordability.find((a) => a.cityId === 'groningen')!.payOrigin).toBe('role');
  });

  it('a working nurse on a full-time pay keeps her own pay at home (decision 0089 unchanged)', () => {
    const r = analyse(
      grad({
        userType: 'professional',
        educationBackground: {
          ...base.educationBackground,
          level: 'bachelors',
          fieldOfStudy: 'Verpleegkunde',
          graduationYear: '2015',
        },
        experienceLevel: 'mid',
        currentPay: { amount: 3_800, timeframe: 'monthly', currency: 'EUR' },
      }),
    );
    expect(r.currentPayAside).toBeUndefined();
    expect(r.affordability.find((a) => a.cityId === 'groningen')!.payOrigin).toBe('current');
  });
});

describe('a field of study written in English trains the same nurse (the lead’s look at the 0162 student)', () => {
  for (const fieldOfStudy of ['Nursing', 'Nursing (BSc)', 'BSc Adult Nursing', 'Pflegewissenschaft']) {
    it(`"${fieldOfStudy}" predicts a registered nurse, not a medical assistant`, () => {
      const r = analyse(
        { ...student, educationBackground: { ...student.educationBackground, fieldOfStudy } },
        { locale: 'en' },
      );
      // Was: 'medical-assistant' (EUR 31,000) for 'Nursing': the field named no role, the skills chose.
      expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
    });
  }
});
