import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { client, uniqueEmail } from './auth-client';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('rate limits on the auth endpoints', () => {
  it('limits sign-in attempts per account (429 with Retry-After)', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await client(ctx).post('/api/auth/sign-in/email', { email, password: `guess-${i}-password` }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await client(ctx).post('/api/auth/sign-in/email', { email, password: 'another guess' });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same account with a different capitalisation is the same account.
    const upper = await client(ctx).post('/api/auth/sign-in/email', {
      email: email.toUpperCase(),
      password: 'x-password',
    });
    expect(upper.status).toBe(429);
  });

  it('limits password-reset mails per account and sign-ups per address', async () => {
    const email = uniqueEmail('reset');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client(ctx).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const signUps: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await client(ctx).post('/api/auth/sign-up/email', {
        email: uniqueEmail('bulk'),
        password: 'x',
        name: 'Bulk',
      });
      signUps.push(res.status);
    }
    expect(signUps.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(signUps[20]).toBe(429);
  });

  it('limits verification mails per account', async () => {
    const email = uniqueEmail('verify');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await client(ctx).post('/api/auth/send-verification-email', { email })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
