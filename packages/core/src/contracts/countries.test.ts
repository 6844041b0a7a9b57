import { describe, expect, it } from 'vitest';
import { listCities } from '../datasets/cities';
import { CITY_COUNTRIES, ConsideredCountries, UNKNOWN_COUNTRY } from './countries';

describe('the countries the project has cities in', () => {
  it('are exactly the countries of the bundled cities', () => {
    const fromData = [...new Set(listCities().map((city) => city.countryCode))].sort();
    expect([...CITY_COUNTRIES]).toEqual(fromData);
  });

  it('refuse an unknown code with the UNKNOWN_COUNTRY code', () => {
    expect(ConsideredCountries.safeParse(['DE', 'NL']).success).toBe(true);
    const refused = ConsideredCountries.safeParse(['DE', 'XX']);
    expect(refused.success).toBe(false);
    const issue = refused.error!.issues[0] as { path: unknown[]; params?: { code?: string } };
    expect(issue.path).toEqual([1]);
    expect(issue.params?.code).toBe(UNKNOWN_COUNTRY);
  });
});
