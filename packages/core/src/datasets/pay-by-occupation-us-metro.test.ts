import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { sourceText } from '../text/sources';
import { occupationPayFor, regionalPayRatio, roleSalaryInCity } from './roles';

/**
 * Decision 0225 (issue 15): where a copy of the BLS OEWS metropolitan area table holds a metro and an occupation, the
 * metro's own percentiles price every level (official), in place of the national percentiles x the metro's BEA price
 * parity of decision 0222 (an estimate). The copy at hand (OEWS May 2024, Florida's metro areas) holds Miami only.
 */

// Rows of the OEWS May 2024 metropolitan area file, area 33100 Miami-Fort Lauderdale-West Palm Beach, FL (annual
// wages, USD), typed in by hand from the copy: 10th, 25th, median, 75th, 90th percentile.
const MIAMI_2024 = {
  'registered-nurse': { soc: '29-1141', points: [68040, 78240, 85610, 103110, 127240] },
  electrician: { soc: '47-2111', points: [39470, 47690, 56080, 62100, 75020] },
  'medical-assistant': { soc: '31-9092', points: [36670, 37600, 44520, 47770, 51860] },
} as const;

const roundTo500 = (x: number) => Math.round(x / 500) * 500;

describe('US pay from the OEWS metropolitan area percentiles (decision 0225)', () => {
  it.each(Object.entries(MIAMI_2024))(
    '%s in Miami: every level is the metro row, official',
    (roleId, row) => {
      EXPERIENCE_LEVELS.forEach((level, i) => {
        const figure = roleSalaryInCity(roleId, level, 'miami')!;
        expect(figure.value, `${roleId} ${level}`).toBe(roundTo500(row.points[i]!));
        expect(figure.currency).toBe('USD');
        expect(figure.year).toBe(2024);
        expect(figure.basis).toBe('official');
        expect(figure.source).toContain(
          `metropolitan area 33100 Miami-Fort Lauderdale-West Palm Beach, FL, annual wages): SOC ${row.soc}`,
        );
        // The metro's own figure: no price parity on top of it.
        expect(figure.source).not.toContain('Regional Price Parities');
      });
      expect(regionalPayRatio(roleId, 'miami', occupationPayFor(roleId, 'miami')!)).toBeUndefined();
    },
  );

  it('cites the metro in Dutch too', () => {
    const nl = sourceText(roleSalaryInCity('registered-nurse', 'senior', 'miami')!.source, 'nl');
    expect(nl).toContain('stedelijk gebied 33100 Miami-Fort Lauderdale-West Palm Beach, FL, jaarlonen');
    expect(nl).toContain('10e / 25e / 75e / 90e percentiel USD 68.040 / 78.240 / 103.110 / 127.240');
    expect(nl).toContain('voor niveau senior: het 75e percentiel van de bron');
    expect(nl).not.toMatch(/metropolitan area|annual wages|percentiles/);
  });

  it("falls back to the state's row (decision 0227) where the copy lacks the metro or the occupation", () => {
    // A metro the copy does not hold: New York's state row.
    const ny = roleSalaryInCity('registered-nurse', 'mid', 'new-york-city')!;
    expect(ny.basis).toBe('official');
    expect(ny.source).toContain('(state of New York, not the metro; annual wages): SOC 29-1141');
    // An occupation the copy does not hold in Miami: Florida's state row, no price parity.
    const dev = occupationPayFor('software-developer', 'miami')!;
    expect(dev.cities).toContain('miami');
    expect(dev.source).toContain('state of Florida');
    expect(regionalPayRatio('software-developer', 'miami', dev)).toBeUndefined();
    // Medical assistants lack a national OEWS row (decision 0222): Miami's metro row only, no other city.
    expect(occupationPayFor('medical-assistant', 'miami')?.cities).toEqual(['miami']);
    expect(occupationPayFor('medical-assistant', 'boston')).toBeUndefined();
  });
});
