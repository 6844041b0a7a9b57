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
  order: readonly string[] = [],
): { entry: Affordability; moneyLeftEur: number }[] {
  // Equal money left (Dutch cities of one rent tier share one rent) goes by the person's match, best first, not by
  // the alphabet: Utrecht for someone who lives there, not Eindhoven, Rotterdam and The Hague before it (walk N4).
  const rank = (id: string) => {
    const at = order.indexOf(id);
    return at < 0 ? order.length : at;
  };
  return affordability
    .map((entry) => ({
      entry,
      moneyLeftEur: convert(entry.moneyLeftMonthly, 'EUR', EXCHANGE_RATES).value,
    }))
    .sort(
      (a, b) =>
        Math.round(b.moneyLeftEur) - Math.round(a.moneyLeftEur) ||
        rank(a.entry.cityId) - rank(b.entry.cityId) ||
        a.entry.cityId.localeCompare(b.entry.cityId),
    )
    .slice(0, limit);
}

/** A matched city this close to home is the person's own city (the one they live in or next to). */
export const HOME_CITY_KM = 30;

export interface MoneyLeftRow {
  entry: Affordability;
  moneyLeftEur: number;
  /** The city the person lives in now (within `HOME_CITY_KM`). */
  home: boolean;
}

/**
 * "Where your household keeps the most": the fitting cities (`fittingCities`) ranked by money left, ties by match,
 * `limit` rows; the person's own city is always among them (listed after the others, at its own figure, when it keeps
 * less than all of them), so a nurse in Utrecht sees Utrecht beside the cities she could move to, and a teacher in
 * Manchester who named London sees Manchester beside it: what the move costs (walk W13, W19; decision 0151). Home is
 * listed even when the set it is picked from leaves it out (the places named, or cities without a permit).
 */
export function moneyLeftList(
  matches: readonly CityMatch[],
  affordability: readonly Affordability[],
  limit = 5,
): { fit: FittingCities; rows: MoneyLeftRow[]; homeAdded: boolean } {
  const fit = fittingCities(matches);
  const order = matches.map((m) => m.cityId);
  const homeId = matches
    .filter((m) => m.facts?.distanceKm !== undefined && m.facts.distanceKm <= HOME_CITY_KM)
    .sort((a, b) => a.facts!.distanceKm! - b.facts!.distanceKm!)[0]?.cityId;
  const ids = new Set(fit.cityIds);
  const homeAdded =
    homeId !== undefined && !ids.has(homeId) && affordability.some((a) => a.cityId === homeId);
  if (homeId !== undefined) ids.add(homeId);
  const all = rankByMoneyLeft(
    affordability.filter((a) => ids.has(a.cityId)),
    Infinity,
    order,
  ).map((r) => ({ ...r, home: r.entry.cityId === homeId }));
  const rows = all.slice(0, limit);
  const own = all.find((r) => r.home);
  if (own && !rows.includes(own)) rows.push(own);
  return { fit, rows, homeAdded };
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

/**
 * Money left leaves out a cost the household has: a child under school age whose childcare has no official net cost in
 * the city, or the person did not say how many go to childcare (decision 0076). Said beside every such figure, short
 * (decision 0163, walk W110: GBP 141 in the ranking, the wizard's city card and the score breakdown, without it).
 */
export const withoutChildcare = (status: string | undefined): boolean =>
  status === 'not-modelled' || status === 'not-asked';

/**
 * The ranked cities whose money left leaves out the household's childcare because Thrive has no official net cost of
 * it there (status `not-modelled`), in the list's order, and whether other cities in the list take it off (decision
 * 0197): said under the ranking, so a family's list does not favour a city without a childcare model silently.
 */
export function childcareNotCosted(rows: readonly { entry: Pick<Affordability, 'cityId' | 'childcare'> }[]): {
  cityIds: string[];
  othersIncluded: boolean;
} {
  return {
    cityIds: rows.filter((r) => r.entry.childcare === 'not-modelled').map((r) => r.entry.cityId),
    othersIncluded: rows.some((r) => r.entry.childcare === 'included'),
  };
}
