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
