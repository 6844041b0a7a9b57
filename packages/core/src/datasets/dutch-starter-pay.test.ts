import { describe, expect, it } from 'vitest';
import { roleSalaryInCity } from './roles';

/**
 * Walk W507 (decision 0232): a Dutch starter's pay came from CBS's 2022 hourly quartiles read as today's pay, and the
 * floor was the 2025 hourly minimum without the holiday allowance. Worked out by hand from the published figures:
 * - CBS cao-lonen: +6.1% (2023), +6.6% (2024), +5.0% (2025): 1.061 x 1.066 x 1.05 = 1.18758, taken as 1.1876;
 * - a paid hour a year: 1,778 x (1 + 4.3 / 28.3) = 2,048.16, x 1.1876 = 2,432.4 EUR for each EUR an hour;
 * - psychologists (BRC 1022) 25th percentile 26.1 EUR -> 63,485, junior 63,500; entry x 0.7 / 0.85 = 52,282 -> 52,500
 *   (it was 26.1 x 2,048.16 x 0.824 = 44,022 -> 44,000);
 * - software developers and data analysts (BRC 0811) 23.2 EUR -> 56,431, junior 56,500; entry 46,472 -> 46,500 (it
 *   was 39,000);
 * - the floor: 14.71 EUR an hour (from 1 January 2026) x 38 x 52 x 1.08 = 31,392 EUR, shown as 31,500 (it was
 *   14.06 x 38 x 52 = 27,783, shown as 28,000).
 */
const at = (roleId: string, level: 'entry' | 'junior' | 'mid', city = 'utrecht') => {
  const f = roleSalaryInCity(roleId, level, city);
  if (!f) throw new Error(`no pay for ${roleId}`);
  return f;
};

describe('Dutch starting pay indexed to 2025 with the 2026 minimum wage as its floor (walk W507)', () => {
  it('a starting psychologist and data analyst in Utrecht: CBS 2022 quartiles x the cao wage rise to 2025', () => {
    expect(at('psychologist', 'entry').value).toBe(52500);
    expect(at('psychologist', 'junior').value).toBe(63500);
    expect(at('data-analyst', 'entry').value).toBe(46500);
    expect(at('data-analyst', 'junior').value).toBe(56500);
    const junior = at('data-analyst', 'junior');
    expect(junior.year).toBe(2025);
    expect(junior.basis).toBe('derived');
    expect(junior.source).toMatch(/x 1\.1876 to 2025 by CBS's collective-agreement wages/);
    expect(junior.note).toMatch(/23\.2|x 1\.1876 = /);
  });

  it('no level lies below the statutory minimum wage of 2026 with its 8% holiday allowance', () => {
    // Retail sales workers (0332): 10.2 EUR x 2,432.4 x 0.7 / 0.85 = 20,432 < 31,392 -> 31,500, an estimate.
    const entry = at('retail-salesperson', 'entry');
    expect([entry.value, entry.basis]).toEqual([31500, 'estimate']);
    expect(entry.note).toMatch(
      /Raised to the legal minimum for full-time work: 14\.71 EUR an hour x 38 hours x 52 weeks x 1\.08 = 31392 EUR/,
    );
  });
});
