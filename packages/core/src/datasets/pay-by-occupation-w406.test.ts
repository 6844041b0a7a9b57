import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { sourceText } from '../text/sources';
import { listRoles, occupationPayFor, regionalPayRatio, roleSalaryInCity } from './roles';

/**
 * Decision 0216 (issue 15, walk W406): UK roles that ranked by US medians take ONS ASHE 2023 provisional Table 14.7a
 * (SOC 2020 unit groups, full-time annual gross pay) with the table's own percentiles as levels; Irish roles say that
 * their figure is their ISCO major group's, with no role factor from US medians.
 */

// Hand-checked against the ONS workbook's rows (ASHE 2023 provisional, Table 14.7a, full-time):
// code, median, 10th, 25th, 75th, 90th ('x' in the table: not published, undefined here).
const TABLE_14_7A_2023 = {
  'mechanical-engineer': { soc: '2122', median: 42463, p10: 27512, p25: 35627, p75: 54381, p90: undefined },
  'engineering-manager': { soc: '2132', median: 50880, p10: 30664, p25: 40940, p75: 65817, p90: 83097 },
  'social-worker': { soc: '2461', median: 40713, p10: 28001, p25: 34934, p75: 45487, p90: undefined },
  'financial-analyst': { soc: '2422', median: 40629, p10: 24995, p25: 32141, p75: 54774, p90: undefined },
  'qa-engineer': { soc: '2136', median: 39914, p10: undefined, p25: 31063, p75: undefined, p90: undefined },
} as const;

describe('decision 0216: UK levels from ASHE Table 14.7a percentiles', () => {
  it('the stored median and points are the table values, and the source names the table, year and unit group', () => {
    for (const [roleId, row] of Object.entries(TABLE_14_7A_2023)) {
      const entry = occupationPayFor(roleId, 'manchester')!;
      expect(entry.annual, roleId).toBe(row.median);
      expect(entry.year).toBe(2023);
      expect(entry.basis).toBe('official');
      const { p10, p25, p75, p90 } = row;
      expect(entry.points, roleId).toEqual(
        Object.fromEntries(Object.entries({ p10, p25, p75, p90 }).filter(([, v]) => v !== undefined)),
      );
      expect(entry.source).toContain(`ASHE 2023 provisional, Table 14.7a`);
      expect(entry.source).toContain(`SOC 2020 ${row.soc} `);
      expect(entry.source).toContain(`median GBP ${row.median.toLocaleString('en-US')}`);
    }
  });

  it('each level is its own published percentile in Manchester (no regional ratio there), and says so', () => {
    const at = (roleId: string, level: (typeof EXPERIENCE_LEVELS)[number]) =>
      roleSalaryInCity(roleId, level, 'manchester')!;
    // IT managers: every percentile published, so every level is the table's own figure.
    expect(EXPERIENCE_LEVELS.map((l) => at('engineering-manager', l).value)).toEqual([
      30500, 41000, 51000, 66000, 83000,
    ]);
    expect(at('engineering-manager', 'lead').source).toMatch(/the source's 90th percentile for lead level$/);
    expect(at('engineering-manager', 'entry').basis).toBe('official');
    // Mechanical engineers: no 90th published, so lead stays at the 75th, the top published point (an estimate).
    const lead = at('mechanical-engineer', 'lead');
    expect(lead.value).toBe(54500);
    expect(lead.basis).toBe('estimate');
    expect(lead.source).toMatch(
      /capped at the source's 75th percentile, its top published point, for lead level$/,
    );
    // Before decision 0216 this was the US-ratio estimate, 48,000 at mid level.
    expect(at('mechanical-engineer', 'mid').value).toBe(42500);
    expect(at('mechanical-engineer', 'mid').source).not.toMatch(/BLS/);
  });

  it('no UK level of an ASHE 2023 entry lies above its top published point, in any UK city', () => {
    let checked = 0;
    for (const city of ['manchester', 'london', 'edinburgh', 'birmingham', 'bristol', 'cambridge'])
      for (const role of listRoles()) {
        const entry = occupationPayFor(role.id, city);
        if (!entry || entry.year !== 2023 || !entry.points) continue;
        const top = Math.max(entry.annual, ...Object.values(entry.points).filter((v) => v !== undefined));
        // The city's pay ratio moves every level alike, so the bound moves with it (figures are rounded to 500).
        const ratio = regionalPayRatio(role.id, city, entry)?.ratio ?? 1;
        for (const level of EXPERIENCE_LEVELS) {
          const value = roleSalaryInCity(role.id, level, city)!.value;
          expect(value, `${role.id} ${level} ${city}`).toBeLessThanOrEqual(top * ratio + 250);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(300);
  });

  it('the Dutch source names the table in Dutch and the percentiles', () => {
    const src = roleSalaryInCity('social-worker', 'senior', 'manchester')!.source;
    const nl = sourceText(src, 'nl');
    expect(nl).toMatch(/2023, voorlopige cijfers, tabel 14\.7a/);
    expect(nl).toMatch(/10e \/ 25e \/ 75e percentiel GBP/);
    expect(nl).not.toMatch(/percentiles GBP/);
  });
});

describe('decision 0216: an Irish figure says it is its group’s (walk W406)', () => {
  it('a junior data analyst in Dublin: the professionals’ group figure, no US role factor, said in en and nl', () => {
    const junior = roleSalaryInCity('data-analyst', 'junior', 'dublin')!;
    const mid = roleSalaryInCity('data-analyst', 'mid', 'dublin')!;
    // Before: 70,000 (mid 82,500 = the group's figure x a role factor from US medians, an estimate).
    expect(junior.value).toBe(67500);
    expect(mid.value).toBe(79500);
    expect(mid.basis).toBe('derived');
    expect(mid.source).toMatch(/professionals \(ISCO-08 OC2\)/);
    expect(mid.source).toMatch(/the figure of the whole group, not of the occupation/);
    expect(sourceText(mid.source, 'nl')).toMatch(
      /het cijfer van de hele beroepsgroep, niet van het beroep zelf/,
    );
    // Every professional in Dublin on the group figure has the same figure: no ranking by US medians. (Since decision
    // 0241 the roles CSO's sector medians price, such as software developers, have their sector's figure instead, and
    // since decision 0248 teachers the Department of Education's scale.)
    expect(roleSalaryInCity('business-analyst', 'mid', 'dublin')!.value).toBe(mid.value);
    expect(roleSalaryInCity('lawyer', 'mid', 'dublin')!.value).toBe(mid.value);
    expect(occupationPayFor('data-analyst', 'dublin')!.roleFactors).toBeUndefined();
    expect(mid.note).toMatch(/No official Irish pay by occupation was found/);
  });
});
