import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../contracts/enums';
import { citiesDataset, cityFigures, cityRent, findCityByName, getCity } from './cities';
import { coursesDataset, coursesForSkill } from './courses';
import { EngineConstants } from './constants-schema';
import { SourcedFigure } from './figure';
import citiesJson from './data/cities.json';
import constantsJson from './data/constants.json';
import coursesJson from './data/courses.json';
import rolesJson from './data/roles.json';
import skillsJson from './data/skills.json';
import sourcesJson from './data/sources.json';
import taxJson from './data/tax.json';
import {
  findSpecRole,
  getRole,
  rolesDataset,
  roleSalaryInCity,
  salaryBandsUS,
  WAGE_PREMIUM_COMPRESSION,
} from './roles';
import {
  CitiesDataset,
  CoursesDataset,
  ROLE_FAMILIES,
  RolesDataset,
  SkillsDataset,
  SourcesDataset,
  TaxDataset,
} from './schemas';
import { findSkill, getSkill, skillsTaxonomy } from './skills';
import { ATTRIBUTIONS, DATASET_VERSION, DATA_SOURCES } from './sources';

const industries = new Set<string>(INDUSTRIES);
const skillIds = new Set(skillsTaxonomy.skills.map((s) => s.id));
const dupes = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);

/** A figure a person sees: parses as SourcedFigure, with a basis, a non-empty source and a plausible year. */
function expectShownFigure(f: unknown, where: string) {
  const r = SourcedFigure.safeParse(f);
  expect(r.success, `${where}: ${JSON.stringify(f)}`).toBe(true);
  if (r.success) {
    expect(r.data.source.trim().length, where).toBeGreaterThan(3);
    expect(r.data.year, where).toBeGreaterThanOrEqual(2010);
    if (r.data.basis === 'estimate') expect(r.data.note ?? '', `${where}: an estimate says how`).not.toBe('');
  }
}

describe('every dataset parses with its schema', () => {
  it.each([
    ['skills', SkillsDataset, skillsJson],
    ['roles', RolesDataset, rolesJson],
    ['courses', CoursesDataset, coursesJson],
    ['cities', CitiesDataset, citiesJson],
    ['tax', TaxDataset, taxJson],
    ['sources', SourcesDataset, sourcesJson],
    ['engine constants', EngineConstants, constantsJson],
  ] as const)('%s', (_name, schema, json) => {
    const r = schema.safeParse(json);
    expect(r.success, r.success ? '' : JSON.stringify(r.error.issues.slice(0, 3))).toBe(true);
  });

  it('the integrity helper rejects a figure without a source (the test can fail)', () => {
    expect(SourcedFigure.safeParse({ value: 1, basis: 'official', year: 2024 }).success).toBe(false);
    expect(SourcedFigure.safeParse({ value: 1, basis: 'guess', source: 'x', year: 2024 }).success).toBe(
      false,
    );
    expect(
      CitiesDataset.safeParse({ ...citiesDataset, cities: citiesDataset.cities.slice(0, 10) }).success,
    ).toBe(false);
  });
});

describe('counts meet the minimums', () => {
  it('>= 60 cities, >= 40 roles, >= 200 skills, >= 100 courses', () => {
    expect(citiesDataset.cities.length).toBeGreaterThanOrEqual(60);
    expect(rolesDataset.roles.length).toBeGreaterThanOrEqual(40);
    expect(skillsTaxonomy.skills.length).toBeGreaterThanOrEqual(200);
    expect(coursesDataset.courses.length).toBeGreaterThanOrEqual(100);
  });
});

describe('ids are unique', () => {
  it.each([
    ['cities', citiesDataset.cities.map((c) => c.id)],
    ['roles', rolesDataset.roles.map((r) => r.id)],
    ['skills', skillsTaxonomy.skills.map((s) => s.id)],
    ['courses', coursesDataset.courses.map((c) => c.id)],
  ])('%s', (_n, ids) => expect(dupes(ids)).toEqual([]));

  it('skill names and aliases do not point at two different skills', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const s of skillsTaxonomy.skills)
      for (const key of [s.name, ...s.aliases]) {
        const k = key.toLowerCase();
        const other = seen.get(k);
        if (other && other !== s.id) clashes.push(`${key}: ${other} / ${s.id}`);
        seen.set(k, s.id);
      }
    expect(clashes).toEqual([]);
  });
});

describe('references resolve', () => {
  it('related skills, role skills and course skills are taxonomy ids', () => {
    const missing = [
      ...skillsTaxonomy.skills.flatMap((s) =>
        s.related.filter((r) => !skillIds.has(r)).map((r) => `skill ${s.id} -> ${r}`),
      ),
      ...rolesDataset.roles.flatMap((r) =>
        r.skills.filter((s) => !skillIds.has(s.skillId)).map((s) => `role ${r.id} -> ${s.skillId}`),
      ),
      ...coursesDataset.courses.flatMap((c) =>
        c.skills.filter((s) => !skillIds.has(s)).map((s) => `course ${c.id} -> ${s}`),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('city hub industries, employer industries and role industries are INDUSTRIES ids', () => {
    const bad = [
      ...citiesDataset.cities.flatMap((c) =>
        c.industries.filter((i) => !industries.has(i)).map((i) => `${c.id} ${i}`),
      ),
      ...citiesDataset.cities.flatMap((c) =>
        Object.keys(c.employers)
          .filter((i) => !industries.has(i))
          .map((i) => `${c.id} employer ${i}`),
      ),
      ...rolesDataset.roles.flatMap((r) =>
        r.industries.filter((i) => !industries.has(i)).map((i) => `${r.id} ${i}`),
      ),
    ];
    expect(bad).toEqual([]);
  });

  it('every role family has cities salaries and at least one role', () => {
    for (const f of ROLE_FAMILIES)
      expect(
        rolesDataset.roles.some((r) => r.family === f),
        f,
      ).toBe(true);
  });

  it('spec roles resolve to a base role and level', () => {
    for (const r of rolesDataset.specRoles) expect(getRole(r.roleId), r.title).toBeDefined();
    expect(findSpecRole('Senior Data Scientist')).toMatchObject({
      role: { id: 'data-scientist' },
      level: 'senior',
    });
    expect(findSpecRole('Data Analytics Lead')?.level).toBe('lead');
    expect(findSpecRole('Product Manager')?.role.onetCode).toBe('11-2021.00');
    expect(findSpecRole('Machine Learning Engineer')?.role.id).toBe('machine-learning-engineer');
  });

  it('WEF flags only name roles, in the report order (1-5), with no invented percentages', () => {
    const flagged = rolesDataset.roles.filter((r) => r.wefFastestGrowing);
    expect(flagged.length).toBeGreaterThan(0);
    for (const r of flagged) {
      expect(r.wefFastestGrowing!.rank).toBeLessThanOrEqual(5);
      expect(Object.keys(r.wefFastestGrowing!).sort()).toEqual(['name', 'rank']);
    }
  });
});

describe('every shown figure has basis, source and year', () => {
  it('city figures (cost of living, rents, salaries, scores)', () => {
    for (const c of citiesDataset.cities)
      cityFigures(c).forEach((f, i) => expectShownFigure(f, `${c.id}#${i}`));
  });

  it('role figures (median, bands, growth, openings, city salary)', () => {
    for (const r of rolesDataset.roles) {
      expectShownFigure(r.medianSalaryUS, `${r.id} median`);
      expect(r.medianSalaryUS.basis).toBe('official');
      if (r.growth) expectShownFigure(r.growth, `${r.id} growth`);
      if (r.annualOpenings) expectShownFigure(r.annualOpenings, `${r.id} openings`);
      for (const b of salaryBandsUS(r))
        for (const f of [b.low, b.median, b.high]) expectShownFigure(f, `${r.id} ${b.level}`);
    }
    expectShownFigure(roleSalaryInCity('data-scientist', 'senior', 'amsterdam'), 'role in city');
  });

  it('the cities methods carry the metadata the figures are built from', () => {
    for (const group of Object.values(citiesDataset.methods))
      for (const meta of 'basis' in group ? [group] : Object.values(group)) {
        expect(meta.source.length).toBeGreaterThan(3);
        expect(meta.year).toBeGreaterThanOrEqual(2010);
      }
  });
});

describe('the spec’s cities and skills exist, values are plausible', () => {
  it.each([
    'Amsterdam',
    'Utrecht',
    'Rotterdam',
    'Berlin',
    'Munich',
    'Stockholm',
    'Copenhagen',
    'Zurich',
    'Barcelona',
    'Austin',
    'Raleigh',
  ])('%s', (name) => expect(findCityByName(name), name).toBeDefined());

  it.each(['Python Programming', 'Machine Learning', 'Data Visualization', 'Leadership'])(
    'skill %s',
    (name) => {
      const s = findSkill(name);
      expect(s?.name).toBe(name);
      expect(coursesForSkill(s!.id).length, `courses for ${name}`).toBeGreaterThan(0);
    },
  );

  it('coordinates are plausible and match the country roughly', () => {
    const boxes: Record<string, [number, number, number, number]> = {
      US: [24, 50, -125, -66],
      AU: [-45, -10, 110, 155],
      SG: [1, 2, 103, 105],
    };
    for (const c of citiesDataset.cities) {
      const [latMin, latMax, lngMin, lngMax] = boxes[c.countryCode] ?? [35, 71, -11, 32];
      expect(c.lat, c.id).toBeGreaterThanOrEqual(latMin);
      expect(c.lat, c.id).toBeLessThanOrEqual(latMax);
      expect(c.lng, c.id).toBeGreaterThanOrEqual(lngMin);
      expect(c.lng, c.id).toBeLessThanOrEqual(lngMax);
    }
    expect(getCity('amsterdam')).toMatchObject({ countryCode: 'NL', currency: 'EUR' });
  });

  it('rents rise with bedrooms; salaries and populations are positive', () => {
    for (const c of citiesDataset.cities) {
      const r = ([1, 2, 3, 4] as const).map((b) => cityRent(c, b).value);
      expect(
        [...r].sort((a, b) => a - b),
        c.id,
      ).toEqual(r);
      expect(c.population).toBeGreaterThan(50000);
    }
  });

  it('aliases work for resume matching', () => {
    expect(findSkill('JS')?.id).toBe('javascript');
    expect(findSkill('ml')?.id).toBe('machine-learning');
    expect(findSkill('Leiderschap')?.id).toBe('leadership');
    expect(findSkill('k8s')?.id).toBe('kubernetes');
    expect(findSkill('c++')?.id).toBe('cpp');
    expect(findSkill('C#')?.id).toBe('csharp');
    expect(findSkill('nonexistent skill')).toBeUndefined();
    expect(getSkill('python')?.category).toBe('Technical');
  });

  it('the wage compression constant matches the generator’s', async () => {
    // The generator's constants file is not bundled; the test keeps the two in step by reading the estimate note.
    expect(citiesDataset.methods.salaries['country-tier'].note).toContain(`^${WAGE_PREMIUM_COMPRESSION}`);
  });
});

describe('version and attributions', () => {
  it('DATASET_VERSION is present and shaped series+hash', () => {
    expect(DATASET_VERSION).toMatch(/^\d{4}\.\d+\+[0-9a-f]{8}$/);
  });
  it('the SOURCES.md attribution lines are all there', () => {
    expect(ATTRIBUTIONS.length).toBeGreaterThanOrEqual(5);
    expect(ATTRIBUTIONS.join(' ')).toMatch(/O\*NET 29\.2 and 30\.2/);
    expect(ATTRIBUTIONS.join(' ')).toMatch(/GeoNames/);
    expect(ATTRIBUTIONS.join(' ')).not.toContain('<app name>');
    expect(DATA_SOURCES.length).toBeGreaterThan(5);
  });
});
