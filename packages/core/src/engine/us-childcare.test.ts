import { describe, expect, it } from 'vitest';
import { sourceText } from '../text/sources';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { childcareRuleFor, weeklyByAgeMonthly } from './childcare';
import { money } from './money';

/**
 * US childcare in money left (decision 0111): the county's median weekly price of a full-time center-based place from
 * the US Department of Labor's National Database of Childcare Prices, study year 2022 (NDCP2022.xlsx, columns MCINFANT,
 * MCTODDLER, MCPRESCHOOL), averaged over ages 0 to 4 (infant 2 years, toddler 1, preschool 2), 52 weeks a year.
 * Expected values worked out by hand from the published weekly prices:
 * - Seattle, King County (WA): infant 478.45, toddler 389.70, preschool 389.70;
 *   (2 x 478.45 + 389.70 + 2 x 389.70) / 5 = 425.20 a week; x 52 / 12 = 1,842.53 a month.
 * - Boston, Suffolk County (MA): infant 590.00, toddler 493.05, preschool 350.00;
 *   (1,180 + 493.05 + 700) / 5 = 474.61 a week; x 52 / 12 = 2,056.64 a month.
 * - Pittsburgh, Allegheny County (PA): no 2022 price (Pennsylvania's 2021 and 2022 surveys gave no county prices); since
 *   decision 0224 the county's 2020 study year is used (childcare-australia-pittsburgh.test.ts).
 */
describe('US childcare prices (NDCP 2022)', () => {
  const data = bundledEngineData();
  const city = (id: string) => data.cities.find((c) => c.id === id)!;
  const usd = (v: number) => money(v, 'USD', 'estimate', 'test pay', 2025, 'per year, gross');
  const family = { bedrooms: 2, householdScale: 2.1, adults: 2, children: 1 };

  it('types in the county prices as published and averages them over the years under school age', () => {
    const seattle = childcareRuleFor('US', 'seattle');
    expect(seattle).toMatchObject({
      kind: 'weekly-by-age',
      currency: 'USD',
      weekly: { infant: 478.45, toddler: 389.7, preschool: 389.7 },
      basis: 'official',
      year: 2022,
    });
    expect(seattle?.kind === 'weekly-by-age' && weeklyByAgeMonthly(seattle)).toBeCloseTo(1842.53, 2);
    const boston = childcareRuleFor('US', 'boston');
    expect(boston?.kind === 'weekly-by-age' && weeklyByAgeMonthly(boston)).toBeCloseTo(2056.64, 2);
    expect(childcareRuleFor('US', 'pittsburgh')?.year).toBe(2020);
  });

  it('a two-earner family with a 2-year-old in Seattle has childcare in money left, with its source and year', () => {
    const without = affordabilityIn(city('seattle'), usd(150_000), family, data, usd(90_000));
    const a = affordabilityIn(
      city('seattle'),
      usd(150_000),
      { ...family, youngChildren: 1 },
      data,
      usd(90_000),
    );
    expect(a.childcare).toBe('included');
    expect(a.childcareMonthly).toMatchObject({
      value: 1842.53,
      currency: 'USD',
      basis: 'derived',
      year: 2022,
    });
    expect(a.childcareMonthly?.source).toContain('National Database of Childcare Prices 2022');
    expect(a.childcareMonthly?.source).toContain('King County (WA)');
    expect(without.moneyLeftMonthly.value - a.moneyLeftMonthly.value).toBeCloseTo(1842.53, 1);
    expect(a.moneyLeftMonthly.value).toBeCloseTo(
      a.householdIncomeMonthly!.value -
        a.rentMonthly.value -
        a.livingCostsMonthly!.value -
        (a.healthInsuranceMonthly?.value ?? 0) -
        1842.53,
      1,
    );
    expect(a.moneyLeftMonthly.source).toMatch(/health insurance - childcare$/);
  });

  it('costs a place for every young child, and none where one parent stays home', () => {
    const two = affordabilityIn(
      city('boston'),
      usd(150_000),
      { ...family, children: 2, youngChildren: 2 },
      data,
      usd(90_000),
    );
    expect(two.childcareMonthly?.value).toBeCloseTo(2 * 2056.64, 1);
    const oneEarner = affordabilityIn(city('seattle'), usd(150_000), { ...family, youngChildren: 1 }, data);
    expect(oneEarner.childcare).toBe('parent-at-home');
    // Decision 0224: Pittsburgh has its county's 2020 price; a US city without a rule would say not modelled.
    const pittsburgh = affordabilityIn(
      city('pittsburgh'),
      usd(150_000),
      { ...family, youngChildren: 1 },
      data,
      usd(90_000),
    );
    expect(pittsburgh.childcare).toBe('included');
    expect(pittsburgh.childcareMonthly).toMatchObject({ value: 889.82, year: 2020 });
  });

  it('every US city has a county price, with a source under 300 characters and a Dutch text', () => {
    const us = data.cities.filter((c) => c.country === 'US');
    expect(us.length).toBeGreaterThan(10);
    for (const c of us) {
      const rule = childcareRuleFor('US', c.id);
      expect(rule?.kind, c.id).toBe('weekly-by-age');
      expect(rule!.source.length).toBeLessThan(300);
      const nl = sourceText(rule!.source, 'nl');
      expect(nl, c.id).toContain('mediaanprijs per week');
      expect(nl).toContain('National Database of Childcare Prices');
    }
  });
});
