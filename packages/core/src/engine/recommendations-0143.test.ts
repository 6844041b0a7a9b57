import { describe, expect, it } from 'vitest';
import { bundledEngineData } from './bundled';
import { employerKey } from './run';
import { analyse, munichFamily, personMaker } from './test-people';

// Decision 0143 (walk #5, #14): one entry per employer, best and picked cities first; sectors follow the person.
const data = bundledEngineData();
const cityOf = (id: string) => data.cities.find((c) => c.id === id)!;

describe('Top 5 companies (walk #5)', () => {
  const r = analyse(munichFamily({ consideredCountries: ['DE', 'CH'], preferredCities: ['munich'] }));
  const companies = r.recommendations.companies;

  it('one entry per employer: Google once, though two of its offices are in the data', () => {
    const googleOffices = data.cities
      .flatMap((c) => c.employers)
      .filter((e) => employerKey(e.name) === 'google');
    expect(googleOffices.length).toBeGreaterThan(1);
    const keys = companies.map((c) => employerKey(c.name));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("employers in the best city and the person's picks come first, each with its city", () => {
    const best = r.recommendations.cities[0]!.cityId;
    const near = new Set(['munich', best]);
    const nearOnes = companies.filter((c) => near.has(c.cityId!));
    // Every employer of those cities that fits the person comes before any other city's.
    expect(companies.slice(0, nearOnes.length).every((c) => near.has(c.cityId!))).toBe(true);
    for (const c of companies) {
      expect(cityOf(c.cityId!).employers.some((e) => e.id === c.id)).toBe(true);
      expect(c.why.find((w) => w.code === 'company.city')?.params.city).toBe(cityOf(c.cityId!).name);
    }
    expect(companies.some((c) => c.cityId === 'munich')).toBe(true);
  });
});

describe('Top 3 sectors (walk #14)', () => {
  const nurse = personMaker({ location: 'Berlin' })({
    userType: 'professional',
    skills: ['Patient care', 'Wound care', 'Medication administration'],
    industries: ['healthcare'],
    consideredCountries: ['DE'],
    locationPreferences: ['anywhere'],
    experienceLevel: 'mid',
  });
  const r = analyse(nurse);
  const predicted = r.predictions['0-3'].career.roleId;

  it('a nurse who chose only Healthcare sees sectors of her choice or her roles, never one from the cities alone', () => {
    const ind = r.recommendations.industries;
    expect(ind[0]!.id).toBe('healthcare');
    const role = data.roles.find((x) => x.id === r.recommendations.roles[0]!.roleId)!;
    for (const i of ind) {
      if (i.id === 'healthcare') continue;
      // An extra sector says why: the predicted role or one of the best roles works in it.
      const why = i.why.find((w) => w.code === 'industry.predicted' || w.code === 'industry.extra');
      expect(why, i.id).toBeDefined();
      expect(i.why.some((w) => w.code === 'industry.roles')).toBe(true);
    }
    expect(predicted).toBeTruthy();
    expect(role).toBeDefined();
  });
});
