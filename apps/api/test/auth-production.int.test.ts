import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { trustedOrigins } from '../src/services/auth/auth';
import { createTestApp } from './app';
import { client, uniqueEmail } from './auth-client';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-that-is-long-enough-1234',
    PUBLIC_URL: 'https://thrive.example.org',
  });
});
afterAll(() => ctx?.close());

describe('accounts in production', () => {
  it('has no development mailbox', async () => {
    const res = await client(ctx, { origin: 'https://thrive.example.org' }).get('/api/dev/mailbox');
    expect(res.status).toBe(404);
  });

  it('sets Secure, httpOnly, SameSite cookies', async () => {
    const c = client(ctx, { origin: 'https://thrive.example.org' });
    const res = await c.post('/api/auth/sign-in/anonymous');
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((line) => line.startsWith('__Secure-thrive.session_token='))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a cookie sign-up from another origin', async () => {
    const c = client(ctx, { origin: 'https://thrive.example.org' });
    await c.post('/api/auth/sign-in/anonymous');
    const res = await c.post(
      '/api/auth/sign-up/email',
      { email: uniqueEmail(), password: 'correct horse battery', name: 'X' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('INVALID_ORIGIN');
  });
});

describe('configuration', () => {
  it('requires AUTH_SECRET in production, with one line naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET must be at least 32/,
    );
    expect(() => loadConfig({})).not.toThrow();
  });

  it('trusts our own origin, localhost aliases in development, and TRUSTED_ORIGINS', () => {
    expect(trustedOrigins(loadConfig({ PORT: '4000' }))).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ]);
    expect(
      trustedOrigins(
        loadConfig({
          NODE_ENV: 'production',
          AUTH_SECRET: 'x'.repeat(40),
          PUBLIC_URL: 'https://thrive.example.org/',
          TRUSTED_ORIGINS: 'https://admin.example.org, https://app.example.org',
        }),
      ),
    ).toEqual(['https://thrive.example.org', 'https://admin.example.org', 'https://app.example.org']);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'not an origin' })).toThrow(/TRUSTED_ORIGINS/);
  });
});
