import { describe, expect, it } from 'vitest';
import { moneyLeftList } from '../rules/money-left';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { derivePerson } from './profile';
import { money } from './money';
import { runAnalysis } from './run';
import { munichFamily as family, requestOf } from './test-people';

/**
 * Decision 0102: a Munich family with two children (current pay EUR 95,000, every country) was told Los Angeles was
 * its best match and "keeps the most" only in US cities. US money left missed the employee's share of the employer
 * health plan (net pay there covers no health insurance, unlike a German payslip), and the ranking ignored that a
 * family living in Germany needs a US work visa (an H-1B lottery) when it gave no citizenship.
 */
const data = bundledEngineData();
const NOW = new Date('2026-11-27T00:00:00Z');

const us = new Set(data.cities.filter((c) => c.country === 'US').map((c) => c.id));

describe('a family abroad: visas and health insurance', () => {
  it('a Munich family that gave no citizenship is not sent to a US city first, nor told it keeps the most there', () => {
    const result = runAnalysis(requestOf(family()), { now: NOW, datasets: data });
    expect(us.has(result.cityMatches[0]!.cityId)).toBe(false);
    const { rows } = moneyLeftList(result.cityMatches.slice(0, 12), result.affordability);
    expect(rows.map((r) => r.entry.cityId).filter((id) => us.has(id))).toEqual([]);
    // Every US city says a permit is needed, as assumed for a citizen of the country the family lives in.
    const la = result.cityMatches.find((m) => m.cityId === 'los-angeles')!;
    expect(la.facts?.workRight?.status).toBe('permit');
    expect(la.facts?.workRight?.assumedFrom).toBe('DE');
    expect(la.reasons.some((r) => r.code.startsWith('city.caution.permit'))).toBe(true);
    const munich = result.cityMatches.find((m) => m.cityId === 'munich')!;
    expect(munich.facts?.workRight?.status).toBe('citizen');
  });

  it('a citizenship the person gave is used as given, with nothing assumed', () => {
    const result = runAnalysis(requestOf(family({ citizenships: ['US'] })), { now: NOW, datasets: data });
    const la = result.cityMatches.find((m) => m.cityId === 'los-angeles')!;
    expect(la.facts?.workRight?.status).toBe('citizen');
    expect(la.facts?.workRight?.assumedFrom).toBeUndefined();
  });

  it('US money left takes the employee share of the employer health plan: family and single coverage', () => {
    const seattle = data.cities.find((c) => c.id === 'seattle')!;
    const gross = money(150_000, 'USD', 'official', 'test', 2024, 'per year, gross');
    const fam = derivePerson(requestOf(family()), data);
    const a = affordabilityIn(seattle, gross, fam, data);
    expect(a.healthInsuranceMonthly?.value).toBeCloseTo(6_099 / 12, 2);
    expect(a.healthInsuranceMonthly?.source).toContain('National Compensation Survey');
    expect(a.healthInsuranceMonthly?.year).toBe(2023);
    const income = a.householdIncomeMonthly!.value;
    const care = a.childcareMonthly?.value ?? 0;
    expect(a.moneyLeftMonthly.value).toBeCloseTo(
      income - a.rentMonthly.value - a.livingCostsMonthly!.value - 6_099 / 12 - care,
      2,
    );
    expect(a.moneyLeftMonthly.source).toContain('health insurance');

    const single = derivePerson(requestOf(family({ familyStatus: 'single', childrenCount: 0 })), data);
    expect(affordabilityIn(seattle, gross, single, data).healthInsuranceMonthly?.value).toBeCloseTo(
      1_560 / 12,
      2,
    );
  });

  it('a German payslip already pays health insurance: nothing more is taken in Munich', () => {
    const munich = data.cities.find((c) => c.id === 'munich')!;
    const gross = money(95_000, 'EUR', 'official', 'test', 2024, 'per year, gross');
    const a = affordabilityIn(munich, gross, derivePerson(requestOf(family()), data), data);
    expect(a.healthInsuranceMonthly).toBeUndefined();
    expect(a.moneyLeftMonthly.source).not.toContain('health insurance');
  });
});
