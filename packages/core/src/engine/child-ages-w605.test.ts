import { describe, expect, it } from 'vitest';
import { householdNetPay } from '../datasets/tax';
import { householdInTimeframe, predictionAffordability, type PredictionHousehold } from '../rules/comparison';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { money } from './money';

/**
 * Walk W605 and W606 (decision 0236). Fatima, a single parent in Rotterdam with one child of 1: the Future Timeline
 * took a full-time daycare place off every period (0-3, 3-5, 5-10 years) although Dutch children start school at 4,
 * and her kinderbijslag was the 6-11 rate (347.83 a quarter) for a child she said is 1 (SVB 2025: 286.45 under 6).
 * Mark in Pittsburgh, children of 3, 8 and 12: a place in every period for the three-year-old, who is at school (US
 * kindergarten from 5) from the second period on.
 */
const fatima: PredictionHousehold = {
  bedrooms: 2,
  householdScale: 1.3,
  adults: 1,
  children: 1,
  youngChildren: 1,
  youngChildAges: [1],
  partnerWorks: false,
  currency: 'EUR',
};

const mark: PredictionHousehold = {
  bedrooms: 3,
  householdScale: 2.4,
  adults: 2,
  children: 3,
  youngChildren: 1,
  youngChildAges: [3],
  partnerWorks: true,
  partnerIncomeAnnual: 40000,
  currency: 'USD',
  homeCountry: 'US',
};

const period = (cityId: string, pay: number, currency: string) => ({
  career: { salary: money(pay, currency, 'derived', 'test', 2025) },
  location: { cityId },
});

describe("the children's ages in each period of the plan (walk W605)", () => {
  it('Fatima: daycare in the first period only, as her child is at school in the Netherlands from 4', () => {
    const p = period('rotterdam', 40000, 'EUR');
    const first = predictionAffordability(p, householdInTimeframe(fatima, '0-3'))!;
    const second = predictionAffordability(p, householdInTimeframe(fatima, '3-5'))!;
    const third = predictionAffordability(p, householdInTimeframe(fatima, '5-10'))!;
    expect(first.childcare).toBe('included');
    expect(first.childcareMonthly!.value).toBeGreaterThan(50);
    expect(second.childcare).toBe('none');
    expect(second.childcareMonthly).toBeUndefined();
    expect(third.childcare).toBe('none');
    // Without the place the same pay leaves that much more (the benefit is the 0-5 band's at 1 and at 4).
    expect(second.moneyLeftMonthly.value - first.moneyLeftMonthly.value).toBeCloseTo(
      first.childcareMonthly!.value,
      0,
    );
    // At 6 (the third period) the kinderbijslag is the 6-11 band's: 20.46 a month more than at 4.
    expect(third.childBenefitsMonthly!.value - second.childBenefitsMonthly!.value).toBeCloseTo(20.46, 1);
  });

  it('Mark: the three-year-old costs a place in the first period, not once at school (US 5)', () => {
    const p = period('pittsburgh', 90000, 'USD');
    const first = predictionAffordability(p, householdInTimeframe(mark, '0-3'))!;
    const second = predictionAffordability(p, householdInTimeframe(mark, '3-5'))!;
    const third = predictionAffordability(p, householdInTimeframe(mark, '5-10'))!;
    expect(first.childcare).toBe('included');
    expect(first.childcareMonthly!.value).toBeGreaterThan(500);
    expect(second.childcare).toBe('none');
    expect(third.childcare).toBe('none');
  });

  it('without ages, every young child keeps its place in every period, as the question asked of today', () => {
    const { youngChildAges: _ages, ...rest } = fatima;
    const unknown: PredictionHousehold = rest;
    expect(householdInTimeframe(unknown, '5-10')).toBe(unknown);
    const p = period('rotterdam', 40000, 'EUR');
    expect(predictionAffordability(p, householdInTimeframe(unknown, '5-10'))!.childcare).toBe('included');
    expect(householdInTimeframe(undefined, '3-5')).toBeUndefined();
  });
});

describe('child benefits by the age band of each child whose age is known (walk W606)', () => {
  const data = bundledEngineData();
  const rotterdam = data.cities.find((c) => c.id === 'rotterdam')!;
  const benefits = (ages?: number[]) =>
    affordabilityIn(
      rotterdam,
      money(40000, 'EUR', 'derived', 'test', 2025),
      { ...fatima, ...(ages ? { youngChildAges: ages } : { youngChildAges: undefined }) },
      data,
    ).childBenefitsMonthly!;

  it("Fatima's kinderbijslag is the 0-5 rate (286.45 a quarter) for her child of 1, the 6-11 rate without an age", () => {
    const known = benefits([1]);
    const unknown = benefits();
    // 347.83 / 3 - 286.45 / 3 = 20.46 a month.
    expect(unknown.value - known.value).toBeCloseTo(20.46, 1);
    expect(known.source).toContain('0-5 years 286.45');
    expect(known.source).toContain('6-11 years 347.83');
  });

  it('the bands of Norway, Denmark and Austria', () => {
    const net = (countryCode: string, childAges?: number[]) =>
      householdNetPay({
        countryCode,
        earners: [500000],
        adults: 1,
        children: 1,
        youngChildren: 1,
        ...(childAges && { childAges }),
      });
    const barnetrygd = (ages?: number[]) =>
      net('NO', ages)
        .lines.filter((l) => l.name === 'Barnetrygd')
        .reduce((s, l) => s + l.amount, 0);
    // NAV 2024: 1,766 a month under 6, 1,510 from 6.
    expect(barnetrygd([2])).toBeCloseTo(1766 * 12, 0);
    expect(barnetrygd()).toBeCloseTo(1510 * 12, 0);
    // Skatteministeriet 2023: 4,746 a quarter under 3, 3,756 from 3 to 6, 2,955 from 7 (the convention).
    expect(net('DK', [1]).childBenefits - net('DK').childBenefits).toBeCloseTo((4746 - 2955) * 4, 0);
    expect(net('DK', [5]).childBenefits - net('DK').childBenefits).toBeCloseTo((3756 - 2955) * 4, 0);
    // Familienbeihilfe 2025: 138.40 a month under 3, 148.00 from 3 to 9 (the convention).
    expect(net('AT', [2]).childBenefits - net('AT').childBenefits).toBeCloseTo((138.4 - 148) * 12, 1);
    expect(net('AT', [4]).childBenefits).toBeCloseTo(net('AT').childBenefits, 2);
  });
});
