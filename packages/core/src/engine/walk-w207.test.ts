import { describe, expect, it } from 'vitest';
import type { CityCountry } from '../contracts/countries';
import { getCity } from '../datasets/cities';
import { analyse, personMaker } from './test-people';

/**
 * Walk W207: a career changer in Manchester who would consider only the United Kingdom saw "AIB · Dublin" among the
 * five companies. Employers in the chosen countries (and the home city and picked cities) come first, as in every
 * city list (decision 0068); with no country chosen, the list is as before.
 */
const person = personMaker();
const changer = (consideredCountries: CityCountry[], preferredCities: string[] = []) =>
  analyse(
    person({
      userType: 'career-changer',
      personalInfo: { location: 'Manchester, United Kingdom' },
      skills: ['Excel', 'SQL', 'Power BI', 'Tableau', 'Python'],
      industries: ['finance'],
      experienceLevel: 'senior',
      currency: 'GBP',
      currentPay: { amount: 52_000, timeframe: 'annual', currency: 'GBP' },
      consideredCountries,
      preferredCities,
    }),
  );
const countriesOf = (result: ReturnType<typeof analyse>) =>
  result.recommendations.companies.map((c) => getCity(c.cityId!)?.countryCode);

describe('walk W207: companies in the countries the person would consider', () => {
  it('only the United Kingdom chosen: five British employers', () => {
    const result = changer(['GB']);
    expect(result.recommendations.companies).toHaveLength(5);
    expect(countriesOf(result)).toEqual(['GB', 'GB', 'GB', 'GB', 'GB']);
  });
  it('a city the person picked abroad is theirs too: its employers may come in', () => {
    const result = changer(['GB'], ['dublin']);
    expect(countriesOf(result)).toContain('IE');
  });
});
