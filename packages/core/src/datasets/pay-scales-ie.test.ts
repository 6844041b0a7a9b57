import { describe, expect, it } from 'vitest';
import { sourceText } from '../text/sources';
import { occupationPayFor, roleSalaryInCity } from './roles';

/**
 * Decision 0248 (issue 15): Irish teachers are priced on the Department of Education's common basic scale for teachers
 * appointed since 1 January 2011, not on the SES 2022 professionals' figure x the OECD average wage (an estimate: EUR
 * 55,500 entry, 79,500 mid and 119,000 lead for every Irish teacher). The scale of 1 October 2020 (the TUI's copy) is
 * brought to 1 June 2026 by the general increases of Building Momentum, its 2022 review and the Public Service Agreement
 * 2024-2026; points 4 and 8 are skipped (circular 22/2019).
 */

const LEVELS = ['entry', 'junior', 'mid', 'senior', 'lead'] as const;
const to500 = (x: number) => Math.round(x / 500) * 500;

// The points on 1 June 2026, worked by hand from the 1 October 2020 points: e.g. point 6, 44,299 -> +500 (1% or 500,
// 1 Oct 2021) 44,799 -> x1.03 46,143 -> x1.01 46,604 -> x1.02 47,536 -> +750 48,286 -> +1,125 49,411 -> x1.01 49,905
// -> +500 50,405 -> +1,008 (2%) 51,413 -> x1.01 51,927 -> +519 (1%) 52,446 -> x1.01 52,970.
const PRIMARY = { entry: 45833, junior: 49332, mid: 52970, senior: 60785, lead: 66568 }; // points 1 (circular), 3, 6, 10, 13
const POST_PRIMARY = { entry: 47417, junior: 51453, mid: 54716, senior: 62494, lead: 68616 }; // points 2 (circular), 5, 7, 11, 14

describe("decision 0248: Irish teachers on the Department of Education's common basic scale", () => {
  it('each level is its scale point of 1 June 2026, the same in Dublin and Cork', () => {
    for (const [roleId, points] of [
      ['primary-teacher', PRIMARY],
      ['secondary-teacher', POST_PRIMARY],
    ] as const)
      for (const city of ['dublin', 'cork'])
        for (const level of LEVELS) {
          const f = roleSalaryInCity(roleId, level, city)!;
          expect(f.value, `${roleId} ${level} ${city}`).toBe(to500(points[level]));
          expect(f.basis).toBe('derived');
          expect(f.year).toBe(2026);
        }
  });

  it('replaces the estimate: a new primary teacher is the circular’s new-entrant pay, not the professionals’ figure', () => {
    const entry = roleSalaryInCity('primary-teacher', 'entry', 'dublin')!;
    // Before: 55,500 (58,837 x 1.429 / 1.06 x 0.7, estimate); the circular: 45,379 from 1 February 2026 x 1.01.
    expect(entry.value).toBe(46000);
    expect(entry.note).toContain("the circular's own figure 45833 EUR, used for entry");
    const mid = roleSalaryInCity('secondary-teacher', 'mid', 'cork')!;
    expect(mid.value).toBeLessThan(79500);
    expect(mid.source).toMatch(
      /^Department of Education, common basic scale for teachers appointed since 1 January 2011/,
    );
    expect(mid.source).toContain('circular 0005/2026');
    expect(mid.source).not.toMatch(/OECD|Eurostat|SES/);
    expect(roleSalaryInCity('primary-teacher', 'mid', 'cork')!.source).toContain('circular 0004/2026');
  });

  it('a post-primary teacher starts on point 2 and every level sits above the primary teacher’s', () => {
    for (const level of LEVELS)
      expect(roleSalaryInCity('secondary-teacher', level, 'dublin')!.value).toBeGreaterThanOrEqual(
        roleSalaryInCity('primary-teacher', level, 'dublin')!.value,
      );
    expect(occupationPayFor('secondary-teacher', 'dublin')!.note).toMatch(/start on point 2/);
    expect(occupationPayFor('primary-teacher', 'dublin')!.note).toMatch(/points 4 and 8 are skipped/);
  });

  it('the source and note read Dutch in Dutch', () => {
    const f = roleSalaryInCity('primary-teacher', 'mid', 'dublin')!;
    expect(sourceText(f.source, 'nl')).toMatch(/^Iers ministerie van Onderwijs .*circulaire 0004\/2026/);
    const note = sourceText(f.note!, 'nl');
    expect(note).toMatch(/gemeenschappelijke basisschaal/);
    expect(note).toMatch(/midden = punt 6, 52970 EUR\.$/);
  });
});
