import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { APP_PATHS } from '@thrive/core';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './context';
import { ApiError, errorBody } from './lib/errors';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './lib/db-unavailable';
import { createMemoryRateLimiter } from './lib/rate-limiter';
import { refuseBadCharacters } from './lib/input-guard';
import { mountSpa } from './lib/static';
import {
  createDashboardFirstScreen,
  loadFirstScreenRenderer,
  type FirstScreenRenderer,
} from './routes/dashboard-first-screen';
import { getOnboardingAnswers } from './services/onboarding-answers';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { geoRoutes } from './routes/geo';
import { onboardingCityRoutes } from './routes/onboarding-cities';
import { figuresRoutes } from './routes/figures';
import { createIpLookup, type IpLookup } from './adapters/ip-geo';
import { mountAccounts } from './routes/accounts';
import { formRoutes } from './routes/forms';
import { mountAnalyses } from './routes/analyses';
import type { FastPath } from './lib/node-listener';
import { userOfCheckedCookie } from './services/auth/current-user';
import { securityHeaderList, securityHeaders } from './lib/security-headers';
import { compressJson } from './lib/compress-json';
import { mountLearning } from './routes/learning';
import { RESUME_UPLOAD_PATH, resumeRoutes } from './routes/resume';
import { declaredRoutes } from './openapi/document';
import type { RouteSpec } from './openapi/route';

/** The 503 of a request that waited too long for its turn (decision 0148). */
export const SERVER_BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';

export interface AppOptions {
  /** Folder of the built web app; when absent only /api is served. */
  staticDir?: string | null;
  /** IP geolocation; defaults to the bundled DB-IP Lite database. */
  ipLookup?: IpLookup;
  /**
   * The dashboard's first screen rendered by the server (decision 0065): the web's renderer (by default the one
   * built beside `staticDir`, `dist-ssr/first-screen.js`, if any) and the time it may take (FIRST_SCREEN_BUDGET_MS).
   */
  firstScreen?: { renderer?: FirstScreenRenderer | null; budgetMs?: number };
}

export function createApp(appDeps: Deps, options: AppOptions = {}) {
  // Every rate limit counts through one limiter: the caller's (Redis with REDIS_URL), else one in memory.
  const deps: Deps = { ...appDeps, rateLimiter: appDeps.rateLimiter ?? createMemoryRateLimiter() };
  const app = new Hono<AppEnv>();
  const { config, logger } = deps;
  const https = config.publicUrl.startsWith('https:');
  /** The path as the request log writes it (set once every route is mounted, below). */
  let routeShape = (path: string) => path.slice(0, 1).replace(/[^/]/g, ':');

  // Our own id for every request: a client's X-Request-Id is never taken (it would go into the logs unchecked).
  app.use('*', requestId({ headerName: '', limitLength: 64 }));
  app.use('*', async (c, next) => {
    c.header('X-Request-Id', c.var.requestId);
    await next();
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const entry = {
      reqId: c.var.requestId,
      method: c.req.method,
      path: routeShape(c.req.path),
      status,
      ms,
    };
    if (status >= 500) logger.error(entry, 'request');
    else if (c.req.path.startsWith('/api/')) logger.info(entry, 'request');
    else logger.debug(entry, 'request');
  });
  app.use('*', securityHeaders(https));
  // API answers are personal unless a route says otherwise (public figures, the OpenAPI description, JWKS): the
  // session list, tokens and /api/me must never sit in a shared or browser cache.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      // A response with immutable headers (fetched elsewhere): copy it.
      const res = new Response(c.res.body, c.res);
      res.headers.set('Cache-Control', 'no-store');
      c.res = res;
    }
  });
  app.use('*', compress());
  // JSON answers of the API: small ones as they are, the rest compressed in one call (runs before compress() on the
  // way out; decision 0098).
  app.use('/api/*', compressJson());
  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413),
  });
  // The resume upload has its own 10 MB cap, enforced while it streams (routes/resume.ts).
  // GET and HEAD carry no body: skipping them also spares building a full fetch Request per read (the limit reads
  // `request.body`).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === RESUME_UPLOAD_PATH
      ? next()
      : apiBodyLimit(c, next),
  );
  // NUL and broken Unicode in paths, queries and bodies: 400 before any handler (lib/input-guard.ts).
  app.use('/api/*', refuseBadCharacters({ skipBodyOf: [RESUME_UPLOAD_PATH] }));

  // The OpenAPI document is generated from the declarations of the routes served, known once all are mounted.
  let declared: readonly RouteSpec[] = [];
  const { resolveUser, auth } = mountAccounts(app, deps);
  app.route('/api/health', healthRoutes());
  app.route(
    '/api',
    openApiRoutes(() => declared),
  );
  app.route('/api/geo', geoRoutes(options.ipLookup ?? createIpLookup()));
  app.route('/api/onboarding', onboardingCityRoutes());
  app.route('/api/figures', figuresRoutes());
  app.route('/api', formRoutes());
  const analyses = mountAnalyses(app, deps, resolveUser);
  mountLearning(app, resolveUser);
  app.route('/api', resumeRoutes(resolveUser));

  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 'No such API endpoint.'), 404));
  // Throws when an /api route is served without its declaration (openapi/route.ts): it would be missing from the document.
  declared = declaredRoutes(app);

  // The fixed words of every route path (ours, better-auth's and the web app's pages): the request log keeps those
  // and writes ':' for any other segment (ids, reset tokens in paths, whatever a client typed).
  const known = new Set<string>();
  const addSegments = (path: string) => {
    for (const segment of path.split('/')) if (segment && !/[:*{]/.test(segment)) known.add(segment);
  };
  for (const route of app.routes) addSegments(route.path);
  for (const endpoint of Object.values(auth.api) as { path?: unknown }[])
    if (typeof endpoint?.path === 'string') addSegments(`/api/auth${endpoint.path}`);
  for (const page of APP_PATHS) addSegments(page);
  // Kept per path (decision 0134): the journey's paths repeat, and splitting and joining every request's path was a
  // visible share of the request thread. Bounded: paths of up to 300 characters, cleared whole when
  // 2,048 are kept (ids make many one-off paths).
  const shapes = new Map<string, string>();
  routeShape = (path: string) => {
    let shape = shapes.get(path);
    if (shape === undefined) {
      shape = path
        .slice(0, 300)
        .split('/')
        .map((segment) => (segment === '' || known.has(segment) ? segment : ':'))
        .join('/');
      if (shapes.size >= 2048) shapes.clear();
      if (path.length <= 300) shapes.set(path, shape);
    }
    return shape;
  };

  if (options.staticDir) {
    const staticDir = options.staticDir;
    const given = options.firstScreen?.renderer;
    const renderer =
      given !== undefined ? () => Promise.resolve(given) : loadFirstScreenRenderer(staticDir, logger);
    // Loaded at start, so the first visitor's page does not wait for it.
    void renderer();
    mountSpa(app, staticDir, {
      dashboardFirstScreen: createDashboardFirstScreen({
        resolveUser,
        latestCompleted: analyses.latestCompleted,
        savedAnswers: (userId) => getOnboardingAnswers(deps.database.db, userId),
        renderer,
        logger,
        budgetMs: options.firstScreen?.budgetMs,
      }),
    });
  }

  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found.'), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(
        errorBody(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message || 'Bad request.'),
        status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ reqId: c.var.requestId, err: error }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    // lib/logger.ts describes `err` without values (no parameters, bodies or quoted input).
    logger.error({ reqId: c.var.requestId, err: error }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  });

  // Answers a repeated dashboard read before Hono (decision 0058); until the security headers are listed (at once,
  // on the first turn of the event loop) every request goes through Hono.
  let fast: FastPath = () => false;
  let security: string[] = [];
  void securityHeaderList(https).then((list) => {
    fast = analyses.fastRead(list);
    security = list.flat();
  });
  /** For the Node server (`server.ts`): true when the request was answered without the Hono app. */
  const fastPath: FastPath = (req, res) => fast(req, res);
  /**
   * For the Node server's turn gate (decision 0148): a request that waited too long for its turn is answered 503
   * SERVER_BUSY with Retry-After, before Hono, with the security headers and a request id.
   */
  const refuseBusy = (req: IncomingMessage, res: ServerResponse) => {
    const reqId = randomUUID();
    const body = Buffer.from(JSON.stringify(errorBody('SERVER_BUSY', SERVER_BUSY_MESSAGE)));
    res.writeHead(503, [
      ...security,
      'X-Request-Id',
      reqId,
      'Retry-After',
      '5',
      'Cache-Control',
      'no-store',
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.byteLength),
    ]);
    res.end(body);
    logger.warn(
      { reqId, method: req.method, path: routeShape((req.url ?? '').split('?')[0]!), status: 503 },
      'server busy: request waited too long for its turn',
    );
  };
  /**
   * For the Node server's turn gate: `GET /api/me` with a Cookie header the database confirmed within
   * SESSION_RECHECK_SECONDS is answered from memory (no statement, a fraction of a turn's work), so it starts at once
   * instead of queueing behind saves and submissions (decision 0196). Anything else, a first or stale cookie
   * included, takes its turn.
   */
  const skipsQueue = (req: IncomingMessage) =>
    req.method === 'GET' &&
    req.url === '/api/me' &&
    req.headers.authorization === undefined &&
    req.headers.cookie !== undefined &&
    userOfCheckedCookie(req.headers.cookie) !== null;
  return Object.assign(app, { fastPath, refuseBusy, skipsQueue });
}
