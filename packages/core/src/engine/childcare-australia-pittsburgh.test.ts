import { describe, expect, it } from 'vitest';
import { childcareNotCosted } from '../rules/money-left';
import { sourceText } from '../text/sources';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { childcareCost, childcareRuleFor, hourlySubsidyPercent } from './childcare';
import { money } from './money';

/**
 * Decision 0224: childcare costed in Sydney, Melbourne, Brisbane and Pittsburgh. Expected values worked out by hand
 * from the published tables:
 * - Australia (Department of Education, Child Care Subsidy 2025-26, from 7 July 2025): the subsidy is 90% of the fee
 *   up to a family income of AUD 85,279, 1 percentage point less for each whole AUD 5,000 above it (0% from 535,279);
 *   it applies to the fee up to the hourly cap, AUD 14.63 for centre-based day care below school age. With both
 *   parents working full time (more than 48 hours a fortnight of activity) all 100 hours a fortnight are subsidised.
 *   The fee is taken at the cap (an estimate: no official mean fee for 2025-26 was at hand). A full-time place is
 *   50 hours a week for 52 weeks: 2,600 hours, AUD 38,038 a year.
 *   Family income 210,000 (120,000 + 90,000): 124,721 above 85,279, 24 whole steps, 66%; the parents pay 34%:
 *   38,038 x 0.34 / 12 = 1,077.74 a month a child, 2,155.49 for two (the higher rate for a second child is not
 *   applied). Income 80,000: 90%, 316.98 a month; 535,279 and above: 0%, the whole 3,169.83.
 * - Pittsburgh (U.S. Department of Labor, National Database of Childcare Prices, NDCP2022.xlsx, Allegheny County (PA),
 *   study year 2020, the latest with a county price): median weekly center price infant $217.90, toddler $205.92,
 *   preschool $192.50, weighted 2, 1 and 2 years as the other US cities: (2 x 217.90 + 205.92 + 2 x 192.50) / 5 =
 *   205.344 a week, x 52 / 12 = 889.82 a month a child.
 */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;
const pay = (v: number, currency: string) =>
  money(v, currency, 'estimate', 'test pay', 2025, 'per year, gross');
// The brief's household: a couple, both working, with two children under school age.
const family = { bedrooms: 2, householdScale: 2.1, adults: 2, children: 2, youngChildren: 2 };

describe("Australia: the Child Care Subsidy's percentage of the fee at the hourly cap", () => {
  const rule = childcareRuleFor('AU', 'sydney')!;
  const yearOfFees = 50 * 52 * 14.63;

  it('the subsidy percentage by family income, at the published thresholds', () => {
    expect(rule.kind).toBe('hourly-subsidy');
    if (rule.kind !== 'hourly-subsidy') return;
    expect(hourlySubsidyPercent(rule, 80_000)).toBe(90);
    expect(hourlySubsidyPercent(rule, 85_279)).toBe(90);
    expect(hourlySubsidyPercent(rule, 90_278)).toBe(90);
    expect(hourlySubsidyPercent(rule, 90_279)).toBe(89);
    expect(hourlySubsidyPercent(rule, 210_000)).toBe(66);
    expect(hourlySubsidyPercent(rule, 535_278)).toBe(1);
    expect(hourlySubsidyPercent(rule, 535_279)).toBe(0);
    expect(hourlySubsidyPercent(rule, 900_000)).toBe(0);
  });

  it('AUD 1,077.74 a child at a family income of 210,000 (66%), an estimate, 2025', () => {
    expect(yearOfFees).toBeCloseTo(38_038, 6);
    expect(childcareCost(rule, 1, 210_000, 1)).toMatchObject({
      monthly: 1077.74,
      currency: 'AUD',
      basis: 'estimate',
      year: 2025,
    });
    expect(childcareCost(rule, 2, 210_000, 2).monthly).toBeCloseTo((2 * yearOfFees * 0.34) / 12, 2);
    expect(childcareCost(rule, 1, 80_000, 1).monthly).toBeCloseTo((yearOfFees * 0.1) / 12, 2);
    expect(childcareCost(rule, 1, 80_000, 1).monthly).toBe(316.98);
    expect(childcareCost(rule, 1, 600_000, 1).monthly).toBe(3169.83);
    expect(childcareCost(rule, 1, 210_000, 1).source).toContain('Child Care Subsidy 2025-26');
  });

  it('Sydney, Melbourne and Brisbane take the national rule', () => {
    for (const id of ['sydney', 'melbourne', 'brisbane']) {
      expect(city(id).country).toBe('AU');
      expect(childcareRuleFor('AU', id)?.kind, id).toBe('hourly-subsidy');
    }
  });

  it("in a Sydney family's money left: AUD 2,155.49 for the two young children", () => {
    const a = affordabilityIn(city('sydney'), pay(120_000, 'AUD'), family, data, pay(90_000, 'AUD'));
    expect(a.childcare).toBe('included');
    expect(a.childcareMonthly).toMatchObject({
      value: 2155.49,
      currency: 'AUD',
      basis: 'estimate',
      year: 2025,
    });
    const without = affordabilityIn(
      city('sydney'),
      pay(120_000, 'AUD'),
      { ...family, youngChildren: 0 },
      data,
      pay(90_000, 'AUD'),
    );
    expect(without.moneyLeftMonthly.value - a.moneyLeftMonthly.value).toBeCloseTo(2155.49, 1);
  });

  it('one earner: the other parent is taken to care at home, as everywhere', () => {
    const a = affordabilityIn(city('melbourne'), pay(120_000, 'AUD'), family, data);
    expect(a.childcare).toBe('parent-at-home');
  });
});

describe('Pittsburgh: the NDCP price of Allegheny County in 2020, its latest study year', () => {
  it('(2 x 217.90 + 205.92 + 2 x 192.50) / 5 x 52 / 12 = 889.82 a child', () => {
    const rule = childcareRuleFor('US', 'pittsburgh')!;
    const weekly = (2 * 217.9 + 205.92 + 2 * 192.5) / 5;
    expect((weekly * 52) / 12).toBeCloseTo(889.82, 2);
    expect(childcareCost(rule, 1, 180_000, 1)).toMatchObject({
      monthly: 889.82,
      currency: 'USD',
      basis: 'derived',
      year: 2020,
    });
    expect(rule.source).toContain('Allegheny County (PA), study year 2020');
  });

  it("in a Pittsburgh family's money left: USD 1,779.65 for the two young children", () => {
    const a = affordabilityIn(city('pittsburgh'), pay(110_000, 'USD'), family, data, pay(70_000, 'USD'));
    expect(a.childcare).toBe('included');
    expect(a.childcareMonthly).toMatchObject({ value: 1779.65, currency: 'USD', year: 2020 });
  });
});

describe('the new sources in Dutch, and the ranking note', () => {
  it('each new source has its Dutch text', () => {
    const au = childcareCost(childcareRuleFor('AU', 'brisbane')!, 1, 200_000, 1);
    expect(sourceText(au.source, 'nl')).toContain('het uurmaximum van AUD 14,63');
    const pgh = childcareCost(childcareRuleFor('US', 'pittsburgh')!, 1, 200_000, 1);
    const nl = sourceText(pgh.source, 'nl');
    expect(nl).toContain('onderzoeksjaar 2020');
    expect(nl).toContain('Allegheny County (PA)');
    expect(nl).toContain('$217.90');
  });

  it('the ranking note no longer names the Australian cities or Pittsburgh, and still names Singapore', () => {
    const rows = ['sydney', 'melbourne', 'brisbane', 'pittsburgh', 'singapore'].map((id) => {
      const currency = city(id).currency;
      return {
        entry: affordabilityIn(city(id), pay(120_000, currency), family, data, pay(90_000, currency)),
      };
    });
    expect(childcareNotCosted(rows).cityIds).toEqual(['singapore']);
  });
});
