import { describe, expect, it } from 'vitest';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { derivePerson } from './profile';
import { money } from './money';
import { munichFamily as household, requestOf } from './test-people';

/**
 * Decision 0105: Swiss net pay leaves the compulsory basic health insurance (KVG) to each resident, and the living
 * costs (an EU27 consumption basket at the Swiss price level) do not carry it, so money left in a Swiss city takes
 * the BAG average premium for each adult and each child: the canton's where it was found (Zürich), else the national
 * average.
 */
const data = bundledEngineData();

describe('Swiss compulsory health insurance in money left', () => {
  const gross = money(140_000, 'CHF', 'official', 'test', 2025, 'per year, gross');

  it('Zürich takes two adults and two children at the canton of Zürich average premiums 2025', () => {
    const zurich = data.cities.find((c) => c.id === 'zurich')!;
    const a = affordabilityIn(zurich, gross, derivePerson(requestOf(household()), data), data);
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(2 * 431.6 + 2 * 117.7, 2);
    expect(a.healthInsuranceMonthly?.currency).toBe('CHF');
    expect(a.healthInsuranceMonthly?.basis).toBe('official');
    expect(a.healthInsuranceMonthly?.source).toContain('Zürich');
    expect(a.healthInsuranceMonthly?.year).toBe(2025);
    const care = a.childcareMonthly?.value ?? 0;
    expect(a.moneyLeftMonthly.value).toBeCloseTo(
      a.householdIncomeMonthly!.value -
        a.rentMonthly.value -
        a.livingCostsMonthly!.value -
        (2 * 431.6 + 2 * 117.7) -
        care,
      2,
    );
    expect(a.moneyLeftMonthly.source).toContain('health insurance');
  });

  it('a single person in Zürich pays one adult premium', () => {
    const zurich = data.cities.find((c) => c.id === 'zurich')!;
    const single = derivePerson(requestOf(household({ familyStatus: 'single', childrenCount: 0 })), data);
    expect(affordabilityIn(zurich, gross, single, data).healthInsuranceMonthly?.value).toBeCloseTo(431.6, 2);
  });

  it('Lausanne, without its canton figure at hand, takes the national average and says so', () => {
    const lausanne = data.cities.find((c) => c.id === 'lausanne')!;
    const a = affordabilityIn(lausanne, gross, derivePerson(requestOf(household()), data), data);
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(2 * 446.8 + 2 * 116.8, 2);
    expect(a.healthInsuranceMonthly?.source).toContain('national');
    expect(a.healthInsuranceMonthly?.basis).toBe('derived');
  });

  it('Basel takes the canton of Basel-Stadt 2025 means, derived from the 2026 means less the 2026 rises (decision 0106)', () => {
    const basel = data.cities.find((c) => c.id === 'basel')!;
    const a = affordabilityIn(basel, gross, derivePerson(requestOf(household()), data), data);
    expect(a.healthCover?.kind).toBe('swiss-kvg');
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(2 * 529.6 + 2 * 142.7, 2);
    expect(a.healthInsuranceMonthly?.source).toContain('Basel-Stadt');
    expect(a.healthInsuranceMonthly?.basis).toBe('derived');
  });
});
