import { OnboardingAnswers } from '@thrive/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import { readJson } from '../lib/validate';
import { getOnboardingAnswers, saveOnboardingAnswers } from '../services/onboarding-answers';

/** The caller's own data (signed in or anonymous). Every query is scoped to `c.var.user.id`. */
export function meRoutes(resolve: UserResolver) {
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(resolve));

  app.get('/', (c) => {
    const { id, email, firstName, lastName, isAnonymous, twoFactorEnabled } = c.var.user;
    return c.json({
      user: { id, email: isAnonymous ? null : email, firstName, lastName, isAnonymous, twoFactorEnabled },
    });
  });

  app.get('/onboarding', async (c) => {
    const saved = await getOnboardingAnswers(c.var.deps.database.db, c.var.user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(saved ?? { answers: null, updatedAt: null });
  });

  app.put('/onboarding', async (c) => {
    const { answers } = await readJson(c, z.object({ answers: OnboardingAnswers }));
    return c.json(await saveOnboardingAnswers(c.var.deps.database.db, c.var.user.id, answers));
  });

  return app;
}
