import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { currentPayYearly, namedPayMonths, payslipMonthly } from '../rules/dashboard';
import { sourceText } from '../text/sources';
import { bundledEngineData } from './bundled';
import { cityFitForAnswers } from './hubs';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0177: a monthly current pay is made a year as the collective agreement of the person's role pays it, where
 * the engine knows one whose source names its holiday pay and year-end payment (the Cao Ziekenhuizen nurse's 13.96
 * months, decision 0163), so month -> year -> payslip month gives the month the person typed. Elsewhere the payslip
 * rule of home (x 12.96 in the Netherlands: twelve months and the law's 8% holiday allowance) stays. People are answers
 * as the wizard stores them, through mapAnswersToRequest and the engine (test-people's NOW).
 */
const base = emptyAnswers();
const person = personMaker();

/** A hospital nurse in Utrecht, mid level, EUR 3,600 a month on her payslip. */
const nurse = person({
  userType: 'professional',
  personalInfo: { location: 'Utrecht' },
  skills: ['Patient Care', 'Communication', 'Teamwork', 'Wondzorg'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors',
    institution: 'Hogeschool Utrecht',
    fieldOfStudy: 'Verpleegkunde',
    graduationYear: '2016',
  },
  experienceLevel: 'mid',
  industries: ['healthcare'],
  currency: 'EUR',
  timeframe: 'monthly',
  salaryRange: 3_600,
  currentPay: { amount: 3_600, timeframe: 'monthly', currency: 'EUR' },
  familyStatus: 'single',
});

describe("decision 0177: a Dutch nurse's monthly pay, made a year as her collective agreement pays it", () => {
  const r = analyse(nurse, { locale: 'en' });
  const utrecht = r.affordability.find((a) => a.cityId === 'utrecht')!;

  it('her year holds the CAO holiday pay and year-end payment (x 13.96), not the law alone (x 12.96)', () => {
    expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
    expect(utrecht.payOrigin).toBe('current');
    // Was 3,600 x 12.96 = 46,656.
    expect(utrecht.grossAnnual.value).toBeCloseTo(3_600 * 13.9596, 0);
    expect(namedPayMonths(utrecht.grossAnnual.source)).toBeCloseTo(13.96, 2);
  });

  it('month -> year -> payslip month gives the month she typed', () => {
    expect(payslipMonthly(utrecht.grossAnnual.value, 'NL', utrecht.grossAnnual.source)).toMatchObject({
      amount: 3_600,
      named: true,
    });
    // The old year on the agreement's payslip month: 46,656 / 13.96 = 3,342, EUR 258 short of her payslip.
    expect(payslipMonthly(3_600 * 12.96, 'NL', utrecht.grossAnnual.source)!.amount).toBe(3_342);
  });

  it('another city carries the same year at her share of the role pay', () => {
    const fit = cityFitForAnswers(nurse, bundledEngineData());
    const home = fit.salaryByCity.get('utrecht')!;
    expect(fit.ownPayShare).toBeCloseTo(utrecht.grossAnnual.value / home.value, 6);
    // The notes that name what she earns now (path.below-current) read the same year.
    expect(fit.person.currentPayAnnual).toBeCloseTo(utrecht.grossAnnual.value, 6);
  });

  it('the source says how the year was made, in Dutch too', () => {
    expect(utrecht.grossAnnual.source).toMatch(
      /^Your answer: your current gross pay a month, made a year as the collective agreement pays it: .*Cao Ziekenhuizen/,
    );
    const nl = sourceText(utrecht.grossAnnual.source, 'nl');
    expect(nl).toMatch(
      /^jouw antwoord: je huidige bruto salaris per maand, omgerekend naar een jaar zoals de cao/,
    );
    expect(nl).toContain('eindejaarsuitkering van 8,33%');
    expect(nl).not.toMatch(/holiday pay|year-end|Your answer/);
  });
});

describe('decision 0177: where no agreement is known, the payslip rule of home stays', () => {
  it('a career changer into nursing: her pay is x 12.96, and her plan is on the role pay (decision 0179)', () => {
    const changer = person({ ...nurse, userType: 'career-changer', careerStatus: 'changing' });
    const r = analyse(changer, { locale: 'en' });
    // Her home city stands on the new role's pay, as every other city does (decision 0179, walk W204).
    expect(r.currentPayAside).toBe('changing');
    const home = r.affordability.find((a) => a.cityId === 'utrecht')!;
    expect(home.payOrigin).toBe('role');
    expect(home.grossAnnual.value).not.toBeCloseTo(3_600 * 12.96, 0);
    expect(currentPayYearly(3_600, 'monthly', 'NL')).toBeCloseTo(46_656, 6);
  });

  it('a yearly answer and an answer in another currency are not rebuilt', () => {
    expect(
      currentPayYearly(46_000, 'annual', 'NL', 'x12 plus 8% holiday pay and the 8.33% year-end payment'),
    ).toBe(46_000);
    const inUsd = person({ ...nurse, currentPay: { amount: 3_600, timeframe: 'monthly', currency: 'USD' } });
    const r = analyse(inUsd, { locale: 'en' });
    const utrecht = r.affordability.find((a) => a.cityId === 'utrecht')!;
    expect(utrecht.grossAnnual.source).toMatch(/converted at ECB reference rates$/);
  });
});
