import type { Context } from 'hono';
import { z } from 'zod';
import { ComparedCitiesBody, ComparedCitiesResponse } from '@thrive/core/contracts/api';
import type { UserEnv } from '../services/auth/current-user';
import { readComparedCities } from '../services/compared-cities/read-compared-cities';
import { saveComparedCities } from '../services/compared-cities/save-compared-cities';
import { defineRoute, ok, refusal, unauth, type RouteInput, type RouteSpec } from '../openapi/route';

const analysis = {
  params: z.object({ id: z.uuid() }),
  notFound: { code: 'NOT_FOUND', message: 'No such analysis.' },
} as const;
const noAnalysis = refusal('No such analysis (or not yours)', ['NOT_FOUND']);

export const READ_COMPARED_CITIES = defineRoute({
  method: 'get',
  path: '/api/analyses/{id}/compared-cities',
  tag: 'analyses',
  summary: 'The cities the caller compared on one of their analyses (Compare tab), or null before they pick',
  auth: 'session',
  ...analysis,
  responses: { 200: ok(ComparedCitiesResponse), 401: unauth, 404: noAnalysis },
});
export const SAVE_COMPARED_CITIES = defineRoute({
  method: 'put',
  path: '/api/analyses/{id}/compared-cities',
  tag: 'analyses',
  summary:
    'Keep the cities the caller compared on one of their analyses (two different cities of the city list)',
  auth: 'session',
  ...analysis,
  body: ComparedCitiesBody,
  responses: {
    200: ok(ComparedCitiesResponse),
    400: refusal('Invalid input: not two cities, a city not in the list, or the same city twice', [
      'VALIDATION_FAILED',
      'INVALID_JSON',
      'UNKNOWN_CITY',
      'SAME_CITY',
    ]),
    401: unauth,
    404: noAnalysis,
  },
});

type Serve = <const S extends RouteSpec>(
  route: S,
  handler: (c: Context<UserEnv>, input: RouteInput<S>) => Response | Promise<Response>,
) => void;

/**
 * The cities a person compared, kept with their analysis (decision 0101), on the analyses sub-app (its session check):
 * - GET /api/analyses/:id/compared-cities: `{ comparedCities: { cities, updatedAt } | null }`
 * - PUT /api/analyses/:id/compared-cities `{ cities: [a, b] }`: the same answer, as kept
 * Another person's analysis is 404, as one that does not exist.
 */
export function serveComparedCities(serve: Serve) {
  serve(READ_COMPARED_CITIES, async (c, { params: { id } }) => {
    const comparedCities = await readComparedCities(c.var.deps.database.db, c.var.user.id, id);
    return c.json({ comparedCities });
  });

  serve(SAVE_COMPARED_CITIES, async (c, { params: { id }, body }) => {
    const { cities } = await body();
    const comparedCities = await saveComparedCities(c.var.deps.database.db, c.var.user.id, id, cities);
    return c.json({ comparedCities });
  });
}
