import { describe, expect, it } from 'vitest';
import { engineConstants } from '../datasets/constants';
import { sourceText } from '../text/sources';
import { affordabilityIn, countryLivingCost, livingCostFor, livingQuintile } from './affordability';
import { bundledEngineData } from './bundled';
import { money } from './money';

/** Living costs priced for the household's income level (decision 0135). */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;
const pay = (v: number, currency = 'EUR') =>
  money(v, currency, 'estimate', 'test pay', 2025, 'per year, gross');
const tables = engineConstants.livingCost.byIncome!;

describe('living costs by the household income quintile', () => {
  it('the tables are consistent: five rising levels, the European mean within the quintiles, rising US limits', () => {
    for (const t of [tables.europe, tables.us])
      for (let q = 1; q < 5; q += 1) expect(t.levels[q]!).toBeGreaterThan(t.levels[q - 1]!);
    // Equal-sized quintiles: the mean of all households is the mean of the five (within rounding and weighting).
    const mean = tables.europe.levels.reduce((a, b) => a + b, 0) / 5;
    expect(Math.abs(mean / tables.europe.mean - 1)).toBeLessThan(0.01);
    for (let i = 1; i < 4; i += 1)
      expect(tables.us.lowerLimits[i]!).toBeGreaterThan(tables.us.lowerLimits[i - 1]!);
  });

  it('a one-earner couple on EUR 39,000 in Utrecht is priced below average consumption, at the quintile its income covers', () => {
    const utrecht = city('utrecht');
    const household = { bedrooms: 1, householdScale: 1.5, adults: 2, children: 0 };
    const a = affordabilityIn(utrecht, pay(39000), household, data);
    const income = a.householdIncomeMonthly!.value;
    // The rule, worked from the table: the highest quintile whose consumption per adult equivalent in the country (the
    // mean over its cities) the income covers.
    const dutch = data.cities.filter((c) => c.country === 'NL');
    const countryMean = dutch.reduce((s, c) => s + c.livingCostMonthly.value, 0) / dutch.length;
    expect(countryLivingCost(utrecht, data)).toBeCloseTo(countryMean, 6);
    const all = countryMean / (1 - tables.europe.housingShare);
    const covered = tables.europe.levels
      .map((level, i) => ({ q: i + 1, need: (all * level) / tables.europe.mean }))
      .filter((x) => x.need <= income / 1.5);
    const q = covered.length ? covered[covered.length - 1]!.q : 1;
    const ratio = Math.round((tables.europe.levels[q - 1]! / tables.europe.mean) * 1000) / 1000;
    expect(ratio).toBeLessThan(1);
    const average = utrecht.livingCostMonthly.value * 1.5;
    expect(a.livingCostsMonthly!.value).toBeLessThan(average);
    expect(a.livingCostsMonthly!.value).toBeCloseTo(average * ratio, 1);
    expect(a.livingCostsMonthly!.source).toContain(`spending of income quintile ${q}`);
    // Money left gains what average consumption overstated.
    expect(a.moneyLeftMonthly.value).toBeCloseTo(
      income - a.rentMonthly.value - a.livingCostsMonthly!.value - (a.healthInsuranceMonthly?.value ?? 0),
      1,
    );
  });

  it('a higher income is placed in a higher quintile, never lower, and priced at most at the mean', () => {
    const berlin = city('berlin');
    const household = { bedrooms: 1, householdScale: 1, adults: 1, children: 0 };
    let last = 0;
    for (const gross of [20000, 35000, 50000, 80000, 150000]) {
      const a = affordabilityIn(berlin, pay(gross), household, data);
      const q = livingQuintile(
        berlin,
        1,
        { netMonthly: a.householdIncomeMonthly!.value, grossAnnual: gross },
        countryLivingCost(berlin, data),
      )!;
      expect(q.quintile).toBeGreaterThanOrEqual(last);
      last = q.quintile;
      expect(a.livingCostsMonthly!.value).toBeCloseTo(
        berlin.livingCostMonthly.value * Math.min(1, q.ratio),
        1,
      );
    }
    expect(last).toBe(5);
  });

  it('a cheaper city does not move a household up a quintile: quintiles are national', () => {
    const household = { bedrooms: 1, householdScale: 1, adults: 1, children: 0 };
    const quintileIn = (id: string) => {
      const c = city(id);
      const a = affordabilityIn(c, pay(30000), household, data);
      return livingQuintile(
        c,
        1,
        { netMonthly: a.householdIncomeMonthly!.value, grossAnnual: 30000 },
        countryLivingCost(c, data),
      )!.quintile;
    };
    expect(city('leipzig').livingCostMonthly.value).toBeLessThan(city('munich').livingCostMonthly.value);
    expect(quintileIn('leipzig')).toBe(quintileIn('munich'));
  });

  it('US cities use the BLS quintiles of income before taxes and their spending without shelter', () => {
    const dallas = city('dallas');
    const [l2, l3, l4, l5] = tables.us.lowerLimits as [number, number, number, number];
    const mean = tables.us.levels.reduce((a, b) => a + b, 0) / 5;
    const cases: [number, number][] = [
      [l2 - 1, 1],
      [l2, 2],
      [l3, 3],
      [l4 - 1, 3],
      [l4, 4],
      [l5, 5],
    ];
    for (const [gross, quintile] of cases) {
      const q = livingQuintile(dallas, 1, { netMonthly: 0, grossAnnual: gross })!;
      expect(q.quintile).toBe(quintile);
      expect(q.ratio).toBeCloseTo(tables.us.levels[quintile - 1]! / mean, 3);
    }
    const a = affordabilityIn(dallas, pay(45000, 'USD'), { bedrooms: 1, householdScale: 1 }, data);
    expect(a.livingCostsMonthly!.source).toContain('spending of income quintile 2: BLS CE 2024 (table 1101)');
    expect(a.livingCostsMonthly!.value).toBeLessThan(dallas.livingCostMonthly.value);
  });

  it('without an income the mean is used, and every priced figure keeps basis, source and years in both languages', () => {
    const utrecht = city('utrecht');
    const mean = livingCostFor(utrecht, { householdScale: 1.5 });
    expect(mean.value).toBeCloseTo(utrecht.livingCostMonthly.value * 1.5, 1);
    const priced = livingCostFor(utrecht, { householdScale: 1.5 }, { netMonthly: 2500, grossAnnual: 39000 });
    expect(priced).toMatchObject({
      basis: 'estimate',
      year: tables.europe.year,
      yearTo: utrecht.livingCostMonthly.year,
    });
    expect(sourceText(priced.source, 'nl')).toContain('uitgaven van inkomenskwintiel');
    expect(sourceText(priced.source, 'nl')).not.toContain('spending of income quintile');
  });
});
