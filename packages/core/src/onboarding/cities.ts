import type { LifestyleValue } from '../contracts/enums';
import type { Figure } from '../contracts/figure';
import type { OnboardingAnswers } from '../contracts/onboarding';
import { cityCostOfLiving, cityScore, getCity, listCities } from '../datasets/cities';
import type { City, CityScoreKey } from '../datasets/schemas';
import { scoreCitiesForAnswers } from '../engine/hubs';
import type { EngineData } from '../engine/data';
import { detectEuropean } from '../rules/europe';
import { haversineKm, initialOpportunities, type HubCandidate, type RankedHub } from '../rules/hubs';

/** Spec section 9: three hub cards, two refined city cards. */
export const HUB_CARDS = 3;
export const REFINED_CITY_CARDS = 2;

/**
 * The wizard's initial-opportunities step (spec section 4): every city scored from the answers so far (the engine's
 * base score), then hub selection (current + European, anywhere/international, European, global) and ranking
 * (+15 industry match, up to +20 for proximity, cap 99), top 3.
 */
export function hubsForAnswers(answers: OnboardingAnswers, data: EngineData): RankedHub<HubCandidate>[] {
  const candidates = scoreCitiesForAnswers(answers, data);
  const detected = answers.detectedLocation;
  const isEuropean = detectEuropean({
    detectedLocation: detected,
    locationText: answers.personalInfo.location,
  });
  return initialOpportunities(
    {
      candidates,
      locationPreferences: answers.locationPreferences,
      isEuropean,
      countryCode: detected?.countryCode || null,
    },
    {
      industries: answers.industries,
      userLat: detected?.latitude ?? null,
      userLng: detected?.longitude ?? null,
    },
  ).slice(0, HUB_CARDS);
}

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
  /** The updated match, 0..99, with the lifestyle answers included. */
  score: number;
  costOfLiving: Figure;
  schoolRating: Figure;
  /** One reason per chosen lifestyle value: the city's score on it. */
  reasons: { value: LifestyleValue; score: Figure }[];
}

/**
 * The budget-values step ('Balancing Your Budget and Values'): the hub ranking re-run with everything answered so
 * far (lifestyle values, household, salary-versus-lifestyle), top 2, each with cost of living, school rating and
 * one reason per chosen value.
 */
export function refinedCitiesForAnswers(answers: OnboardingAnswers, data: EngineData): RefinedCity[] {
  return hubsForAnswers(answers, data)
    .slice(0, REFINED_CITY_CARDS)
    .flatMap((hub) => {
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
        },
      ];
    });
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
