import { describe, expect, it } from 'vitest';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { childcareCost, childcareRuleFor, dutchAllowancePercent } from './childcare';
import { money } from './money';

/**
 * The childcare rules against the official figures (decision 0076), each expected value worked out by hand from the
 * published numbers, not from the code:
 * - NL 2025: maximum hourly price of day care EUR 10.71; a full-time week of 50 hours is 50 x 52 / 12 = 216.67 hours
 *   a month (under the 230-hour cap), EUR 2,320.50 a month per child; allowance 96% up to a joint income of 47,403,
 *   95.3% / 95.6% (first / later child) up to 49,108, 94.6% / 95.2% up to 50,811; first child 93.7% up to 52,519,
 *   93.1% up to 54,221, 89.2% from 59,493 up to 63,144, 64.1% from 103,319 up to 106,968, 35.3% up to 159,224 and
 *   33.3% from 159,225 (bijlage I, decision 0086).
 * - SE maxtaxa 2024: 3% / 2% / 1% of gross monthly income, capped at SEK 1,688 / 1,125 / 563.
 * - NO maksimalpris: NOK 2,000 a month, 11 months a year; siblings 30% and 50% off.
 * - Copenhagen 2025: DKK 4,708 (under 3) and 3,120 (from 3) with lunch, averaged over 2 + 3 years; siblings 50% off.
 * - Berlin: EUR 23 lunch; Vienna: EUR 84.85 meals.
 */
const rule = (place: string, country: string) => {
  const r = childcareRuleFor(country, place);
  if (!r) throw new Error(`no childcare rule for ${place}`);
  return r;
};
const nl = rule('utrecht', 'NL');
const nlAllowance = nl.kind === 'allowance' ? nl : undefined;

describe('childcare rules by country and city', () => {
  it('finds a city rule first, then the country rule, and none where no official figure exists', () => {
    expect(childcareRuleFor('NL', 'amsterdam')?.kind).toBe('allowance');
    expect(childcareRuleFor('SE', 'malmo')?.kind).toBe('income-share');
    expect(childcareRuleFor('DE', 'berlin')?.currency).toBe('EUR');
    expect(childcareRuleFor('DE', 'cologne')).toBeUndefined();
    // Decision 0207: Aarhus has its own rates; an English city names England's rule; Scotland has none.
    expect(childcareRuleFor('DK', 'aarhus')?.currency).toBe('DKK');
    expect(childcareRuleFor('DK', 'copenhagen')?.currency).toBe('DKK');
    expect(childcareRuleFor('GB', 'london')?.kind).toBe('funded-hours');
    expect(childcareRuleFor('GB', 'edinburgh')).toBeUndefined();
    expect(childcareRuleFor('US', 'boston')?.kind).toBe('weekly-by-age');
    // Decision 0224: Pittsburgh's county price of 2020, Australia's national subsidy; Singapore none.
    expect(childcareRuleFor('US', 'pittsburgh')?.kind).toBe('weekly-by-age');
    expect(childcareRuleFor('AU', 'sydney')?.kind).toBe('hourly-subsidy');
    expect(childcareRuleFor('SG', 'singapore')).toBeUndefined();
  });

  it('NL: the allowance table of 2025 at its published points', () => {
    expect(nlAllowance).toBeDefined();
    expect(dutchAllowancePercent(nlAllowance!, 45000, 'first')).toEqual({ percent: 96, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 47403, 'other')).toEqual({ percent: 96, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 48000, 'first')).toEqual({ percent: 95.3, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 48000, 'other')).toEqual({ percent: 95.6, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 50811, 'first')).toEqual({ percent: 94.6, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 159225, 'first')).toEqual({ percent: 33.3, published: true });
    // The first child's rows between 50,811 and 159,225 (decision 0086), each at its edges.
    expect(dutchAllowancePercent(nlAllowance!, 52519, 'first')).toEqual({ percent: 93.7, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 52520, 'first')).toEqual({ percent: 93.1, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 60000, 'first')).toEqual({ percent: 89.2, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 105018, 'first')).toEqual({ percent: 64.1, published: true });
    expect(dutchAllowancePercent(nlAllowance!, 159224, 'first')).toEqual({ percent: 35.3, published: true });
    // A later child above 50,811: the later-child table is not at hand, so the first child's (an estimate).
    expect(dutchAllowancePercent(nlAllowance!, 60000, 'other')).toEqual({ percent: 89.2, published: false });
    expect(dutchAllowancePercent(nlAllowance!, 200000, 'other')).toEqual({ percent: 33.3, published: false });
  });

  it('NL: the first-child table falls with income, ends just below the fixed minimum, later children never lower', () => {
    const table = nlAllowance!.table;
    expect(table).toHaveLength(35);
    for (let i = 1; i < table.length; i += 1) {
      expect(table[i]!.upTo).toBeGreaterThan(table[i - 1]!.upTo);
      expect(table[i]!.first).toBeLessThan(table[i - 1]!.first);
    }
    for (const row of table) if (row.other !== undefined) expect(row.other).toBeGreaterThanOrEqual(row.first);
    expect(table[table.length - 1]!.upTo + 1).toBe(nlAllowance!.floorFrom);
    expect(table[table.length - 1]!.first).toBeGreaterThan(nlAllowance!.floorFirst);
  });

  it('NL: what parents pay for a full-time place at the maximum hourly price', () => {
    // 1 child, joint income 45,000: 4% of 2,320.50 = 92.82.
    expect(childcareCost(nl, 1, 45000)).toMatchObject({
      monthly: 92.82,
      currency: 'EUR',
      basis: 'derived',
      year: 2025,
    });
    // 2 children, 48,000: 4.7% and 4.4% of 2,320.50 = 109.06 + 102.10 = 211.17.
    expect(childcareCost(nl, 2, 48000).monthly).toBeCloseTo(211.17, 2);
    // 1 child, 200,000: 66.7% of 2,320.50 = 1,547.77.
    expect(childcareCost(nl, 1, 200000)).toMatchObject({ monthly: 1547.77, basis: 'derived' });
    // 1 child, 60,000 (row 59,493-63,144, 89.2%): 10.8% of 2,320.50 = 250.61, from the table (derived).
    expect(childcareCost(nl, 1, 60000)).toMatchObject({ monthly: 250.61, basis: 'derived' });
    // 1 child, 105,018 (row 103,319-106,968, 64.1%): 35.9% of 2,320.50 = 833.06.
    expect(childcareCost(nl, 1, 105018)).toMatchObject({ monthly: 833.06, basis: 'derived' });
    // 2 children, 60,000: the second at the first child's 89.2% as well, 2 x 250.614 = 501.23, an estimate that says so.
    const two = childcareCost(nl, 2, 60000);
    expect(two.monthly).toBeCloseTo(501.23, 2);
    expect(two.basis).toBe('estimate');
    expect(two.source).toMatch(/at least the first child's percentage/);
  });

  it('SE: maxtaxa shares of gross monthly income, capped per child', () => {
    const se = rule('stockholm', 'SE');
    // SEK 60,000 a month: 3% = 1,800 -> cap 1,688; 2% = 1,200 -> cap 1,125; total 2,813 (2024 caps).
    expect(childcareCost(se, 2, 720000)).toMatchObject({
      monthly: 2813,
      currency: 'SEK',
      basis: 'derived',
      year: 2024,
    });
    // SEK 20,000 a month: 600 + 400 + 200 = 1,200 for three children; the fourth is free.
    expect(childcareCost(se, 4, 240000).monthly).toBe(1200);
  });

  it('NO: the national maximum price over 11 months, with sibling discounts', () => {
    const no = rule('oslo', 'NO');
    expect(childcareCost(no, 1, 900000).monthly).toBeCloseTo(1833.33, 2); // 2,000 x 11 / 12
    expect(childcareCost(no, 2, 900000).monthly).toBeCloseTo(3116.67, 2); // + 1,400 x 11 / 12
    expect(childcareCost(no, 3, 900000).monthly).toBeCloseTo(4033.33, 2); // + 1,000 x 11 / 12
  });

  it('Copenhagen, Berlin and Vienna: municipal fees per place', () => {
    expect(childcareCost(rule('copenhagen', 'DK'), 1, 800000)).toMatchObject({
      monthly: 3755.2,
      basis: 'derived',
    });
    expect(childcareCost(rule('copenhagen', 'DK'), 2, 800000).monthly).toBeCloseTo(5632.8, 2);
    expect(childcareCost(rule('berlin', 'DE'), 1, 90000)).toMatchObject({
      monthly: 23,
      basis: 'official',
      year: 2018,
    });
    expect(childcareCost(rule('berlin', 'DE'), 2, 90000).monthly).toBe(46);
    expect(childcareCost(rule('vienna', 'AT'), 1, 90000)).toMatchObject({
      monthly: 84.85,
      basis: 'official',
    });
  });
});

describe('childcare in money left', () => {
  const data = bundledEngineData();
  const city = (id: string) => data.cities.find((c) => c.id === id)!;
  const pay = (v: number, currency = 'EUR') =>
    money(v, currency, 'estimate', 'test pay', 2025, 'per year, gross');
  const family = { bedrooms: 2, householdScale: 2.1, adults: 2, children: 2 };

  it('takes the net cost from money left as its own line, for two earners', () => {
    const without = affordabilityIn(city('utrecht'), pay(30000), family, data, pay(15000));
    const withCare = affordabilityIn(
      city('utrecht'),
      pay(30000),
      { ...family, youngChildren: 1 },
      data,
      pay(15000),
    );
    // Joint income 45,000: 4% of 2,320.50.
    expect(withCare.childcareMonthly).toMatchObject({
      value: 92.82,
      currency: 'EUR',
      basis: 'derived',
      year: 2025,
    });
    expect(withCare.childcare).toBe('included');
    expect(without.moneyLeftMonthly.value - withCare.moneyLeftMonthly.value).toBeCloseTo(92.82, 1);
    expect(withCare.moneyLeftMonthly.source).toMatch(/- childcare$/);
    expect(without.childcare).toBe('not-asked');
    expect(without.childcareMonthly).toBeUndefined();
  });

  it('a Dutch middle income: the table row, not an estimate (joint income 60,000, decision 0086)', () => {
    const a = affordabilityIn(city('utrecht'), pay(40000), { ...family, youngChildren: 1 }, data, pay(20000));
    // The toetsingsinkomen is the joint pay less both pension premiums (walk W211): the row up to 59,492 (90.7%
    // allowance), not the 60,000 row up to 63,144 (89.2%).
    const tested = 60000 - a.pensionMonthly!.value * 12;
    expect(tested).toBeGreaterThan(57629);
    expect(tested).toBeLessThanOrEqual(59492);
    // 9.3% of 2,320.50 = 215.81 (on the gross of 60,000 it was 10.8%: 250.61).
    expect(a.childcareMonthly).toMatchObject({ value: 215.81, currency: 'EUR', basis: 'derived' });
  });

  it('says why childcare is not in money left', () => {
    const oneEarner = affordabilityIn(city('utrecht'), pay(60000), { ...family, youngChildren: 2 }, data);
    expect(oneEarner.childcare).toBe('parent-at-home');
    expect(oneEarner.childcareMonthly).toBeUndefined();
    const cologne = affordabilityIn(
      city('cologne'),
      pay(60000),
      { ...family, youngChildren: 1 },
      data,
      pay(30000),
    );
    expect(cologne.childcare).toBe('not-modelled');
    const schoolAge = affordabilityIn(
      city('utrecht'),
      pay(60000),
      { ...family, youngChildren: 0 },
      data,
      pay(30000),
    );
    expect(schoolAge.childcare).toBe('none');
    const single = affordabilityIn(
      city('utrecht'),
      pay(60000),
      { bedrooms: 1, householdScale: 1, adults: 1, children: 0 },
      data,
    );
    expect(single.childcare).toBeUndefined();
  });

  it('a single parent pays for childcare in the city currency (Stockholm, maxtaxa)', () => {
    const a = affordabilityIn(
      city('stockholm'),
      pay(480000, 'SEK'),
      { bedrooms: 2, householdScale: 1.3, adults: 1, children: 1, youngChildren: 1 },
      data,
    );
    // SEK 40,000 a month: 3% = 1,200, under the cap.
    expect(a.childcareMonthly).toMatchObject({ value: 1200, currency: 'SEK' });
  });
});
