import { firstWithHomeCity, scopedCityMatches } from '../rules/country-scope';
import { rankByMoneyLeft } from '../rules/money-left';
import type { Affordability, AnalysisResult, CityMatch } from './analysis-result';
import type { AnalysisView } from './analysis-views';

export { ANALYSIS_VIEWS, type AnalysisView } from './analysis-views';

/**
 * The analysis read in two parts (issue 19, decision 0020): what the dashboard's first screen and tabs show, and
 * per-city detail fetched when a city outside it is opened. The summary is itself a valid AnalysisResult: the best
 * `SUMMARY_CITIES` city matches (the map, the city grid, the insight and the export use at most twelve) and the
 * `SUMMARY_MONEY_LEFT_CITIES` with the most money left and the city the person lives in, with the affordability and average rent of those cities;
 * everything else is whole.
 */
export const SUMMARY_CITIES = 12;
/** The five cities with the most money left overall (rules/money-left.ts rankByMoneyLeft) stay in the summary too. */
export const SUMMARY_MONEY_LEFT_CITIES = 5;

/** How the read of one analysis was cut: `cityCount` city matches exist, the first `citiesIncluded` are in it. */
export interface AnalysisCut {
  view: AnalysisView;
  cityCount: number;
  citiesIncluded: number;
}

export function summarizeAnalysisResult(
  result: AnalysisResult,
  cities = SUMMARY_CITIES,
): { result: AnalysisResult; cut: AnalysisCut } {
  const kept = new Set(result.cityMatches.slice(0, Math.max(0, cities)).map((city) => city.cityId));
  // With chosen countries (decision 0068) the first cities are theirs; the best matches of all countries stay too, so
  // "show all cities" has them.
  if (result.consideredCountries?.length) {
    for (const city of scopedCityMatches(result.cityMatches, result.consideredCountries, true).slice(
      0,
      Math.max(0, cities),
    ))
      kept.add(city.cityId);
  }
  // And the home city wherever it ranks: the limited lists show it, and Compare sets where the person lives now beside
  // their best match (decision 0084), with its own figures.
  for (const city of firstWithHomeCity(result.cityMatches, 0)) kept.add(city.cityId);
  for (const { entry } of rankByMoneyLeft(result.affordability, SUMMARY_MONEY_LEFT_CITIES))
    kept.add(entry.cityId);
  // In the analysis' order, so the first `cities` are still the best matches.
  const cityMatches = result.cityMatches.filter((city) => kept.has(city.cityId));
  return {
    result: {
      ...result,
      cityMatches,
      affordability: result.affordability.filter((entry) => kept.has(entry.cityId)),
      marketData: {
        ...result.marketData,
        housing: { averageRent: onlyCities(result.marketData.housing.averageRent, kept) },
      },
    },
    cut: { view: 'summary', cityCount: result.cityMatches.length, citiesIncluded: cityMatches.length },
  };
}

/**
 * The first screen of an analysis (decision 0097): still a valid AnalysisResult, with what the dashboard's top shows
 * (the headline `marketInsights`, the predictions, the best-matching city with its average rent, the US openings)
 * and every list only a tab shows left empty: the other cities, affordability, skill gaps, the career path,
 * recommendations and milestones. Cut it from a result already written in the viewer's language, so the headline is
 * the one the whole result has. About 7 KB of JSON where the summary is about 85 KB.
 */
export function firstScreenOfResult(result: AnalysisResult): { result: AnalysisResult; cut: AnalysisCut } {
  const top = result.cityMatches.slice(0, 1);
  const kept = new Set(top.map((city) => city.cityId));
  return {
    result: {
      ...result,
      cityMatches: top,
      affordability: [],
      skillGaps: [],
      careerPath: [],
      recommendations: { companies: [], industries: [], cities: [], roles: [] },
      milestones: [],
      marketData: {
        ...result.marketData,
        housing: { averageRent: onlyCities(result.marketData.housing.averageRent, kept) },
      },
    },
    cut: { view: 'first', cityCount: result.cityMatches.length, citiesIncluded: top.length },
  };
}

export function fullAnalysisCut(result: AnalysisResult): AnalysisCut {
  return { view: 'full', cityCount: result.cityMatches.length, citiesIncluded: result.cityMatches.length };
}

export interface CityDetail {
  /** 1-based place in the analysis' ranking. */
  rank: number;
  match: CityMatch;
  affordability: Affordability | null;
}

/** One city of an analysis with its place, its match and its affordability; null for a city not in it. */
export function cityDetail(result: AnalysisResult, cityId: string): CityDetail | null {
  const index = result.cityMatches.findIndex((city) => city.cityId === cityId);
  if (index < 0) return null;
  return {
    rank: index + 1,
    match: result.cityMatches[index]!,
    affordability: result.affordability.find((entry) => entry.cityId === cityId) ?? null,
  };
}

/** The entries of a per-city record for the kept cities only. */
export function onlyCities<T>(byCity: Record<string, T>, kept: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(byCity).filter(([cityId]) => kept.has(cityId)));
}
