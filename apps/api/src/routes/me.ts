import { OnboardingAnswers } from '@thrive/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import { MeResponse, SavedAnswersResponse } from '@thrive/core/contracts/api';
import { isEmptyAnswers } from '@thrive/core/contracts/onboarding';
import { OnboardingDraftBody, OnboardingDraftResponse } from '@thrive/core/contracts/onboarding-draft';
import { defineRoute, ok, refusal, routesOn, unauth } from '../openapi/route';
import { ApiError } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { getOnboardingAnswers, saveOnboardingAnswers } from '../services/onboarding-answers';
import { deleteOnboardingDraft, getOnboardingDraft, saveOnboardingDraft } from '../services/onboarding-draft';

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
  responses: {
    200: ok(SavedAnswersResponse),
    400: refusal('Invalid input, or answers that hold nothing (they would wipe the saved profile)', [
      'VALIDATION_FAILED',
      'INVALID_JSON',
      'UNKNOWN_COUNTRY',
      'UNKNOWN_ROLE',
      'EMPTY_ANSWERS',
    ]),
    401: unauth,
  },
});
export const GET_DRAFT = defineRoute({
  method: 'get',
  path: '/api/me/onboarding/draft',
  tag: 'me',
  summary:
    "The caller's unfinished questionnaire (answers so far and the step they were on), kept with the account",
  auth: 'session',
  responses: { 200: ok(OnboardingDraftResponse), 401: unauth },
});
export const PUT_DRAFT = defineRoute({
  method: 'put',
  path: '/api/me/onboarding/draft',
  tag: 'me',
  summary:
    "Keep the caller's unfinished questionnaire with the account (partial answers, not checked as complete ones; removed when the answers are saved)",
  auth: 'session',
  body: OnboardingDraftBody,
  responses: {
    200: ok(OnboardingDraftResponse),
    400: refusal('Invalid input, or answers over 64,000 characters as JSON', [
      'VALIDATION_FAILED',
      'INVALID_JSON',
      'DRAFT_TOO_LARGE',
    ]),
    401: unauth,
  },
});
export const DELETE_DRAFT = defineRoute({
  method: 'delete',
  path: '/api/me/onboarding/draft',
  tag: 'me',
  summary: "Remove the caller's unfinished questionnaire from the account",
  auth: 'session',
  responses: { 200: ok(z.object({ deleted: z.boolean() })), 401: unauth },
});

/** The refusal of empty answers, in the caller's language (decision 0161). */
const EMPTY_ANSWERS_MESSAGE = {
  en: 'These answers are empty, so they were not saved: your saved profile is unchanged. Fill in the questionnaire and submit it again.',
  nl: 'Deze antwoorden zijn leeg en zijn daarom niet opgeslagen: je opgeslagen profiel is niet veranderd. Vul de vragenlijst in en stuur hem opnieuw.',
} as const;

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
    // An empty submission would overwrite the saved profile with nothing (a client's bug, or a replayed request):
    // refused, never saved (decision 0161).
    if (isEmptyAnswers(answers))
      throw new ApiError(400, 'EMPTY_ANSWERS', EMPTY_ANSWERS_MESSAGE[requestLanguage(c.req.raw)]);
    return c.json(await saveOnboardingAnswers(c.var.deps.database.db, c.var.user.id, answers));
  });

  // The wizard's draft kept with the account (decision 0192).
  serve(GET_DRAFT, async (c) => {
    const draft = await getOnboardingDraft(c.var.deps.database.db, c.var.user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(draft ?? { answers: null, step: null, updatedAt: null });
  });

  serve(PUT_DRAFT, async (c, { body }) => {
    const draft = await body();
    return c.json(await saveOnboardingDraft(c.var.deps.database.db, c.var.user.id, draft));
  });

  serve(DELETE_DRAFT, async (c) =>
    c.json({ deleted: await deleteOnboardingDraft(c.var.deps.database.db, c.var.user.id) }),
  );

  return app;
}
