import { generateKeyPair, SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createAuth } from '../src/services/auth/auth';
import { resolveAuthSecret } from '../src/services/auth/secret';
import { createSmsSender } from '../src/services/auth/sms';
import { createTestApp } from './app';
import { client, registeredUser } from './auth-client';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const ISSUER = 'http://localhost:3000';

describe('JWT for API clients', () => {
  it('publishes the signing keys at /api/auth/jwks with a cache header', async () => {
    const { client: c } = await registeredUser(ctx);
    await c.get('/api/auth/token');
    const res = await client(ctx).get('/api/auth/jwks');
    expect(res.status).toBe(200);
    expect(res.json.keys.length).toBeGreaterThan(0);
    expect(res.json.keys[0]).not.toHaveProperty('d');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('accepts a bearer token from /api/auth/token', async () => {
    const { client: c, email } = await registeredUser(ctx);
    const { json } = await c.get('/api/auth/token');
    const claims = decodeJwt(json.token);
    expect(claims).toMatchObject({ iss: ISSUER, aud: ISSUER, email, aal: 'aal1', is_anonymous: false });
    const me = await client(ctx, { origin: null }).get('/api/me', { authorization: `Bearer ${json.token}` });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(email);
    // Bearer calls carry no cookie, so the origin check does not apply; writes work too.
    const put = await client(ctx, { origin: null }).put(
      '/api/me/onboarding',
      { answers: { skills: ['SQL'] } },
      { authorization: `Bearer ${json.token}` },
    );
    expect(put.status).toBe(200);
    expect((await c.get('/api/me/onboarding')).json.answers.skills).toEqual(['SQL']);
  });

  it("rejects a token with a bad signature: 'Invalid JWT signature'", async () => {
    const { client: c } = await registeredUser(ctx);
    const { json } = await c.get('/api/auth/token');
    const [header, payload, signature] = (json.token as string).split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await client(ctx, { origin: null }).get('/api/me', {
      authorization: `Bearer ${header}.${payload}.${flipped}`,
    });
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({ code: 'INVALID_JWT_SIGNATURE', message: 'Invalid JWT signature' });

    // Signed by someone else's key with our key id: also a bad signature.
    const kid = decodeProtectedHeader(json.token).kid!;
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ ...decodeJwt(json.token) })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .sign(privateKey);
    const res2 = await client(ctx, { origin: null }).get('/api/me', { authorization: `Bearer ${forged}` });
    expect(res2.json.error.code).toBe('INVALID_JWT_SIGNATURE');
  });

  it('rejects an expired token signed with our own key', async () => {
    const { client: c } = await registeredUser(ctx);
    const { json } = await c.get('/api/auth/token');
    const claims = decodeJwt(json.token);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    // A second better-auth instance on the same database and secret signs with the same key.
    const auth = createAuth({
      ...ctx,
      logger: pino({ level: 'silent' }),
      sms: createSmsSender({ db: ctx.database.db, logger: pino({ level: 'silent' }) }),
      secret: resolveAuthSecret(ctx.config),
    });
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await auth.api.signJWT({ body: { payload: { ...claims, iat: past - 900, exp: past } } });
    const res = await client(ctx, { origin: null }).get('/api/me', {
      authorization: `Bearer ${expired.token}`,
    });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('TOKEN_EXPIRED');
    const fresh = await auth.api.signJWT({
      body: { payload: { ...claims, exp: Math.floor(Date.now() / 1000) + 60 } },
    });
    expect(
      (await client(ctx, { origin: null }).get('/api/me', { authorization: `Bearer ${fresh.token}` })).status,
    ).toBe(200);
  });

  it('rejects garbage and a wrong scheme without a 500', async () => {
    for (const authorization of ['Bearer', 'Bearer a.b.c', 'Basic abc', 'Bearer not-a-jwt']) {
      const res = await client(ctx, { origin: null }).get('/api/me', { authorization });
      expect(res.status, authorization).toBe(401);
    }
  });
});
