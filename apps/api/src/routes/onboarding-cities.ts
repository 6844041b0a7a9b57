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
import { parseWith, readJson } from '../lib/validate';

export const PlaceQuery = z.object({
  q: z.string().max(200),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
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
export function onboardingCityRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/hubs', async (c) => {
    const { answers, locale } = await readJson(c, Body);
    return c.json({ hubs: hubsForAnswers(answers, engineData(), { locale }) });
  });
  app.post('/refined-cities', async (c) => {
    const { answers, locale } = await readJson(c, Body);
    return c.json({ cities: refinedCitiesForAnswers(answers, engineData(), { locale }) });
  });
  app.get('/place', (c) => {
    const { q, country } = parseWith(PlaceQuery, c.req.query());
    return c.json({ place: resolveTypedLocation(q, engineData(), country) });
  });
  return app;
}
