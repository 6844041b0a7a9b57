import { describe, expect, it } from 'vitest';
import { childcareNotCosted } from '../rules/money-left';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { childcareCost, childcareRuleFor, freePlacePays } from './childcare';
import { sourceText } from '../text/sources';
import { money } from './money';

/**
 * Decision 0207: childcare costed in Aarhus (the city's 2025 rates, with Denmark's økonomisk friplads, also applied in
 * Copenhagen) and in the English cities (the working parents' funded hours and the DfE's mean fee for the other hours,
 * less Tax-Free Childcare). Expected values worked out by hand from the published figures:
 * - Aarhus 2025 (aarhus.dk, rates from January 2025): nursery DKK 4,921 under 3, kindergarten DKK 3,031 from 3, a
 *   month for 51.5 hours a week with meals, paid 11 months (July free); averaged over ages 1 to 5 as Copenhagen's:
 *   (2 x 4,921 + 3 x 3,031) / 5 = 3,787, x 11 / 12 = 3,471.42 a month; the second child half.
 * - Fripladsskala 2024 (the ministry's scale as the municipalities publish it): free below a household income of
 *   DKK 200,301, no subsidy from 622,200, the parents paying 5% on the first step and one point more each step of
 *   (622,200 - 200,301) / 95 = 4,441.04; both limits DKK 7,000 higher for each child after the first.
 * - England (DfE, Childcare and early years provider survey 2024): mean parent-paid fee GBP 6.60 an hour under 2,
 *   6.56 at 2, 6.30 at 3 and 4; working parents get 30 funded hours a week for 38 weeks (1,140 a year) from 9 months
 *   (September 2025); everyone 15 hours (570 a year) at 3 and 4; Tax-Free Childcare adds GBP 2 for every 8 paid (20%
 *   of the bill) up to GBP 2,000 a child a year; both need each parent earning under GBP 100,000.
 */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;
const pay = (v: number, currency: string) =>
  money(v, currency, 'estimate', 'test pay', 2025, 'per year, gross');
const family = { bedrooms: 2, householdScale: 1.8, adults: 2, children: 1, youngChildren: 1 };

describe("Aarhus: the city's rates less the økonomisk friplads", () => {
  const aarhus = childcareRuleFor('DK', 'aarhus')!;

  it('above the free-place scale: the rates averaged over ages 1 to 5, paid 11 months, derived', () => {
    expect(childcareCost(aarhus, 1, 900_000, 1)).toMatchObject({
      monthly: 3471.42,
      currency: 'DKK',
      basis: 'derived',
      year: 2025,
    });
    expect(childcareCost(aarhus, 1, 900_000, 1).source).toContain('Aarhus Kommune');
    // The second child at half the fee: 3,471.42 x 1.5.
    expect(childcareCost(aarhus, 2, 900_000, 2).monthly).toBeCloseTo(5207.13, 2);
  });

  it('within the scale: the step of the personal income (gross less 8%), an estimate that says so', () => {
    // Gross 300,000: personal income 276,000; (276,000 - 200,301) / 4,441.04 = 17.05: step 17, the parents pay 22%.
    const c = childcareCost(aarhus, 1, 300_000, 1);
    expect(c.monthly).toBeCloseTo(3471.42 * 0.22, 1);
    expect(c).toMatchObject({ basis: 'estimate' });
    expect(c.source).toContain('økonomisk friplads');
    expect(c.source).toContain('Aarhus Kommune');
    // The combined source has its Dutch text (the fee's source inside the free place's template).
    const nl = sourceText(c.source, 'nl');
    expect(nl).toContain('økonomisk friplads');
    expect(nl).toContain('tarieven voor kinderopvang vanaf januari 2025');
    // Below the lower limit the place is free.
    expect(childcareCost(aarhus, 1, 200_000, 1).monthly).toBe(0);
  });

  it('the limits rise by DKK 7,000 for each further child', () => {
    if (aarhus.kind !== 'place-fee' || !aarhus.freePlace) throw new Error('no free place');
    const gross = 627_000 / 0.92;
    // One child: 627,000 is past 622,200, no subsidy. Two: the upper limit is 629,200; (627,000 - 207,301) / 4,441.04
    // = 94.5: the last step, paying 99%.
    expect(freePlacePays(aarhus.freePlace, gross, 1)).toBe(1);
    expect(freePlacePays(aarhus.freePlace, gross, 2)).toBeCloseTo(0.99, 10);
    expect(freePlacePays(aarhus.freePlace, 200_301 / 0.92 + 1, 1)).toBeCloseTo(0.05, 10);
  });

  it("Copenhagen's rate takes the same national free place", () => {
    const cph = childcareRuleFor('DK', 'copenhagen')!;
    // 3,755.20 a month (unchanged above the scale); at gross 300,000 the same 22%.
    expect(childcareCost(cph, 1, 900_000, 1).monthly).toBeCloseTo(3755.2, 2);
    expect(childcareCost(cph, 1, 300_000, 1).monthly).toBeCloseTo(3755.2 * 0.22, 1);
  });

  it("in an Aarhus family's money left", () => {
    const a = affordabilityIn(city('aarhus'), pay(450_000, 'DKK'), family, data, pay(400_000, 'DKK'));
    expect(a.childcare).toBe('included');
    expect(a.childcareMonthly).toMatchObject({
      value: 3471.42,
      currency: 'DKK',
      basis: 'derived',
      year: 2025,
    });
    const without = affordabilityIn(
      city('aarhus'),
      pay(450_000, 'DKK'),
      { ...family, youngChildren: 0 },
      data,
      pay(400_000, 'DKK'),
    );
    expect(without.moneyLeftMonthly.value - a.moneyLeftMonthly.value).toBeCloseTo(3471.42, 1);
  });
});

describe('England: funded hours and the mean fee for the rest, less Tax-Free Childcare', () => {
  const england = childcareRuleFor('GB', 'london')!;

  it('working parents each under GBP 100,000: 1,460 paid hours a year, less 20%', () => {
    // Under 2: (2,600 - 1,140) x 6.60 = 9,636.00, less 1,927.20 = 7,708.80; at 2: 1,460 x 6.56 = 9,577.60, less
    // 1,915.52 = 7,662.08; at 3-4: 1,460 x 6.30 = 9,198.00, less 1,839.60 = 7,358.40; mean 7,576.43 a year, 631.37 a month.
    expect(childcareCost(england, 1, 110_000, 1, [60_000, 50_000])).toMatchObject({
      monthly: 631.37,
      currency: 'GBP',
      basis: 'derived',
      year: 2024,
    });
    expect(childcareCost(england, 2, 110_000, 2, [60_000, 50_000]).monthly).toBeCloseTo(1262.74, 2);
  });

  it('a parent at GBP 100,000 or more: only the universal 15 hours at 3 and 4, no top-up; the source says so', () => {
    // 2,600 x 6.60 = 17,160; 2,600 x 6.56 = 17,056; (2,600 - 570) x 6.30 = 12,789; mean 15,668.33, 1,305.69 a month.
    const c = childcareCost(england, 1, 150_000, 1, [100_000, 50_000]);
    expect(c.monthly).toBeCloseTo(1305.69, 2);
    expect(c.source).toContain('GBP 100,000 or more');
  });

  it('the English cities take it; Edinburgh (Scotland) is not costed', () => {
    for (const id of ['london', 'manchester', 'bristol', 'cambridge', 'birmingham']) {
      const a = affordabilityIn(city(id), pay(60_000, 'GBP'), family, data, pay(50_000, 'GBP'));
      expect(a.childcare).toBe('included');
      expect(a.childcareMonthly).toMatchObject({ value: 631.37, currency: 'GBP', basis: 'derived' });
      expect(a.childcareMonthly!.source).toContain('Childcare and early years provider survey');
    }
    expect(childcareRuleFor('GB', 'edinburgh')).toBeUndefined();
    const high = affordabilityIn(city('london'), pay(120_000, 'GBP'), family, data, pay(50_000, 'GBP'));
    expect(high.childcareMonthly!.value).toBeCloseTo(1305.69, 2);
  });

  it("in a London family's money left, and the ranking's note names only the uncosted city", () => {
    const ids = ['london', 'aarhus', 'edinburgh', 'manchester'];
    const rows = ids.map((id) => {
      const currency = city(id).currency;
      return { entry: affordabilityIn(city(id), pay(60_000, currency), family, data, pay(50_000, currency)) };
    });
    expect(childcareNotCosted(rows).cityIds).toEqual(['edinburgh']);
    const without = affordabilityIn(
      city('london'),
      pay(60_000, 'GBP'),
      { ...family, youngChildren: 0 },
      data,
      pay(50_000, 'GBP'),
    );
    expect(without.moneyLeftMonthly.value - rows[0]!.entry.moneyLeftMonthly.value).toBeCloseTo(631.37, 1);
  });
});
