import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingAnswers, sessions, users } from '../src/db/schema/index';
import { cleanUpAnonymousUsers } from '../src/services/auth/anonymous-cleanup';
import { createTestApp } from './app';
import {
  client,
  linkFromOutbox,
  pathOf,
  registeredUser,
  totp,
  uniqueEmail,
  type Client,
} from './auth-client';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function visitorWithAnswers(goal: string): Promise<{ c: Client; id: string }> {
  const c = client(ctx);
  const res = await c.post('/api/auth/sign-in/anonymous');
  expect(res.status).toBe(200);
  expect((await c.put('/api/me/onboarding', { answers: { careerGoalsText: goal } })).status).toBe(200);
  const me = await c.get('/api/me');
  expect(me.json.user).toMatchObject({ isAnonymous: true, email: null });
  return { c, id: me.json.user.id };
}

async function exists(id: string) {
  return (await ctx.database.db.select().from(users).where(eq(users.id, id))).length > 0;
}

describe('anonymous visitors', () => {
  it('need no account to save onboarding answers, and cannot sign in anonymously twice', async () => {
    const { c } = await visitorWithAnswers('anything');
    expect((await c.get('/api/me/onboarding')).json.answers.careerGoalsText).toBe('anything');
    expect((await c.post('/api/auth/sign-in/anonymous')).status).toBe(400);
  });

  it('keep their answers when they sign in to an existing account (replacing older ones)', async () => {
    const { client: account, email, password } = await registeredUser(ctx);
    await account.put('/api/me/onboarding', { answers: { careerGoalsText: 'old answers' } });
    const { c, id } = await visitorWithAnswers('new answers');
    expect((await c.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const me = await c.get('/api/me');
    expect(me.json.user).toMatchObject({ email, isAnonymous: false });
    expect((await c.get('/api/me/onboarding')).json.answers.careerGoalsText).toBe('new answers');
    expect(await exists(id)).toBe(false);
  });

  it('keep their answers when they register and verify in the same browser', async () => {
    const { c, id } = await visitorWithAnswers('from before registering');
    const email = uniqueEmail('convert');
    await c.post('/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: 'Kim Visitor',
      firstName: 'Kim',
      lastName: 'Visitor',
      callbackURL: '/verify-email',
    });
    // Still the visitor until the address is verified.
    expect((await c.get('/api/me')).json.user.isAnonymous).toBe(true);
    await c.get(pathOf(await linkFromOutbox(ctx, email, '/api/auth/verify-email')));
    expect((await c.get('/api/me')).json.user).toMatchObject({ email, firstName: 'Kim', isAnonymous: false });
    expect((await c.get('/api/me/onboarding')).json.answers.careerGoalsText).toBe('from before registering');
    expect(await exists(id)).toBe(false);
  });

  it('keep their answers when the sign-in needs a second factor', async () => {
    const { client: account, email, password } = await registeredUser(ctx);
    const enrol = await account.post('/api/account/factors', {
      factorType: 'totp',
      friendlyName: 'App',
      password,
    });
    const secret = enrol.json.totp.secret as string;
    await account.post(`/api/account/factors/${enrol.json.id}/verify`, { code: totp(secret) });

    const { c, id } = await visitorWithAnswers('kept through 2FA');
    const first = await c.post('/api/auth/sign-in/email', { email, password });
    expect(first.json.twoFactorRedirect).toBe(true);
    const verified = await c.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(verified.status, verified.text + JSON.stringify([...c.jar.keys()])).toBe(200);
    expect((await c.get('/api/me')).json.user.email).toBe(email);
    expect((await c.get('/api/me/onboarding')).json.answers.careerGoalsText).toBe('kept through 2FA');
    expect(await exists(id)).toBe(false);
  });

  it('are cleaned up once expired, with their data; live visitors and accounts stay', async () => {
    const stale = await visitorWithAnswers('stale');
    const live = await visitorWithAnswers('live');
    const { client: account } = await registeredUser(ctx);
    const accountId = (await account.get('/api/me')).json.user.id as string;
    const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await ctx.database.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, stale.id));
    await ctx.database.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, live.id));
    await ctx.database.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, accountId));
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, stale.id));
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, accountId));

    const removed = await cleanUpAnonymousUsers(ctx.database.db, 30);
    expect(removed.anonymousUsers).toBe(1);
    expect(await exists(stale.id)).toBe(false);
    expect(
      await ctx.database.db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, stale.id)),
    ).toEqual([]);
    expect(await exists(live.id)).toBe(true);
    expect(await exists(accountId)).toBe(true);
    expect((await live.c.get('/api/me/onboarding')).json.answers.careerGoalsText).toBe('live');
  });
});
