import { describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswersInput } from '../contracts/onboarding';
import { bundledEngineData } from '../engine/bundled';
import { cityFitForAnswers } from '../engine/hubs';
import { DEFAULT_SALARY, clampSalary, salarySliderBounds } from '../rules/salary';
import { namedPayMonths, payslipMonthly } from '../rules/dashboard';
import { roleTitle } from '../text/names';
import { suggestedSalary } from './salary';

const data = bundledEngineData();
const nurse = (more: Partial<OnboardingAnswersInput>): OnboardingAnswersInput => ({
  ...emptyAnswers(),
  userType: 'professional',
  skills: ['Patient care', 'Nursing', 'Medication administration'],
  experienceLevel: 'mid',
  industries: ['healthcare'],
  ...more,
});

describe('the target salary the slider starts from (issue 15)', () => {
  it("a nurse in Manchester starts in pounds at a nurse's pay near home, not at EUR 45,000", () => {
    const answers = nurse({
      personalInfo: { location: 'Manchester' } as OnboardingAnswersInput['personalInfo'],
    });
    const s = suggestedSalary(answers, data)!;
    expect(s.currency).toBe('GBP');
    expect(s.timeframe).toBe('annual');
    // The nurse's pay is the national NHS scale, the same in Bristol: the text names the country (decision 0163).
    expect(s.place).toBe('the United Kingdom'); // 'in the United Kingdom' (walk W203)
    // The role's pay in the nearest city, in pounds and put on the slider's step.
    const fit = cityFitForAnswers(answers, data);
    expect(s.role).toBe(fit.career.roles['0-3']!.title);
    const pay = fit.salaryByCity.get('manchester')!;
    expect(pay.currency).toBe('GBP');
    const { step } = salarySliderBounds('GBP', 'annual');
    expect(Math.abs(s.amount - pay.value)).toBeLessThanOrEqual(step / 2);
    expect(s.figure).toMatchObject({
      value: Math.round(pay.value),
      currency: 'GBP',
      basis: pay.basis,
      year: pay.year,
    });
    // Not the wizard's default of EUR 45,000 (a nurse's pay in pounds may round to the same number).
    expect({ amount: s.amount, currency: s.currency }).not.toEqual({
      amount: DEFAULT_SALARY,
      currency: 'EUR',
    });
    // Walk 4: the typical pay itself travels with the rounded starting point, so the text can say both.
    expect(s.exactAmount).toBe(Math.round(pay.value));
    expect(s.step).toBe(step);
  });

  it('a nurse in Amsterdam starts in euros at the Dutch figure; in Dutch the place and role are Dutch', () => {
    const answers = nurse({
      personalInfo: { location: 'Amsterdam' } as OnboardingAnswersInput['personalInfo'],
    });
    const s = suggestedSalary(answers, data, { locale: 'nl' })!;
    expect(s.currency).toBe('EUR');
    // One national collective agreement: the pay of the Netherlands, not "in Amsterdam" (decision 0163).
    expect(s.place).toBe('Nederland');
    const fit = cityFitForAnswers(answers, data);
    expect(s.role).toBe(roleTitle(fit.career.roles['0-3']!.id, 'nl'));
    expect(s.role).not.toBe(fit.career.roles['0-3']!.title);
    const pay = fit.salaryByCity.get('amsterdam')!;
    expect(Math.abs(s.amount - pay.value)).toBeLessThanOrEqual(salarySliderBounds('EUR', 'annual').step / 2);
  });

  it.each([
    // The nurses' CAO names 8% holiday pay and an 8.33% year-end bonus: 12 x (1 + 0.08 + 0.0833) months (decision 0163).
    ['Amsterdam', 'amsterdam', 12 * (1 + 0.08 + 0.0833)],
    ['Lisbon', 'lisbon', 14],
    ['Berlin', 'berlin', 12],
  ] as const)(
    'a monthly slider in %s starts at the payslip month of the yearly figure (decision 0077)',
    (location, cityId, months) => {
      const answers = nurse({
        personalInfo: { location } as OnboardingAnswersInput['personalInfo'],
        currentPay: { amount: 1000, timeframe: 'monthly', currency: 'EUR' },
      });
      const s = suggestedSalary(answers, data)!;
      expect(s.timeframe).toBe('monthly');
      const pay = cityFitForAnswers(answers, data).salaryByCity.get(cityId)!;
      expect(s.amount).toBe(clampSalary(pay.value / months, 'EUR', 'monthly'));
      // Read back by the engine's rule, the slider's month is the city's year (within half a step of the slider).
      const { step } = salarySliderBounds('EUR', 'monthly');
      if (s.amount > 2000)
        expect(Math.abs(s.amount * months - pay.value)).toBeLessThanOrEqual((step / 2) * months);
    },
  );

  it('keeps the currency and period of the current pay (an hourly worker in the US gets an hourly USD figure)', () => {
    const answers = nurse({
      personalInfo: { location: 'Boston' } as OnboardingAnswersInput['personalInfo'],
      currentPay: { amount: 30, timeframe: 'hourly', currency: 'USD' },
    });
    const s = suggestedSalary(answers, data)!;
    expect(s).toMatchObject({ currency: 'USD', timeframe: 'hourly' });
    const { min, max } = salarySliderBounds('USD', 'hourly');
    expect(s.amount).toBeGreaterThanOrEqual(min);
    expect(s.amount).toBeLessThanOrEqual(max);
    expect(Math.abs(s.amount - s.figure.value / 2080)).toBeLessThanOrEqual(
      salarySliderBounds('USD', 'hourly').step,
    );
  });

  it('a person in Zürich starts in francs, now that francs are on the slider (decision 0062)', () => {
    const answers = nurse({ personalInfo: { location: 'Zürich' } as OnboardingAnswersInput['personalInfo'] });
    const s = suggestedSalary(answers, data)!;
    expect(s.currency).toBe('CHF');
    const pay = cityFitForAnswers(answers, data).salaryByCity.get('zurich')!;
    expect(pay.currency).toBe('CHF');
    expect(s.figure.value).toBe(pay.value);
    const { min, max, step } = salarySliderBounds('CHF', s.timeframe);
    expect(s.amount).toBeGreaterThanOrEqual(min);
    expect(s.amount).toBeLessThanOrEqual(max);
    expect((s.amount - min) % step).toBe(0);
  });

  it('a person in Warsaw paid in zloty starts in zloty, within a slider that holds Polish pay', () => {
    const answers = nurse({
      personalInfo: { location: 'Warsaw' } as OnboardingAnswersInput['personalInfo'],
      currentPay: { amount: 7800, currency: 'PLN', timeframe: 'monthly' },
    } as Partial<OnboardingAnswersInput>);
    const s = suggestedSalary(answers, data)!;
    expect(s.currency).toBe('PLN');
    expect(s.timeframe).toBe('monthly');
    const { min, max } = salarySliderBounds('PLN', 'monthly');
    expect(min).toBeLessThanOrEqual(4666); // the 2025 Polish minimum wage fits on the slider
    expect(s.amount).toBeGreaterThan(min);
    expect(s.amount).toBeLessThan(max);
  });

  it('without a home: the cities paid in the wizard currency, no place named', () => {
    const s = suggestedSalary(nurse({ currency: 'AUD' }), data)!;
    expect(s.currency).toBe('AUD');
    expect(s.place).toBeUndefined();
    expect(s.figure.currency).toBe('AUD');
  });

  it('never starts below what the person earns now, and says so (walk W22: EUR 4,200 a month in Lisbon)', () => {
    const lucas: OnboardingAnswersInput = {
      ...emptyAnswers(),
      userType: 'professional',
      skills: ['Python', 'SQL', 'Java', 'Cloud computing', 'Leadership', 'Statistics', 'pandas'],
      experienceLevel: 'senior',
      industries: ['technology'],
      personalInfo: { location: 'Lisbon' } as OnboardingAnswersInput['personalInfo'],
      currentPay: { amount: 4200, timeframe: 'monthly', currency: 'EUR' },
    };
    const s = suggestedSalary(lucas, data)!;
    expect(s).toMatchObject({ currency: 'EUR', timeframe: 'monthly', from: 'current-pay' });
    // On the slider's step at or just above the EUR 4,200.
    expect(s.amount).toBeGreaterThanOrEqual(4200);
    expect(s.amount).toBeLessThan(4200 + salarySliderBounds('EUR', 'monthly').step);
    // The predicted role's pay near home is what it was, on the same slider, and lower.
    expect(s.predictedAmount).toBeLessThan(4200);
    // A Portuguese year is 14 payments (decision 0077; was / 12).
    expect(Math.abs(s.predictedAmount! - s.figure.value / 14)).toBeLessThanOrEqual(
      salarySliderBounds('EUR', 'monthly').step,
    );
    // Someone who earns less than the role pays starts at the role's pay, as before.
    const lower = suggestedSalary(
      { ...lucas, currentPay: { amount: 1200, timeframe: 'monthly', currency: 'EUR' } },
      data,
    )!;
    expect(lower.from).toBeUndefined();
    expect(lower.amount).toBeGreaterThan(1200);
  });
});

describe('decision 0163, walk W108: the typical pay step 12 names is the figure every screen shows', () => {
  const teacher: OnboardingAnswersInput = {
    ...emptyAnswers(),
    userType: 'career-changer',
    careerStatus: 'changing',
    personalInfo: { location: 'Manchester' } as OnboardingAnswersInput['personalInfo'],
    skills: ['Excel', 'SQL', 'Statistics', 'Data Analysis', 'Communication'],
    careerGoalsText: 'I want to become a data analyst',
    experienceLevel: 'mid',
    industries: ['technology'],
    currency: 'GBP',
    currentPay: { amount: 60_000, timeframe: 'annual', currency: 'GBP' },
  };

  it('the lower typical pay is the figure as it is (38,500), not the slider step (40,000), and UK-wide', () => {
    const s = suggestedSalary(teacher, data)!;
    expect(s.from).toBe('current-pay');
    const fit = cityFitForAnswers(teacher, data);
    const pay = fit.salaryByCity.get('manchester')!;
    expect(pay.value % salarySliderBounds('GBP', 'annual').step).not.toBe(0);
    expect(s.predictedAmount).toBe(pay.value);
    expect(s.figure.value).toBe(pay.value);
    // An ASHE Table 14 median is the UK's, not Manchester's own (London has its regional ratio).
    expect(pay.source).toMatch(/Table 14/);
    expect(s.place).toBe('the United Kingdom');
  });

  it("a city with its own figure keeps the city's name (London: the regional ratio)", () => {
    const s = suggestedSalary(
      { ...teacher, personalInfo: { location: 'London' } as OnboardingAnswersInput['personalInfo'] },
      data,
    )!;
    expect(s.place).toBe('London');
  });
});

describe('decision 0163, walk W104: a month of a typical pay whose source names its year-end payment', () => {
  const cao =
    'Cao Ziekenhuizen (NVZ and unions): FWG 45 salary scale of 1 December 2023, steps 0, 2, 4, 7 and 10, with the rises since (5% June 2024; 2% Feb and Aug 2025, Feb and Aug 2026), x12 plus 8% holiday pay and the 8.33% year-end payment';

  it('the payslip month divides out the holiday pay and the 8.33% the CAO names, also inside a composed note', () => {
    expect(namedPayMonths(cao)).toBeCloseTo(13.96, 3);
    expect(payslipMonthly(41_000, 'NL', cao)).toMatchObject({ amount: 2937, named: true });
    // Without the source, the law's 12.96 (Wet minimumloon en minimumvakantiebijslag), as before.
    expect(payslipMonthly(41_000, 'NL')).toEqual({ amount: 3164, months: 12.96 });
    expect(
      namedPayMonths(
        `Your current gross pay, 21% of the role's typical pay where you live now, x the role's typical pay here: ${cao}`,
      ),
    ).toBeCloseTo(13.96, 3);
    expect(
      namedPayMonths('ONS, Annual Survey of Hours and Earnings (ASHE) 2025 provisional, Table 14.7a'),
    ).toBeUndefined();
  });

  it("the Dutch nurse's slider starts at the payslip month of the CAO figure it names", () => {
    const answers = nurse({
      userType: 'professional',
      skills: [
        'Wondverzorging',
        'Medicatie toedienen',
        'Patiëntobservatie',
        'Reanimatie (BLS)',
        'Patient care',
      ],
      educationBackground: { level: 'bachelors', fieldOfStudy: 'Verpleegkunde' },
      experienceLevel: 'entry',
      currency: 'EUR',
      timeframe: 'monthly',
      personalInfo: { location: 'Groningen' } as OnboardingAnswersInput['personalInfo'],
    });
    const s = suggestedSalary(answers, data, { locale: 'nl' })!;
    expect(s.timeframe).toBe('monthly');
    expect(s.figure.source).toContain('8.33% year-end payment');
    expect(s.exactAmount).toBe(Math.round(s.figure.value / namedPayMonths(s.figure.source)!));
    expect(s.exactAmount).toBeLessThan(Math.round(s.figure.value / 12.96) - 150);
    expect(Math.abs(s.amount - s.exactAmount)).toBeLessThanOrEqual(
      salarySliderBounds('EUR', 'monthly').step / 2,
    );
  });
});
