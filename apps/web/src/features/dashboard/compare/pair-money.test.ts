import { describe, expect, it } from 'vitest';
import type { Affordability } from '@thrive/core/contracts/analysis-result';
import type { CityFigures } from '@thrive/core/contracts/figures';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { pairMoney } from './pair-money';

// Walk W112/W113 (decision 0164): a career changer in Manchester (teacher pay GBP 45,000, her own current pay there)
// compares it with Birmingham, where the analysis has the new role's typical pay (decision 0153).
const gbp = (value: number, source = 'test'): MoneyFigure => ({
  value,
  currency: 'GBP',
  basis: 'derived',
  source,
  year: 2024,
});
const api = (cityId: string, salary: number, living: number, rent: number, left: number) =>
  ({
    cityId,
    currency: 'GBP',
    bedrooms: 1,
    salary: gbp(salary),
    livingCosts: gbp(living, 'x 0.938 (spending of income quintile 3)'),
    rent: { '1': gbp(rent) },
    moneyLeft: gbp(left),
  }) as unknown as CityFigures;
const own = (
  cityId: string,
  payOrigin: 'current' | 'scaled' | 'role',
  salary: number,
  living: number,
  rent: number,
  left: number,
) =>
  ({
    cityId,
    payOrigin,
    grossAnnual: gbp(salary),
    livingCostsMonthly: gbp(living, 'x 2.1 (OECD-modified equivalence scale)'),
    rentMonthly: gbp(rent),
    moneyLeftMonthly: gbp(left),
  }) as unknown as Affordability;
const city = (cityId: string) => ({ cityId, name: cityId }) as never;

const apiManchester = api('manchester', 38_500, 2_455, 1_400, -20);
const apiBirmingham = api('birmingham', 38_500, 2_300, 1_100, -35);

// The pay-basis rule itself (`pairOwnPay`) is a core rule, tested in packages/core/src/rules/comparison.test.ts.
describe('the compared pair on one pay basis (decision 0164)', () => {
  it("puts a changer's home city on the new role's typical pay, as the other city (W113)", () => {
    const affordability = [
      own('manchester', 'current', 45_000, 2_618, 1_400, 141),
      own('birmingham', 'role', 38_500, 2_300, 1_100, -35),
    ];
    const money = pairMoney(
      { A: city('manchester'), B: city('birmingham'), apiA: apiManchester, apiB: apiBirmingham },
      affordability,
    )!;
    expect(money.cities.map((c) => c.salary.value)).toEqual([38_500, 38_500]);
    expect(money.cities.map((c) => c.pay)).toEqual(['role', 'role']);
    expect(money.cities[0]!.livingCosts.value).toBe(2_455);
    expect(money.cities[0]!.moneyLeft.value).toBe(-20);
  });

  it("takes the own-pay entry's living costs and rent with its pay and money left (W112)", () => {
    const affordability = [
      own('manchester', 'current', 45_000, 2_618, 1_400, 141),
      own('birmingham', 'scaled', 41_000, 2_500, 1_100, 300),
    ];
    const money = pairMoney(
      { A: city('manchester'), B: city('birmingham'), apiA: apiManchester, apiB: apiBirmingham },
      affordability,
    )!;
    const [m, b] = money.cities;
    expect(m!.salary.value).toBe(45_000);
    expect(m!.livingCosts.value).toBe(2_618);
    expect(m!.livingCosts.source).toContain('OECD-modified');
    expect(m!.rent.value).toBe(1_400);
    expect(m!.moneyLeft.value).toBe(141);
    expect(b!.livingCosts.value).toBe(2_500);
    expect(money.cities.map((c) => c.pay)).toEqual(['current', 'scaled']);
  });
});
