import { OnboardingAnswers } from '@thrive/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import { MeResponse, SavedAnswersResponse } from '@thrive/core/contracts/api';
import { badAnswers, defineRoute, ok, routesOn, unauth } from '../openapi/route';
import { getOnboardingAnswers, saveOnboardingAnswers } from '../services/onboarding-answers';

export const ME = defineRoute({
  method: 'get',
  path: '/api/me',
  tag: 'me',
  summary: 'Who is calling',
  auth: 'session',
  responses: { 200: ok(MeResponse), 401: unauth },
});
export const GET_ANSWERS = defineRoute({
  method: 'get',
  path: '/api/me/onboarding',
  tag: 'me',
  summary: "The caller's saved questionnaire answers (the profile)",
  auth: 'session',
  responses: { 200: ok(SavedAnswersResponse), 401: unauth },
});
export const PUT_ANSWERS = defineRoute({
  method: 'put',
  path: '/api/me/onboarding',
  tag: 'me',
  summary: "Save the caller's questionnaire answers",
  auth: 'session',
  body: z.object({ answers: OnboardingAnswers }),
  responses: { 200: ok(SavedAnswersResponse), 400: badAnswers, 401: unauth },
});

/** The caller's own data (signed in or anonymous). Every query is scoped to `c.var.user.id`. */
export function meRoutes(resolve: UserResolver) {
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(resolve));
  const serve = routesOn(app, '/api/me');

  serve(ME, (c) => {
    const { id, email, firstName, lastName, isAnonymous, twoFactorEnabled } = c.var.user;
    return c.json({
      user: { id, email: isAnonymous ? null : email, firstName, lastName, isAnonymous, twoFactorEnabled },
    });
  });

  serve(GET_ANSWERS, async (c) => {
    const saved = await getOnboardingAnswers(c.var.deps.database.db, c.var.user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(saved ?? { answers: null, updatedAt: null });
  });

  serve(PUT_ANSWERS, async (c, { body }) => {
    const { answers } = await body();
    return c.json(await saveOnboardingAnswers(c.var.deps.database.db, c.var.user.id, answers));
  });

  return app;
}
