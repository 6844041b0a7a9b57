import { z } from 'zod';

/**
 * The countries the project has cities in (ISO 3166-1 alpha-2), the choices of the wizard's "Which countries would
 * you consider?" (walk W14, decision 0068). Typed in, so the browser bundle does not load the datasets to list them;
 * `countries.test.ts` checks it is exactly the set of countries of the bundled cities.
 */
export const CITY_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FR',
  'GB',
  'IE',
  'IT',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'SG',
  'US',
] as const;
export type CityCountry = (typeof CITY_COUNTRIES)[number];

/** The error code of a country code the project has no cities in (the API's 400, the wizard's message). */
export const UNKNOWN_COUNTRY = 'UNKNOWN_COUNTRY';

export function isCityCountry(code: string): code is CityCountry {
  return (CITY_COUNTRIES as readonly string[]).includes(code);
}

/**
 * One country the person would consider. An unknown code is refused with `params.code` UNKNOWN_COUNTRY, which the
 * API turns into its error code (apps/api `parseWith`).
 */
export const ConsideredCountry = z.string().refine(isCityCountry, {
  message: 'Unknown country code: the project has no cities there.',
  params: { code: UNKNOWN_COUNTRY },
});

/** The countries the person would consider (none chosen: every country, as before the question existed). */
export const ConsideredCountries = z.array(ConsideredCountry).max(CITY_COUNTRIES.length);
