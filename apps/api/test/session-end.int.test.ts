import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { client, linkFromOutbox, outbox, pathOf, registeredUser, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * Issue 13 rows 11 and 15: only the newest password-reset link works and using one ends all of them; a bearer JWT
 * is bound to the session it came from, so signing out or resetting the password ends it at once (not 15 minutes
 * later).
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

/** Asks for a reset link and returns its token (the newest mail to `email`). */
async function resetToken(c: Client, email: string) {
  const before = (await outbox(ctx, 200)).length;
  expect(
    (await c.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status,
  ).toBe(200);
  expect((await outbox(ctx, 200)).length).toBe(before + 1);
  const redirect = await c.get(pathOf(await linkFromOutbox(ctx, email, '/api/auth/reset-password/')));
  return new URL(redirect.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
}

const bearer = (token: string) =>
  client(ctx, { origin: null }).get('/api/me', { authorization: `Bearer ${token}` });

describe(`reset links (${testDbKind()})`, () => {
  it('a newer link ends the older one', async () => {
    const { email } = await registeredUser(ctx);
    const c = client(ctx);
    const older = await resetToken(c, email);
    const newer = await resetToken(c, email);
    expect(newer).not.toBe(older);
    const refused = await c.post('/api/auth/reset-password', {
      token: older,
      newPassword: 'an older link pw',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('INVALID_TOKEN');
    expect(
      (await c.post('/api/auth/reset-password', { token: newer, newPassword: 'the newest link' })).status,
    ).toBe(200);
  });

  it('using a link ends every other one (also one asked for from another client)', async () => {
    const { email } = await registeredUser(ctx);
    const first = await resetToken(client(ctx), email);
    // Both unused: the older is already gone; the newer is used; then neither works.
    const second = await resetToken(client(ctx), email);
    expect(
      (await client(ctx).post('/api/auth/reset-password', { token: second, newPassword: 'used once pw' }))
        .status,
    ).toBe(200);
    for (const token of [first, second]) {
      const res = await client(ctx).post('/api/auth/reset-password', { token, newPassword: 'once more pw' });
      expect(res.status).toBe(400);
    }
    expect(
      (await client(ctx).post('/api/auth/sign-in/email', { email, password: 'used once pw' })).status,
    ).toBe(200);
  });
});

describe(`bearer tokens end with their session (${testDbKind()})`, () => {
  it('sign-out ends the token at once', async () => {
    const { client: c } = await registeredUser(ctx);
    const { json } = await c.get('/api/auth/token');
    expect((await bearer(json.token)).status).toBe(200);
    expect((await c.post('/api/auth/sign-out', {})).status).toBe(200);
    const res = await bearer(json.token);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('INVALID_TOKEN');
  });

  it('a password reset ends every token of the person', async () => {
    const { client: c, email } = await registeredUser(ctx);
    const { json } = await c.get('/api/auth/token');
    expect((await bearer(json.token)).status).toBe(200);
    const token = await resetToken(client(ctx), email);
    expect(
      (await client(ctx).post('/api/auth/reset-password', { token, newPassword: 'reset ends tokens' }))
        .status,
    ).toBe(200);
    expect((await bearer(json.token)).status).toBe(401);
  });

  it('another session of the same person keeps its token', async () => {
    const { client: c, email, password } = await registeredUser(ctx);
    const other = client(ctx);
    expect((await other.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const mine = (await c.get('/api/auth/token')).json.token as string;
    const theirs = (await other.get('/api/auth/token')).json.token as string;
    await c.post('/api/auth/sign-out', {});
    expect((await bearer(mine)).status).toBe(401);
    expect((await bearer(theirs)).status).toBe(200);
  });
});
