import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { sourceText } from '../text/sources';
import { listRoles, occupationPayFor, regionalPayRatio, roleSalaryInCity } from './roles';

/**
 * Decision 0219 (issue 15 item 1): Swedish roles take SCB's wage structure statistics 2025 (Lönestrukturstatistik, hela
 * ekonomin) by SSYK 2012 unit group: the median monthly pay x 12 at mid level, the table's own 10th, 25th, 75th and
 * 90th percentiles x 12 as the levels (decision 0203), x the occupation's mean in the city's NUTS 2 region over the
 * national mean of the same table (LonYrkeRegion4AN). Before, every Swedish role was the Eurostat SES 2022 major
 * group's figure x a role factor from US medians (an estimate).
 */

// Hand-checked rows of SCB's tables, 2025, all sectors, women and men, SEK a month (a public repository's copy of
// LoneSpridSektYrk4AN and LonYrkeRegion4AN; null in the table: undefined here). region: Stockholm (SE11),
// Västsverige (SE23, Gothenburg), Sydsverige (SE22, Malmö); mean: Sweden's mean of the same table.
const SCB_2025 = {
  'primary-teacher': {
    ssyk: '2341 Grundskollärare',
    p10: 32500,
    p25: 38000,
    median: 42100,
    p75: 46000,
    p90: 50000,
    mean: 41600,
    region: { stockholm: 44900, gothenburg: 41400, malmo: 41700 },
  },
  'registered-nurse': {
    ssyk: '2221 Grundutbildade sjuksköterskor',
    p10: 35200,
    p25: 38400,
    median: 42900,
    p75: 48100,
    p90: 54400,
    mean: 44000,
    region: { stockholm: 46900, gothenburg: 43800, malmo: 43400 },
  },
  'software-developer': {
    ssyk: '2512 Mjukvaru- och systemutvecklare m.fl.',
    p10: 39600,
    p25: 46200,
    median: 53500,
    p75: 62600,
    p90: 72600,
    mean: 55500,
    region: { stockholm: 59400, gothenburg: 54100, malmo: 52900 },
  },
  'qa-engineer': {
    ssyk: '2514 Systemtestare och testledare',
    p10: undefined,
    p25: 41300,
    median: 49000,
    p75: 56200,
    p90: 62900,
    mean: 49200,
    region: { stockholm: 50900, gothenburg: 50800, malmo: 47700 },
  },
} as const;

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const to500 = (x: number) => Math.round(x / 500) * 500;

describe('decision 0219: Swedish pay from SCB Lönestrukturstatistik 2025 by SSYK 2012', () => {
  it('the stored median and points are the table values x 12, and the source names the table, year and SSYK group', () => {
    for (const [roleId, row] of Object.entries(SCB_2025)) {
      const entry = occupationPayFor(roleId, 'stockholm')!;
      expect(entry.annual, roleId).toBe(row.median * 12);
      expect(entry.year).toBe(2025);
      expect(entry.basis).toBe('official');
      expect(entry.roleFactors).toBeUndefined();
      const points = { p10: row.p10, p25: row.p25, p75: row.p75, p90: row.p90 };
      expect(entry.points, roleId).toEqual(
        Object.fromEntries(
          Object.entries(points)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, v! * 12]),
        ),
      );
      expect(entry.source).toContain('SCB, Lönestrukturstatistik 2025, table LoneSpridSektYrk4AN');
      expect(entry.source).toContain(
        `SSYK 2012 ${row.ssyk}, median SEK ${row.median.toLocaleString('en-US')}`,
      );
    }
  });

  it('Stockholm: primary teacher, nurse and software developer at entry, mid and senior are the percentiles x 12 x the region ratio', () => {
    for (const [roleId, row] of Object.entries(SCB_2025)) {
      if (row.p10 === undefined) continue;
      const ratio = round3(row.region.stockholm / row.mean);
      expect(regionalPayRatio(roleId, 'stockholm', occupationPayFor(roleId, 'stockholm')!)?.ratio).toBe(
        ratio,
      );
      const at = (level: 'entry' | 'mid' | 'senior') => roleSalaryInCity(roleId, level, 'stockholm')!;
      expect(at('entry').value, roleId).toBe(to500(row.p10 * 12 * ratio));
      expect(at('mid').value, roleId).toBe(to500(row.median * 12 * ratio));
      expect(at('senior').value, roleId).toBe(to500(row.p75 * 12 * ratio));
      for (const level of ['entry', 'mid', 'senior'] as const) {
        // An official figure x an official regional ratio: derived (decision 0122), never an estimate.
        expect(at(level).basis).toBe('derived');
        expect(at(level).source).toContain('table LonYrkeRegion4AN');
        expect(at(level).source).not.toMatch(/BLS|Eurostat|SES/);
      }
    }
    // The figures typed out (SEK a year). Before decision 0219 (SES 2022 group x a US role factor, estimates): primary
    // teacher mid 468,500, nurse 540,000, software developer 610,500.
    const v = (roleId: string, level: 'entry' | 'mid' | 'senior') =>
      roleSalaryInCity(roleId, level, 'stockholm')!.value;
    expect([
      v('primary-teacher', 'entry'),
      v('primary-teacher', 'mid'),
      v('primary-teacher', 'senior'),
    ]).toEqual([421000, 545000, 595500]);
    expect([
      v('registered-nurse', 'entry'),
      v('registered-nurse', 'mid'),
      v('registered-nurse', 'senior'),
    ]).toEqual([450500, 549000, 615500]);
    expect([
      v('software-developer', 'entry'),
      v('software-developer', 'mid'),
      v('software-developer', 'senior'),
    ]).toEqual([508500, 687000, 804000]);
  });

  it("Gothenburg and Malmö take their own region's ratio (Västsverige, Sydsverige) and say which region it is", () => {
    const teacher = SCB_2025['primary-teacher'];
    const gbg = roleSalaryInCity('primary-teacher', 'mid', 'gothenburg')!;
    const mmo = roleSalaryInCity('primary-teacher', 'mid', 'malmo')!;
    expect(gbg.value).toBe(to500(teacher.median * 12 * round3(teacher.region.gothenburg / teacher.mean)));
    expect(mmo.value).toBe(to500(teacher.median * 12 * round3(teacher.region.malmo / teacher.mean)));
    expect(gbg.note).toMatch(
      /official mean in Gothenburg \(region Västsverige: Västra Götalands and Hallands län/,
    );
    expect(mmo.note).toMatch(/official mean in Malmö \(region Sydsverige: Skåne and Blekinge län/);
  });

  it('a percentile SCB does not publish follows decision 0203: the nearest published point x the multipliers, an estimate', () => {
    const row = SCB_2025['qa-engineer'];
    const entry = roleSalaryInCity('qa-engineer', 'entry', 'stockholm')!;
    expect(entry.value).toBe(
      to500(row.p25 * 12 * round3(0.7 / 0.85) * round3(row.region.stockholm / row.mean)),
    );
    expect(entry.basis).toBe('estimate');
    // The regional ratio by its number too (decision 0250).
    expect(entry.source).toMatch(
      /the source's 25th percentile x 0\.824 for entry level \(Thrive convention\); x \d\.\d+ for Stockholm \(the regional ratio\)$/,
    );
    expect(entry.source).toContain(`; x ${round3(row.region.stockholm / row.mean)} for Stockholm`);
    // SSYK 2183 has no Stockholm mean in the region table: the national figure, as published (official).
    const env = roleSalaryInCity('environmental-engineer', 'mid', 'stockholm')!;
    expect(env.value).toBe(to500(46600 * 12));
    expect(env.basis).toBe('official');
    expect(env.source).not.toMatch(/LonYrkeRegion4AN/);
  });

  it('no Swedish level of an SCB entry lies above its top published point x the region ratio', () => {
    let checked = 0;
    for (const city of ['stockholm', 'gothenburg', 'malmo'])
      for (const role of listRoles()) {
        const entry = occupationPayFor(role.id, city);
        if (!entry?.source.startsWith('SCB, Lönestrukturstatistik')) continue;
        const top = Math.max(
          entry.annual,
          ...Object.values(entry.points ?? {}).filter((x) => x !== undefined),
        );
        const ratio = regionalPayRatio(role.id, city, entry)?.ratio ?? 1;
        for (const level of EXPERIENCE_LEVELS) {
          expect(
            roleSalaryInCity(role.id, level, city)!.value,
            `${role.id} ${level} ${city}`,
          ).toBeLessThanOrEqual(top * ratio + 250);
          checked++;
        }
      }
    expect(checked).toBe(79 * 3 * 5);
  });

  it('the roles with no fitting SSYK group or no published median keep the earlier path, and say it is an estimate', () => {
    const left = listRoles()
      .filter((r) => !occupationPayFor(r.id, 'stockholm')?.source.startsWith('SCB,'))
      .map((r) => r.id)
      .sort();
    expect(left).toEqual(
      [
        'instructional-designer', // SSYK 2351 is special-needs teachers
        'it-project-manager',
        'logistician',
        'medical-assistant',
        'nurse-practitioner', // no such occupation in Sweden
        'operations-manager', // SSYK 1120 is chief executives
        'pharmacist', // SSYK 2281 Apotekare: median not published
        'product-manager',
        'technical-writer',
        'training-specialist',
      ].sort(),
    );
    for (const id of left) expect(roleSalaryInCity(id, 'mid', 'stockholm')!.basis).toBe('estimate');
  });

  it('the source reads Dutch in Dutch: table, median and percentiles with Dutch words and separators', () => {
    const src = roleSalaryInCity('primary-teacher', 'senior', 'stockholm')!.source;
    const nl = sourceText(src, 'nl');
    expect(nl).toContain(
      'SCB, Lönestrukturstatistik 2025, tabel LoneSpridSektYrk4AN (maandloon, omgerekend naar voltijd',
    );
    expect(nl).toContain('SSYK 2012 2341 Grundskollärare, mediaan SEK 42.100');
    expect(nl).toContain('10e / 25e / 75e / 90e percentiel SEK 32.500 / 38.000 / 46.000 / 50.000');
    expect(nl).toContain('gemiddeld maandloon van het beroep per regio');
    expect(nl).toMatch(
      /voor niveau senior: het 75e percentiel van de bron; x \d,\d+ voor Stockholm \(de regionale verhouding\)$/,
    );
    const qa = sourceText(roleSalaryInCity('qa-engineer', 'mid', 'malmo')!.source, 'nl');
    expect(qa).toContain('25e / 75e / 90e percentiel SEK 41.300 / 56.200 / 62.900');
  });
});
