import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { sourceText } from '../text/sources';
import { occupationPayFor, regionalPayRatio, roleSalaryInCity } from './roles';

/**
 * Decision 0227 (issue 15): a US metro's roles take the BLS OEWS May 2025 percentiles of their SOC occupation in the
 * metro's state (official, cited as the state and not the metro), in place of the national percentiles x the metro's
 * BEA price parity (decision 0222, an estimate). Precedence: the metro's own row (decision 0225) > the state's row >
 * the national row x the price parity, where the state copy lacks the occupation.
 */

// Rows of the OEWS May 2025 state file (annual wages, USD), typed in by hand from the copy (github abdulgaffarit/scales,
// data/state_wages.csv): 10th, 25th, median, 75th, 90th percentile.
const STATE_2025 = [
  {
    roleId: 'software-developer',
    cityId: 'new-york-city',
    area: 'state of New York',
    soc: '15-1252',
    points: [97430, 127160, 166180, 205540, 224590],
  },
  {
    roleId: 'primary-teacher',
    cityId: 'boston',
    area: 'state of Massachusetts',
    soc: '25-2021',
    points: [60620, 76990, 94000, 102180, 118190],
  },
  {
    roleId: 'lawyer',
    cityId: 'washington',
    area: 'District of Columbia',
    soc: '23-1011',
    points: [120580, 172060, 195190, 360310, 392750],
  },
  // Florida's row for a city whose metro row (decision 0225) holds other occupations only.
  {
    roleId: 'software-developer',
    cityId: 'miami',
    area: 'state of Florida',
    soc: '15-1252',
    points: [80050, 101970, 130980, 164800, 204400],
  },
] as const;

const roundTo500 = (x: number) => Math.round(x / 500) * 500;

describe('US pay from the OEWS state percentiles (decision 0227)', () => {
  it.each(STATE_2025.map((r) => [`${r.roleId} in ${r.cityId}`, r] as const))(
    '%s: every level is the state row, official, the state named',
    (_, row) => {
      EXPERIENCE_LEVELS.forEach((level, i) => {
        const figure = roleSalaryInCity(row.roleId, level, row.cityId)!;
        expect(figure.value, `${row.roleId} ${row.cityId} ${level}`).toBe(roundTo500(row.points[i]!));
        expect(figure.currency).toBe('USD');
        expect(figure.year).toBe(2025);
        expect(figure.basis).toBe('official');
        expect(figure.source).toContain(
          `BLS, OEWS May 2025 (${row.area}, not the metro; annual wages): SOC ${row.soc}`,
        );
        const [p10, p25, p50, p75, p90] = row.points.map((v) => v.toLocaleString('en-US'));
        expect(figure.source).toContain(
          `median USD ${p50}; 10th / 25th / 75th / 90th percentiles USD ${p10} / ${p25} / ${p75} / ${p90}`,
        );
        // The state's own figure: no price parity on top of it.
        expect(figure.source).not.toContain('Regional Price Parities');
        expect(figure.note).toContain('A state is not the metro');
      });
      expect(
        regionalPayRatio(row.roleId, row.cityId, occupationPayFor(row.roleId, row.cityId)!),
      ).toBeUndefined();
    },
  );

  it('cites the state in Dutch too', () => {
    const nl = sourceText(roleSalaryInCity('software-developer', 'senior', 'new-york-city')!.source, 'nl');
    expect(nl).toContain(
      'BLS, OEWS mei 2025 (staat New York, niet het stedelijk gebied; jaarlonen): SOC 15-1252',
    );
    expect(nl).toContain('mediaan USD 166.180');
    expect(nl).toContain('10e / 25e / 75e / 90e percentiel USD 97.430 / 127.160 / 205.540 / 224.590');
    expect(nl).toContain('voor niveau senior: het 75e percentiel van de bron');
    expect(nl).not.toMatch(/state of|not the metro|annual wages|percentiles/);
    const dc = sourceText(roleSalaryInCity('lawyer', 'mid', 'washington')!.source, 'nl');
    expect(dc).toContain('(District of Columbia, niet het stedelijk gebied; jaarlonen): SOC 23-1011');
    expect(dc).not.toMatch(/not the metro|annual wages/);
  });

  it("keeps the metro's own row first, where a copy holds it", () => {
    const nurse = roleSalaryInCity('registered-nurse', 'mid', 'miami')!;
    expect(nurse.year).toBe(2024);
    expect(nurse.source).toContain('metropolitan area 33100');
    expect(occupationPayFor('registered-nurse', 'miami')?.cities).toEqual(['miami']);
  });

  it('falls back to the national percentiles x the price parity where the state copy lacks the occupation', () => {
    // Electrical engineers: suppressed in Georgia's rows of the copy (empty percentiles).
    const ee = roleSalaryInCity('electrical-engineer', 'mid', 'atlanta')!;
    expect(ee.basis).toBe('estimate');
    expect(ee.source).toContain('(national, annual wages): SOC 17-2071');
    expect(
      regionalPayRatio('electrical-engineer', 'atlanta', occupationPayFor('electrical-engineer', 'atlanta')!)
        ?.kind,
    ).toBe('price-parity');
    // Economists: no Illinois row in the copy.
    const econ = roleSalaryInCity('economist', 'mid', 'chicago')!;
    expect(econ.basis).toBe('estimate');
    expect(econ.source).toContain('(national, annual wages): SOC 19-3011');
    // The same occupations have a state row elsewhere: the state's, not the nation's.
    expect(roleSalaryInCity('electrical-engineer', 'mid', 'boston')!.source).toContain(
      'state of Massachusetts',
    );
    expect(roleSalaryInCity('economist', 'mid', 'new-york-city')!.source).toContain('state of New York');
    // Roles without a national OEWS row (decision 0222) get no state row either: the earlier path.
    expect(occupationPayFor('devops-engineer', 'new-york-city')).toBeUndefined();
  });

  it('a state row covers all the cities of its state, and only those', () => {
    for (const cityId of ['san-francisco', 'san-jose', 'los-angeles', 'san-diego'])
      expect(roleSalaryInCity('registered-nurse', 'mid', cityId)!.value, cityId).toBe(roundTo500(140270));
    expect(roleSalaryInCity('registered-nurse', 'mid', 'austin')!.value).toBe(
      roleSalaryInCity('registered-nurse', 'mid', 'dallas')!.value,
    );
    expect(roleSalaryInCity('registered-nurse', 'mid', 'seattle')!.value).toBe(roundTo500(124200));
    expect(roleSalaryInCity('registered-nurse', 'mid', 'portland')!.value).toBe(roundTo500(129010));
  });
});
