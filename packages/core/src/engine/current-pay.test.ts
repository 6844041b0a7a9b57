import { describe, expect, it } from 'vitest';
import { currentPayYearly, payMonthsIn } from '../rules/dashboard';
import { bundledEngineData } from './bundled';
import { derivePerson } from './profile';
import { workingPersonRequest } from './test-people';

/**
 * A monthly current pay is the payslip month of the country the person lives in (decision 0069): the year holds the
 * payments its law adds, by the same PAY_MONTHS rule the dashboard's payslip month uses (decision 0064).
 */
const data = bundledEngineData();

const yearlyOf = (location: string, amount: number, timeframe: 'monthly' | 'annual' | 'hourly' = 'monthly') =>
  derivePerson(
    workingPersonRequest(
      {
        skills: ['Patient care'],
        careerGoals: ['salary-growth'],
        locationPreferences: ['current'],
        currentPay: { amount, timeframe, currency: 'EUR' },
      },
      { location },
    ),
    data,
  ).currentPayAnnual;

describe('current pay per month, read as the payslip month of home', () => {
  it("a Dutch nurse's EUR 3,800 a month is EUR 49,248 a year (x 12.96 with the holiday allowance), not 45,600", () => {
    expect(yearlyOf('Utrecht, Nederland', 3800)).toBeCloseTo(49_248, 6);
  });

  it('Portugal, Spain and Austria x 14, Italy x 13, Germany and an unknown home x 12', () => {
    expect(yearlyOf('Lisboa', 2000)).toBeCloseTo(28_000, 6);
    expect(yearlyOf('Sevilla', 2000)).toBeCloseTo(28_000, 6);
    expect(yearlyOf('Graz', 2000)).toBeCloseTo(28_000, 6);
    expect(yearlyOf('Bologna', 2000)).toBeCloseTo(26_000, 6);
    expect(yearlyOf('Köln', 2000)).toBeCloseTo(24_000, 6);
    expect(yearlyOf('', 2000)).toBeCloseTo(24_000, 6);
  });

  it('a year and an hour are read as before', () => {
    expect(yearlyOf('Utrecht', 49_000, 'annual')).toBe(49_000);
    expect(yearlyOf('Utrecht', 25, 'hourly')).toBe(52_000);
  });

  it('the rule is one function for the engine and the wizard', () => {
    expect(payMonthsIn('NL')).toBe(12.96);
    expect(payMonthsIn(undefined)).toBe(12);
    expect(currentPayYearly(3800, 'monthly', 'NL')).toBeCloseTo(49_248, 6);
    expect(currentPayYearly(3800, 'monthly', 'DE')).toBe(45_600);
  });
});
