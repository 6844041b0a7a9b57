import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { CityFiguresQuery, NetPayQuery } from '@thrive/core/contracts/figures';
import { DATASET_VERSION } from '@thrive/core/datasets/index';
import { ENGINE_VERSION } from '@thrive/core/engine/version';
import {
  cityFiguresFor,
  figureCityList,
  figureRoleList,
  netPayFor,
  type FiguresResult,
} from '@thrive/core/rules/figures';
import type { AppEnv } from '../context';
import { errorBody } from '../lib/errors';

/** Public, computed from the bundled datasets only: caches may keep an answer until the data version changes. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The open figures API (issue 15): cities, roles, a city's figures for a household, and net pay. Stateless and
 * public; every figure carries basis, source and year. Answers carry an ETag of the dataset and engine versions and
 * the request, so a client that sends If-None-Match gets 304 Not Modified.
 */
export function figuresRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/cities', (c) => cached(c, () => ({ cities: figureCityList(), datasetVersion: DATASET_VERSION })));
  app.get('/roles', (c) => cached(c, () => ({ roles: figureRoleList(), datasetVersion: DATASET_VERSION })));
  app.get('/cities/:cityId', (c) => {
    const query = parseQuery(c, CityFiguresQuery);
    if (!query.ok) return query.response;
    return answer(c, cityFiguresFor(c.req.param('cityId'), query.value), 404);
  });
  app.get('/net-pay', (c) => {
    const query = parseQuery(c, NetPayQuery);
    if (!query.ok) return query.response;
    return answer(c, netPayFor(query.value), 400);
  });
  return app;
}

function parseQuery<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
): { ok: true; value: z.infer<T> } | { ok: false; response: Response } {
  const raw = c.req.queries();
  const single: Record<string, string> = {};
  for (const [key, values] of Object.entries(raw)) {
    if (values.length !== 1) {
      return { ok: false, response: c.json(errorBody('VALIDATION_FAILED', `Give ${key} once.`), 400) };
    }
    single[key] = values[0]!;
  }
  const parsed = schema.safeParse(single);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'query';
    return {
      ok: false,
      response: c.json(
        errorBody('VALIDATION_FAILED', `Invalid ${where}: ${issue?.message ?? 'bad value'}.`, {
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        }),
        400,
      ),
    };
  }
  return { ok: true, value: parsed.data };
}

function answer<T>(c: Context<AppEnv>, result: FiguresResult<T>, unknownCityStatus: 400 | 404) {
  if (!result.ok) {
    const status = result.code === 'UNKNOWN_CITY' ? unknownCityStatus : 400;
    return c.json(errorBody(result.code, result.message), status);
  }
  return cached(c, () => result.value);
}

/** Sends JSON with an ETag of (dataset version, engine version, path and query) and public caching; 304 on a match. */
function cached(c: Context<AppEnv>, body: () => unknown) {
  const url = new URL(c.req.url);
  const params = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = `${DATASET_VERSION}|${ENGINE_VERSION}|${url.pathname}|${new URLSearchParams(params).toString()}`;
  const etag = `W/"${createHash('sha256').update(key).digest('hex').slice(0, 20)}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', CACHE_CONTROL);
  c.header('Vary', 'Accept-Encoding');
  const match = c.req.header('If-None-Match');
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return c.body(null, 304);
  return c.json(body());
}
