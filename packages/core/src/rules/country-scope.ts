import { HOME_CITY_KM } from './money-left';

/**
 * "Which countries would you consider?" (walk W14, decision 0068): the cities in the chosen countries and the city the
 * person lives in come first in every city list, each with its own match; the lists say so and offer all cities.
 * No country chosen: every list as before.
 */

/** What the rule reads of a city: its country and how far it is from home. */
export interface ScopeCity {
  country: string;
  distanceKm?: number | undefined;
}

/** In the person's scope: a city in a chosen country, or their home city (within `HOME_CITY_KM`). */
export function inCountryScope(city: ScopeCity, countries: readonly string[]): boolean {
  return (
    countries.includes(city.country) || (city.distanceKm !== undefined && city.distanceKm <= HOME_CITY_KM)
  );
}

/**
 * The city match nearest the person's home within `HOME_CITY_KM` (the city they live in), from the matches' own
 * distances; undefined when none is that near.
 */
export function nearestHomeMatch<T extends { facts?: { distanceKm?: number | undefined } | undefined }>(
  matches: readonly T[],
): T | undefined {
  return matches
    .filter((m) => m.facts?.distanceKm !== undefined && m.facts.distanceKm <= HOME_CITY_KM)
    .sort((x, y) => x.facts!.distanceKm! - y.facts!.distanceKm!)[0];
}

/** The cities in scope first, then the rest, each part in its given order; unchanged when no country is chosen. */
export function chosenCountriesFirst<T>(
  cities: readonly T[],
  countries: readonly string[],
  scopeOf: (city: T) => ScopeCity,
): T[] {
  if (countries.length === 0) return [...cities];
  const inScope = cities.filter((city) => inCountryScope(scopeOf(city), countries));
  return [...inScope, ...cities.filter((city) => !inScope.includes(city))];
}

/** A city match as the dashboard has it. */
export interface ScopedMatch {
  country: string;
  match: number;
  facts?: { distanceKm?: number | undefined } | undefined;
}

const scopeOfMatch = (m: ScopedMatch): ScopeCity => ({ country: m.country, distanceKm: m.facts?.distanceKm });

/**
 * The city matches a list shows. No chosen country: the analysis' order. Chosen countries: only the cities in scope
 * (in the analysis' order, best match first), or with `all` every city by its match (ties keep the analysis' order),
 * so "show all cities" brings back Zürich and Sydney where their match puts them. When no city is in scope, all.
 */
export function scopedCityMatches<T extends ScopedMatch>(
  matches: readonly T[],
  countries: readonly string[] | undefined,
  all: boolean,
): T[] {
  if (!countries || countries.length === 0) return [...matches];
  const inScope = matches.filter((m) => inCountryScope(scopeOfMatch(m), countries));
  if (!all && inScope.length > 0) return inScope;
  return matches
    .map((m, index) => ({ m, index }))
    .sort((a, b) => b.m.match - a.m.match || a.index - b.index)
    .map(({ m }) => m);
}

/** Whether a result's city lists are limited to chosen countries (the lists then say so and offer all cities). */
export function chosenCountriesOf(
  result: { consideredCountries?: readonly string[] | undefined } | null | undefined,
) {
  return [...(result?.consideredCountries ?? [])];
}

/**
 * The first `limit` cities of a list, and the home city after them when it is further down (with chosen countries the
 * home city is in scope but may rank below the twelfth; decision 0068), so the list shows where the person lives.
 */
export function firstWithHomeCity<T extends ScopedMatch>(matches: readonly T[], limit: number): T[] {
  const first = matches.slice(0, limit);
  const home = matches.find((m) => m.facts?.distanceKm !== undefined && m.facts.distanceKm <= HOME_CITY_KM);
  return home && !first.includes(home) ? [...first, home] : first;
}
