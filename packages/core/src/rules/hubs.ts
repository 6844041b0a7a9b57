import type { Figure } from '../contracts/figure';

/**
 * Initial opportunities (spec section 4, step 13 'Nice Job'): which hubs to suggest and how to rank them.
 * The candidates and their base score come from the engine and datasets; these rules only select and rank.
 */

export interface HubCandidate {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  lat: number | null;
  lng: number | null;
  industries: readonly string[];
  highlights: readonly string[];
  avgSalary: Figure;
  isEuropean: boolean;
  baseScore: number;
}

/** The fields the rules read; anything else on a candidate is carried through untouched. */
export type HubLike = Pick<
  HubCandidate,
  'id' | 'countryCode' | 'lat' | 'lng' | 'industries' | 'isEuropean' | 'baseScore'
>;

export const HUB_COUNT = 3;
export const INDUSTRY_MATCH_BONUS = 15;
export const PROXIMITY_BONUS_MAX = 20;
/** One point of proximity bonus is lost per this many kilometres. */
export const PROXIMITY_KM_PER_POINT = 100;
export const HUB_SCORE_CAP = 99;
/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Base score first (descending), then id: the order used wherever candidates are picked. */
const byBase = <T extends HubLike>(a: T, b: T) => b.baseScore - a.baseScore || compareIds(a.id, b.id);
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface HubSelectionInput<T extends HubLike> {
  candidates: readonly T[];
  locationPreferences: readonly string[];
  isEuropean: boolean;
  /** The detected country (ISO alpha-2), if any. */
  countryCode?: string | null;
}

/**
 * Spec section 4, hub selection, in order:
 * 1. 'current' chosen and European: hubs of the detected country first, then the other European hubs, then the
 *    rest;
 * 2. else 'anywhere' or 'international' chosen: 2 global (non-European) hubs and 1 European hub;
 * 3. else European: 3 European hubs;
 * 4. otherwise 3 global hubs.
 * Within each group candidates go by base score (then id). If a group runs short, the best remaining candidates
 * fill up to 3. The result is cut to 3.
 */
export function selectHubs<T extends HubLike>({
  candidates,
  locationPreferences,
  isEuropean,
  countryCode,
}: HubSelectionInput<T>): T[] {
  const sorted = [...candidates].sort(byBase);
  const european = sorted.filter((hub) => hub.isEuropean);
  const global = sorted.filter((hub) => !hub.isEuropean);
  const country = countryCode?.trim().toUpperCase() ?? '';

  let picked: T[];
  if (locationPreferences.includes('current') && isEuropean) {
    const home = european.filter((hub) => country !== '' && hub.countryCode.toUpperCase() === country);
    picked = [...home, ...european.filter((hub) => !home.includes(hub)), ...global];
  } else if (locationPreferences.includes('anywhere') || locationPreferences.includes('international')) {
    picked = [...global.slice(0, 2), ...european.slice(0, 1)];
  } else if (isEuropean) {
    picked = european.slice(0, HUB_COUNT);
  } else {
    picked = global.slice(0, HUB_COUNT);
  }
  const chosen = picked.slice(0, HUB_COUNT);
  for (const hub of sorted) {
    if (chosen.length >= HUB_COUNT) break;
    if (!chosen.includes(hub)) chosen.push(hub);
  }
  return chosen;
}

/** Great-circle distance in kilometres (haversine formula, mean Earth radius 6371.0088 km). */
export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** +15 when any hub industry and any chosen industry contain one another, ignoring case (empty names ignored). */
export function industryMatches(hubIndustries: readonly string[], chosen: readonly string[]): boolean {
  const hub = hubIndustries.map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  const mine = chosen.map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  return hub.some((h) => mine.some((m) => h.includes(m) || m.includes(h)));
}

/** max(0, 20 - km / 100): 20 points on the spot, none from 2000 km. */
export function proximityBonus(distanceKm: number): number {
  return Math.max(0, PROXIMITY_BONUS_MAX - distanceKm / PROXIMITY_KM_PER_POINT);
}

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export interface RankInput {
  /** The chosen industries (ids or names). */
  industries: readonly string[];
  userLat?: number | null;
  userLng?: number | null;
}

export type RankedHub<T extends HubLike> = T & {
  /** Final score, 0..99, rounded to a whole number. */
  score: number;
  industryMatch: boolean;
  /** Distance from the person, km (null when either position is unknown). */
  distanceKm: number | null;
};

/**
 * Spec section 4, initial-opportunities ranking: base score, +15 for an industry match, + max(0, 20 - km/100) when
 * both positions are known, capped at 99 (and floored at 0), rounded. Sorted by score descending; ties go to the
 * nearer hub (unknown distance last), then the higher base score, then the id. The top 3 are kept.
 */
export function rankHubs<T extends HubLike>(hubs: readonly T[], input: RankInput): RankedHub<T>[] {
  const userKnown = known(input.userLat) && known(input.userLng);
  const ranked = hubs.map((hub): RankedHub<T> => {
    const industryMatch = industryMatches(hub.industries, input.industries);
    const distanceKm =
      userKnown && known(hub.lat) && known(hub.lng)
        ? haversineKm(input.userLat as number, input.userLng as number, hub.lat, hub.lng)
        : null;
    const raw =
      hub.baseScore +
      (industryMatch ? INDUSTRY_MATCH_BONUS : 0) +
      (distanceKm === null ? 0 : proximityBonus(distanceKm));
    const score = Math.round(Math.min(HUB_SCORE_CAP, Math.max(0, Number.isFinite(raw) ? raw : 0)));
    return { ...hub, score, industryMatch, distanceKm };
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
      b.baseScore - a.baseScore ||
      compareIds(a.id, b.id),
  );
  return ranked.slice(0, HUB_COUNT);
}

/** Selection then ranking: the 3 hubs of the initial-opportunities step. */
export function initialOpportunities<T extends HubLike>(
  selection: HubSelectionInput<T>,
  rank: RankInput,
): RankedHub<T>[] {
  return rankHubs(selectHubs(selection), rank);
}
