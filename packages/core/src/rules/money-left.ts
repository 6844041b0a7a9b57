import type { Affordability, CityMatch } from '../contracts/analysis-result';
import { EXCHANGE_RATES } from '../engine/exchange-rates';
import { convert } from '../engine/money';

/**
 * "Affordable" for this household: the analysis's cities ranked by what the household keeps a month after rent and
 * living costs (compared in euros at ECB rates), most first. Its own module (needs only the exchange rates, not the
 * bundled datasets) so the dashboard's first screen does not load the engine's data to rank five cities.
 */
export function rankByMoneyLeft(
  affordability: readonly Affordability[],
  limit = 5,
): { entry: Affordability; moneyLeftEur: number }[] {
  return affordability
    .map((entry) => ({
      entry,
      moneyLeftEur: convert(entry.moneyLeftMonthly, 'EUR', EXCHANGE_RATES).value,
    }))
    .sort((a, b) => b.moneyLeftEur - a.moneyLeftEur || a.entry.cityId.localeCompare(b.entry.cityId))
    .slice(0, limit);
}

/** "Near where I live now": cities within this distance of home (proximity scores 0.43 there, 0.5 at 250 km). */
export const NEAR_HOME_KM = 300;

/** Which cities the money-left ranking compares: near home, the places the person named, or their best matches. */
export type MoneyLeftSet = 'near' | 'named' | 'matched';

export interface FittingCities {
  set: MoneyLeftSet;
  /** True when cities that need a work permit were left out (others need none). */
  withoutPermit: boolean;
  cityIds: string[];
}

const wants = (matches: readonly CityMatch[], factor: string) =>
  matches.some((m) => m.breakdown.some((f) => f.factor === factor && f.possible > 0));
const earned = (match: CityMatch, factor: string) =>
  match.breakdown.some((f) => f.factor === factor && f.earned > 0);

/**
 * The cities that fit the person, for "where your household keeps the most" (walk F15, F28, F32): of their matched
 * cities, those within `NEAR_HOME_KM` of home when they want to stay near, else the places they named, else all of
 * them; then, when some need no work permit, only those. A step that would leave nothing is skipped.
 */
export function fittingCities(matches: readonly CityMatch[]): FittingCities {
  let set: MoneyLeftSet = 'matched';
  let pool: readonly CityMatch[] = matches;
  const near = matches.filter((m) => m.facts?.distanceKm !== undefined && m.facts.distanceKm <= NEAR_HOME_KM);
  const named = matches.filter((m) => earned(m, 'named-places'));
  if (wants(matches, 'proximity') && near.length > 0) {
    set = 'near';
    pool = near;
  } else if (wants(matches, 'named-places') && named.length > 0) {
    set = 'named';
    pool = named;
  }
  const free = pool.filter((m) => m.facts?.workRight?.status !== 'permit');
  const withoutPermit = free.length > 0 && free.length < pool.length;
  return { set, withoutPermit, cityIds: (withoutPermit ? free : pool).map((m) => m.cityId) };
}
