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

  it('Lausanne takes the canton of Vaud 2025 means, derived from the rises the canton published (decision 0119)', () => {
    const lausanne = data.cities.find((c) => c.id === 'lausanne')!;
    const a = affordabilityIn(lausanne, gross, derivePerson(requestOf(household()), data), data);
    // DSAS: adults +6.2% = CHF 29.50, children +6.4% = CHF 8.20 a month, so 2025 = rise / share + rise.
    const adult = 29.5 / 0.062 + 29.5;
    const child = 8.2 / 0.064 + 8.2;
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(2 * 505.3 + 2 * 136.3, 2);
    expect(Math.abs(505.3 - adult)).toBeLessThan(0.1);
    expect(Math.abs(136.3 - child)).toBeLessThan(0.1);
    expect(a.healthInsuranceMonthly?.source).toContain('Vaud');
    expect(a.healthInsuranceMonthly?.source).not.toContain('national');
    expect(a.healthInsuranceMonthly?.basis).toBe('derived');
  });

  it('Geneva takes the canton of Geneva 2025 adult mean and an estimated child premium, labelled an estimate (decision 0119)', () => {
    const geneva = data.cities.find((c) => c.id === 'geneva')!;
    const a = affordabilityIn(geneva, gross, derivePerson(requestOf(household()), data), data);
    const child = 572 * (129.9 / 499.6);
    expect(Math.abs(148.7 - child)).toBeLessThan(0.1);
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(2 * 572 + 2 * 148.7, 2);
    expect(a.healthInsuranceMonthly?.source).toContain('Geneva');
    expect(a.healthInsuranceMonthly?.basis).toBe('estimate');
    expect(a.moneyLeftMonthly.basis).toBe('estimate');
  });

  it('every Swiss city has its canton figure: none falls back to the national mean', () => {
    for (const city of data.cities.filter((c) => c.country === 'CH')) {
      const a = affordabilityIn(city, gross, derivePerson(requestOf(household()), data), data);
      expect(a.healthInsuranceMonthly?.source, city.id).not.toContain('national');
    }
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
