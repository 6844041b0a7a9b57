import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { client, pathOf } from './auth-client';
import { startOidcServer } from './oidc-test-server';

let oidc: Awaited<ReturnType<typeof startOidcServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  oidc = await startOidcServer({
    clientId: 'thrive-test',
    clientSecret: 'test-secret',
    user: { sub: 'oidc-user-1', email: 'oidc.person@example.org', given_name: 'Olga', family_name: 'Idsen' },
  });
  ctx = await createTestApp({
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: 'thrive-test',
    OIDC_CLIENT_SECRET: 'test-secret',
    OIDC_NAME: 'Test SSO',
  });
});
afterAll(async () => {
  await ctx?.close();
  await oidc?.close();
});

describe('OAuth sign-in with PKCE against a local OIDC provider', () => {
  it('lists only the configured providers', async () => {
    const res = await client(ctx).get('/api/auth/providers');
    expect(res.json.providers).toEqual([{ id: 'oidc', name: 'Test SSO', kind: 'oidc' }]);
    const plain = await createTestApp();
    expect((await client(plain).get('/api/auth/providers')).json.providers).toEqual([]);
    await plain.close();
  });

  it('signs in (and moves an anonymous visitor’s answers) through authorize, callback and token with PKCE', async () => {
    const c = client(ctx);
    await c.post('/api/auth/sign-in/anonymous');
    await c.put('/api/me/onboarding', { answers: { careerGoalsText: 'before SSO' } });

    const start = await c.post('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    expect(start.status).toBe(200);
    const authorize = new URL(start.json.url);
    expect(authorize.origin).toBe(oidc.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/oidc');

    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const callback = await c.get(pathOf(atProvider.headers.get('location')!));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    expect(oidc.seen.token.at(-1)!.get('code_verifier')).toMatch(/^[\w~.-]{43,128}$/);

    const me = await c.get('/api/me');
    expect(me.json.user).toMatchObject({
      email: 'oidc.person@example.org',
      firstName: 'Olga',
      isAnonymous: false,
    });
    expect((await c.get('/api/me/onboarding')).json.answers.careerGoalsText).toBe('before SSO');
  });

  it('only redirects back to our own origin', async () => {
    const c = client(ctx);
    for (const callbackURL of ['https://evil.example/', '//evil.example/x']) {
      const res = await c.post('/api/auth/sign-in/social', { provider: 'oidc', callbackURL });
      expect(res.status, callbackURL).toBe(403);
    }
  });

  it('rejects a callback with a forged state', async () => {
    const c = client(ctx);
    const res = await c.get('/api/auth/callback/oidc?code=abc&state=forged');
    expect(res.status).toBeLessThan(500);
    expect((await c.get('/api/me')).status).toBe(401);
  });
});
