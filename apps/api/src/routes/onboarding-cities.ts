import { Hono } from 'hono';
import { z } from 'zod';
import { OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { bundledEngineData, type EngineData } from '@thrive/core/engine/index';
import { hubsForAnswers, refinedCitiesForAnswers } from '@thrive/core/onboarding/cities';
import type { AppEnv } from '../context';
import { readJson } from '../lib/validate';

const Body = z.object({ answers: OnboardingAnswers });

let data: EngineData | null = null;
const engineData = () => (data ??= bundledEngineData());

/**
 * The wizard's city screens, computed by the core from the answers so far and the bundled datasets:
 * POST /api/onboarding/hubs (initial opportunities, 3 hubs) and POST /api/onboarding/refined-cities (2 cities).
 * Stateless: nothing is stored.
 */
export function onboardingCityRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/hubs', async (c) => {
    const { answers } = await readJson(c, Body);
    return c.json({ hubs: hubsForAnswers(answers, engineData()) });
  });
  app.post('/refined-cities', async (c) => {
    const { answers } = await readJson(c, Body);
    return c.json({ cities: refinedCitiesForAnswers(answers, engineData()) });
  });
  return app;
}
