import { describe, expect, it } from 'vitest';
import { childcareNotCosted, moneyLeftList } from '../rules/money-left';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { childcareCost, childcareRuleFor } from './childcare';
import { money } from './money';
import { runAnalysis } from './run';
import { munichFamily, requestOf } from './test-people';

/**
 * Decision 0197: childcare costed in France (the Cnaf's national crèche barème, less the 50% tax credit), Portugal
 * (Creche Feliz: a free crèche place), Ireland (Pobal's median fee less the universal NCS subsidy), Hamburg (the
 * highest fee beyond the five free hours) and Munich (the city's Krippe fee by income), and the cities still without
 * an official figure said so under the ranking.
 * Expected values worked out by hand from the published figures:
 * - FR: 0.0619% / 0.0516% of monthly resources an hour for a family of 1 / 2 children, resources capped at EUR 8,500,
 *   162 hours a month (the Cnaf-DSS case types' full time); the tax credit is 50% of the fees up to EUR 3,500 a child a
 *   year, at most EUR 145.83 a month.
 * - Independent reference: the Cnaf-DSS case type of the social security's quality and efficiency programme (Famille,
 *   indicator 2.8, 2023): a two-earner couple on 3 SMIC with one child under 3 in a PSU crèche full time pays EUR 240 a
 *   month after aid, an effort rate of 6% (so an income of about EUR 4,000 a month).
 */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;
const pay = (v: number) => money(v, 'EUR', 'estimate', 'test pay', 2025, 'per year, gross');

describe('France: the crèche barème less the tax credit', () => {
  const fr = childcareRuleFor('FR', 'paris')!;

  it('below the ceiling: the rate of the resources, an estimate on gross pay', () => {
    // 4,000 a month: 0.000619 x 4,000 x 162 = 401.11; credit 0.5 x min(401.11, 291.67) = 145.83; 255.28.
    expect(childcareCost(fr, 1, 48_000, 1)).toMatchObject({
      monthly: 255.28,
      currency: 'EUR',
      basis: 'estimate',
      year: 2025,
    });
    // Within 10% of the Cnaf-DSS case type's EUR 240 for about the same income.
    expect(Math.abs(childcareCost(fr, 1, 48_000, 1).monthly - 240) / 240).toBeLessThan(0.1);
  });

  it('above the ceiling: EUR 8,500 of resources at the rate of a family of two, derived', () => {
    // 0.000516 x 8,500 x 162 = 710.53; less 145.83 = 564.70 a child.
    expect(childcareCost(fr, 1, 150_000, 2)).toMatchObject({ monthly: 564.7, basis: 'derived' });
    expect(childcareCost(fr, 2, 150_000, 2).monthly).toBeCloseTo(1129.4, 1);
    // A family of one child pays the higher rate: 0.000619 x 8,500 x 162 = 852.36; less 145.83 = 706.53.
    expect(childcareCost(fr, 1, 150_000, 1).monthly).toBeCloseTo(706.53, 2);
  });

  it("in a Paris family's money left: the family's children set the rate, the young ones the places", () => {
    const family = { bedrooms: 2, householdScale: 2.1, adults: 2, children: 2, youngChildren: 1 };
    const a = affordabilityIn(city('paris'), pay(90_000), family, data, pay(60_000));
    expect(a.childcare).toBe('included');
    // Joint gross 150,000: the two-child rate on the ceiling, as above.
    expect(a.childcareMonthly).toMatchObject({ value: 564.7, currency: 'EUR', basis: 'derived', year: 2025 });
    expect(a.childcareMonthly!.source).toContain('Cnaf');
    const without = affordabilityIn(
      city('paris'),
      pay(90_000),
      { ...family, youngChildren: 0 },
      data,
      pay(60_000),
    );
    expect(without.moneyLeftMonthly.value - a.moneyLeftMonthly.value).toBeCloseTo(564.7, 1);
  });
});

describe('Portugal: Creche Feliz', () => {
  it('a free crèche place, official, said as included', () => {
    const family = { bedrooms: 2, householdScale: 1.8, adults: 2, children: 1, youngChildren: 1 };
    const a = affordabilityIn(city('lisbon'), pay(40_000), family, data, pay(30_000));
    expect(a.childcare).toBe('included');
    expect(a.childcareMonthly).toMatchObject({ value: 0, basis: 'official', year: 2024 });
    expect(a.childcareMonthly!.source).toContain('Creche Feliz');
  });
});

describe('Ireland, Hamburg and Munich', () => {
  const family = { bedrooms: 2, householdScale: 1.8, adults: 2, children: 1, youngChildren: 1 };

  it("Ireland: Pobal's median full-day fee less the NCS universal subsidy, in Dublin and Cork", () => {
    // (190 - 2.14 x 45) x 52 / 12 = 93.70 x 52 / 12 = 406.03 a month.
    const expected = ((190 - 2.14 * 45) * 52) / 12;
    for (const id of ['dublin', 'cork']) {
      const a = affordabilityIn(city(id), pay(60_000), family, data, pay(40_000));
      expect(a.childcare).toBe('included');
      expect(a.childcareMonthly!.value).toBeCloseTo(expected, 1);
      expect(a.childcareMonthly).toMatchObject({ basis: 'derived', year: 2024 });
      expect(a.childcareMonthly!.source).toContain('Early Years Sector Profile');
    }
  });

  it('Hamburg: the highest fee for the three hours beyond the free five, an estimate; Cologne not costed', () => {
    const a = affordabilityIn(city('hamburg'), pay(60_000), family, data, pay(40_000));
    expect(a.childcareMonthly).toMatchObject({ value: 191, basis: 'estimate', year: 2024 });
    expect(affordabilityIn(city('cologne'), pay(60_000), family, data, pay(40_000)).childcare).toBe(
      'not-modelled',
    );
  });

  it("Munich: the city's Krippe fee by family gross income for 2 of the 5 years, the kindergarten free", () => {
    const munich = childcareRuleFor('DE', 'munich')!;
    // Above 80,000: EUR 162 x 2 / 5 = 64.80 a child a month; up to 50,000 free; 65,000: 111 x 0.4 = 44.40.
    expect(childcareCost(munich, 1, 100_000)).toMatchObject({ monthly: 64.8, basis: 'derived', year: 2019 });
    expect(childcareCost(munich, 2, 100_000).monthly).toBeCloseTo(129.6, 2);
    expect(childcareCost(munich, 1, 50_000).monthly).toBe(0);
    expect(childcareCost(munich, 1, 65_000).monthly).toBeCloseTo(44.4, 2);
    const a = affordabilityIn(city('munich'), pay(60_000), family, data, pay(40_000));
    expect(a.childcareMonthly).toMatchObject({ value: 64.8, currency: 'EUR' });
    expect(a.childcareMonthly!.source).toContain('Münchner Förderformel');
  });
});

describe('cities without an official childcare figure are said so under the ranking', () => {
  it('the Munich family with two young children: the list names the cities whose money left leaves it out', () => {
    const result = runAnalysis(requestOf(munichFamily({ youngChildren: 2, partnerWorks: true })), {
      now: new Date('2026-11-28T00:00:00Z'),
      datasets: data,
    });
    const { rows } = moneyLeftList(result.cityMatches.slice(0, 12), result.affordability, 12);
    const said = childcareNotCosted(rows);
    const country = (id: string) => data.cities.find((c) => c.id === id)!.country;
    // Exactly the listed cities with no rule, in the list's order; those with one take it off money left.
    expect(said.cityIds).toEqual(
      rows.map((r) => r.entry.cityId).filter((id) => !childcareRuleFor(country(id), id)),
    );
    expect(said.cityIds.length).toBeGreaterThan(0);
    expect(said.cityIds).toContain('zurich');
    expect(rows.filter((r) => r.entry.childcare === 'included').length).toBeGreaterThan(0);
    expect(said.othersIncluded).toBe(true);
    for (const id of said.cityIds) expect(['paris', 'lisbon', 'berlin', 'munich', 'cork']).not.toContain(id);
  });
});
