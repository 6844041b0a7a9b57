import { describe, expect, it } from 'vitest';
import { sourceText } from '../text/sources';
import { listRoles, occupationPayFor, roleSalaryInCity } from './roles';

/**
 * Decision 0241 (issue 15, walk W604): Irish roles whose work is concentrated in one economic sector take CSO's median
 * annual earnings of that sector in the city's county (Earnings Analysis using Administrative Data Sources 2023, PxStat
 * table DEA08). Before, every Irish role of an ISCO major group was the OECD average wage x the group's SES 2022 hourly
 * ratio, one figure for Dublin and Cork alike (Dublin's junior financial analyst EUR 67,500, an estimate).
 */

// Hand-checked cells of DEA08, 2023: median annual earnings, EUR, by county of residence.
const DEA08_2023 = {
  'financial-analyst': { nace: 'K-L', dublin: 66492, cork: 48939 },
  'software-developer': { nace: 'J', dublin: 85406, cork: 67085 },
  accountant: { nace: 'M', dublin: 55043, cork: 49354 },
  'mechanical-engineer': { nace: 'B-E', dublin: 56400, cork: 60487 },
  'retail-salesperson': { nace: 'G', dublin: 34645, cork: 34165 },
} as const;

const to500 = (x: number) => Math.round(x / 500) * 500;

describe("decision 0241: Irish pay from CSO's sector medians by county (EAADS 2023, DEA08)", () => {
  it("mid level is the sector's median in the city's county, derived, with CSO's table as its source", () => {
    for (const [roleId, row] of Object.entries(DEA08_2023))
      for (const city of ['dublin', 'cork'] as const) {
        const mid = roleSalaryInCity(roleId, 'mid', city)!;
        expect(mid.value, `${roleId} ${city}`).toBe(to500(row[city]));
        expect(mid.basis).toBe('derived');
        expect(mid.year).toBe(2023);
        expect(mid.source).toMatch(
          /^CSO, Earnings Analysis using Administrative Data Sources 2023, table DEA08 /,
        );
        expect(mid.source).toContain(`NACE ${row.nace} `);
        expect(mid.source).toContain(city === 'dublin' ? 'Co. Dublin' : 'Co. Cork');
        expect(mid.source).not.toMatch(/OECD|Eurostat|SES/);
      }
  });

  it("W604: Dublin's junior financial analyst is the finance sector's Dublin median x the junior multiplier", () => {
    const junior = roleSalaryInCity('financial-analyst', 'junior', 'dublin')!;
    // Before: EUR 67,500 (the OECD average wage 58,837 x the SES 2022 professionals' hourly ratio 1.429 / 1.06 x 0.85,
    // the same for every Irish professional). CSO: financial, insurance and real estate activities, Co. Dublin, median
    // annual earnings 2023 EUR 66,492 (the State 56,582).
    expect(junior.value).toBe(to500(66492 * 0.85));
    expect(junior.value).toBeLessThan(67500);
    // Within CSO's sector range: above the State's median of the sector x the junior multiplier, below the Dublin mean.
    expect(junior.value).toBeGreaterThan(56582 * 0.85);
    expect(junior.value).toBeLessThan(87067);
    expect(junior.basis).toBe('estimate'); // a level multiplier from the sector's median
    expect(junior.source).toContain('Financial, insurance and real estate activities, Co. Dublin EUR 66,492');
  });

  it('Dublin and Cork differ by their own county medians, not by one national figure', () => {
    const dev = (city: string) => roleSalaryInCity('software-developer', 'mid', city)!.value;
    expect(dev('dublin')).toBeGreaterThan(dev('cork'));
    // Industry pays more in Cork (pharma and medical devices) than in Dublin: the county's own median says so.
    const eng = (city: string) => roleSalaryInCity('mechanical-engineer', 'mid', city)!.value;
    expect(eng('cork')).toBeGreaterThan(eng('dublin'));
  });

  it('roles not concentrated in one sector keep the SES group figure; the HSE scale keeps nurses', () => {
    // Lawyers and actuaries are far above their sector's median (decision 0241); teachers are on the Department of
    // Education's national scale (decision 0248).
    for (const id of [
      'data-analyst',
      'hr-specialist',
      'engineering-manager',
      'truck-driver',
      'lawyer',
      'actuary',
      'civil-engineer',
    ])
      expect(occupationPayFor(id, 'dublin')!.source, id).toMatch(/^Eurostat, SES 2022/);
    expect(occupationPayFor('registered-nurse', 'dublin')!.source).toMatch(/^HSE/);
    expect(occupationPayFor('secondary-teacher', 'dublin')!.source).toMatch(/^Department of Education/);
    const priced = listRoles().filter((r) => occupationPayFor(r.id, 'dublin')!.source.startsWith('CSO,'));
    expect(priced.length).toBe(27);
    // Every priced role has its figure in both Irish cities.
    for (const r of priced) expect(occupationPayFor(r.id, 'cork')!.source).toMatch(/^CSO,.* Co\. Cork /);
  });

  it('the source and the note read Dutch in Dutch', () => {
    const mid = roleSalaryInCity('financial-analyst', 'mid', 'dublin')!;
    const nl = sourceText(mid.source, 'nl');
    expect(nl).toContain('tabel DEA08 (mediaan jaarinkomen van banen in loondienst die 50+ weken liepen');
    expect(nl).toContain(
      'NACE K-L financiële dienstverlening, verzekeringen en onroerend goed, Co. Dublin EUR 66.492 (heel Ierland EUR 56.582)',
    );
    const note = occupationPayFor('financial-analyst', 'dublin')!.note!;
    expect(sourceText(note, 'nl')).toMatch(/^Ierland: middenniveau = het mediane jaarinkomen/);
  });
});
