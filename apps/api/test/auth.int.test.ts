import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { client, linkFromOutbox, outbox, pathOf, registeredUser, uniqueEmail } from './auth-client';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const signUpBody = (email: string, password = 'correct horse battery') => ({
  email,
  password,
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  callbackURL: '/verify-email',
});

describe('sign-up and email verification', () => {
  it('creates an unverified account, mails a verification link, and the link signs the person in', async () => {
    const c = client(ctx);
    const email = uniqueEmail('ada');
    const res = await c.post('/api/auth/sign-up/email', signUpBody(email), { 'x-thrive-language': 'nl' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((line) => line.startsWith('thrive.session_token='))).toBe(false);
    expect((await c.get('/api/auth/get-session')).json).toBeNull();

    const mail = (await outbox(ctx)).find((m) => m.to === email)!;
    expect(mail.subject).toBe('Bevestig je e-mailadres voor Thrive');
    const link = await linkFromOutbox(ctx, email, '/api/auth/verify-email');
    const verified = await c.get(pathOf(link));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/verify-email');
    const session = await c.get('/api/auth/get-session');
    expect(session.json.user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
    });
  });

  it('sends the verification link back to the page the person registered from (F34)', async () => {
    const c = client(ctx);
    const email = uniqueEmail('back');
    const callbackURL = '/verify-email?next=%2Fdashboard%3Ftab%3Dcompare';
    expect((await c.post('/api/auth/sign-up/email', { ...signUpBody(email), callbackURL })).status).toBe(200);
    const verified = await c.get(pathOf(await linkFromOutbox(ctx, email, '/api/auth/verify-email')));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe(callbackURL);
    // Another site is never a place to come back to.
    const evil = await client(ctx).post('/api/auth/sign-up/email', {
      ...signUpBody(uniqueEmail('evil')),
      callbackURL: 'https://evil.example/verify-email',
    });
    expect(evil.status).toBe(403);
  });

  it('says "email not verified" on sign-in before verifying, and can resend the mail', async () => {
    const c = client(ctx);
    const email = uniqueEmail('unverified');
    await c.post('/api/auth/sign-up/email', signUpBody(email));
    const signIn = await c.post('/api/auth/sign-in/email', { email, password: 'correct horse battery' });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error.code).toBe('EMAIL_NOT_VERIFIED');
    const before = (await outbox(ctx, 500)).filter((m) => m.to === email).length;
    const resend = await c.post('/api/auth/send-verification-email', { email, callbackURL: '/verify-email' });
    expect(resend.status).toBe(200);
    const after = (await outbox(ctx, 500)).filter((m) => m.to === email).length;
    expect(after).toBe(before + 1);
  });

  it('does not reveal an existing account: same answer, and the owner gets a mail', async () => {
    const { email } = await registeredUser(ctx);
    const again = await client(ctx).post('/api/auth/sign-up/email', signUpBody(email, 'another password'));
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().some((line) => line.startsWith('thrive.session_token='))).toBe(false);
    const mail = (await outbox(ctx)).find((m) => m.to === email)!;
    expect(mail.subject).toBe('You already have a Thrive account');
  });

  it.each([
    ['short', 'a'.repeat(7), 'PASSWORD_TOO_SHORT'],
    ['long', 'a'.repeat(129), 'PASSWORD_TOO_LONG'],
  ])('rejects a %s password', async (_label, password, code) => {
    const res = await client(ctx).post('/api/auth/sign-up/email', signUpBody(uniqueEmail(), password));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe(code);
  });

  it('accepts passwords of 8 and of 128 characters', async () => {
    for (const password of ['a'.repeat(8), 'b'.repeat(128)]) {
      const res = await client(ctx).post('/api/auth/sign-up/email', signUpBody(uniqueEmail(), password));
      expect(res.status).toBe(200);
    }
  });

  it('answers bad input with a 4xx JSON error, never a 500', async () => {
    const c = client(ctx);
    const cases = [
      await c.post('/api/auth/sign-up/email', 'not json'),
      await c.post('/api/auth/sign-up/email', { email: 'nope', password: 'x' }),
      await c.post('/api/auth/sign-in/email', { email: 42 }),
      await c.post('/api/auth/sign-in/email', []),
      await c.post('/api/auth/reset-password', { token: 'x', newPassword: 'whatever123' }),
      await c.get('/api/auth/verify-email?token=garbage'),
    ];
    for (const res of cases) {
      expect(res.status, res.text).toBeGreaterThanOrEqual(300);
      expect(res.status, res.text).toBeLessThan(500);
      if (res.status >= 400) expect(res.json.error.code).toEqual(expect.any(String));
    }
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const { email, password } = await registeredUser(ctx);
    const c = client(ctx);
    const res = await c.post('/api/auth/sign-in/email', { email, password });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('thrive.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await c.get('/api/me')).json.user).toMatchObject({ email, firstName: 'Ada', isAnonymous: false });
    expect((await c.post('/api/auth/sign-out')).status).toBe(200);
    expect((await c.get('/api/me')).status).toBe(401);
  });

  it('keeps the session token out of every body a page script can read (F36)', async () => {
    const { email, password } = await registeredUser(ctx);
    const c = client(ctx);
    const signIn = await c.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('thrive.session_token='))!;
    const token = decodeURIComponent(cookie.split(';')[0]!.slice('thrive.session_token='.length)).split(
      '.',
    )[0]!;
    expect(token.length).toBeGreaterThan(16);
    expect(signIn.text).not.toContain(token);
    expect(signIn.json).not.toHaveProperty('token');
    // What the web app reads is still there: the user, and the session's own (non-secret) fields.
    expect(signIn.json.user).toMatchObject({ email });

    const session = await c.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.text).not.toContain(token);
    expect(session.json.session).not.toHaveProperty('token');
    expect(session.json.session).toMatchObject({
      userId: session.json.user.id,
      expiresAt: expect.any(String),
    });
    expect(session.json.user).toMatchObject({ email, firstName: 'Ada', isAnonymous: false });
    // The cookie still works, and so does the JWT for API clients.
    expect((await c.get('/api/me')).status).toBe(200);
    const jwt = await c.get('/api/auth/token');
    expect(jwt.json.token).toEqual(expect.any(String));
    expect(jwt.json.token).not.toContain(token);

    // An anonymous visitor's session too.
    const anonymous = client(ctx);
    const started = await anonymous.post('/api/auth/sign-in/anonymous');
    const anonymousCookie = started.headers
      .getSetCookie()
      .find((line) => line.startsWith('thrive.session_token='))!;
    const anonymousToken = decodeURIComponent(anonymousCookie.split(';')[0]!.split('=')[1]!).split('.')[0]!;
    expect(started.text).not.toContain(anonymousToken);
    const anonymousSession = await anonymous.get('/api/auth/get-session');
    expect(anonymousSession.json.user.isAnonymous).toBe(true);
    expect(anonymousSession.text).not.toContain(anonymousToken);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await registeredUser(ctx);
    const wrong = await client(ctx).post('/api/auth/sign-in/email', { email, password: 'wrong password' });
    const unknown = await client(ctx).post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a cookie request from another origin', async () => {
    const { client: c } = await registeredUser(ctx);
    const evil = await c.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const put = await c.put('/api/me/onboarding', { answers: {} }, { origin: 'https://evil.example' });
    expect(put.status).toBe(403);
    expect(put.json.error.code).toBe('INVALID_ORIGIN');
  });
});

describe('password reset', () => {
  it('mails a link; the token sets a new password and signs out other sessions', async () => {
    const { email, client: old } = await registeredUser(ctx);
    const c = client(ctx);
    const res = await c.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(res.status).toBe(200);
    const link = await linkFromOutbox(ctx, email, '/api/auth/reset-password/');
    const redirect = await c.get(pathOf(link));
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;
    const reset = await c.post('/api/auth/reset-password', { token, newPassword: 'a brand new secret' });
    expect(reset.status).toBe(200);
    expect((await old.get('/api/me')).status).toBe(401);
    const signIn = await c.post('/api/auth/sign-in/email', { email, password: 'a brand new secret' });
    expect(signIn.status).toBe(200);
    const reuse = await c.post('/api/auth/reset-password', { token, newPassword: 'yet another secret' });
    expect(reuse.status).toBe(400);
  });

  it('answers the same for an unknown email (no enumeration) and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await client(ctx).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    expect((await outbox(ctx, 500)).some((m) => m.to === email)).toBe(false);
  });

  it('refuses a redirect to another site', async () => {
    const { email } = await registeredUser(ctx);
    const res = await client(ctx).post('/api/auth/request-password-reset', {
      email,
      redirectTo: 'https://evil.example/steal',
    });
    expect(res.status).toBe(403);
  });
});
