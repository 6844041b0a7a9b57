import { describe, expect, it } from 'vitest';
import { namedPayMonths } from '../rules/dashboard';
import { sourceText } from '../text/sources';
import { occupationPayFor, roleSalaryInCity } from './roles';

/**
 * Decision 0256 (issue 15, walk W715): the Dutch registered nurse is priced on the steps of the Cao Ziekenhuizen's
 * FWG 45 scale, not on one typed-in mid total (EUR 58,500) with the other levels by Thrive's multipliers (entry = mid x
 * 0.7 = 41,000, which no step of the agreement is). The table of 1 December 2023 is brought to 1 August 2026 by the
 * rises of the agreements (5% on 1 June 2024; 2% on 1 February and 1 August 2025 and 2026).
 */

const LEVELS = ['entry', 'junior', 'mid', 'senior', 'lead'] as const;
const to500 = (x: number) => Math.round(x / 500) * 500;

// Worked by hand: step amount of 1 December 2023 x 1.1366 (1.05 x 1.02^4 = 1.13655, to four decimals), to the euro;
// x 12 x 1.1633 (1 + 8% holiday pay + 8.33% year-end payment), to the euro. E.g. step 4: 3,199 x 1.1366 = 3,635.98 ->
// 3,636; 3,636 x 12 = 43,632; x 1.1633 = 50,757.1 -> 50,757.
const STEPS = { entry: 0, junior: 2, mid: 4, senior: 7, lead: 10 };
const TABLE = { entry: 2832, junior: 3047, mid: 3199, senior: 3434, lead: 3658 };
const MONTHLY = { entry: 3219, junior: 3463, mid: 3636, senior: 3903, lead: 4158 };
const ANNUAL = { entry: 44936, junior: 48342, mid: 50757, senior: 54484, lead: 58044 };

const parseAmount = (s: string) => Number(s.replace(/,/g, ''));

describe('decision 0256: the Dutch nurse on the steps of the Cao Ziekenhuizen (walk W715)', () => {
  it('each level is its FWG 45 step of 1 August 2026, the same in every Dutch city', () => {
    for (const city of ['amsterdam', 'utrecht', 'rotterdam', 'groningen'])
      for (const level of LEVELS) {
        const f = roleSalaryInCity('registered-nurse', level, city)!;
        expect(f.value, `${level} ${city}`).toBe(to500(ANNUAL[level]));
        expect(f.basis).toBe('derived');
        expect(f.year).toBe(2026);
      }
    expect(occupationPayFor('registered-nurse', 'utrecht')!.levels).toEqual(ANNUAL);
  });

  it('the entry level is step 0 of the scale, not the mid level x 0.7', () => {
    const entry = roleSalaryInCity('registered-nurse', 'entry', 'amsterdam')!;
    const mid = roleSalaryInCity('registered-nurse', 'mid', 'amsterdam')!;
    expect(entry.value).toBe(45000);
    expect(entry.value).not.toBe(to500(mid.value * 0.7));
    expect(entry.source).not.toMatch(/Thrive convention|level multipliers/);
    expect(entry.source).toContain('entry level: step 0, 2,832 EUR a month on 1 December 2023');
  });

  it("every level's source states its step and a sum that gives the figure shown", () => {
    for (const level of LEVELS) {
      const f = roleSalaryInCity('registered-nurse', level, 'rotterdam')!;
      const m = new RegExp(
        `; ${level} level: step (\\d+), ([\\d,]+) EUR a month on 1 December 2023 x ([\\d.]+) \\(the rises since\\) = ([\\d,]+) EUR, x (\\d+) x ([\\d.]+) \\(holiday pay and year-end payment\\) = ([\\d,]+) EUR a year; to the nearest 500$`,
      ).exec(f.source);
      expect(m, `${level}: ${f.source}`).not.toBeNull();
      const [, step, table, raise, monthly, months, factor, annual] = m!;
      expect(Number(step)).toBe(STEPS[level]);
      expect(parseAmount(table!)).toBe(TABLE[level]);
      expect(Number(raise)).toBe(1.1366);
      expect(Math.round(parseAmount(table!) * Number(raise))).toBe(parseAmount(monthly!));
      expect(parseAmount(monthly!)).toBe(MONTHLY[level]);
      expect(Math.round(parseAmount(monthly!) * Number(months) * Number(factor))).toBe(parseAmount(annual!));
      expect(to500(parseAmount(annual!))).toBe(f.value);
      expect(f.source.length).toBeLessThanOrEqual(600);
    }
  });

  it("the dataset note works the entry's sum, and the source still names the year's 13.96 months", () => {
    const entry = occupationPayFor('registered-nurse', 'amsterdam')!;
    expect(entry.note).toMatch(
      /Entry: step 0, 2832 EUR x 1\.1366 = 3219 EUR a month x 12 x 1\.1633 = 44936 EUR\.$/,
    );
    expect(2832 * 1.1366).toBeCloseTo(3218.85, 2);
    expect(3219 * 12 * 1.1633).toBeCloseTo(44935.95, 2);
    // The payslip month divides out what the source names (decision 0163): 12 x (1 + 0.08 + 0.0833).
    expect(namedPayMonths(roleSalaryInCity('registered-nurse', 'mid', 'utrecht')!.source)).toBeCloseTo(
      13.96,
      3,
    );
  });

  it('the source and the sum read Dutch, with Dutch amounts', () => {
    const f = roleSalaryInCity('registered-nurse', 'mid', 'utrecht')!;
    const nl = sourceText(f.source, 'nl');
    expect(nl).toContain('salarisschaal FWG 45 van 1 december 2023');
    expect(nl).toContain(
      'niveau midden: trede 4, 3.199 EUR per maand op 1 december 2023 x 1,1366 (de verhogingen sindsdien) = 3.636 EUR, x 12 x 1,1633 (vakantiegeld en eindejaarsuitkering) = 50.757 EUR per jaar',
    );
    expect(nl).not.toMatch(/ a month| level|holiday pay|nearest/);
    const note = sourceText(occupationPayFor('registered-nurse', 'utrecht')!.note!, 'nl');
    expect(note).toMatch(
      /Instap: trede 0, 2832 EUR x 1,1366 = 3219 EUR per maand x 12 x 1,1633 = 44936 EUR\.$/,
    );
  });
});
