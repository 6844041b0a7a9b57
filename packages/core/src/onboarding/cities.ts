import type { AnalysisLocale } from '../contracts/analysis-request';
import type { CityFacts, Reason } from '../contracts/analysis-result';
import { SUMMARY_CITIES } from '../contracts/analysis-summary';
import type { LifestyleValue } from '../contracts/enums';
import type { Figure, MoneyFigure } from '../contracts/figure';
import type { OnboardingAnswers } from '../contracts/onboarding';
import type { ExperienceLevel } from '../contracts/enums';
import { figureScope, type PointKey } from './salary';
import { cityCostOfLiving, cityScore, getCity, listCities } from '../datasets/cities';
import type { City, CityScoreKey } from '../datasets/schemas';
import { rentFor } from '../engine/affordability';
import { toCityMatch } from '../engine/cities';
import { roleTitle } from '../text/names';
import { cityFitForAnswers, convertSafe } from '../engine/hubs';
import { gazetteerOf, resolvePlace, type ResolvedPlace } from '../engine/places';
import type { EngineData } from '../engine/data';
import { inCountryScope } from '../rules/country-scope';
import { detectEuropean, isEuropeanCountryCode } from '../rules/europe';
import { haversineKm, industryMatches, selectHubs, type HubCandidate, type RankedHub } from '../rules/hubs';
import { fittingCities } from '../rules/money-left';
import { localizeFacts, localizeReason } from '../text/localize-analysis';
import { cityName, highlightText } from '../text/names';

/** Spec section 9: three hub cards, two refined city cards. */
export const HUB_CARDS = 3;
export const REFINED_CITY_CARDS = 2;

/** A hub card: the candidate, its score (= the city's match), why, and the facts beside it. */
export type FitHub = RankedHub<HubCandidate> & {
  reasons: Reason[];
  facts?: CityFacts;
  /** The same typical pay in the city's own currency (avgSalary is converted to the person's; decision 0034). */
  avgSalaryLocal: Figure;
  /** Rent a month of the home this household needs, in the city's currency, with its basis, source and year. */
  rent: MoneyFigure;
  /** The predicted near-term role whose typical pay `avgSalary` is, in `locale` (walk 20: the card names it). */
  role?: string;
  /** The role's level the pay is for, and the source's point it is where it names one (walk W819: a p75 read as typical). */
  level?: ExperienceLevel;
  point?: PointKey;
};

/**
 * The wizard's city cards (issue 16): the spec's hub selection (current + European: home country first; anywhere or
 * international: 2 global + 1 European; European: 3 European; else 3 global) picks which cities are shown, and each
 * shows its match from the one city scorer (engine/city-fit.ts), the same figure the dashboard shows for the same
 * answers; cards go by that match.
 */
export function hubsForAnswers(
  answers: OnboardingAnswers,
  data: EngineData,
  options: { locale?: AnalysisLocale; count?: number } = {},
): FitHub[] {
  const fit = cityFitForAnswers(answers, data, options);
  const locale = options.locale ?? 'en';
  const detected = answers.detectedLocation;
  const home = fit.home;
  // European for the selection rules: where home is; else where the places named in free text are; else detection.
  const named = [...fit.namedCountries];
  const isEuropean = home
    ? isEuropeanCountryCode(home.countryCode)
    : named.length > 0
      ? named.filter(isEuropeanCountryCode).length * 2 >= named.length
      : detectEuropean({ detectedLocation: detected, locationText: answers.personalInfo.location });
  const byId = new Map(fit.scored.map((s, index) => [s.city.id, { s, index }]));
  const candidates: HubCandidate[] = fit.scored.map((s) => ({
    id: s.city.id,
    // Names and highlights in the person's language (issue 17): 'Keulen', 'Hoofdstad van Duitsland'.
    name: cityName(s.city.id, locale, s.city.name),
    countryCode: s.city.country,
    lat: s.city.lat,
    lng: s.city.lng,
    industries: s.city.industries,
    highlights: s.city.highlights.map((h) => highlightText(h, locale)),
    avgSalary: convertSafe(fit.salaryByCity.get(s.city.id)!, answers.currency, data),
    isEuropean: s.city.isEuropean,
    baseScore: s.match,
  }));
  // Decision 0042: the cities the person named (in their goals, or kept on an earlier screen) come before the spec's
  // selection rule, best match first, so "Berlin, Amsterdam or Zürich" is not answered with Sydney and Los Angeles.
  const wanted = new Set([...fit.namedCityIds, ...answers.preferredCities]);
  const namedHubs = candidates.filter((c) => wanted.has(c.id)).sort((a, b) => b.baseScore - a.baseScore);
  // Decision 0052: then the cities that fit the person by the dashboard's rule (decision 0044, `fittingCities` on the
  // twelve best matches): near home when they want to stay near, else the places they named; without a work permit
  // where some need none. Someone who asked for "Abroad" or "Anywhere" keeps the spec's mix when no place or nearness
  // narrows it. A person who wants to stay near home then sees their own country's cities before the rest, so a
  // Chicago worker is not shown Portland or Melbourne as a third "near" card.
  const input = answersAsInput(answers);
  const best = fit.scored
    .slice(0, SUMMARY_CITIES)
    .map((s) => toCityMatch(s, input, fit.salaryByCity.get(s.city.id)));
  const fitting = fittingCities(best);
  const abroad = answers.locationPreferences.some((p) => p === 'anywhere' || p === 'international');
  const narrowed = fitting.set !== 'matched' || (fitting.withoutPermit && !abroad);
  const fitIds = new Set(narrowed ? fitting.cityIds : []);
  const byScore = (a: HubCandidate, b: HubCandidate) => b.baseScore - a.baseScore;
  const fittingHubs = candidates.filter((c) => fitIds.has(c.id)).sort(byScore);
  // When the fitting cities leave out those that need a permit, the cards that fill up after them do too (when
  // enough cities need none).
  const needsPermit = new Set(
    fit.scored.filter((s) => s.extras?.workRight?.status === 'permit').map((s) => s.city.id),
  );
  // The cities the person picked are always among the cards (the location step promises it; walk W409: the budget
  // step's two cards dropped the third of three picked cities), so there are as many cards as picked cities when
  // they outnumber the cards.
  const chosenHubs = candidates.filter((c) => answers.preferredCities.includes(c.id));
  const count = Math.max(options.count ?? HUB_CARDS, chosenHubs.length);
  const homeCountry = answers.locationPreferences.includes('current') ? home?.countryCode : undefined;
  const pickFrom = (all: HubCandidate[]) => {
    const free = all.filter((c) => !needsPermit.has(c.id));
    const pool = narrowed && fitting.withoutPermit && free.length >= count ? free : all;
    const homeHubs = homeCountry ? pool.filter((c) => c.countryCode === homeCountry).sort(byScore) : [];
    const selected = selectHubs({
      candidates: pool,
      locationPreferences: answers.locationPreferences,
      isEuropean,
      countryCode: home?.countryCode ?? detected?.countryCode ?? null,
    });
    const within = new Set(all);
    // The spec's mix is a set of three; fewer cards (the budget step's two) take its best matches, not its first
    // two (a European who chose "Abroad" lost the best match, a European city, to two global ones; walk 0087).
    return [
      ...namedHubs.filter((c) => within.has(c)),
      ...fittingHubs.filter((c) => within.has(c)),
      ...homeHubs,
      ...[...selected].sort(byScore),
    ];
  };
  // Decision 0068: with countries chosen, the cards come from those countries and the home city (by the same rules);
  // only when they hold fewer cities than cards do others fill up, after them.
  const scope = new Set(
    fit.scored
      .filter((s) =>
        inCountryScope(
          { country: s.city.country, distanceKm: s.extras?.distanceKm },
          answers.consideredCountries,
        ),
      )
      .map((s) => s.city.id),
  );
  const scoped = answers.consideredCountries.length > 0 && scope.size > 0;
  const picked = [
    ...new Set([
      ...chosenHubs,
      ...(scoped ? pickFrom(candidates.filter((c) => scope.has(c.id))) : []),
      ...pickFrom(candidates),
    ]),
  ].slice(0, count);
  const first = (id: string) => (scoped && scope.has(id) ? 0 : 1);
  const role = fit.career.roles['0-3'];
  const level = fit.career.levels['0-3'];
  const pointOf = (id: string) => {
    const pay = fit.salaryByCity.get(id);
    return pay ? figureScope(pay.source, level).point : undefined;
  };
  return picked
    .map((hub): FitHub => {
      const { s } = byId.get(hub.id)!;
      const match = toCityMatch(s, answersAsInput(answers), fit.salaryByCity.get(hub.id));
      return {
        ...hub,
        score: s.match,
        industryMatch: industryMatches(hub.industries, answers.industries),
        distanceKm:
          home && hub.lat !== null && hub.lng !== null
            ? haversineKm(home.lat, home.lng, hub.lat, hub.lng)
            : null,
        reasons: match.reasons.map((reason) => localizeReason(reason, locale)),
        ...(match.facts && { facts: localizeFacts(match.facts, locale) }),
        avgSalaryLocal: fit.salaryByCity.get(hub.id)!,
        rent: rentFor(s.city, fit.person.bedrooms).rent,
        ...(role && { role: roleTitle(role.id, locale, role.title), level }),
        ...(role && pointOf(hub.id) && { point: pointOf(hub.id) }),
      };
    })
    .sort(
      (a, b) =>
        first(a.id) - first(b.id) || b.score - a.score || byId.get(a.id)!.index - byId.get(b.id)!.index,
    )
    .slice(0, count);
}

const answersAsInput = (a: OnboardingAnswers) => ({
  whatMatters: a.whatMatters,
  lifestyleValues: a.lifestyleValues,
  locationPreferences: a.locationPreferences,
  lifeGoals: a.lifeGoals,
  careerGoals: a.careerGoals,
  industries: a.industries,
  familyStatus: a.familyStatus,
  salaryLifestyleBalance: a.salaryLifestyleBalance,
  prioritizeOther: a.prioritizeOther,
  preferredCities: a.preferredCities,
  detectedLocation: a.detectedLocation,
});

/** Which city score speaks to each lifestyle value. */
export const VALUE_SCORES: Record<LifestyleValue, CityScoreKey> = {
  community: 'tolerance',
  nature: 'outdoors',
  culture: 'leisure',
  'family-friendly': 'family',
  affordability: 'cost',
  growth: 'economy',
};

export interface RefinedCity {
  id: string;
  name: string;
  countryCode: string;
  /** The city's match (the same as on the dashboard for the same answers), 0..97. */
  score: number;
  costOfLiving: Figure;
  schoolRating: Figure;
  /** One reason per chosen lifestyle value: the city's score on it. */
  reasons: { value: LifestyleValue; score: Figure }[];
  /** Why it scores as it does and the cautions (budget, work permit), as codes with parameters. */
  why: Reason[];
  /** Rent of the home this household needs against the budget, money left a month, right to work. */
  facts?: CityFacts;
  /** That rent as a figure (city currency, basis, source, year), so the step can say where it comes from (walk F41). */
  rent?: MoneyFigure;
}

/**
 * The budget-values step ('Balancing Your Budget and Values'): the same selection and scores with everything answered
 * so far (lifestyle values, household, budget, salary-versus-lifestyle), top 2, each with cost of living, school
 * rating, one reason per chosen value, and the household's rent against the budget.
 */
export function refinedCitiesForAnswers(
  answers: OnboardingAnswers,
  data: EngineData,
  options: { locale?: AnalysisLocale } = {},
): RefinedCity[] {
  return hubsForAnswers(answers, data, { ...options, count: REFINED_CITY_CARDS }).flatMap((hub) => {
    const city = getCity(hub.id);
    if (!city) return [];
    return [
      {
        id: hub.id,
        name: hub.name,
        countryCode: hub.countryCode,
        score: hub.score,
        costOfLiving: cityCostOfLiving(city),
        schoolRating: cityScore(city, 'education'),
        reasons: answers.lifestyleValues.map((value) => ({
          value,
          score: cityScore(city, VALUE_SCORES[value]),
        })),
        why: hub.reasons,
        ...(hub.facts && { facts: hub.facts }),
        rent: hub.rent,
      },
    ];
  });
}

/**
 * A typed location as the place the city fit will measure distances from (the wizard shows it while the person types):
 * a town or city, or only a country; null when nothing matches. A city of the datasets is named in `locale` as
 * everywhere else ('Lisbon' -> 'Lissabon'; decision 0069); other places keep their GeoNames name.
 */
export function resolveTypedLocation(
  text: string,
  data: EngineData,
  hintCountry?: string,
  locale: AnalysisLocale = 'en',
): Pick<ResolvedPlace, 'name' | 'countryCode' | 'precision'> | null {
  if (!data.places || !text.trim()) return null;
  const place = resolvePlace(text.slice(0, 200), gazetteerOf(data.places), hintCountry);
  if (!place) return null;
  const name = place.cityId ? cityName(place.cityId, locale, place.name) : place.name;
  return { name, countryCode: place.countryCode, precision: place.precision };
}

/** Offline reverse geocoding for the browser-geolocation fallback: the nearest city of the dataset, within 300 km. */
export const NEAREST_CITY_MAX_KM = 300;

export function nearestCity(lat: number, lng: number): { city: City; distanceKm: number } | null {
  let best: { city: City; distanceKm: number } | null = null;
  for (const city of listCities()) {
    const distanceKm = haversineKm(lat, lng, city.lat, city.lng);
    if (!best || distanceKm < best.distanceKm) best = { city, distanceKm };
  }
  return best && best.distanceKm <= NEAREST_CITY_MAX_KM ? best : null;
}
