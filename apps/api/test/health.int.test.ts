import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { testDbKind } from './db';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe(`GET /api/health (${testDbKind()})`, () => {
  it('reports status, version, database kind and that it answers', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; version: string; database: unknown };
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database).toMatchObject({ kind: testDbKind(), ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const original = ctx.database.ping;
    ctx.database.ping = async () => false;
    try {
      const res = await ctx.app.request('/api/health');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { status: string }).status).toBe('degraded');
    } finally {
      ctx.database.ping = original;
    }
  });
});

describe(`health under load and with limits degraded (${testDbKind()})`, () => {
  it('one database ping serves a burst of 100 health requests', async () => {
    const original = ctx.database.ping;
    let pings = 0;
    ctx.database.ping = async () => {
      pings++;
      return original();
    };
    try {
      const answers = await Promise.all(Array.from({ length: 100 }, () => ctx.app.request('/api/health')));
      expect(answers.every((res) => res.status === 200)).toBe(true);
      expect(pings).toBeLessThan(5);
    } finally {
      ctx.database.ping = original;
    }
  });

  it('says degraded (still 200) when rate limits fall back to one process, as with Redis down', async () => {
    const limited = await createTestApp(
      {},
      {
        rateLimiter: {
          kind: 'redis',
          hit: async () => ({ allowed: true, count: 1, retryAfterSeconds: 1 }),
          health: () => ({ kind: 'redis', ok: false, fallback: 'memory' }),
          close: async () => undefined,
        },
      },
    );
    try {
      const res = await limited.app.request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'degraded',
        database: { ok: true },
        limits: { kind: 'redis', ok: false, fallback: 'memory' },
      });
    } finally {
      await limited.close();
    }
  });

  it('/api/health/live answers without asking the database', async () => {
    const original = ctx.database.ping;
    ctx.database.ping = async () => {
      throw new Error('must not be asked');
    };
    try {
      const res = await ctx.app.request('/api/health/live');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok' });
    } finally {
      ctx.database.ping = original;
    }
  });
});
