import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  CityFigures,
  CityFiguresQuery,
  FigureCityList,
  FigureRoleList,
  NetPayFigures,
  NetPayQuery,
} from '@thrive/core/contracts/figures';
import { DatasetId } from '@thrive/core/contracts/api';
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
import { defineRoute, notModified, ok, refusal, routesOn } from '../openapi/route';

/** Public, computed from the bundled datasets only: caches may keep an answer until the data version changes. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The open figures API (issue 15): cities, roles, a city's figures for a household, and net pay. Stateless and
 * public; every figure carries basis, source and year. Answers carry an ETag of the dataset and engine versions and
 * the request, so a client that sends If-None-Match gets 304 Not Modified.
 */
export const FIGURE_CITIES = defineRoute({
  method: 'get',
  path: '/api/figures/cities',
  tag: 'figures',
  summary:
    'Every city of the datasets (id, name, country, currency, who pays its rent figure). ETag; cacheable.',
  query: z.object({}).strict(),
  auth: 'none',
  responses: { 200: ok(FigureCityList), 304: notModified },
});
export const FIGURE_ROLES = defineRoute({
  method: 'get',
  path: '/api/figures/roles',
  tag: 'figures',
  summary: 'Every role of the datasets (id, name, family). ETag; cacheable.',
  query: z.object({}).strict(),
  auth: 'none',
  responses: { 200: ok(FigureRoleList), 304: notModified },
});
export const CITY_FIGURES = defineRoute({
  method: 'get',
  path: '/api/figures/cities/{cityId}',
  tag: 'figures',
  summary:
    "A city's figures for a household: annual gross pay of the role at the level, net pay a month of both earners, rent by bedrooms, living costs, child benefits, money left, the affordability checks. Every figure { value, currency, basis, source, year }; money in the city's currency. ETag; cacheable.",
  auth: 'none',
  params: z.object({ cityId: DatasetId }),
  notFound: { code: 'UNKNOWN_CITY', message: 'No such city in the datasets.' },
  query: CityFiguresQuery,
  responses: {
    200: ok(CityFigures),
    304: notModified,
    400: refusal('Invalid input or an unknown role', ['VALIDATION_FAILED', 'UNKNOWN_ROLE']),
    404: refusal('No such city', ['UNKNOWN_CITY']),
  },
});
export const NET_PAY = defineRoute({
  method: 'get',
  path: '/api/figures/net-pay',
  tag: 'figures',
  summary:
    "Net pay a month of a household in a city (gross and partnerGross a year in the city's currency) and its parts: contributions, a typical pension, income taxes, child benefits. ETag; cacheable.",
  auth: 'none',
  query: NetPayQuery,
  responses: {
    200: ok(NetPayFigures),
    304: notModified,
    400: refusal('Invalid input, an unknown city or an unknown role', [
      'VALIDATION_FAILED',
      'UNKNOWN_CITY',
      'UNKNOWN_ROLE',
    ]),
  },
});

export function figuresRoutes() {
  const app = new Hono<AppEnv>();
  // The figures are open data: any web page may read them from a browser (no cookies are needed, so '*' exposes
  // nobody's data), with the ETag for revalidation; set after the handler so a 400 is readable too.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', 'ETag');
  });
  const serve = routesOn(app, '/api/figures');
  serve(FIGURE_CITIES, (c) =>
    cached(c, () => ({ cities: figureCityList(), datasetVersion: DATASET_VERSION })),
  );
  serve(FIGURE_ROLES, (c) => cached(c, () => ({ roles: figureRoleList(), datasetVersion: DATASET_VERSION })));
  serve(CITY_FIGURES, (c, { params, query }) => answer(c, cityFiguresFor(params.cityId, query), 404));
  serve(NET_PAY, (c, { query }) => answer(c, netPayFor(query), 400));
  return app;
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
