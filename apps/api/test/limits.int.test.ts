import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '../src/lib/limits';
import { createTestApp } from './app';
import { client } from './auth-client';

/** The limits added with the shared limiter: forms per recipient, analyses per address, CV uploads per person. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', ANALYSIS_RATE_LIMIT: '1000', ANALYSIS_WAIT_MS: '0' });
});
afterAll(() => ctx?.close());

describe('rate limits by account and address', () => {
  it('limits form confirmations to one email address, whatever the sender address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= API_LIMITS.formPerEmail.limit; i++) {
      const res = await client(ctx).post(
        '/api/contact-messages',
        { name: 'Eve', email: 'Victim@Example.org', message: `hello ${i}`, consent: true },
        { 'x-forwarded-for': `192.0.2.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(API_LIMITS.formPerEmail.limit).fill(201), 429]);
  });

  it('limits analyses per address (before the body is read)', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.77' };
    const visitor = client(ctx);
    await visitor.post('/api/auth/sign-in/anonymous', {}, { 'x-forwarded-for': '198.51.100.78' });
    let last = 0;
    for (let i = 0; i <= API_LIMITS.analysisPerIp.limit; i++) {
      last = (await visitor.post('/api/functions/generate-career-analysis', {}, ip)).status;
      if (i < API_LIMITS.analysisPerIp.limit) expect(last).toBe(400);
    }
    expect(last).toBe(429);
  });

  it('limits CV uploads per person (before the file is read)', async () => {
    const visitor = client(ctx);
    await visitor.post('/api/auth/sign-in/anonymous', {}, { 'x-forwarded-for': '198.51.100.90' });
    let last = { status: 0, json: null as { error?: { code: string } } | null };
    for (let i = 0; i <= API_LIMITS.resumePerUser.limit; i++) {
      // A different address each time: the per-person limit is what stops it.
      last = await visitor.request('POST', '/api/functions/analyze-resume', 'not a pdf', {
        'content-type': 'text/plain',
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      if (i < API_LIMITS.resumePerUser.limit) expect(last.status).toBeLessThan(429);
    }
    expect(last.status).toBe(429);
    expect(last.json?.error?.code).toBe('RATE_LIMITED');
  });
});
