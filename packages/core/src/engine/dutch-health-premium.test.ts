import { describe, expect, it } from 'vitest';
import { affordabilityIn, allowanceFor } from './affordability';
import { bundledEngineData } from './bundled';
import { engineConstants } from '../datasets/constants';
import { money } from './money';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0106: Dutch net pay leaves the nominal premium of the compulsory basic insurance to each adult (children
 * under 18 are insured free), and the living costs (an EU27 consumption basket) do not carry it, so money left in a
 * Dutch city takes the premium of each adult less the zorgtoeslag the household gets for its gross pay.
 */
const data = bundledEngineData();
const amsterdam = data.cities.find((c) => c.id === 'amsterdam')!;
const eur = (value: number) => money(value, 'EUR', 'official', 'test', 2025, 'per year, gross');
const PREMIUM = 1_900 / 12;
const single = { bedrooms: 1, householdScale: 1, adults: 1, children: 0 };
const family = { bedrooms: 3, householdScale: 2.1, adults: 2, children: 2 };

/** Money left without the health cover: what the old engine gave. */
function leftBeforeHealth(a: ReturnType<typeof affordabilityIn>) {
  return (
    a.householdIncomeMonthly!.value -
    a.rentMonthly.value -
    a.livingCostsMonthly!.value -
    (a.childcareMonthly?.value ?? 0)
  );
}

describe('the Dutch basic health insurance in money left', () => {
  it('a single starter on EUR 36,000 pays one premium less the zorgtoeslag for that income less her pension premium', () => {
    const a = affordabilityIn(amsterdam, eur(36_000), single, data);
    // The toetsingsinkomen is the pay less the employee's pension premium (withheld before tax; walk W211).
    const pension = a.pensionMonthly!.value * 12;
    expect(pension).toBeGreaterThan(500);
    const tested = 36_000 - pension;
    // Belastingdienst 2025: EUR 1,572 a year up to EUR 28,406, nil from EUR 39,719 (their table: EUR 44 a month at 36,000).
    const allowance = (1_572 * (39_719 - tested)) / (39_719 - 28_406) / 12;
    expect(allowance).toBeGreaterThan(44);
    expect(allowance).toBeLessThan(70);
    expect(a.healthCover?.kind).toBe('dutch-basic');
    expect(a.healthCover?.premiumMonthly?.value).toBeCloseTo(PREMIUM, 1);
    expect(a.healthCover?.allowanceMonthly?.value).toBeCloseTo(allowance, 1);
    expect(a.healthCover?.monthly.value).toBeCloseTo(PREMIUM - allowance, 1);
    expect(a.healthCover?.monthly.basis).toBe('derived');
    expect(a.healthCover?.premiumMonthly?.basis).toBe('official');
    expect(a.healthCover?.allowanceMonthly?.source).toContain('Belastingdienst');
    expect(a.healthCover?.ownRiskAnnual?.value).toBe(385);
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(PREMIUM - allowance, 1);
    expect(a.moneyLeftMonthly.value).toBeCloseTo(leftBeforeHealth(a) - (PREMIUM - allowance), 1);
    expect(a.moneyLeftMonthly.source).toContain('health insurance');
  });

  it('the zorgtoeslag carries its asset limit for the household: alone EUR 141,896, with a partner EUR 179,429 (decision 0119)', () => {
    const alone = affordabilityIn(amsterdam, eur(36_000), single, data);
    expect(alone.healthCover?.allowanceAssetLimit?.value).toBe(141_896);
    expect(alone.healthCover?.allowanceAssetLimit?.source).toContain('vermogenstoets');
    expect(alone.healthCover?.allowanceAssetLimit?.year).toBe(2025);
    const couple = affordabilityIn(amsterdam, eur(40_000), family, data);
    expect(couple.healthCover?.allowanceAssetLimit?.value).toBe(179_429);
    // Not applied: the wizard asks no savings, so the allowance is still taken off (assets assumed below the limit).
    expect(couple.healthCover?.allowanceMonthly?.value).toBeGreaterThan(0);
  });

  it('a family of two adults and two children pays two premiums; above the income limit no zorgtoeslag', () => {
    const a = affordabilityIn(amsterdam, eur(60_000), family, data, eur(30_000));
    expect(a.healthCover?.kind).toBe('dutch-basic');
    expect(a.healthCover?.adults).toBe(2);
    expect(a.healthCover?.children).toBe(2);
    expect(a.healthCover?.allowanceMonthly?.value).toBe(0);
    expect(a.healthCover?.monthly.value).toBeCloseTo(2 * PREMIUM, 1);
    expect(a.moneyLeftMonthly.value).toBeCloseTo(leftBeforeHealth(a) - 2 * PREMIUM, 1);
  });

  it('a family with one earner on EUR 40,000 gets the partner zorgtoeslag', () => {
    const a = affordabilityIn(amsterdam, eur(40_000), family, data);
    const tested = 40_000 - a.pensionMonthly!.value * 12;
    const allowance = (3_000 * (50_206 - tested)) / (50_206 - 28_406) / 12;
    expect(a.healthCover?.allowanceMonthly?.value).toBeCloseTo(allowance, 1);
    expect(a.healthCover?.monthly.value).toBeCloseTo(2 * PREMIUM - allowance, 1);
  });

  it('walk W211: a nurse on EUR 41,000 is tested on her pay less the pension premium, so under the limit she gets some', () => {
    const a = affordabilityIn(amsterdam, eur(41_000), single, data);
    const tested = 41_000 - a.pensionMonthly!.value * 12;
    expect(tested).toBeLessThan(39_719);
    expect(a.healthCover?.allowanceMonthly?.value).toBeGreaterThan(0);
    expect(a.healthCover?.allowanceMonthly?.value).toBeCloseTo(
      (1_572 * (39_719 - tested)) / (39_719 - 28_406) / 12,
      1,
    );
  });

  it('walk W211: the landlord screen divides the payslip month into the rent, not a twelfth of the year', () => {
    const a = affordabilityIn(amsterdam, eur(41_000), single, data);
    // Twelve months and the law's 8% holiday allowance: EUR 3,164 a month on the payslip, not 41,000 / 12 = 3,417.
    expect(a.checks.dutchLandlordGrossMultiple.multiple).toBeCloseTo(
      Math.round(41_000 / 12.96) / a.rentMonthly.value,
      1,
    );
  });

  it('the zorgtoeslag: the most up to the drempelinkomen, nil from the income limit, within EUR 2 a month of the table', () => {
    const rule = engineConstants.healthPremiumsPerPerson.NL!.allowance!;
    expect(allowanceFor(rule, false, 20_000)).toBe(1_572);
    expect(allowanceFor(rule, false, 39_719)).toBe(0);
    expect(allowanceFor(rule, false, 45_000)).toBe(0);
    expect(allowanceFor(rule, true, 50_206)).toBe(0);
    expect(allowanceFor(rule, true, 28_000)).toBe(3_000);
    // Belastingdienst 2025 table as reported: alone 30,000 -> 112, 39,000 -> 10; with a partner 40,000 -> 118 a month.
    expect(Math.abs(allowanceFor(rule, false, 30_000) / 12 - 112)).toBeLessThan(1);
    expect(Math.abs(allowanceFor(rule, false, 36_000) / 12 - 44)).toBeLessThan(1);
    expect(Math.abs(allowanceFor(rule, false, 39_000) / 12 - 10)).toBeLessThan(2);
    expect(Math.abs(allowanceFor(rule, true, 40_000) / 12 - 118)).toBeLessThan(1.5);
    const above = affordabilityIn(amsterdam, eur(45_000), single, data);
    expect(above.healthCover?.allowanceMonthly?.value).toBe(0);
    expect(above.healthCover?.monthly.value).toBeCloseTo(PREMIUM, 1);
  });

  it('an analysis of a starter living in Amsterdam on EUR 36,000 carries the cover and takes it from money left', () => {
    const result = analyse(
      personMaker({ location: 'Amsterdam, Netherlands' })({
        userType: 'professional',
        skills: ['JavaScript', 'React', 'TypeScript'],
        experienceLevel: 'entry',
        industries: ['technology'],
        familyStatus: 'single',
        currentPay: { amount: 36_000, timeframe: 'annual', currency: 'EUR' },
      }),
    );
    const a = result.affordability.find((x) => x.cityId === 'amsterdam');
    expect(a, 'Amsterdam in the affordability list').toBeDefined();
    expect(a!.healthCover?.kind).toBe('dutch-basic');
    expect(a!.healthCover!.allowanceMonthly!.value).toBeGreaterThan(0);
    expect(a!.moneyLeftMonthly.value).toBeCloseTo(leftBeforeHealth(a!) - a!.healthCover!.monthly.value, 1);
    // The other kinds are decided by the engine too.
    const kinds = new Set(result.affordability.map((x) => x.healthCover?.kind));
    for (const x of result.affordability)
      if (x.healthInsuranceMonthly) expect(x.healthCover?.monthly).toEqual(x.healthInsuranceMonthly);
    expect(kinds.has('dutch-basic')).toBe(true);
  });
});
