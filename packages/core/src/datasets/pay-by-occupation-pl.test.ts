import { describe, expect, it } from 'vitest';
import { sourceText } from '../text/sources';
import { listRoles, occupationPayFor, regionalPayRatio, roleSalaryInCity } from './roles';

/**
 * Decision 0231 (issue 15, walk W505): Polish roles take GUS's Structure of wages and salaries by occupation, October
 * 2024 (table 13, deciles by KZiS 2014 sub-major group): the median x 12 at mid level, the 1st and 9th deciles x 12 at
 * entry and lead. Before, every Polish professional was the Eurostat SES 2022 mean of all professionals x a role factor
 * from US medians (a senior developer in Kraków PLN 127,000 a year, an estimate).
 */

// Hand-checked cells of GUS's table 13 (and table 5's mean), October 2024, PLN a month, as typed from the copy.
const GUS_2024 = {
  'software-developer': { kzis: '251', d1: 7084.25, d5: 13900, d9: 26000 },
  'registered-nurse': { kzis: '222', d1: 7909.04, d5: 10650.9, d9: 14488.86 },
  'secondary-teacher': { kzis: '233', d1: 6151.59, d5: 9447.48, d9: 12822.01 },
  accountant: { kzis: '241', d1: 6071.67, d5: 9650, d9: 17500 },
} as const;

const to500 = (x: number) => Math.round(x / 500) * 500;

describe('decision 0231: Polish pay from GUS, Struktura wynagrodzeń według zawodów, October 2024', () => {
  it('entry, mid and lead are the 1st decile, the median and the 9th decile x 12 x the voivodeship ratio', () => {
    for (const city of ['krakow', 'warsaw'])
      for (const [roleId, row] of Object.entries(GUS_2024)) {
        const ratio = regionalPayRatio(roleId, city, occupationPayFor(roleId, city)!)!.ratio;
        const at = (level: 'entry' | 'mid' | 'lead') => roleSalaryInCity(roleId, level, city)!;
        expect(at('entry').value, `${roleId} ${city}`).toBe(to500(row.d1 * 12 * ratio));
        expect(at('mid').value, `${roleId} ${city}`).toBe(to500(row.d5 * 12 * ratio));
        expect(at('lead').value, `${roleId} ${city}`).toBe(to500(row.d9 * 12 * ratio));
        for (const level of ['entry', 'mid', 'lead'] as const) {
          expect(at(level).source).toContain(`KZiS ${row.kzis} `);
          expect(at(level).source).not.toMatch(/Eurostat|SES|BLS/);
        }
      }
  });

  it("a city's ratio is its voivodeship's mean pay over Poland's (GUS 2024), shrunk toward 1 for nurses and teachers", () => {
    // Obwieszczenie Prezesa GUS, 19 November 2025: mazowieckie 9,488.94, małopolskie 8,249.31, Poland 8,181.72 PLN.
    const dev = (city: string) =>
      regionalPayRatio('software-developer', city, occupationPayFor('software-developer', city)!)!;
    expect(dev('warsaw').ratio).toBe(Math.round((9488.94 / 8181.72) * 1000) / 1000);
    expect(dev('krakow').ratio).toBe(Math.round((8249.31 / 8181.72) * 1000) / 1000);
    expect(dev('warsaw').kind).toBe('all-occupations');
    const nurse = regionalPayRatio(
      'registered-nurse',
      'warsaw',
      occupationPayFor('registered-nurse', 'warsaw')!,
    )!;
    expect(nurse.kind).toBe('nationally-set');
    expect(nurse.ratio).toBeLessThan(dev('warsaw').ratio);
    expect(nurse.ratio).toBeGreaterThan(1);
    // The official figure x an official ratio is derived; the note says the voivodeship is not the city.
    const mid = roleSalaryInCity('software-developer', 'mid', 'warsaw')!;
    expect(mid.basis).toBe('derived');
    expect(mid.source).toContain('Obwieszczenie Prezesa GUS');
    expect(mid.value).toBe(to500(13900 * 12 * 1.16));
  });

  it("W505: a senior developer in Kraków is the GUS median x the senior multiplier, within the group's deciles", () => {
    const senior = roleSalaryInCity('software-developer', 'senior', 'krakow')!;
    // Before: PLN 127,000 (the SES 2022 mean of all professionals x a factor). GUS 251's median is PLN 13,900 a month,
    // its 9th decile 26,000; Tomasz (walk 0229) earns PLN 216,000.
    expect(senior.value).toBe(to500(13900 * 12 * 1.25 * 1.008));
    expect(senior.value).toBeGreaterThan(200000);
    expect(senior.value).toBeLessThan(26000 * 12);
    // GUS publishes no quartiles: junior and senior are the multipliers from the median, an estimate.
    expect(senior.basis).toBe('estimate');
    expect(senior.source).toMatch(
      /^GUS, Struktura wynagrodzeń według zawodów w październiku 2024 r\., tabl\. 13/,
    );
  });

  it('no Polish level lies above the 9th decile x 12 x the ratio', () => {
    let checked = 0;
    for (const role of listRoles()) {
      const entry = occupationPayFor(role.id, 'krakow');
      if (!entry?.source.startsWith('GUS,')) continue;
      const ratio = regionalPayRatio(role.id, 'krakow', entry)?.ratio ?? 1;
      for (const level of ['entry', 'junior', 'mid', 'senior', 'lead'] as const) {
        expect(roleSalaryInCity(role.id, level, 'krakow')!.value).toBeLessThanOrEqual(
          entry.points!.p90! * ratio + 250,
        );
        checked++;
      }
    }
    expect(checked).toBe(55 * 5);
  });

  it('the roles whose KZiS group is not in the copy keep the earlier path', () => {
    const left = listRoles()
      .filter((r) => !occupationPayFor(r.id, 'krakow')?.source.startsWith('GUS,'))
      .map((r) => r.id);
    expect(left).toContain('primary-teacher'); // KZiS 234 not in the copy
    expect(left).toContain('electrical-engineer'); // KZiS 215
    expect(left).toContain('engineering-manager'); // managers
    expect(left).not.toContain('software-developer');
    expect(occupationPayFor('primary-teacher', 'krakow')!.source).toMatch(/^Eurostat/);
  });

  it('the source reads Dutch in Dutch', () => {
    const src = roleSalaryInCity('software-developer', 'mid', 'krakow')!.source;
    const nl = sourceText(src, 'nl');
    expect(nl).toContain('tabel 13 (bruto maandloon, voltijd, werkgevers met 10+ werkenden)');
    expect(nl).toContain('mediaan PLN 13.900; 1e / 9e deciel PLN 7.084 / 26.000');
    expect(nl).toContain('gemiddeld bruto maandloon per woiwodschap');
  });
});
