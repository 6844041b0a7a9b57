import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { client, registeredUser } from './auth-client';
import { createTestDatabase } from './db';
import { startTcpProxy } from './tcp-proxy';

/**
 * PostgreSQL goes away while the server runs (a TCP proxy in front of the real cluster is cut, then restored; the
 * cluster itself is never stopped): health says so, requests get 503 DATABASE_UNAVAILABLE with a clear message
 * instead of 500s or hangs, and the server recovers by itself once the database is back.
 */
describe('PostgreSQL unavailable while the server runs', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let ctx: { app: ReturnType<typeof createApp>; database: Database; mailer: ReturnType<typeof createMailer> };

  beforeAll(async () => {
    base = await createTestDatabase();
    const url = new URL(base.url!);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openPostgres(url.toString(), { migrate: false, max: 4 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString() });
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({ from: config.MAIL_FROM, db: database.db, logger });
    ctx = { app: createApp({ config, database, logger, mailer }), database, mailer };
  });
  afterAll(async () => {
    await proxy?.restore();
    await database?.close();
    await proxy?.close();
    await base?.close();
  });

  it('answers 503 with a clear message while it is gone, and recovers by itself', async () => {
    const person = await registeredUser(ctx as never);
    const saved = await person.client.put('/api/me/onboarding', { answers: { careerGoalsText: 'before' } });
    expect(saved.status).toBe(200);
    expect((await ctx.app.request('/api/health')).status).toBe(200);

    await proxy.cut();

    const health = await ctx.app.request('/api/health');
    expect(health.status).toBe(503);
    const body = (await health.json()) as { status: string; database: { ok: boolean } };
    expect(body).toMatchObject({ status: 'degraded', database: { ok: false } });

    const attempts = [
      () => person.client.get('/api/me/onboarding'),
      () => person.client.put('/api/me/onboarding', { answers: { careerGoalsText: 'during' } }),
      () =>
        client(ctx as never).post('/api/contact-messages', {
          name: 'Ada',
          email: 'ada@example.org',
          message: 'Hello',
          consent: true,
        }),
      () =>
        client(ctx as never).post('/api/auth/sign-in/email', {
          email: person.email,
          password: person.password,
        }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status, res.text).toBe(503);
      expect(res.json.error).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: expect.stringContaining('database is not reachable'),
      });
    }

    await proxy.restore();

    // No restart: the pool makes new connections on the next requests.
    let healthy = false;
    for (let i = 0; i < 50 && !healthy; i++) {
      healthy = (await ctx.app.request('/api/health')).status === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(healthy).toBe(true);
    const read = await person.client.get('/api/me/onboarding');
    expect(read.status).toBe(200);
    expect(read.json.answers.careerGoalsText).toBe('before');
    const write = await person.client.put('/api/me/onboarding', { answers: { careerGoalsText: 'after' } });
    expect(write.status).toBe(200);
  });
});
