import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { citiesDataset } from './cities';
import {
  getTaxRule,
  householdNetPay,
  interpolate,
  listTaxCountries,
  netAnnualSalary,
  netSalaryBreakdown,
  scheduleTax,
} from './tax';

// Hand-computed examples: the arithmetic is written out so a wrong rule or a wrong engine fails here.
describe('netAnnualSalary: hand-computed 2025 examples', () => {
  it('NL, 50,000 EUR: box 1 minus general and labour credits', () => {
    const box1 = 38441 * 0.3582 + (50000 - 38441) * 0.3748; // 13,769.57 + 4,332.31 = 18,101.88
    const general = 3068 - 0.06337 * (50000 - 28406); // 3,068 - 1,368.41 = 1,699.59 (phase-out 6.337%)
    const labour = 5599 - 0.0651 * (50000 - 43071); // 5,599 - 451.08 = 5,147.92 (phase-out 6.51%)
    const expected = 50000 - (box1 - general - labour); // 50,000 - 11,254.37 = 38,745.63
    expect(netSalaryBreakdown('NL', 50000, { pension: false }).net).toBeCloseTo(expected, 0);
    expect(netAnnualSalary('NL', 50000, { pension: false })).toMatchObject({
      value: 38746,
      basis: 'derived',
      currency: 'EUR',
      year: 2025,
    });
  });

  it('DE, 50,000 EUR: social insurance, paragraph 32a tariff, no solidarity surcharge', () => {
    const pension = 50000 * 0.093; // 4,650
    const unemployment = 50000 * 0.013; // 650
    const health = 50000 * 0.0855; // 4,275
    const care = 50000 * 0.024; // 1,200
    const social = pension + unemployment + health + care; // 10,775
    const zvE = Math.floor(50000 - pension - health - care - 1230 - 36); // 38,609
    const z = (zvE - 17443) / 10000; // 2.1166
    const tax = Math.floor((176.64 * z + 2397) * z + 1015.13); // (373.88 + 2,397) x 2.1166 + 1,015.13 = 6,879
    expect(tax).toBe(6879);
    expect(netSalaryBreakdown('DE', 50000).net).toBeCloseTo(50000 - social - tax, 6); // 32,346
  });

  it('UK, 40,000 GBP: 20% above the personal allowance, NI 8% above the primary threshold', () => {
    const incomeTax = (40000 - 12570) * 0.2; // 5,486
    const ni = (40000 - 12570) * 0.08; // 2,194.40
    expect(netSalaryBreakdown('GB', 40000, { pension: false }).net).toBeCloseTo(40000 - incomeTax - ni, 6); // 32,319.60
  });

  it('UK, 110,000 GBP: the personal allowance taper (60% band) above 100,000', () => {
    const tax = (50270 - 12570) * 0.2 + (100000 - 50270) * 0.4 + (110000 - 100000) * 0.6; // 7,540 + 19,892 + 6,000
    // Same thing the long way: allowance 12,570 - 5,000 = 7,570; 20% on 37,700; 40% on 110,000 - 7,570 - 37,700.
    expect(tax).toBeCloseTo(37700 * 0.2 + (110000 - 7570 - 37700) * 0.4, 6);
    const ni = (50270 - 12570) * 0.08 + (110000 - 50270) * 0.02; // 3,016 + 1,194.60
    expect(netSalaryBreakdown('GB', 110000, { pension: false }).net).toBeCloseTo(110000 - tax - ni, 6);
  });

  it('UK: the automatic enrolment minimum, 5% of pay between 6,240 and 50,270, comes off before income tax (decision 0127)', () => {
    // 40,000: 5% of 33,760 = 1,688; income tax on 40,000 - 1,688 - 12,570 = 25,742 at 20% = 5,148.40; NI unchanged.
    const gb = (gross: number) =>
      householdNetPay({ countryCode: 'GB', earners: [gross], adults: 1, children: 0 });
    const at40 = gb(40000);
    const line = at40.lines.find((l) => l.kind === 'pension')!;
    expect(line.amount).toBeCloseTo(1688, 6);
    expect(line.basis).toBe('official');
    expect(line.statutory).toBe(true);
    expect(line.source).toMatch(/^The Pensions Regulator, automatic enrolment earnings thresholds 2025\/26/);
    expect(at40.netPay).toBeCloseTo(40000 - 1688 - 5148.4 - 2194.4, 6); // 30,969.20
    expect(netSalaryBreakdown('GB', 40000).net).toBeCloseTo(at40.netPay, 6);
    // Above the upper limit the contribution stops at 5% of 44,030 = 2,201.50.
    expect(gb(80000).lines.find((l) => l.kind === 'pension')!.amount).toBeCloseTo(2201.5, 6);
    // Below the earnings trigger of 10,000 nobody is enrolled automatically.
    expect(gb(9500).lines.some((l) => l.kind === 'pension')).toBe(false);
    // Edinburgh: the Scottish bands on the same lower pay (starter 19% up to 15,397, basic 20% above).
    const scot = netSalaryBreakdown('GB', 40000, { cityId: 'edinburgh' });
    const taxable = 40000 - 1688;
    const scottishTax = (15397 - 12570) * 0.19 + (27491 - 15397) * 0.2 + (taxable - 27491) * 0.21;
    expect(scot.net).toBeCloseTo(40000 - 1688 - scottishTax - 2194.4, 6);
  });

  it("UK: a nurse and a teacher pay their scheme's tier on all their pay instead of the minimum, before income tax (decision 0137)", () => {
    const gb = (gross: number, roleId?: string, cityId?: string) =>
      householdNetPay({
        countryCode: 'GB',
        earners: [gross],
        adults: 1,
        children: 0,
        ...(roleId && { roleId }),
        ...(cityId && { cityId }),
      });
    // The official tables typed in by hand (NHSBSA and SI 2025/821; Teachers' Pensions, from 1 April 2025).
    const nhs: [number, number][] = [
      [13259, 0.052],
      [13260, 0.065],
      [27797, 0.065],
      [27798, 0.083],
      [33868, 0.083],
      [33869, 0.098],
      [40823, 0.098],
      [50845, 0.098],
      [50846, 0.107],
      [65190, 0.107],
      [65191, 0.125],
    ];
    const teachers: [number, number][] = [
      [34872, 0.074],
      [34873, 0.089],
      [45352, 0.089],
      [46944, 0.099],
      [55661, 0.105],
      [73769, 0.116],
      [100591, 0.12],
    ];
    for (const [roleId, table] of [
      ['registered-nurse', nhs],
      ['secondary-teacher', teachers],
      ['primary-teacher', teachers],
    ] as const) {
      for (const [gross, rate] of table) {
        const h = gb(gross, roleId);
        const lines = h.lines.filter((l) => l.kind === 'pension');
        expect(lines, `${roleId} ${gross}`).toHaveLength(1);
        expect(lines[0]!.amount, `${roleId} ${gross}`).toBeCloseTo(gross * rate, 6);
        expect(lines[0]!.statutory).toBeUndefined();
        // National Insurance on the whole pay (not reduced), income tax on the pay less the contribution.
        const ni = 0.08 * (Math.min(gross, 50270) - 12570) + 0.02 * Math.max(0, gross - 50270);
        const ours = h.lines.filter((l) => l.kind === 'contribution').reduce((s, l) => s + l.amount, 0);
        expect(ours).toBeCloseTo(Math.max(0, ni), 6);
        expect(h.incomeTax).toBeCloseTo(
          scheduleTax(getTaxRule('GB')!.incomeTaxes[0]!.schedule, gross - gross * rate),
          6,
        );
      }
    }
    // Every tier of the data is one of the table's (a tier edited in the data without the table fails here).
    for (const scheme of getTaxRule('GB')!.roleSchemes!) {
      const table = scheme.id === 'nhs' ? nhs : teachers;
      expect(scheme.tiers.map((t) => t.rate)).toEqual([...new Set(table.map(([, r]) => r))]);
    }
    // The manchester nurse at band 6 mid, 40,823: 9.8% = 4,000.65 instead of the minimum's 1,729.15.
    const nurse = gb(40823, 'registered-nurse', 'manchester');
    const minimum = gb(40823, undefined, 'manchester');
    expect(nurse.pension).toBeCloseTo(4000.654, 3);
    expect(minimum.pension).toBeCloseTo(0.05 * (40823 - 6240), 6);
    // The extra 2,271.50 costs 80% of it in take-home pay (20% relief at the basic rate).
    expect(minimum.netPay - nurse.netPay).toBeCloseTo((nurse.pension - minimum.pension) * 0.8, 6);
    // A role without a scheme, and the scheme left out with the pension: the minimum, or none.
    expect(gb(40000, 'software-developer').lines.find((l) => l.kind === 'pension')!.statutory).toBe(true);
    expect(
      householdNetPay({
        countryCode: 'GB',
        earners: [40000],
        adults: 1,
        children: 0,
        roleId: 'registered-nurse',
        pension: false,
      }).pension,
    ).toBe(0);
    // Scotland has schemes of its own (SPPA): the England and Wales tiers there are an estimate.
    const edinburgh = gb(43441, 'registered-nurse', 'edinburgh').lines.find((l) => l.kind === 'pension')!;
    expect(edinburgh.basis).toBe('estimate');
    expect(edinburgh.scheme).toBe('nhs');
    expect(gb(40823, 'registered-nurse', 'london').lines.find((l) => l.kind === 'pension')!.basis).toBe(
      'official',
    );
    // A partner's role is not known: only the main earner pays the scheme.
    const couple = householdNetPay({
      countryCode: 'GB',
      earners: [40823, 30000],
      adults: 2,
      children: 0,
      roleId: 'registered-nurse',
    });
    const pensions = couple.lines.filter((l) => l.kind === 'pension');
    expect(pensions.map((l) => [l.person, l.scheme ?? 'minimum'])).toEqual([
      [0, 'nhs'],
      [1, 'minimum'],
    ]);
  });

  it('US, 80,000 USD: federal brackets after the standard deduction, FICA', () => {
    const taxable = 80000 - 15750; // 64,250
    const federal = 11925 * 0.1 + (48475 - 11925) * 0.12 + (taxable - 48475) * 0.22; // 1,192.50 + 4,386 + 3,470.50
    const fica = 80000 * 0.062 + 80000 * 0.0145; // 4,960 + 1,160
    expect(netSalaryBreakdown('US', 80000).net).toBeCloseTo(80000 - federal - fica, 6); // 64,831
  });

  it('IE, 50,000 EUR: 20/40% less credits, USC bands, PRSI', () => {
    const it = 44000 * 0.2 + 6000 * 0.4 - 4000; // 8,800 + 2,400 - 4,000 = 7,200
    const usc = 12012 * 0.005 + (27382 - 12012) * 0.02 + (50000 - 27382) * 0.03; // 60.06 + 307.40 + 678.54
    const prsi = 50000 * 0.041; // 2,050
    expect(netSalaryBreakdown('IE', 50000).net).toBeCloseTo(50000 - it - usc - prsi, 6);
  });

  it('ES, 35,000 EUR: personal minimum taxed at the scale is a credit', () => {
    const ss = 35000 * 0.0648; // 2,268
    const base = 35000 - ss - 2000; // 30,732
    const scale = 12450 * 0.19 + (20200 - 12450) * 0.24 + (base - 20200) * 0.3; // 2,365.50 + 1,860 + 3,159.60
    const minimum = 5550 * 0.19; // 1,054.50
    expect(netSalaryBreakdown('ES', 35000).net).toBeCloseTo(35000 - ss - (scale - minimum), 6);
  });

  it('AU, 30,000 AUD: the low income tax offset and Medicare levy', () => {
    const tax = (30000 - 18200) * 0.16 - 700; // 1,888 - 700 = 1,188
    expect(netSalaryBreakdown('AU', 30000).net).toBeCloseTo(30000 - tax - 30000 * 0.02, 6);
  });

  it('IT, 30,000 EUR: the employee deduction with its 65 increase (25,000-35,000) and the 2025 extra deduction', () => {
    const inps = 30000 * 0.0919; // 2,757
    const income = 30000 - inps; // 27,243
    const irpef = income * 0.23; // 6,265.89
    const deduction = 1910 + (1190 * (28000 - income)) / 13000 + 65; // 1,910 + 69.30 + 65 = 2,044.30 (art. 13 TUIR)
    const extra = 1000; // 20,000-32,000 (Legge di Bilancio 2025)
    const local = income * (0.0173 + 0.008); // 689.25
    expect(netSalaryBreakdown('IT', 30000).net).toBeCloseTo(
      30000 - inps - (irpef - deduction - extra) - local,
      2,
    ); // 23,332.16
  });

  it('IT, 15,000 EUR: the 2025 tax-exempt sum (5.3% of employment income from 8,500 to 15,000) is paid on top', () => {
    const inps = 15000 * 0.0919; // 1,378.50
    const income = 15000 - inps; // 13,621.50
    const irpef = income * 0.23 - 1955; // 3,132.95 - 1,955 = 1,177.95 (the deduction up to 15,000)
    const sum = income * 0.053; // 721.94 (art. 1 c. 4 Legge 207/2024)
    const local = income * (0.0173 + 0.008); // 344.62
    expect(netSalaryBreakdown('IT', 15000).net).toBeCloseTo(15000 - inps - irpef - local + sum, 2); // 12,820.88
  });

  it('IT, 60,000 EUR: INPS 1% more above the first pensionable band (55,448), no deduction above 50,000', () => {
    const inps = 60000 * 0.0919 + (60000 - 55448) * 0.01; // 5,514 + 45.52
    const income = 60000 - inps; // 54,440.48
    const irpef = 28000 * 0.23 + 22000 * 0.35 + (income - 50000) * 0.43; // 6,440 + 7,700 + 1,909.41
    const local = income * (0.0173 + 0.008); // 1,377.34
    expect(netSalaryBreakdown('IT', 60000).net).toBeCloseTo(60000 - inps - irpef - local, 6); // 37,013.73
  });

  it('marks countries whose rule is an estimate (CH) and estimate lines (the NL pension) as estimate', () => {
    expect(netAnnualSalary('CH', 100000).basis).toBe('estimate');
    expect(netAnnualSalary('NL', 50000).basis).toBe('estimate');
    expect(netAnnualSalary('PT', 30000).basis).toBe('derived');
  });

  it('rejects unknown countries and negative pay', () => {
    expect(() => netAnnualSalary('XX', 1000)).toThrow(/No tax rule/);
    expect(() => netAnnualSalary('NL', -1)).toThrow();
  });
});

describe('tax engine building blocks', () => {
  it('brackets and interpolation', () => {
    const s = {
      kind: 'brackets' as const,
      brackets: [
        { upTo: 10, rate: 0 },
        { upTo: 20, rate: 0.5 },
        { upTo: null, rate: 1 },
      ],
    };
    expect(scheduleTax(s, 5)).toBe(0);
    expect(scheduleTax(s, 15)).toBe(2.5);
    expect(scheduleTax(s, 30)).toBe(15);
    expect(
      interpolate(
        [
          [0, 10],
          [10, 0],
        ],
        5,
      ),
    ).toBe(5);
    expect(
      interpolate(
        [
          [0, 10],
          [10, 0],
        ],
        50,
      ),
    ).toBe(0);
  });

  it('has a rule for every country with a city', () => {
    const countries = new Set(listTaxCountries());
    for (const c of citiesDataset.cities) expect(countries.has(c.countryCode), c.countryCode).toBe(true);
  });

  // Statutory rounding to whole units (the German tariff) can move net pay by a unit or two, hence the tolerance.
  // Italy's statutory notches: the 2025 tax-exempt sum drops from 7.1% to 5.3% of income above 8,500 (up to 153) and
  // the 65 increase of the employee deduction ends above an income of 35,000 (art. 13 TUIR).
  it('net pay is positive, below gross, and never falls when gross rises (every country)', () => {
    for (const cc of listTaxCountries()) {
      const notch = cc === 'IT' ? 153 : 0;
      fc.assert(
        fc.property(
          fc.integer({ min: 1000, max: 2_000_000 }),
          fc.integer({ min: 1, max: 50_000 }),
          (g, d) => {
            const a = netSalaryBreakdown(cc, g).net;
            const b = netSalaryBreakdown(cc, g + d).net;
            return a > 0 && a <= g && b >= a - 2 - notch;
          },
        ),
        { numRuns: 150 },
      );
    }
  });
});
