import { describe, expect, it } from 'vitest';
import { getTaxRule, householdNetPay, scheduleTax, taxRegionOfCity } from './tax';

/**
 * Swiss income tax by city. The scales are typed in as rates and thresholds; the checks below use the other column
 * of the same published tables, the tax due at each threshold (ESTV tax data 2025, DBG art. 36 and the cantonal
 * laws), times the canton's and commune's multipliers (ESTV 2025). A wrong rate, threshold or multiplier moves them.
 */

const rule = getTaxRule('CH')!;
const federal = rule.incomeTaxes.find((t) => t.id === 'federal')!;
const cantonal = (region: string) => rule.regions![region]!.incomeTaxes!.find((t) => t.id === 'cantonal')!;

describe('Swiss taxes from the ESTV tax data 2025', () => {
  it('every Swiss city has its own cantonal and communal tax layer', () => {
    const cities = ['zurich', 'geneva', 'basel', 'lausanne'];
    const regions = cities.map((c) => taxRegionOfCity(c));
    expect(new Set(regions).size).toBe(cities.length);
    for (const r of regions) expect(rule.regions![r!]!.incomeTaxes?.length).toBe(1);
  });

  it.each([
    [33200, 138.6],
    [58000, 612],
    [108800, 3268.8],
    [184900, 10920.4],
  ])('direct federal tax, single scale, at %i is the published %d', (income, tax) => {
    expect(scheduleTax(federal.schedule, income)).toBeCloseTo(tax, 0);
  });

  it.each([
    [79100, 929],
    [130500, 3660],
    [152300, 5686],
  ])('direct federal tax, married scale, at %i is the published %d', (income, tax) => {
    expect(scheduleTax(federal.joint!.schedule, income)).toBeCloseTo(tax, 0);
  });

  it.each([
    // region, taxable income, published tax at that threshold (cantonal scale), canton + commune multiplier
    ['ch-geneva', 77518, 6995.95, 1.475 + 0.4549],
    ['ch-geneva', 193234, 24092.75, 1.475 + 0.4549],
    ['ch-lausanne', 40000, 2519, 1.55 + 0.785],
    ['ch-lausanne', 106600, 9514, 1.55 + 0.785],
    ['ch-basel', 316300, 72910.5, 1],
  ] as const)('%s at %i: the published %d times the multipliers', (region, income, base, factor) => {
    expect(scheduleTax(cantonal(region).schedule, income)).toBeCloseTo(base * factor, -1);
  });

  it('Zürich: simple state tax of the Grundtarif times 98% + 119% (published widths summed)', () => {
    // 0% on 6,900, then 2% on 4,900, 3% on 4,800, 4% on 7,900, 5% on 9,600: simple tax at 34,100 is 98 + 144 + 316 + 480 = 1,038.
    expect(scheduleTax(cantonal('ch-zurich').schedule, 34100)).toBeCloseTo(1038 * 2.17, 0);
  });

  it('Geneva married couples pay the rate of half their income (splitting), Vaud with the quotient 1.8', () => {
    const ge = cantonal('ch-geneva');
    expect(scheduleTax(ge.joint!.schedule, 200000)).toBeCloseTo(2 * scheduleTax(ge.schedule, 100000), 0);
    const vd = cantonal('ch-lausanne');
    expect(scheduleTax(vd.joint!.schedule, 180000)).toBeCloseTo(1.8 * scheduleTax(vd.schedule, 100000), 0);
  });

  it('the same pay keeps different amounts in the four cities, and the tax lines say which', () => {
    const net = (cityId: string) =>
      householdNetPay({ countryCode: 'CH', cityId, earners: [100000], adults: 1, children: 0 });
    const zurich = net('zurich');
    const geneva = net('geneva');
    expect(zurich.net).toBeGreaterThan(geneva.net + 3000);
    expect(zurich.lines.find((l) => l.id.startsWith('cantonal'))!.name).toContain('Zürich');
    expect(net('basel').lines.some((l) => l.kind === 'pension')).toBe(true);
  });
});
