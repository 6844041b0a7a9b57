import { Hono } from 'hono';
import { z } from 'zod';
import { AnalysisLocale } from '@thrive/core/contracts/analysis-request';
import { OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { bundledEngineData, type EngineData } from '@thrive/core/engine/index';
import {
  hubsForAnswers,
  refinedCitiesForAnswers,
  resolveTypedLocation,
} from '@thrive/core/onboarding/cities';
import type { AppEnv } from '../context';
import {
  CityNamesResponse,
  HubsResponse,
  PlaceResponse,
  RefinedCitiesResponse,
  SalarySuggestionResponse,
} from '@thrive/core/contracts/api';
import { suggestedSalary } from '@thrive/core/onboarding/salary';
import { cityName } from '@thrive/core/text/names';
import { bad, badAnswers, defineRoute, ok, routesOn } from '../openapi/route';

export const PlaceQuery = z.object({
  q: z.string().max(200),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** The language the place is named in (a city of the datasets by its Dutch name in 'nl'). */
  locale: AnalysisLocale.optional(),
});

const Body = z.object({ answers: OnboardingAnswers, locale: AnalysisLocale.optional() });

let data: EngineData | null = null;
const engineData = () => (data ??= bundledEngineData());

/**
 * The wizard's city screens, computed by the core from the answers so far and the bundled datasets:
 * POST /api/onboarding/hubs (initial opportunities, 3 hubs), POST /api/onboarding/refined-cities (2 cities) and
 * GET /api/onboarding/place?q= (the place a typed location resolves to).
 * Stateless: nothing is stored.
 */
export const HUBS = defineRoute({
  method: 'post',
  path: '/api/onboarding/hubs',
  tag: 'onboarding',
  summary: 'Three opportunity hubs for the answers so far (stateless)',
  auth: 'none',
  body: Body,
  responses: { 200: ok(HubsResponse), 400: badAnswers },
});
export const REFINED_CITIES = defineRoute({
  method: 'post',
  path: '/api/onboarding/refined-cities',
  tag: 'onboarding',
  summary: 'Two refined cities for the answers so far (stateless)',
  auth: 'none',
  body: Body,
  responses: { 200: ok(RefinedCitiesResponse), 400: badAnswers },
});
export const SALARY_SUGGESTION = defineRoute({
  method: 'post',
  path: '/api/onboarding/salary-suggestion',
  tag: 'onboarding',
  summary:
    "Where the salary slider starts: the predicted role's typical pay where the person lives (stateless)",
  auth: 'none',
  body: Body,
  responses: { 200: ok(SalarySuggestionResponse), 400: badAnswers },
});
export const PLACE = defineRoute({
  method: 'get',
  path: '/api/onboarding/place',
  tag: 'onboarding',
  summary: 'The place a typed location resolves to (offline gazetteer), or null',
  auth: 'none',
  query: PlaceQuery,
  responses: { 200: ok(PlaceResponse), 400: bad },
});

export const CITY_NAMES = defineRoute({
  method: 'get',
  path: '/api/onboarding/city-names',
  tag: 'onboarding',
  summary:
    'The cities Thrive has figures for, named in the given language (the wizard picks preferred cities from them)',
  auth: 'none',
  query: z.object({ locale: AnalysisLocale.optional() }),
  responses: { 200: ok(CityNamesResponse), 400: bad },
});

const cityNamesByLocale = new Map<string, CityNamesResponse>();
function cityNames(locale: 'en' | 'nl'): CityNamesResponse {
  let names = cityNamesByLocale.get(locale);
  if (!names) {
    const cities = engineData()
      .cities.map((c) => ({ id: c.id, name: cityName(c.id, locale, c.name), countryCode: c.country }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    cityNamesByLocale.set(locale, (names = { cities }));
  }
  return names;
}

export function onboardingCityRoutes() {
  const app = new Hono<AppEnv>();
  const serve = routesOn(app, '/api/onboarding');
  serve(HUBS, async (c, input) => {
    const { answers, locale } = await input.body();
    return c.json({ hubs: hubsForAnswers(answers, engineData(), { locale }) });
  });
  serve(REFINED_CITIES, async (c, input) => {
    const { answers, locale } = await input.body();
    return c.json({ cities: refinedCitiesForAnswers(answers, engineData(), { locale }) });
  });
  serve(SALARY_SUGGESTION, async (c, input) => {
    const { answers, locale } = await input.body();
    return c.json({ suggestion: suggestedSalary(answers, engineData(), { locale }) });
  });
  serve(CITY_NAMES, (c, { query }) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(cityNames(query.locale ?? 'en'));
  });
  serve(PLACE, (c, { query }) => {
    const { q, country, locale } = query;
    return c.json({ place: resolveTypedLocation(q, engineData(), country, locale) });
  });
  return app;
}
