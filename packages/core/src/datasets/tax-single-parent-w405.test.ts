import { describe, expect, it } from 'vitest';
import { bundledEngineData } from '../engine/bundled';
import { childcareCost, childcareRuleFor } from '../engine/childcare';
import { householdNetPay } from './tax';

/**
 * Walk findings W405 and W414 (decision 0208). Expected values are worked out by hand below from the official 2025
 * rates, not computed by the code under test.
 */

describe('Ireland: a single parent gets the Single Person Child Carer Credit and the 48,000 band (W405)', () => {
  // Claire, single parent of two in Dublin, gross EUR 69,500 (Revenue and Citizens Information, Budget 2025):
  //   income tax: 48,000 x 20% = 9,600; (69,500 - 48,000) = 21,500 x 40% = 8,600; together 18,200
  //     less credits: personal 2,000 + employee (PAYE) 2,000 + Single Person Child Carer Credit 1,900 = 5,900
  //     income tax = 18,200 - 5,900 = 12,300
  //   USC: 12,012 x 0.5% = 60.06; (27,382 - 12,012) = 15,370 x 2% = 307.40; (69,500 - 27,382) = 42,118 x 3%
  //     = 1,263.54; together 1,631.00
  //   PRSI: 69,500 x 4.1% = 2,849.50
  //   net pay = 69,500 - 12,300 - 1,631.00 - 2,849.50 = 52,719.50 a year (4,393.29 a month)
  // The same pay of a single person without children: band 44,000 and credits 4,000:
  //   44,000 x 20% = 8,800; 25,500 x 40% = 10,200; 19,000 - 4,000 = 15,000; net 50,019.50 (4,168.29 a month, the
  //   figure the walker saw for Claire before the fix).
  const claire = householdNetPay({
    countryCode: 'IE',
    cityId: 'dublin',
    earners: [69500],
    adults: 1,
    children: 2,
  });

  it('Claire: income tax 12,300 and net pay 52,719.50 a year', () => {
    expect(claire.incomeTax).toBeCloseTo(12300, 2);
    expect(claire.netPay).toBeCloseTo(52719.5, 2);
    expect(claire.netPay / 12).toBeCloseTo(4393.29, 2);
  });

  it('the credit and the band are cited to her', () => {
    expect(claire.sources.join(' ')).toMatch(
      /Single Person Child Carer Credit 1,900 and standard rate band 48,000/,
    );
  });

  it('a single person without children keeps the 44,000 band and 4,000 of credits', () => {
    const alone = householdNetPay({
      countryCode: 'IE',
      cityId: 'dublin',
      earners: [69500],
      adults: 1,
      children: 0,
    });
    expect(alone.incomeTax).toBeCloseTo(15000, 2);
    expect(alone.netPay).toBeCloseTo(50019.5, 2);
    expect(alone.sources.join(' ')).not.toMatch(/Child Carer/);
  });

  it('a married couple with children gets neither (joint band and home carer credit as before)', () => {
    // One earner of 69,500, the spouse at home: joint band 53,000 (no lower-earner increase without income):
    //   53,000 x 20% = 10,600; 16,500 x 40% = 6,600; 17,200 less personal 4,000, employee 2,000 and home carer 1,950
    //   (spouse's income 0, below 7,200) = 7,950: income tax 9,250.
    const couple = householdNetPay({
      countryCode: 'IE',
      cityId: 'dublin',
      earners: [69500, 0],
      adults: 2,
      children: 2,
    });
    expect(couple.incomeTax).toBeCloseTo(9250, 2);
    expect(couple.sources.join(' ')).not.toMatch(/Child Carer/);
  });
});

describe('Poland: Dobry Start only for children of school age (W414)', () => {
  // Rodzina 800+ is 800 PLN a month per child under 18; Dobry Start 300 PLN once a year (25 a month) per child at
  // school, aged 7 to 20 (ZUS).
  const benefit = (youngChildren: number | undefined, children: number) =>
    householdNetPay({
      countryCode: 'PL',
      cityId: 'krakow',
      earners: [120000],
      adults: 1,
      children,
      ...(youngChildren !== undefined && { youngChildren }),
    }).lines.filter((l) => l.kind === 'child-benefit');

  it('a two-year-old (one child, under school age) gets 800 a month, no Dobry Start', () => {
    const lines = benefit(1, 1);
    expect(lines.map((l) => l.name)).toEqual(['Rodzina 800+']);
    expect(lines.reduce((s, l) => s + l.amount, 0) / 12).toBeCloseTo(800, 6);
  });

  it('one young child and one at school: Dobry Start for the one at school only', () => {
    const lines = benefit(1, 2);
    expect(lines.find((l) => l.name === 'Dobry Start')?.amount).toBeCloseTo(300, 6);
    expect(lines.find((l) => l.name === 'Rodzina 800+')?.amount).toBeCloseTo(2 * 800 * 12, 6);
  });

  it('ages not given: every child is taken as at school, as before', () => {
    expect(benefit(undefined, 2).find((l) => l.name === 'Dobry Start')?.amount).toBeCloseTo(600, 6);
  });

  it('the engine data passes the young children through (Kraków, money left)', () => {
    const data = bundledEngineData();
    const input = { country: 'PL', cityId: 'krakow', earners: [120000], adults: 1, children: 1 };
    const unknown = data.householdNet!(input).childBenefitsAnnual;
    const young = data.householdNet!({ ...input, youngChildren: 1 }).childBenefitsAnnual;
    expect(unknown - young).toBeCloseTo(300, 6);
  });
});

describe('Munich: the Krippe fee shown is the table averaged over the years under school age, less Krippengeld (W414)', () => {
  const munich = childcareRuleFor('DE', 'munich')!;
  // One child, family income above 80,000: 162 a month for 2 of the 5 years under school age (kindergarten free):
  // 162 x 2 / 5 = 64.80 (the EUR 65 the walker saw); no Krippengeld above 60,000.
  it('above 80,000: 64.80 and the source says how', () => {
    expect(childcareCost(munich, 1, 100_000).monthly).toBeCloseTo(64.8, 2);
    expect(munich.source).toMatch(/162 above/);
    expect(munich.source).toMatch(/2 of 5 years \(40%\)/);
  });
  // 55,000, one child: the fee of 75 is refunded up to 100 by the Krippengeld (income at most 60,000): 0.
  it('55,000 with one child: the Krippengeld covers the 75 fee', () => {
    expect(childcareCost(munich, 1, 55_000).monthly).toBe(0);
  });
  // 62,000, two children under school age: fee 111 each; the limit is 60,000 + 5,000 = 65,000, so 100 is refunded:
  // 11 each, x 2 children x 40% = 8.80.
  it('62,000 with two children: the limit rises by 5,000 for the second child', () => {
    expect(childcareCost(munich, 2, 62_000).monthly).toBeCloseTo(8.8, 2);
    // One child at 62,000 is above the 60,000 limit: 111 x 40% = 44.40.
    expect(childcareCost(munich, 1, 62_000).monthly).toBeCloseTo(44.4, 2);
  });
});
