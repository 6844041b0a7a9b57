import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerAnalyses } from '../src/db/schema/index';
import { hashRequest } from '../src/services/analysis/submit-analysis';
import { analysisHeadChangedHere } from '../src/services/analysis/analysis-heads';
import { client, type Client } from './auth-client';
import { createAnalysisTestApp, sampleAnswers, sampleRequest } from './analysis-helpers';
import { testDbKind } from './db';
import { GENERATE, statementsOf, visitor, type Ctx } from './journey-statements';

const onPostgres = testDbKind() === 'postgres';

// Decision 0147: what the journey's calls send to the database. The counts are of statements sent through
// node-postgres (PostgreSQL, production's database; every statement is a round trip); the answers are checked on both
// databases. The submission's own statements: postgres-journey-statements.int.test.ts.

describe("the journey's statements", () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp();
  });
  afterAll(async () => ctx.close());

  it('a submission answers a double click, the rate limit and a new request as before', async () => {
    const limited = await createAnalysisTestApp({ ANALYSIS_RATE_LIMIT: '2', ANALYSIS_WAIT_MS: '0' });
    try {
      const c = await visitor(limited);
      const body = (skills: string[]) => ({ onboardingData: sampleRequest({ skills }) });
      const [a, b] = await Promise.all([c.post(GENERATE, body(['SQL'])), c.post(GENERATE, body(['SQL']))]);
      expect([a.status, b.status].sort()).toEqual([202, 202]);
      expect(a.json.analysis.id).toBe(b.json.analysis.id);
      expect([a.json.analysis.duplicate, b.json.analysis.duplicate].sort()).toEqual([false, true]);
      expect(a.json.analysis.createdAt).toBe(b.json.analysis.createdAt);
      expect((await c.post(GENERATE, body(['Excel']))).json.analysis.duplicate).toBe(false);
      const refused = await c.post(GENERATE, body(['Nursing']));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(9 * 60);
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
      // At the limit, a repeat of a recent request is still the same job.
      const again = await c.post(GENERATE, body(['SQL']));
      expect(again.json.analysis).toMatchObject({ id: a.json.analysis.id, duplicate: true });
    } finally {
      await limited.close();
    }
  });

  it('a pending newest analysis is read in one statement, with the answer the read by id gives', async () => {
    const c = await visitor(ctx);
    const userId: string = (await c.get('/api/me')).json.user.id;
    const request = sampleRequest({ skills: ['Go'] });
    // A pending row the runner does not know (as if another process had queued it).
    const [row] = await ctx.database.db
      .insert(careerAnalyses)
      .values({ userId, status: 'pending', request, requestHash: hashRequest(request) })
      .returning({ id: careerAnalyses.id });
    analysisHeadChangedHere([userId]);
    for (const query of ['?view=first&lang=en', '?lang=nl', '']) {
      let latest: Awaited<ReturnType<Client['get']>> | undefined;
      const sent = await statementsOf(async () => {
        latest = await c.get(`/api/analyses/latest${query}`);
      });
      if (onPostgres) expect(sent).toHaveLength(1);
      const byId = await c.get(`/api/analyses/${row!.id}${query}`);
      expect(latest!.status).toBe(200);
      expect(latest!.json.analysis).toMatchObject({ id: row!.id, status: 'pending', analysisResult: null });
      expect(latest!.text).toBe(byId.text);
      expect(latest!.headers.get('etag')).toBe(byId.headers.get('etag'));
    }
  });

  it("a new visitor's first write checks the session and its person in one statement", async () => {
    const c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await c.put('/api/me/onboarding', { answers: sampleAnswers })).status;
    });
    expect(status).toBe(200);
    // Decision 0172: better-auth's session lookup joins the person (it was two statements), then the upsert.
    if (onPostgres) {
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/from "sessions".*"users"/);
    }
    expect((await c.get('/api/me')).json.user.isAnonymous).toBe(true);
  });

  it('the save, the learning progress and the read of a completed analysis send one statement each at most', async () => {
    const c = await visitor(ctx);
    expect((await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Python'] }) })).status).toBe(
      200,
    );
    if (onPostgres) await new Promise((resolve) => setTimeout(resolve, 300)); // the completion's own notice
    const calls: [string, () => Promise<{ status: number }>][] = [
      ['save', () => c.put('/api/me/onboarding', { answers: { ...sampleAnswers, salaryRange: 51_000 } })],
      ['learning', () => c.get('/api/learning-progress')],
      ['latest', () => c.get('/api/analyses/latest?view=first&lang=en')],
      ['me', () => c.get('/api/me')],
    ];
    for (const [name, call] of calls) {
      let status = 0;
      const sent = await statementsOf(async () => {
        status = (await call()).status;
      });
      expect([name, status]).toEqual([name, 200]);
      if (onPostgres) expect([name, sent.length]).toEqual([name, name === 'me' ? 0 : 1]);
    }
    // The save went through its prepared statement: the answers read back are the new ones.
    expect((await c.get('/api/me/onboarding')).json.answers.salaryRange).toBe(51_000);
  });
});
