import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerAnalyses, onboardingAnswers, onboardingDrafts, sessions, users } from '../src/db/schema/index';
import { createAnalysisTestApp, sampleAnswers, sampleRequest } from './analysis-helpers';
import { client, registeredUser } from './auth-client';
import { testDbKind } from './db';

type Ctx = Awaited<ReturnType<typeof createAnalysisTestApp>>;
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createAnalysisTestApp();
});
afterAll(() => ctx?.close());

describe(`deleting one's account (${testDbKind()})`, () => {
  it('asks for the password, then removes the person, their data and their sessions', async () => {
    const { client: c, email, password } = await registeredUser(ctx as never);
    expect((await c.put('/api/me/onboarding', { answers: sampleAnswers })).status).toBe(200);
    const made = await c.post('/api/functions/generate-career-analysis', { onboardingData: sampleRequest() });
    expect(made.status).toBe(200);
    const analysisId = made.json.analysis.id as string;
    // Read once, so the newest analysis is also kept in memory (decision 0039).
    expect((await c.get('/api/analyses/latest')).json.analysis.id).toBe(analysisId);
    const userId = (await c.get('/api/me')).json.user.id as string;
    // An unfinished questionnaire kept with the account (decision 0192) goes with it too.
    expect(
      (await c.put('/api/me/onboarding/draft', { answers: { skills: ['SQL'] }, step: 'skills-assessment' }))
        .status,
    ).toBe(200);
    // The same cookies on another device (the signed 5-minute session copy among them).
    const other = client(ctx as never);
    for (const [name, value] of c.jar) other.jar.set(name, value);

    const wrong = await c.post('/api/auth/delete-user', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toEqual(expect.any(String));
    expect((await c.get('/api/me')).status).toBe(200);
    expect((await client(ctx as never).post('/api/auth/delete-user', { password })).status).toBe(401);

    const deleted = await c.post('/api/auth/delete-user', { password });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ success: true });
    expect((await c.get('/api/me')).status).toBe(401);
    expect((await c.get('/api/auth/get-session')).json).toBeNull();

    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, userId))).toEqual([]);
    expect(await db.select().from(careerAnalyses).where(eq(careerAnalyses.userId, userId))).toEqual([]);
    expect(await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId))).toEqual([]);

    // The other device's cookies read nothing of the plan any more.
    const stale = await other.get('/api/analyses/latest');
    expect(stale.text).not.toContain(analysisId);
    expect((await other.get('/api/me')).status).toBe(401);
    // And the address cannot sign in.
    expect((await client(ctx as never).post('/api/auth/sign-in/email', { email, password })).status).toBe(
      401,
    );
  });

  it('refuses bad bodies with a 4xx and our error shape', async () => {
    const { client: c } = await registeredUser(ctx as never);
    for (const body of [{}, { password: '' }, { password: 'x'.repeat(500) }, 'not json', [1]]) {
      const res = await c.post('/api/auth/delete-user', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await c.get('/api/me')).status).toBe(200);
  });
});
