import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { FORM_RATE_LIMIT } from '../src/routes/forms';
import { createTestApp } from './app';
import { client, uniqueEmail } from './auth-client';
import { redisAvailable, TEST_REDIS_URL } from './redis';

const hasRedis = await redisAvailable();

/** Two app instances (as two API processes would be), each with its own Redis connection, one key prefix. */
describe.skipIf(!hasRedis)('rate limits shared through Redis (REDIS_URL)', () => {
  const prefix = `thrive-test:${randomUUID()}:`;
  let limiters: RateLimiter[] = [];
  let apps: Awaited<ReturnType<typeof createTestApp>>[] = [];

  beforeAll(async () => {
    limiters = [0, 1].map(() => createRedisRateLimiter(TEST_REDIS_URL, { prefix }));
    apps = [];
    for (const rateLimiter of limiters)
      apps.push(await createTestApp({ TRUST_PROXY: 'true' }, { rateLimiter }));
  });
  afterAll(async () => {
    await Promise.all(limiters.map((limiter) => limiter.close()));
    await Promise.all(apps.map((app) => app.close()));
  });

  it('counts form submissions of one address across both instances', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_RATE_LIMIT.limit; i++) {
      const app = apps[i % 2]!.app;
      const res = await app.request('/api/contact-messages', { method: 'POST', headers, body: '{}' });
      statuses.push(res.status);
    }
    // Valid or not, every submission counts: 400 for the empty body until the shared limit is reached.
    expect(statuses).toEqual([...Array(FORM_RATE_LIMIT.limit).fill(400), 429]);
    // Another address is not affected.
    const other = await apps[0]!.app.request('/api/contact-messages', {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': '203.0.113.8' },
      body: '{}',
    });
    expect(other.status).toBe(400);
  });

  it('counts sign-in attempts on one account across both instances (429 with Retry-After)', async () => {
    const email = uniqueEmail('shared-limit');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client(apps[i % 2]!).post(
        '/api/auth/sign-in/email',
        { email, password: `guess-${i}-password` },
        { 'x-forwarded-for': `198.51.100.${i + 1}` },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json.error.code).toBe('RATE_LIMITED');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('lets requests through (and does not fail) when Redis does not answer', async () => {
    const down = createRedisRateLimiter('redis://127.0.0.1:1', { prefix });
    try {
      const decision = await down.hit('anything', 1, 1000);
      expect(decision.allowed).toBe(true);
    } finally {
      await down.close();
    }
  });
});
