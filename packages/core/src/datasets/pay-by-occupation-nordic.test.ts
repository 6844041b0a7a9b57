import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { sourceText } from '../text/sources';
import { listCities } from './cities';
import { listRoles, occupationPayFor, roleSalaryInCity } from './roles';

/**
 * Decision 0220 (issue 15 item 1): Norwegian roles take Statistics Norway's table 11418 (2023, full-time employees,
 * all sectors) by 4-digit STYRK-08 occupation, median x 12 at mid level and the lower and upper quartile as the
 * junior and senior points (decision 0203), instead of their major group's mean with a US role factor. Danish roles
 * keep the Eurostat SES major group: no copy of DST's LONS20 by DISCO-08 occupation was found.
 */

// Hand-checked against the SSB API rows (table 11418, 2023, full-time employees, all sectors, both sexes; monthly NOK):
// STYRK-08 code, label, median, lower quartile, upper quartile.
const TABLE_11418_2023 = {
  'registered-nurse': { styrk: '2223', label: 'Sykepleiere', median: 52210, p25: 47540, p75: 56500 },
  'primary-teacher': { styrk: '2341', label: 'Grunnskolelærere', median: 53720, p25: 50280, p75: 57710 },
  'software-developer': {
    styrk: '2512',
    label: 'Programvareutviklere',
    median: 69510,
    p25: 57010,
    p75: 83430,
  },
  accountant: {
    styrk: '2411',
    label: 'Revisorer, regnskapsrådgivere',
    median: 66530,
    p25: 54580,
    p75: 82180,
  },
} as const;

const at = (roleId: string, level: (typeof EXPERIENCE_LEVELS)[number], city = 'oslo') =>
  roleSalaryInCity(roleId, level, city)!;

describe('decision 0220: Norwegian pay by STYRK-08 occupation from SSB table 11418', () => {
  it('the stored median and quartiles are the table values x 12, and the source names table, year and code', () => {
    for (const [roleId, row] of Object.entries(TABLE_11418_2023)) {
      const entry = occupationPayFor(roleId, 'oslo')!;
      expect(entry.annual, roleId).toBe(row.median * 12);
      expect(entry.points, roleId).toEqual({ p25: row.p25 * 12, p75: row.p75 * 12 });
      expect(entry.year).toBe(2023);
      expect(entry.basis).toBe('official');
      expect(entry.roleFactors).toBeUndefined();
      expect(entry.source).toContain('Statistics Norway (SSB), table 11418');
      expect(entry.source).toContain(`STYRK-08 ${row.styrk} ${row.label}, `);
      expect(entry.source).toContain(`median NOK ${row.median.toLocaleString('en-US')} a month`);
      expect(entry.source).toContain(
        `lower / upper quartile NOK ${row.p25.toLocaleString('en-US')} / ${row.p75.toLocaleString('en-US')}`,
      );
    }
  });

  it('Oslo entry / junior / mid / senior / lead: the quartiles at junior and senior, capped at the upper quartile', () => {
    const levels = (roleId: string) => EXPERIENCE_LEVELS.map((l) => at(roleId, l).value);
    // Before decision 0220 (the major group's mean x a US role factor, estimates): nurse mid 735,500 and lead
    // 1,103,500; primary teacher mid 638,000; software developer mid 831,500; accountant mid 701,000.
    expect(levels('registered-nurse')).toEqual([470000, 570500, 626500, 678000, 678000]);
    expect(levels('primary-teacher')).toEqual([497000, 603500, 644500, 692500, 692500]);
    expect(levels('software-developer')).toEqual([563500, 684000, 834000, 1001000, 1001000]);
    expect(levels('accountant')).toEqual([539500, 655000, 798500, 986000, 986000]);
    for (const roleId of Object.keys(TABLE_11418_2023)) {
      expect(at(roleId, 'junior').source).toMatch(/the source's 25th percentile for junior level$/);
      expect(at(roleId, 'senior').source).toMatch(/the source's 75th percentile for senior level$/);
      expect(at(roleId, 'lead').source).toMatch(
        /capped at the source's 75th percentile, its top published point, for lead level$/,
      );
      expect(at(roleId, 'entry').source).toMatch(/the source's 25th percentile x 0\.824 for entry level/);
      expect(['junior', 'mid', 'senior'].map((l) => at(roleId, l as 'mid').basis)).toEqual([
        'official',
        'official',
        'official',
      ]);
      expect(at(roleId, 'entry').basis).toBe('estimate');
      expect(at(roleId, 'lead').basis).toBe('estimate');
    }
  });

  it('every Norwegian city takes the national figure; no level lies above the upper quartile x 12', () => {
    const norwegian = listCities().filter((c) => c.countryCode === 'NO');
    expect(norwegian.length).toBeGreaterThan(0);
    let checked = 0;
    for (const city of norwegian)
      for (const role of listRoles()) {
        const entry = occupationPayFor(role.id, city.id)!;
        if (!entry.source.includes('table 11418 (monthly earnings, full-time employees')) continue;
        for (const level of EXPERIENCE_LEVELS) {
          expect(at(role.id, level, city.id).value).toBe(at(role.id, level, 'oslo').value);
          expect(at(role.id, level, city.id).value).toBeLessThanOrEqual(entry.points!.p75! + 250);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(400);
  });

  it('the roles without a usable row keep the major group and are the listed ones', () => {
    const onGroup = listRoles()
      .filter((r) => occupationPayFor(r.id, 'oslo')!.source.includes('by STYRK-08 major group'))
      .map((r) => r.id)
      .sort();
    expect(onGroup).toEqual([
      'administrative-assistant',
      'cloud-architect',
      'devops-engineer',
      'operations-manager',
      'pharmacy-technician',
      'physician',
    ]);
    // STYRK-08 splits ISCO-08 2221: the registered nurse is 2223 Sykepleiere, the nurse practitioner 2221.
    expect(occupationPayFor('nurse-practitioner', 'oslo')!.source).toContain('2221 Spesialsykepleiere');
  });

  it('the Dutch source names the table in Dutch and the quartiles', () => {
    const nl = sourceText(at('registered-nurse', 'senior').source, 'nl');
    expect(nl).toMatch(/^Statistisk sentralbyrå \(SSB\), tabel 11418 \(maandverdiensten, voltijdwerknemers/);
    expect(nl).toMatch(/mediaan NOK 52\.210 per maand; onderste \/ bovenste kwartiel NOK 47\.540 \/ 56\.500/);
    expect(nl).toMatch(/voor niveau senior: het 75e percentiel van de bron$/);
    const note = sourceText(occupationPayFor('registered-nurse', 'oslo')!.note!, 'nl');
    expect(note).toMatch(/^Middenniveau = de mediane maandverdiensten/);
    expect(note).toMatch(/52210 x 12 = 626520 NOK op middenniveau\.$/);
  });
});

describe('decision 0220: Danish pay stays on the Eurostat SES major group (no DST LONS20 copy found)', () => {
  it('Copenhagen nurse, primary teacher, software developer and accountant: the SES group figure, as before', () => {
    const expected = {
      'registered-nurse': [377000, 457500, 538500, 673000, 807500],
      'primary-teacher': [327000, 397000, 467000, 583500, 700500],
      'software-developer': [426000, 517500, 609000, 761000, 913000],
      accountant: [359000, 436000, 513000, 641000, 769500],
    };
    for (const [roleId, values] of Object.entries(expected)) {
      expect(EXPERIENCE_LEVELS.map((l) => at(roleId, l, 'copenhagen').value)).toEqual(values);
      const entry = occupationPayFor(roleId, 'copenhagen')!;
      expect(entry.source).toMatch(/^Eurostat, SES 2022 \(earn_ses22_47\), DK: /);
      expect(entry.points).toBeUndefined();
      expect(at(roleId, 'mid', 'copenhagen').basis).toBe('estimate');
    }
  });
});
