import { SalaryPaycheck } from 'dutch-tax-income-calculator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { citiesDataset } from './cities';
import { hmrcNetPay } from './hmrc-oracle';
import {
  householdNetPay,
  listTaxCountries,
  netSalaryBreakdown,
  quotientParts,
  taxRegionOfCity,
  type HouseholdNet,
} from './tax';

/**
 * Regional taxes, households and the independent references. The oracles are other people's work: two calculator
 * packages (devDependencies, never used by the app), the worked examples in ../shared/data/tax (computed outside
 * this project from the statutes) and the published cases. Expected values are typed in here, not computed
 * by the code under test.
 */

const single = (countryCode: string, gross: number, extra: object = {}) =>
  householdNetPay({ countryCode, earners: [gross], adults: 1, children: 0, ...extra });

describe('independent oracle packages (test-only devDependencies)', () => {
  it.each([30000, 40000, 60000, 100000])(
    'NL %i: within 0.5 percent of dutch-tax-income-calculator (2025, no pension, no 30 percent ruling)',
    (gross) => {
      const oracle = new SalaryPaycheck(
        { income: gross, allowance: false, socialSecurity: true, older: false, hours: 40 },
        'Year',
        2025,
        { checked: false },
      ).netYear;
      const ours = single('NL', gross, { pension: false }).net;
      expect(Math.abs(ours - oracle) / oracle).toBeLessThan(0.005);
    },
  );

  const countries = [
    ['England/NI/Wales', 'london'],
    ['Scotland', 'edinburgh'],
  ] as const;
  for (const [country, cityId] of countries) {
    it.each([30000, 60000, 110000, 150000])(
      `${country} %i: income tax and NI equal @saving-tool/hmrc-income-tax`,
      (gross) => {
        // Without a pension: the app's net without its pension line (decision 0127).
        const ours = single('GB', gross, { cityId, pension: false });
        expect(Math.abs(ours.net - hmrcNetPay(country, gross).net)).toBeLessThan(5);
      },
    );
    // The net pay arrangement (decisions 0127, 0137): the calculator given the app's pension contribution before
    // income tax must agree on the income tax and National Insurance, for the minimum and the NHS and teachers' tiers.
    it.each([
      [undefined, 40000],
      [undefined, 110000],
      ['registered-nurse', 40823],
      ['registered-nurse', 58738],
      ['nursing-assistant', 24937],
      ['secondary-teacher', 45352],
      ['primary-teacher', 62496],
      ['secondary-teacher', 130000],
    ] as const)(
      `${country}: %s on %i, its pension before income tax, equals the calculator`,
      (roleId, gross) => {
        const ours = single('GB', gross, { cityId, ...(roleId && { roleId }) });
        expect(ours.pension).toBeGreaterThan(0);
        expect(Math.abs(ours.net - hmrcNetPay(country, gross, ours.pension).net)).toBeLessThan(5);
      },
    );
  }
});

describe('regional taxes', () => {
  it('Sweden: Stockholm at 30.60% with the job tax credit matches the statutory worked examples', () => {
    // ../shared/data/tax/se_sweden_2025_2026.json worked examples (net before burial and public service fees).
    const examples = [
      ['stockholm', 360000, 294282],
      ['stockholm', 600000, 467848],
      ['stockholm', 900000, 624668],
      ['gothenburg', 600000, 459112],
      ['malmo', 360000, 290283],
    ] as const;
    for (const [cityId, gross, expected] of examples) {
      const b = netSalaryBreakdown('SE', gross, { cityId });
      const fees = b.incomeTaxes.filter((t) => t.id === 'burial' || t.id === 'public-service');
      const feeTotal = fees.reduce((s, t) => s + t.amount, 0);
      expect(Math.abs(b.net + feeTotal - expected), `${cityId} ${gross}`).toBeLessThan(60);
    }
  });

  it('Sweden: the issue case, SEK 40,000 a month in Stockholm, nets more than 31,000 (was 27,501)', () => {
    const monthly = single('SE', 480000, { cityId: 'stockholm' }).net / 12;
    expect(monthly).toBeGreaterThan(31000);
    expect(monthly).toBeLessThan(32500);
  });

  it('US: federal, state, city and payroll taxes equal the worked examples of every US city (single, 2025)', () => {
    // ../shared/data/tax/us_worked_examples_2025.json (computed from the statutes outside this project; NY
    // recapture ignored there, so New York City is checked at 100,000 only).
    const examples: [string, number, number][] = [
      ['san-francisco', 100000, 72646],
      ['san-francisco', 200000, 132360],
      ['seattle', 100000, 77663],
      ['seattle', 200000, 146796],
      ['new-york-city', 100000, 70122],
      ['boston', 100000, 73761],
      ['boston', 200000, 138625],
      ['austin', 200000, 149115],
      ['raleigh', 100000, 75193],
      ['raleigh', 200000, 141157],
    ];
    for (const [cityId, gross, expected] of examples) {
      const net = householdNetPay({
        countryCode: 'US',
        cityId,
        earners: [gross],
        adults: 1,
        children: 0,
      }).net;
      expect(Math.abs(net - expected), `${cityId} ${gross}`).toBeLessThan(3);
    }
  });

  it('US: every US city has a state layer', () => {
    for (const c of citiesDataset.cities.filter((x) => x.countryCode === 'US'))
      expect(taxRegionOfCity(c.id), c.id).toBeDefined();
  });

  it('New York City, USD 187,000: about USD 10,200 a month (the issue case), not 11,619', () => {
    const monthly = single('US', 187000, { cityId: 'new-york-city' }).net / 12;
    expect(Math.abs(monthly - 10200) / 10200).toBeLessThan(0.02);
  });

  it('Singapore, SGD 90,000: an Employment Pass holder pays no CPF (about 7,135 a month); a citizen does', () => {
    const newcomer = single('SG', 90000).net / 12;
    const citizen = single('SG', 90000, { residency: 'citizen' }).net / 12;
    expect(Math.abs(newcomer - 7135) / 7135).toBeLessThan(0.02);
    // CPF 20% of 88,800 = 17,760, deductible: tax on 90,000 - 1,000 - 17,760 = 71,240 is 550 + 7% x 31,240 = 2,736.80.
    expect(citizen * 12).toBeCloseTo(90000 - 17760 - 2736.8, 0);
  });

  it('France: the 10% professional expenses allowance is capped at 14,426 (2025)', () => {
    const b = netSalaryBreakdown('FR', 300000);
    const contributions = 300000 * 0.192;
    expect(b.incomeTaxes[0]!.taxable).toBeCloseTo(300000 - contributions - 14426, 6);
  });

  it('the Netherlands: a typical pension premium is its own labelled estimate line and lowers taxable pay', () => {
    const h = single('NL', 50000);
    const pension = h.lines.find((l) => l.kind === 'pension')!;
    expect(pension.amount).toBeCloseTo((50000 - 18000) * 0.081, 6);
    expect(pension.basis).toBe('estimate');
    expect(h.basis).toBe('estimate');
    expect(h.net).toBeLessThan(single('NL', 50000, { pension: false }).net);
  });
});

describe('households', () => {
  it('Germany: a one-earner married couple pays twice the tariff of half the joint taxable income', () => {
    const gross = 60000;
    // Care insurance 1.55%: the employee share of a parent of two children under 25 (SGB XI par. 55; decision 0138).
    const social = gross * (0.093 + 0.013 + 0.0855 + 0.0155);
    const zvE = Math.floor(gross - gross * (0.093 + 0.0855 + 0.0155) - 1230 - 36); // 47,094
    const half = Math.floor(zvE / 2); // 23,547
    const z = (half - 17443) / 10000;
    const tax = 2 * Math.floor((176.64 * z + 2397) * z + 1015.13);
    const h = householdNetPay({ countryCode: 'DE', earners: [gross, 0], adults: 2, children: 2 });
    expect(h.taxation).toBe('splitting');
    expect(h.netPay).toBeCloseTo(gross - social - tax, 0);
    expect(h.childBenefits).toBe(2 * 255 * 12);
  });

  it("Germany: care insurance by the household's children (SGB XI par. 55: 2.4% childless, 1.8% one child, 0.25 less from the second to the fifth)", () => {
    const care = (children: number, adults = 1) =>
      householdNetPay({ countryCode: 'DE', earners: [40000, 30000].slice(0, adults), adults, children })
        .lines.filter((l) => l.name === 'Pflegeversicherung')
        .map((l) => l.amount);
    expect(care(0)).toEqual([40000 * 0.024]);
    expect(care(1)[0]).toBeCloseTo(40000 * 0.018, 6);
    expect(care(2)[0]).toBeCloseTo(40000 * 0.0155, 6);
    expect(care(5)[0]).toBeCloseTo(40000 * 0.008, 6);
    expect(care(7)[0]).toBeCloseTo(40000 * 0.008, 6);
    // Both parents count the household's children.
    const both = care(2, 2);
    expect(both[0]).toBeCloseTo(40000 * 0.0155, 6);
    expect(both[1]).toBeCloseTo(30000 * 0.0155, 6);
  });

  it('Belgium: the marital quotient (art. 87 WIB 92, 30% up to 13,470) and the tax-free sum raised for two children', () => {
    // One earner, EUR 60,000, two children (income 2025). RSZ 13.07%; professional expenses 30% capped at 5,930.
    const gross = 60000;
    const rsz = gross * 0.1307; // 7,842
    const x = gross - rsz - 5930; // 46,228 net professional income
    const moved = Math.min(0.3 * x, 13470); // 13,470 taxed as the spouse's
    const scale = (v: number) =>
      0.25 * Math.min(v, 16320) +
      0.4 * Math.max(0, Math.min(v, 28800) - 16320) +
      0.45 * Math.max(0, Math.min(v, 49840) - 28800) +
      0.5 * Math.max(0, v - 49840);
    const earner = scale(x - moved) - scale(10910 + 5110); // tax-free sum 10,910 + 5,110 for two children
    const spouse = Math.max(0, scale(moved) - scale(10910));
    const tax = (earner + spouse) * 1.07; // municipal surcharge 7%
    const h = householdNetPay({ countryCode: 'BE', earners: [gross, 0], adults: 2, children: 2 });
    expect(h.netPay).toBeCloseTo(gross - rsz - tax, 0); // 44,145.73
    // Without children the quotient still applies; two incomes above 30% of the total each get none.
    const couple = householdNetPay({ countryCode: 'BE', earners: [gross, 0], adults: 2, children: 0 });
    expect(couple.netPay).toBeCloseTo(gross - rsz - (scale(x - moved) - scale(10910) + spouse) * 1.07, 0);
    const two = householdNetPay({ countryCode: 'BE', earners: [gross, 30000], adults: 2, children: 0 });
    const alone = (g: number) => single('BE', g).netPay;
    expect(two.netPay).toBeCloseTo(alone(gross) + alone(30000), 0);
  });

  it('Austria: the sole-earner credit (813 with two children) while the partner has at most 7,284 after contributions', () => {
    const at = (partner: number, children: number) =>
      householdNetPay({ countryCode: 'AT', earners: [60000, partner], adults: 2, children }).netPay;
    const familienbonus = 2 * 2000.16;
    expect(at(0, 2) - at(0, 0)).toBeCloseTo(familienbonus + 813, 0);
    // 8,000 gross is 6,554 after 18.07% social insurance: still a sole earner; 10,000 (8,193) is not.
    expect(at(8000, 2) - at(8000, 0)).toBeCloseTo(familienbonus + 813, 0);
    expect(at(10000, 2) - at(10000, 0)).toBeCloseTo(familienbonus, 0);
    expect(at(0, 3) - at(0, 0)).toBeCloseTo(3 * 2000.16 + 813 + 268, 0);
  });

  it('Italy: the deduction for a dependent spouse (art. 12 TUIR) while the partner has at most 2,840.51 after INPS', () => {
    const it2 = (main: number, partner: number) =>
      householdNetPay({ countryCode: 'IT', earners: [main, partner], adults: 2, children: 0 }).netPay -
      single('IT', main).netPay -
      single('IT', partner).netPay;
    // 30,000 is an income of 27,243 after INPS 9.19%: 690 (15,000-40,000).
    expect(it2(30000, 0)).toBeCloseTo(690, 6);
    // A partner at 2,000 gross has 1,816.20 after INPS: still dependent; 5,000 (4,540.50) is not.
    expect(it2(30000, 2000)).toBeCloseTo(690, 6);
    expect(it2(30000, 5000)).toBeCloseTo(0, 6);
    // 60,000: income 54,440.48, so 690 x (80,000 - 54,440.48) / 40,000 = 440.91.
    expect(it2(60000, 0)).toBeCloseTo((690 * (80000 - 54440.48)) / 40000, 6);
  });

  it('Poland: a joint return doubles the tax-reducing amount; the child relief (art. 27f) is paid out where the tax is too small', () => {
    const pl = (gross: number, children: number) =>
      householdNetPay({ countryCode: 'PL', earners: [gross, 0], adults: 2, children }).netPay;
    // 96,000 alone: PIT 12% x (96,000 x 0.8629 - 3,000) - 3,600 = 5,980.61; jointly twice 12% of half - 7,200 = 2,380.61.
    expect(pl(96000, 0) - single('PL', 96000).netPay).toBeCloseTo(3600, 0);
    // Two children: 2 x 1,112.04 off the 2,380.61 still due.
    expect(pl(96000, 2) - pl(96000, 0)).toBeCloseTo(2224.08, 0);
    // 30,000 with three children: no tax left to reduce, so 1,112.04 x 2 + 2,000.04 is paid out (below 21.48% of gross).
    expect(pl(30000, 3) - pl(30000, 0)).toBeCloseTo(4224.12, 0);
  });

  it('the Netherlands: the combination credit (IACK, art. 8.14a Wet IB 2001) of the lower-earning parent, 11.45% above 6,239, at most 2,986 (2025)', () => {
    const nl = (earners: number[], children: number, pension = false) =>
      householdNetPay({ countryCode: 'NL', earners, adults: earners.length, children, pension }).netPay;
    // The OECD's two-earner couple: the second earner's 44,347 less the typical pension premium (8.1% above 18,000,
    // 2,134.11) is 42,212.89, above 32,318, so the full 2,986; the principal earner gets none.
    expect(nl([66190, 44347], 2, true) - nl([66190, 44347], 0, true)).toBeCloseTo(2986, 0);
    // A one-earner couple: the parent at home has no income from work, the earner is not the lower earner.
    expect(nl([66190, 0], 2) - nl([66190, 0], 0)).toBeCloseTo(0, 6);
    // A lower earner at 20,000: 11.45% of 13,761 is 1,575.63, but the credit cannot exceed her box 1 tax after the
    // general credit and the labour credit: 7,164 - 3,068 - (980 + 4,240 x 7,831 / 14,119 = 3,331.68) = 764.32.
    expect(nl([66190, 20000], 1) - nl([66190, 20000], 0)).toBeCloseTo(764.32, 1);
    // A single parent at 40,000 gets it as well; a single without children does not.
    expect(nl([40000], 1) - nl([40000], 0)).toBeCloseTo(2986, 0);
  });

  it('Poland: Dobry Start, 300 PLN a year for each child at school, beside 800+', () => {
    const h = householdNetPay({ countryCode: 'PL', earners: [96560, 64695], adults: 2, children: 2 });
    expect(h.lines.find((l) => l.name === 'Dobry Start')?.amount).toBeCloseTo(600, 6);
    expect(h.childBenefits).toBeCloseTo(2 * 12 * 800 + 600, 6);
  });

  it('Czechia: pridavek na dite 2025 below 3.4 times the living minimum, raised for earners, beside the tax credit', () => {
    // Zakon 117/1995 Sb.: 970 a month for a child aged 6-15, 1,470 when a parent earns at least 4,860 a month; paid
    // while net income is below 3.4 x (4,470 + 4,040 + 2 x 3,050) = 49,674 a month for a couple with two children.
    // Child tax credit 15,204 + 22,320 a year (decision 0104).
    const benefits = (gross: number) =>
      householdNetPay({ countryCode: 'CZ', earners: [gross, 0], adults: 2, children: 2 }).childBenefits;
    const credits = 15_204 + 22_320;
    // 549,741 (the OECD AW): net 549,741 x 0.884 - (0.15 x 549,741 - 30,840) = 434,344 a year, 36,195 a month.
    expect(benefits(549_741)).toBeCloseTo(credits + 2 * 1470 * 12, 6); // 72,804
    // 50,000 a year is 4,167 a month, below the individual living minimum: the basic 970.
    expect(benefits(50_000)).toBeCloseTo(credits + 2 * 970 * 12, 6);
    // 900,000: net 900,000 x 0.884 - (135,000 - 30,840) = 691,440 a year, 57,620 a month, above 49,674: none.
    expect(benefits(900_000)).toBeCloseTo(credits, 6);
    // The limit grows with the household: one child, 3.4 x (4,470 + 4,040 + 3,050) = 39,304 a month; at 600,000
    // (net 600,000 x 0.884 - 59,160 = 471,240, 39,270 a month) one child still gets it.
    const one = householdNetPay({ countryCode: 'CZ', earners: [600_000, 0], adults: 2, children: 1 });
    expect(one.childBenefits).toBeCloseTo(15_204 + 1470 * 12, 6);
    const oneAbove = householdNetPay({ countryCode: 'CZ', earners: [601_000, 0], adults: 2, children: 1 });
    expect(oneAbove.childBenefits).toBeCloseTo(15_204, 6);
  });

  it('Austria: Familienbeihilfe 2025 with the sibling supplement for each child and the Kinderabsetzbetrag', () => {
    // oesterreich.gv.at 2025: 148.00 a child aged 3-9; for two children 8.60 more for each, for three 21.10 each,
    // for seven or more 63.10 each; Kinderabsetzbetrag 70.90 a child (decision 0100).
    const benefits = (children: number) =>
      householdNetPay({ countryCode: 'AT', earners: [60000, 0], adults: 2, children }).childBenefits;
    expect(benefits(1)).toBeCloseTo((148 + 70.9) * 12, 6); // 2,626.80
    expect(benefits(2)).toBeCloseTo(2 * (148 + 8.6 + 70.9) * 12, 6); // 5,460.00
    expect(benefits(3)).toBeCloseTo(3 * (148 + 21.1 + 70.9) * 12, 6); // 8,640.00
    expect(benefits(8)).toBeCloseTo(8 * (148 + 63.1 + 70.9) * 12, 6);
  });

  it('France: quotient familial parts and the cap per half part', () => {
    expect(quotientParts(1, 0)).toBe(1);
    expect(quotientParts(2, 2)).toBe(3);
    expect(quotientParts(2, 3)).toBe(4);
    expect(quotientParts(1, 1)).toBe(2);
    const couple = householdNetPay({ countryCode: 'FR', earners: [45000, 30000], adults: 2, children: 2 });
    const childless = householdNetPay({ countryCode: 'FR', earners: [45000, 30000], adults: 2, children: 0 });
    const saving = couple.incomeTax - childless.incomeTax;
    expect(saving).toBeLessThan(0);
    expect(-saving).toBeLessThanOrEqual(2 * 1791 + 0.01);
    expect(couple.childBenefits).toBeCloseTo(151.04 * 12, 2);
  });

  it('US: married filing jointly with two children gets the joint brackets and the child tax credit', () => {
    const joint = householdNetPay({
      countryCode: 'US',
      cityId: 'austin',
      earners: [100000, 67000],
      adults: 2,
      children: 2,
    });
    const taxable = 167000 - 31500;
    const federal = 23850 * 0.1 + (96950 - 23850) * 0.12 + (taxable - 96950) * 0.22 - 2 * 2200;
    const fica = 167000 * 0.0765;
    expect(joint.taxation).toBe('joint');
    expect(joint.net).toBeCloseTo(167000 - federal - fica, 0);
  });

  describe('US: a single parent files as head of household (Rev. Proc. 2024-40; Public Law 119-21)', () => {
    const us = (cityId: string, earners: number[], children: number) =>
      householdNetPay({ countryCode: 'US', cityId, earners, adults: earners.length, children });
    const line = (h: HouseholdNet, id: string) => h.lines.find((l) => l.id === id)?.amount ?? 0;

    it('one child, USD 80,000 in Seattle (no state income tax): head-of-household brackets and deduction, minus the credit', () => {
      // Taxable 80,000 - 23,625 = 56,375. 10% of 17,000 = 1,700; 12% of (56,375 - 17,000) = 39,375 x 0.12 = 4,725.
      // Tax 6,425 minus the child tax credit 2,200 = 4,225.
      const h = us('seattle', [80000], 1);
      expect(h.taxation).toBe('single');
      expect(line(h, 'federal-0')).toBeCloseTo(4225, 2);
      // As a single filer it would have been: 80,000 - 15,750 = 64,250; 1,192.50 + 4,386 + 15,775 x 0.22 = 3,470.50,
      // 9,049 - 2,200 = 6,849. The same person without a child is still taxed as a single filer.
      expect(line(us('seattle', [80000], 0), 'federal-0')).toBeCloseTo(9049, 2);
    });

    it('one child, USD 80,000 in Austin: net = gross - federal 4,225 - FICA 6,120 (7.65%)', () => {
      expect(us('austin', [80000], 1).net).toBeCloseTo(80000 - 4225 - 6120, 2);
    });

    it('the credit shrinks by USD 50 per 1,000 or fraction above 200,000 (one child, USD 230,500)', () => {
      // Taxable 230,500 - 23,625 = 206,875: 1,700 + 47,850 x 0.12 = 5,742 + 38,500 x 0.22 = 8,470
      // + 93,950 x 0.24 = 22,548 + 9,575 x 0.32 = 3,064 -> 41,524. Credit 2,200 - 31 x 50 = 650 (30.5 rounds up).
      expect(line(us('austin', [230500], 1), 'federal-0')).toBeCloseTo(41524 - 650, 2);
      // At 244,000 the credit is gone: 2,200 - 44 x 50 = 0.
      // Taxable 220,375: 1,700 + 5,742 + 8,470 + 22,548 + 23,075 x 0.32 = 7,384 -> 45,844.
      expect(line(us('austin', [244000], 1), 'federal-0')).toBeCloseTo(45844, 2);
    });

    it('two children, USD 25,000: the unused credit is paid out up to 15% of earnings over 2,500', () => {
      // Taxable 25,000 - 23,625 = 1,375, tax 137.50, all of it offset by the credit 4,400. Refundable part:
      // min(2 x 1,700 = 3,400, 15% x (25,000 - 2,500) = 3,375, 4,400 - 137.50) = 3,375.
      const h = us('austin', [25000], 2);
      expect(line(h, 'federal-0')).toBe(0);
      expect(line(h, 'refund-0')).toBeCloseTo(-3375, 2);
      expect(h.net).toBeCloseTo(25000 - 25000 * 0.0765 + 3375, 2);
    });

    it('a one-earner married couple with two children files jointly, not as head of household', () => {
      // Taxable 120,000 - 31,500 = 88,500: 2,385 + 64,650 x 0.12 = 7,758 -> 10,143; minus 2 x 2,200 = 5,743.
      const h = us('austin', [120000, 0], 2);
      expect(h.taxation).toBe('joint');
      expect(line(h, 'federal')).toBeCloseTo(5743, 2);
      expect(h.net).toBeCloseTo(120000 - 5743 - 9180, 2);
    });

    it('state taxes keep the state single schedule for a single parent (Boston: only the 1,000 dependent exemption)', () => {
      // Massachusetts taxes 5% on the same single deductions; the child adds the 1,000 dependent exemption only
      // (5% x 1,000 = 50). Its head-of-household exemption is not modelled (decision 0071).
      expect(line(us('boston', [80000], 0), 'ma-0') - line(us('boston', [80000], 1), 'ma-0')).toBeCloseTo(
        50,
        2,
      );
    });
  });

  it('individual taxation: two earners pay what two single people would', () => {
    for (const cc of ['NL', 'SE', 'GB', 'IT', 'AU']) {
      const a = netSalaryBreakdown(cc, 50000, { pension: false }).net;
      const b = netSalaryBreakdown(cc, 30000, { pension: false }).net;
      const h = householdNetPay({
        countryCode: cc,
        earners: [50000, 30000],
        adults: 2,
        children: 0,
        pension: false,
      });
      expect(h.netPay, cc).toBeCloseTo(a + b, 0);
    }
  });

  it('child benefits: a family never nets less than the same couple without children', () => {
    for (const cc of listTaxCountries()) {
      const city = citiesDataset.cities.find((c) => c.countryCode === cc)!;
      for (const gross of [30000, 60000, 120000]) {
        const local =
          gross * (cc === 'SE' || cc === 'NO' || cc === 'DK' ? 10 : cc === 'CZ' ? 25 : cc === 'PL' ? 4 : 1);
        const base = { countryCode: cc, cityId: city.id, earners: [local, local / 2], adults: 2 };
        const none = householdNetPay({ ...base, children: 0 }).net;
        const two = householdNetPay({ ...base, children: 2 }).net;
        expect(two, `${cc} ${local}`).toBeGreaterThanOrEqual(none - 1);
      }
    }
  });

  it('the UK High Income Child Benefit Charge withdraws the benefit between 60,000 and 80,000', () => {
    const at = (g: number) =>
      householdNetPay({ countryCode: 'GB', earners: [g, 0], adults: 2, children: 2 }).childBenefits;
    expect(at(50000)).toBeCloseTo((26.05 + 17.25) * 52, 0);
    expect(at(70000)).toBeCloseTo((26.05 + 17.25) * 52 * 0.5, 0);
    expect(at(90000)).toBe(0);
  });

  it('net pay never falls when either earner earns more (every country, joint or separate)', () => {
    for (const cc of listTaxCountries()) {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 400_000 }),
          fc.integer({ min: 0, max: 200_000 }),
          fc.integer({ min: 1, max: 20_000 }),
          fc.integer({ min: 0, max: 4 }),
          (a, b, d, children) => {
            const base = { countryCode: cc, adults: 2, children, pension: false } as const;
            const x = householdNetPay({ ...base, earners: [a, b] }).netPay;
            const y = householdNetPay({ ...base, earners: [a + d, b] }).netPay;
            // The statutory notches: the US Child Tax Credit shrinks by USD 50 for each USD 1,000 "or fraction
            // thereof" above the phase-out threshold (IRC 24(b)), so one dollar more can cost up to USD 50 once;
            // Austria's sole-earner credit (813 with two children, + 268 a further child) ends when the partner's
            // income passes 7,284 (paragraph 33 (4) EStG), so the lower earner's next euro can cost up to 1,349;
            // Italy's deduction for a dependent spouse (at most 800) ends when the partner's income passes 2,840.51
            // (art. 12 TUIR); its smaller notches: the 2025 tax-exempt sum drops from 7.1% to 5.3% of income above
            // 8,500 (up to 153) and the 65 increase of the employee deduction ends above 35,000 (art. 13 TUIR).
            const notch = cc === 'US' ? 50 : cc === 'AT' ? 813 + 2 * 268 : cc === 'IT' ? 800 : 0;
            return y >= x - 2 - notch;
          },
        ),
        { numRuns: 60 },
      );
    }
  });
});

describe('single parents (one adult with children): their allowances and benefits (issue 15)', () => {
  it('Germany: the Entlastungsbetrag (paragraph 24b EStG, 4,260 + 240 a further child) lowers the tax', () => {
    const alone = householdNetPay({ countryCode: 'DE', earners: [45000], adults: 1, children: 0 });
    const parent = householdNetPay({ countryCode: 'DE', earners: [45000], adults: 1, children: 2 });
    const est = (h: HouseholdNet) => h.lines.find((l) => l.id === 'est-0')!.amount;
    // 4,500 less taxable income for two children, at a marginal rate of about 30% near 45,000.
    expect(est(alone) - est(parent)).toBeGreaterThan(0.2 * 4500);
    expect(est(alone) - est(parent)).toBeLessThan(0.45 * 4500);
    expect(parent.childBenefits).toBe(2 * 255 * 12);
    // A married parent gets no single parent's allowance: splitting instead.
    const married = householdNetPay({ countryCode: 'DE', earners: [45000, 0], adults: 2, children: 2 });
    expect(married.taxation).toBe('splitting');
  });

  it('the Netherlands: the single-parent supplement (ALO-kop, 3,389 a year) in the kindgebonden budget, income-tested', () => {
    const kgb = (h: HouseholdNet) => h.lines.find((l) => l.name === 'Kindgebonden budget')?.amount ?? 0;
    const low = { countryCode: 'NL', earners: [25000], children: 1, pension: false } as const;
    const single = householdNetPay({ ...low, adults: 1 });
    const couple = householdNetPay({ ...low, earners: [25000, 0], adults: 2 });
    // Below the taper threshold (28,406): the full supplement.
    expect(kgb(single) - kgb(couple)).toBeCloseTo(282.42 * 12, 0);
    // The same income test: at 60,000 the budget is tapered away for both, the supplement with it.
    const high = householdNetPay({ ...low, earners: [60000], adults: 1 });
    expect(kgb(high)).toBeCloseTo(Math.max(0, (209.25 + 282.42) * 12 - 0.071 * (60000 - 28406)), 0);
  });

  it('a single person without children and a couple taxed separately get neither', () => {
    const none = householdNetPay({ countryCode: 'NL', earners: [25000], adults: 1, children: 0 });
    expect(none.childBenefits).toBe(0);
    // The Netherlands taxes spouses separately: the spouse with the child is not a single parent.
    const couple = householdNetPay({ countryCode: 'NL', earners: [25000, 20000], adults: 2, children: 1 });
    expect(couple.taxation).toBe('individual');
    const kgb = couple.lines.find((l) => l.name === 'Kindgebonden budget')?.amount ?? 0;
    expect(kgb).toBeCloseTo(209.25 * 12 - 0.071 * (45000 - 28406), 0);
  });

  it('the single parent is cited in the child benefit source and the German rule', () => {
    const nl = householdNetPay({ countryCode: 'NL', earners: [30000], adults: 1, children: 1 });
    expect(nl.childBenefitSource.source).toMatch(/single-parent supplement 3,389/);
    const de = householdNetPay({ countryCode: 'DE', earners: [30000], adults: 1, children: 1 });
    expect(de.sources.join(' ')).toMatch(/24b EStG/);
  });

  it('decision 0122: the single-parent relief is not cited to a single person without children or to a couple', () => {
    const alone = householdNetPay({ countryCode: 'DE', earners: [30000], adults: 1, children: 0 });
    expect(alone.sources.join(' ')).toMatch(/32a EStG/);
    expect(alone.sources.join(' ')).not.toMatch(/24b EStG|Alleinerziehende/);
    const couple = householdNetPay({ countryCode: 'DE', earners: [30000, 20000], adults: 2, children: 1 });
    expect(couple.sources.join(' ')).not.toMatch(/24b EStG|Alleinerziehende/);
  });
});
