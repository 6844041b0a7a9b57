import { describe, expect, it } from 'vitest';
import { roleSalaryInCity } from './roles';
import { sourceText } from '../text/sources';

/**
 * Walk W203: the salary step showed GBP 33,000 for an entry data analyst in Manchester and cited "ONS ASHE ... median
 * of SOC 2020 3544 Data analysts, 38572 GBP" as if that were the figure. A level made by Thrive's multiplier now says
 * so beside the figure it cites, in English and Dutch; the source's own figure (mid level) cites it alone.
 */
describe('a level made by the multiplier says how it was made', () => {
  it('an entry data analyst in Manchester', () => {
    const entry = roleSalaryInCity('data-analyst', 'entry', 'manchester')!;
    expect(entry.basis).toBe('estimate');
    expect(entry.source).toMatch(/ASHE/);
    // The table's figure is written as the app writes money, not raw ('38572 GBP').
    expect(entry.source).toContain('Data analysts, GBP 38,572;');
    expect(entry.source).not.toMatch(/\d{5} GBP/);
    expect(entry.source).toMatch(/; x 0\.\d+ for entry level \(Thrive convention\)$/);
    expect(sourceText(entry.source, 'nl')).toMatch(/; x 0,\d+ voor niveau instap \(afspraak van Thrive\)$/);
  });
  it("the mid level is the source's own figure and cites it alone", () => {
    const mid = roleSalaryInCity('data-analyst', 'mid', 'manchester')!;
    expect(mid.source).not.toMatch(/Thrive convention/);
  });
  it('a scale step (Berlin teacher, TV-L) is its own figure at every level', () => {
    const entry = roleSalaryInCity('secondary-teacher', 'entry', 'berlin')!;
    expect(entry.source).not.toMatch(/Thrive convention/);
  });
});
