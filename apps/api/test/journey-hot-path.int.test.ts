import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineEngine, type Engine } from '../src/adapters/engine-thread';
import { careerAnalyses, sessions } from '../src/db/schema/index';
import { SESSION_RECHECK_SECONDS } from '../src/services/auth/current-user';
import { client, type Client } from './auth-client';
import { createAnalysisTestApp, sampleAnswers, sampleRequest } from './analysis-helpers';

// Decision 0116: what the journey's calls no longer repeat (a database check of the session on every write, a full
// analysis for every submission of someone whose older one still waits), and the bounds that keep them honest.

type Ctx = Awaited<ReturnType<typeof createAnalysisTestApp>>;
const GENERATE = '/api/functions/generate-career-analysis';

async function visitor(ctx: Ctx): Promise<Client> {
  const c = client(ctx as never);
  expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
  return c;
}

/** A client that sends the same cookies as `c` does now (a copy of its jar). */
function sameCookies(ctx: Ctx, c: Client): Client {
  const copy = client(ctx as never);
  for (const [name, value] of c.jar) copy.jar.set(name, value);
  return copy;
}

const tokenOf = (c: Client) =>
  decodeURIComponent([...c.jar].find(([name]) => name.endsWith('session_token'))![1]).split('.')[0]!;

describe('the session check of writes', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp();
  });
  afterAll(async () => ctx.close());

  it('stands for SESSION_RECHECK_SECONDS after the database confirmed it, then asks again', async () => {
    const c = await visitor(ctx);
    expect((await c.put('/api/me/onboarding', { answers: sampleAnswers })).status).toBe(200);
    // Revoked where this process cannot see it (another server, a row deleted by hand).
    await ctx.database.db.delete(sessions).where(eq(sessions.token, tokenOf(c)));
    expect((await c.put('/api/me/onboarding', { answers: sampleAnswers })).status).toBe(200);
    expect((await c.get('/api/me')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_RECHECK_SECONDS + 1) * 1000 });
    try {
      expect((await c.put('/api/me/onboarding', { answers: sampleAnswers })).status).toBe(401);
      expect((await c.get('/api/me')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a confirmed session at once when it is signed out through this server', async () => {
    const c = await visitor(ctx);
    expect((await c.get('/api/me')).status).toBe(200);
    const before = sameCookies(ctx, c);
    expect((await c.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await before.put('/api/me/onboarding', { answers: sampleAnswers })).status).toBe(401);
    expect((await before.get('/api/me')).status).toBe(401);
  });

  it('never lets one cookie stand for another person', async () => {
    const [a, b] = [await visitor(ctx), await visitor(ctx)];
    const idA = (await a.get('/api/me')).json.user.id as string;
    const idB = (await b.get('/api/me')).json.user.id as string;
    expect(idA).not.toBe(idB);
    expect((await a.get('/api/me')).json.user.id).toBe(idA);
    expect((await b.get('/api/me')).json.user.id).toBe(idB);
  });
});

describe('coalescing queued analyses of one person', () => {
  let ctx: Ctx;
  let release: () => void = () => undefined;
  let runs = 0;
  // The first run waits until the test releases it, so the queue behind it can be seen.
  let gate: Promise<void> | null = null;
  const engine: Engine = async (request, now) => {
    runs += 1;
    if (gate) {
      const waiting = gate;
      gate = null;
      await waiting;
    }
    return inlineEngine(request, now);
  };

  beforeAll(async () => {
    ctx = await createAnalysisTestApp({ ANALYSIS_WAIT_MS: '0', ANALYSIS_RATE_LIMIT: '20' }, { engine });
  });
  afterAll(async () => ctx.close());

  it("runs a person's newest answers in place of their older analysis that had not started", async () => {
    gate = new Promise<void>((resolve) => (release = resolve));
    const [first, other] = [await visitor(ctx), await visitor(ctx)];
    const submit = async (c: Client, salaryRange: number) => {
      const res = await c.post(GENERATE, { onboardingData: sampleRequest({ salaryRange }) });
      expect(res.status).toBe(202);
      return res.json.analysis.id as string;
    };
    const running = await submit(first, 41_000);
    const older = await submit(other, 42_000);
    const newer = await submit(other, 43_000);
    const newest = await submit(other, 44_000);
    const statusOf = async (id: string) =>
      (await ctx.database.db.select().from(careerAnalyses).where(eq(careerAnalyses.id, id)))[0]!;
    // The superseded ones fail with their reason without waiting for the engine.
    await vi.waitFor(async () => {
      expect(await statusOf(older)).toMatchObject({ status: 'failed', failureReason: 'SUPERSEDED' });
      expect(await statusOf(newer)).toMatchObject({ status: 'failed', failureReason: 'SUPERSEDED' });
    });
    release();
    expect(await ctx.analysisJobs.waitForSettled(newest, 20_000)).toBe('completed');
    expect((await statusOf(running)).status).toBe('completed');
    // Two engine runs: the one that had started, and the person's newest answers; never the superseded ones.
    expect(runs).toBe(2);
    const latest = await other.get('/api/analyses/latest?view=first&lang=en');
    expect(latest.json.analysis).toMatchObject({ id: newest, status: 'completed' });
    // A read of a superseded one says why.
    const gone = await other.get(`/api/analyses/${older}`);
    expect(gone.json.analysis).toMatchObject({ status: 'failed', failureReason: 'SUPERSEDED' });
    // Another person's queued analysis is never taken for this one's.
    expect((await first.get('/api/analyses/latest?view=first')).json.analysis.id).toBe(running);
  });
});
