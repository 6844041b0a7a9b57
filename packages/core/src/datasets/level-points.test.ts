import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { sourceText } from '../text/sources';
import { listCities } from './cities';
import { listRoles, occupationPayFor, regionalPayRatio, roleSalaryInCity } from './roles';

/**
 * Decision 0203 (walk W304, W305): levels from the source's own published distribution, never above its top published
 * point, and no US pay ratio in Swiss pay. These are properties over the whole catalogue: every role x city x level.
 */

const cities = listCities();
const roles = listRoles();

/** Every role x city x level figure priced from an official entry, with that entry. */
function* figures() {
  for (const city of cities)
    for (const role of roles) {
      const entry = occupationPayFor(role.id, city.id);
      if (!entry) continue;
      for (const level of EXPERIENCE_LEVELS) {
        const figure = roleSalaryInCity(role.id, level, city.id)!;
        yield { city, role, level, entry, figure };
      }
    }
}

/** What moves an entry's national figure to the city: its own city figure, or the regional ratio, and a role factor. */
function cityScale(entry: NonNullable<ReturnType<typeof occupationPayFor>>, roleId: string, cityId: string) {
  const own = entry.cityAnnual?.[cityId];
  const regional = own === undefined ? (regionalPayRatio(roleId, cityId, entry)?.ratio ?? 1) : 1;
  return (own === undefined ? 1 : own / entry.annual) * regional * (entry.roleFactors?.[roleId] ?? 1);
}

/** The numbers a cited source gives for its distribution, read from its own words (not from the app's points). */
function citedPoints(source: string): number[] | undefined {
  const quartiles = /25th \/ 50th \/ 75th percentile ([\d.]+) \/ ([\d.]+) \/ ([\d.]+)/.exec(source);
  if (quartiles) return quartiles.slice(1).map(Number);
  // ONS ASHE Table 14.7a, SCB and BLS OEWS (decision 0222): the percentiles the table publishes for the group.
  const ashe =
    /(?:10th|25th|75th|90th)(?: \/ (?:10th|25th|75th|90th))* percentiles? (?:GBP|SEK|USD) ([\d,]+(?: \/ [\d,]+)*)/.exec(
      source,
    );
  if (ashe) return ashe[1]!.split(' / ').map((v) => Number(v.replace(',', '')));
  // SSB table 11418 (decision 0220): the lower and upper quartile of monthly earnings, NOK.
  const ssb = /lower \/ upper quartile NOK ([\d,]+) \/ ([\d,]+)/.exec(source);
  if (ssb) return ssb.slice(1).map((v) => Number(v.replace(',', '')));
  // GUS, Struktura wynagrodzeń według zawodów (decision 0231): the 1st and 9th deciles of the group, PLN a month.
  const gus = /1st \/ 9th deciles PLN ([\d,]+) \/ ([\d,]+)/.exec(source);
  if (gus) return gus.slice(1).map((v) => Number(v.replace(',', '')));
  const range = /CHF (\d{2},\d{3})-(\d{2},\d{3}) a year/.exec(source);
  if (range) return range.slice(1).map((v) => Number(v.replace(',', '')));
  return undefined;
}

describe("decision 0203: levels from the source's published points", () => {
  it("no role x city x level figure lies above its source's top published point (or its ceiling)", () => {
    const over: string[] = [];
    let checked = 0;
    for (const { city, role, level, entry, figure } of figures()) {
      const points = entry.points && Object.values(entry.points).filter((v) => v !== undefined);
      const top = points ? Math.max(...points, entry.annual) : entry.ceiling?.annual;
      if (top === undefined || entry.levels?.[level] !== undefined) continue;
      checked++;
      // The figure is rounded to 500; the bound is the top point moved to the city as the figure is.
      const bound = top * cityScale(entry, role.id, city.id) + 250;
      const floor = entry.floor?.annual ?? 0;
      if (figure.value > Math.max(bound, Math.ceil(floor / 500) * 500))
        over.push(`${role.id} ${level} ${city.id}: ${figure.value} > ${Math.round(bound)}`);
    }
    expect(checked).toBeGreaterThan(1000);
    expect(over).toEqual([]);
  });

  it("an entry's points are the numbers its cited source publishes, in order", () => {
    const seen = new Set<object>();
    for (const { entry } of figures()) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      const cited = citedPoints(entry.source);
      // A source that cites percentiles or a range carries them as points, so the property above cannot skip it.
      if (!cited) {
        expect(entry.points, entry.source).toBeUndefined();
        continue;
      }
      const points = entry.points!;
      expect(points, entry.source).toBeDefined();
      const ordered = ['p10', 'p25', 'p50', 'p75', 'p90']
        .map((k) => points[k as keyof typeof points])
        .filter((v): v is number => v !== undefined);
      // Annualised points keep the published ratios (CBS: hourly x the same hours; Salarium: as published).
      expect(ordered.length).toBe(cited.length);
      for (let i = 1; i < ordered.length; i++) {
        expect(ordered[i]! / ordered[0]!).toBeCloseTo(cited[i]! / cited[0]!, 2);
      }
    }
    expect(seen.size).toBeGreaterThan(30);
  });

  it('entry level lies below the median where the source publishes a lower point, and junior at or below it', () => {
    let checked = 0;
    for (const city of cities)
      for (const role of roles) {
        const entry = occupationPayFor(role.id, city.id);
        if (!entry?.points || (entry.points.p10 === undefined && entry.points.p25 === undefined)) continue;
        const at = (l: (typeof EXPERIENCE_LEVELS)[number]) => roleSalaryInCity(role.id, l, city.id)!.value;
        const lowest = (entry.points.p10 ?? entry.points.p25)! * cityScale(entry, role.id, city.id);
        // The legal minimum may lift a low point; then the entry level is that minimum, still below the median.
        const floor = entry.floor ? Math.ceil(entry.floor.annual / 500) * 500 : 0;
        // Where the median itself is at the legal minimum (a Dutch retail salesperson), entry is that minimum too.
        if (at('mid') > floor) expect(at('entry'), `${role.id} ${city.id}`).toBeLessThan(at('mid'));
        else expect(at('entry')).toBe(floor);
        expect(at('entry')).toBeLessThanOrEqual(Math.max(lowest + 250, floor));
        expect(at('junior')).toBeLessThanOrEqual(at('mid'));
        checked++;
      }
    expect(checked).toBeGreaterThan(400);
  });

  it('every level says in its source which published point it is, or that it is capped, in English and Dutch', () => {
    const ams = roleSalaryInCity('software-developer', 'senior', 'amsterdam')!;
    expect(ams.source).toMatch(/the source's 75th percentile for senior level$/);
    expect(sourceText(ams.source, 'nl')).toMatch(/voor niveau senior: het 75e percentiel van de bron$/);
    const lead = roleSalaryInCity('software-developer', 'lead', 'amsterdam')!;
    expect(lead.source).toMatch(
      /capped at the source's 75th percentile, its top published point, for lead level$/,
    );
    expect(lead.basis).toBe('estimate');
    expect(sourceText(lead.source, 'nl')).toMatch(/begrensd op het 75e percentiel van de bron/);
    const entry = roleSalaryInCity('registered-nurse', 'entry', 'zurich')!;
    expect(entry.source).toMatch(
      /the source's 25th percentile x 0\.824 for entry level \(Thrive convention\)$/,
    );
    expect(sourceText(entry.source, 'nl')).toMatch(
      /voor niveau instap: het 25e percentiel van de bron x 0,824/,
    );
    const junior = roleSalaryInCity('registered-nurse', 'junior', 'zurich')!;
    expect(junior.value).toBe(79000);
    expect(junior.basis).not.toBe('estimate');
  });
});

describe('decision 0203: no US pay ratio in Swiss pay (walk W305)', () => {
  const swiss = cities.filter((c) => c.countryCode === 'CH');

  it('every Swiss role is priced from the BFS (Salarium or LSE), none from BLS medians', () => {
    expect(swiss.length).toBeGreaterThanOrEqual(4);
    for (const city of swiss)
      for (const role of roles)
        for (const level of EXPERIENCE_LEVELS) {
          const f = roleSalaryInCity(role.id, level, city.id)!;
          expect(f.source, `${role.id} ${city.id}`).toMatch(
            /^(BFS|Swiss Federal Statistical Office \(BFS\))/,
          );
          expect(f.source).not.toMatch(/BLS|US median/);
          expect(occupationPayFor(role.id, city.id)?.roleFactors).toBeUndefined();
        }
  });

  it("a Swiss nurse practitioner stays within the LSE: no level above the managers' median (W305: CHF 145k)", () => {
    // BFS LSE 2020 medians of managers, women 8,660 and men 10,502 CHF, over all occupations 6,211 and 6,963, on the
    // LSE 2022 national median of 6,788 CHF a month: typed here from the tables, not read from the app's data.
    const managers = ((6788 * (8660 + 10502)) / (6211 + 6963)) * 12;
    for (const city of swiss)
      for (const level of EXPERIENCE_LEVELS) {
        const f = roleSalaryInCity('nurse-practitioner', level, city.id)!;
        const ratio = regionalPayRatio(
          'nurse-practitioner',
          city.id,
          occupationPayFor('nurse-practitioner', city.id)!,
        );
        expect(f.value, `${level} ${city.id}`).toBeLessThanOrEqual(managers * (ratio?.ratio ?? 1) + 250);
        expect(f.basis).toBe('estimate');
      }
    // And below Salarium's qualified nurse nowhere at mid level: a nurse practitioner is a nursing professional.
    expect(roleSalaryInCity('nurse-practitioner', 'mid', 'zurich')!.value).toBeGreaterThan(
      roleSalaryInCity('registered-nurse', 'mid', 'zurich')!.value,
    );
  });
});
