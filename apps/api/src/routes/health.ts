import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { defineRoute, ok, routesOn } from '../openapi/route';
import { ensureInstallRecord } from '../services/ensure-install-record';
import { APP_VERSION } from '../version';

interface Ping {
  ok: boolean;
  latencyMs: number;
}

/**
 * GET /api/health (readiness): the database answers, and whether rate limits are shared as configured (with Redis
 * down they are counted per process: `status: degraded`, still 200 because the server serves). 503 only without a
 * database. One database ping at a time, shared by every health request that arrives meanwhile, so a burst of probes
 * under load never queues a hundred queries on the embedded database's single connection.
 * GET /api/health/live (liveness): the process answers, nothing else is asked.
 */
export const HEALTH = defineRoute({
  method: 'get',
  path: '/api/health',
  tag: 'operations',
  summary:
    'Readiness: status, version, whether the database answers (503 when it does not) and whether rate limits are shared as configured',
  auth: 'none',
  responses: { 200: ok(), 503: ok(undefined, 'The database does not answer') },
});
export const LIVE = defineRoute({
  method: 'get',
  path: '/api/health/live',
  tag: 'operations',
  summary: 'Liveness: the process answers (asks nothing else)',
  auth: 'none',
  responses: { 200: ok() },
});

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  const serve = routesOn(app, '/api/health');
  let inflight: Promise<Ping> | null = null;
  let installedAt: string | null = null;

  const ping = (deps: Deps): Promise<Ping> =>
    (inflight ??= (async () => {
      const started = performance.now();
      try {
        const ok = await deps.database.ping();
        if (ok && installedAt === null)
          installedAt = await ensureInstallRecord(deps.database.db).catch(() => null);
        return { ok, latencyMs: Math.round(performance.now() - started) };
      } finally {
        inflight = null;
      }
    })());

  serve(HEALTH, async (c) => {
    const { deps } = c.var;
    const database = await ping(deps);
    const limits = deps.rateLimiter?.health?.() ?? { kind: deps.rateLimiter?.kind ?? 'memory', ok: true };
    const body = {
      status: database.ok && limits.ok ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { kind: deps.database.kind, ...database },
      limits,
      installedAt,
      uptimeSeconds: Math.round(process.uptime()),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body, database.ok ? 200 : 503);
  });

  serve(LIVE, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', version: APP_VERSION });
  });
  return app;
}
