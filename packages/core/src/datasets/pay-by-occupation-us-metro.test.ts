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

/**
 * Decision 0247 (issue 15): the OEWS May 2025 metropolitan area rows of web and digital interface designers (SOC
 * 15-1255: UX designers, game developers) and graphic designers (27-1024) in six metros, from a second copy (series
 * read from BLS's API by a public repository). They replace the state rows of decision 0227 in those metros.
 */

// Rows of the OEWS May 2025 metropolitan area estimates (annual wages, USD), typed in by hand from the copy: 10th,
// 25th, median, 75th, 90th percentile.
const METRO_2025 = {
  'new-york-city': {
    msa: '35620 New York-Newark-Jersey City, NY-NJ',
    web: [64360, 96100, 119190, 167660, 204510],
    graphic: [47490, 62040, 79280, 102060, 132520],
  },
  'san-francisco': {
    msa: '41860 San Francisco-Oakland-Fremont, CA',
    web: [81120, 110100, 163810, 211120, 230700],
    graphic: [54470, 68680, 92050, 115940, 142460],
  },
  'los-angeles': {
    msa: '31080 Los Angeles-Long Beach-Anaheim, CA',
    web: [58100, 78830, 106550, 168500, 201320],
    graphic: [45500, 53790, 72400, 95440, 123590],
  },
  seattle: {
    msa: '42660 Seattle-Tacoma-Bellevue, WA',
    web: [60580, 75570, 133760, 173020, 217800],
    graphic: [51660, 61140, 76720, 98590, 125220],
  },
  chicago: {
    msa: '16980 Chicago-Naperville-Elgin, IL-IN',
    web: [59450, 73220, 87920, 132290, 162050],
    graphic: [43750, 52030, 66490, 83590, 100620],
  },
  boston: {
    msa: '14460 Boston-Cambridge-Newton, MA-NH',
    web: [72860, 86770, 122270, 159540, 178250],
    graphic: [51440, 61490, 78270, 98260, 116000],
  },
} as const;

describe('US design pay from the OEWS May 2025 metropolitan area rows (decision 0247)', () => {
  const cases = Object.entries(METRO_2025).flatMap(([cityId, row]) => [
    { cityId, roleId: 'ux-designer', soc: '15-1255', msa: row.msa, points: row.web },
    { cityId, roleId: 'game-developer', soc: '15-1255', msa: row.msa, points: row.web },
    { cityId, roleId: 'graphic-designer', soc: '27-1024', msa: row.msa, points: row.graphic },
  ]);

  it.each(cases)('$roleId in $cityId: every level is the metro row, official, 2025', (c) => {
    EXPERIENCE_LEVELS.forEach((level, i) => {
      const figure = roleSalaryInCity(c.roleId, level, c.cityId)!;
      expect(figure.value, `${c.roleId} ${level}`).toBe(roundTo500(c.points[i]!));
      expect(figure.currency).toBe('USD');
      expect(figure.year).toBe(2025);
      expect(figure.basis).toBe('official');
      expect(figure.source).toContain(
        `BLS, OEWS May 2025 (metropolitan area ${c.msa}, annual wages): SOC ${c.soc}`,
      );
      expect(figure.source).not.toContain('not the metro');
      expect(figure.source).not.toContain('Regional Price Parities');
    });
    expect(regionalPayRatio(c.roleId, c.cityId, occupationPayFor(c.roleId, c.cityId)!)).toBeUndefined();
  });

  it("a graphic designer's junior level in Seattle is the metro's 25th percentile, not Washington State's", () => {
    const junior = roleSalaryInCity('graphic-designer', 'junior', 'seattle')!;
    // Seattle 61,140; Washington State's 25th percentile is 57,390 (57,500).
    expect(junior.value).toBe(61000);
    expect(junior.source).toContain(
      'median USD 76,720; 10th / 25th / 75th / 90th percentiles USD 51,660 / 61,140',
    );
    // San Francisco's graphic designer at mid level: the metro's median, 23% over California's (USD 75,130).
    expect(roleSalaryInCity('graphic-designer', 'mid', 'san-francisco')!.value).toBe(92000);
  });

  // Commercial and industrial designers (27-1021) have no national or state OEWS row in the data (decision 0222): the
  // metro row makes the figure official where the copy holds it; Chicago's row (median = 75th percentile) is left out.
  const INDUSTRIAL_2025 = {
    'new-york-city': [63140, 75400, 94890, 120960, 155210],
    'san-francisco': [73610, 79520, 104000, 116890, 163010],
    'los-angeles': [62800, 74270, 96260, 131050, 162140],
    seattle: [63400, 89320, 104980, 130710, 160880],
    boston: [77020, 82020, 102530, 132050, 161370],
  } as const;

  it.each(Object.entries(INDUSTRIAL_2025))(
    'industrial-designer in %s: the metro row of SOC 27-1021, official, 2025',
    (cityId, points) => {
      EXPERIENCE_LEVELS.forEach((level, i) => {
        const figure = roleSalaryInCity('industrial-designer', level, cityId)!;
        expect(figure.value, level).toBe(roundTo500(points[i]!));
        expect(figure.basis).toBe('official');
        expect(figure.year).toBe(2025);
        expect(figure.source).toContain('annual wages): SOC 27-1021 Commercial and industrial designers');
      });
    },
  );

  it("industrial designers keep the earlier estimate where the copy's row cannot price the levels or is missing", () => {
    for (const cityId of ['chicago', 'san-jose', 'miami']) {
      expect(occupationPayFor('industrial-designer', cityId)).toBeUndefined();
      expect(roleSalaryInCity('industrial-designer', 'mid', cityId)!.basis).toBe('estimate');
    }
  });

  it('cites the 2025 metro row in Dutch', () => {
    const nl = sourceText(roleSalaryInCity('graphic-designer', 'lead', 'new-york-city')!.source, 'nl');
    expect(nl).toContain(
      'BLS, OEWS mei 2025 (stedelijk gebied 35620 New York-Newark-Jersey City, NY-NJ, jaarlonen)',
    );
    expect(nl).toContain('10e / 25e / 75e / 90e percentiel USD 47.490 / 62.040 / 102.060 / 132.520');
    expect(nl).not.toMatch(/metropolitan area|annual wages|percentiles/);
  });

  it("keeps the state's row where the copy lacks the metro or the occupation", () => {
    // San Jose (area 41940) is not in the copy: California's row.
    expect(occupationPayFor('ux-designer', 'san-jose')!.source).toContain(
      'state of California, not the metro',
    );
    expect(occupationPayFor('graphic-designer', 'san-diego')!.source).toContain('state of California');
    // Seattle's software developers: the copy has no such row, Washington State's.
    expect(occupationPayFor('software-developer', 'seattle')!.source).toContain('state of Washington');
    // Miami keeps its 2024 rows from the first copy.
    expect(roleSalaryInCity('registered-nurse', 'mid', 'miami')!.year).toBe(2024);
  });
});
