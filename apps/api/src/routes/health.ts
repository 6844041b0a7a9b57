import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { ensureInstallRecord } from '../services/ensure-install-record';
import { APP_VERSION } from '../version';

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { database } = c.var.deps;
    const started = performance.now();
    const ok = await database.ping();
    const installedAt = ok ? await ensureInstallRecord(database.db).catch(() => null) : null;
    const body = {
      status: ok ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { kind: database.kind, ok, latencyMs: Math.round(performance.now() - started) },
      installedAt,
      uptimeSeconds: Math.round(process.uptime()),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body, ok ? 200 : 503);
  });
  return app;
}
