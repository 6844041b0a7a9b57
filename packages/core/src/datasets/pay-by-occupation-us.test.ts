import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { sourceText } from '../text/sources';
import { getCity, listCities } from './cities';
import { getRole, listRoles, occupationPayFor, regionalPayRatio, roleSalaryInCity } from './roles';

/**
 * Decision 0222 (issue 15 item 1, "levels from official percentiles where published"): US roles take the BLS OEWS
 * May 2025 national distribution of their SOC occupation: the median at mid level and the 10th, 25th, 75th and 90th
 * percentiles as entry, junior, senior and lead (decision 0203), x the metro's BEA regional price parity (an estimate
 * of its pay level). Before, every level was the May 2024 median x Thrive's level multipliers (0.7 to 1.5).
 */

// Hand-checked rows of the OEWS May 2025 national file (annual wages, USD): 10th, 25th, median, 75th, 90th. Since
// decision 0227 a metro takes its state's percentiles where the state copy holds the occupation; these four roles are
// ones it lacks (suppressed or absent) in the state of the metro named, so they keep the national path of 0222.
const OEWS_2025 = {
  'electrical-engineer': { soc: '17-2071', city: 'atlanta', points: [76550, 92830, 120630, 152950, 184300] },
  economist: { soc: '19-3011', city: 'chicago', points: [67360, 89330, 124720, 174720, 238060] },
  'hardware-engineer': {
    soc: '17-2061',
    city: 'pittsburgh',
    points: [92940, 126090, 161740, 202990, 225330],
  },
  'security-analyst': { soc: '15-1212', city: 'portland', points: [75090, 97810, 129180, 163500, 199850] },
} as const;

// BEA Regional Price Parities 2023 (all items) of the metros, US = 100 (the shared data's us_bea_rpp_2023_msa.csv).
const RPP = { atlanta: 1.009, chicago: 1.026, pittsburgh: 0.944, portland: 1.066 } as const;

const roundTo500 = (x: number) => Math.round(x / 500) * 500;

describe('US pay by occupation from BLS OEWS percentiles (decision 0222)', () => {
  it.each(Object.entries(OEWS_2025))(
    '%s: every level is its OEWS point x the metro price parity',
    (roleId, row) => {
      {
        const cityId = row.city;
        expect(getCity(cityId)?.priceParity?.ratio).toBe(RPP[cityId]);
        EXPERIENCE_LEVELS.forEach((level, i) => {
          const figure = roleSalaryInCity(roleId, level, cityId)!;
          expect(figure.value, `${roleId} ${cityId} ${level}`).toBe(roundTo500(row.points[i]! * RPP[cityId]));
          expect(figure.currency).toBe('USD');
          expect(figure.year).toBe(2025);
          // National figures carried to a metro by its price level: an estimate, and it says so.
          expect(figure.basis).toBe('estimate');
          expect(figure.source).toContain(`SOC ${row.soc}`);
          expect(figure.source).toContain('BEA Regional Price Parities 2023');
          expect(figure.note).toContain('a Thrive estimate');
        });
      }
    },
  );

  it('cites the percentile each level is, in English and Dutch', () => {
    const junior = roleSalaryInCity('electrical-engineer', 'junior', 'atlanta')!;
    expect(junior.source).toContain("the source's 25th percentile for junior level");
    const nl = sourceText(junior.source, 'nl');
    expect(nl).toContain('mediaan USD 120.630');
    expect(nl).toContain('10e / 25e / 75e / 90e percentiel USD 76.550 / 92.830 / 152.950 / 184.300');
    expect(nl).toContain('als loonniveau');
    expect(nl).toContain('voor niveau junior: het 25e percentiel van de bron');
    expect(nl).not.toMatch(/percentiles|as a pay level|for junior level/);
  });

  it('a citation cut at 300 characters still reads Dutch up to the cut, for OEWS and SCB alike', () => {
    // Before decision 0222 the figures API cut every source at 300 characters, and a template ending in an amount
    // ("percentiles USD {p90}") took the cut rest ("; BEA ... for junior leve") as that amount, in English.
    for (const [roleId, cityId] of [
      ['electrical-engineer', 'atlanta'],
      ['software-developer', 'stockholm'],
    ] as const) {
      const source = roleSalaryInCity(roleId, 'junior', cityId)!.source;
      expect(source.length).toBeGreaterThan(300);
      const nl = sourceText(source.slice(0, 300), 'nl');
      expect(nl).toMatch(/ …$/);
      expect(nl).not.toMatch(/percentiles|as a pay level|for junior|table /);
    }
  });

  it('the regional ratio is the price parity, named as an estimate', () => {
    const entry = occupationPayFor('hardware-engineer', 'pittsburgh')!;
    const ratio = regionalPayRatio('hardware-engineer', 'pittsburgh', entry)!;
    expect(ratio).toMatchObject({ ratio: 0.944, kind: 'price-parity' });
    expect(ratio.explain).toContain('a Thrive estimate');
  });

  it('covers 72 roles; the others keep the BLS median x the level multipliers', () => {
    // Counted in a city without OEWS metro rows: New York's metro rows (decision 0247) also price industrial
    // designers, an occupation the national copy lacks.
    const priced = listRoles().filter((r) => occupationPayFor(r.id, 'pittsburgh'));
    expect(priced).toHaveLength(72);
    expect(listRoles().filter((r) => occupationPayFor(r.id, 'new-york-city'))).toHaveLength(73);
    // No OEWS row of its SOC occupation in the copy (15-1299 Computer occupations, all other).
    expect(occupationPayFor('devops-engineer', 'new-york-city')).toBeUndefined();
    const devops = roleSalaryInCity('devops-engineer', 'senior', 'new-york-city')!;
    const median = getRole('devops-engineer')!.medianSalaryUS.value;
    expect(devops.value).toBe(roundTo500(median * 1.125 * 1.25));
    expect(devops.basis).toBe('estimate');
  });

  it('no US role x level pays less at a higher level, in any US city', () => {
    const usCities = listCities()
      .filter((c) => c.countryCode === 'US')
      .map((c) => c.id);
    expect(usCities).toHaveLength(17);
    for (const role of listRoles())
      for (const cityId of usCities) {
        const values = EXPERIENCE_LEVELS.map((l) => roleSalaryInCity(role.id, l, cityId)!.value);
        expect(
          [...values].sort((a, b) => a - b),
          `${role.id} ${cityId}`,
        ).toEqual(values);
      }
  });
});
