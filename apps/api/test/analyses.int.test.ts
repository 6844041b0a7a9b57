import { createServer, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { SUMMARY_CITIES, SUMMARY_MONEY_LEFT_CITIES } from '@thrive/core/contracts/analysis-summary';
import { MockLanguageModelV4 } from 'ai/test';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINE_VERSION } from '@thrive/core/engine/version';
import { localizeAnalysis } from '@thrive/core/text/localize-analysis';
import { roleTitle } from '@thrive/core/text/names';
import { careerAnalyses, sessions, users } from '../src/db/schema/index';
import { SESSION_COOKIE_CACHE_SECONDS } from '../src/services/auth/auth';
import { createInProcessAnalysisJobs } from '../src/jobs/analysis-jobs';
import { hashRequest } from '../src/services/analysis/submit-analysis';
import { ANALYSIS_HEAD_CHANNEL, analysisHeadChanged } from '../src/services/analysis/analysis-heads';
import { proseWriterFromModel, type ProseWriter } from '../src/services/analysis/write-prose';
import pino from 'pino';
import { client, type Client } from './auth-client';
import { createAnalysisTestApp, sampleRequest } from './analysis-helpers';
import { testDbKind } from './db';

type Ctx = Awaited<ReturnType<typeof createAnalysisTestApp>>;
const GENERATE = '/api/functions/generate-career-analysis';

async function visitor(ctx: Ctx): Promise<Client> {
  const c = client(ctx as never);
  const res = await c.post('/api/auth/sign-in/anonymous', {});
  expect(res.status).toBe(200);
  return c;
}

describe('career analyses', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp({ ANALYSIS_RATE_LIMIT: '3' });
  });
  afterAll(async () => ctx.close());

  it('needs a session (signed in or anonymous)', async () => {
    const res = await client(ctx as never).post(GENERATE, { onboardingData: sampleRequest() });
    expect(res.status).toBe(401);
    expect((await client(ctx as never).get('/api/analyses/latest')).status).toBe(401);
  });

  it('answers the two precondition errors with their codes and messages', async () => {
    const c = await visitor(ctx);
    const none = await c.post(GENERATE, {});
    expect(none.status).toBe(400);
    expect(none.json.error).toEqual({
      code: 'NO_ONBOARDING_DATA',
      message: 'No onboarding data found. Please complete the onboarding process again.',
    });
    const broken = await c.post(GENERATE, 'not json at all');
    expect(broken.status).toBe(400);
    expect(broken.json.error.code).toBe('NO_ONBOARDING_DATA');
    const { skills: _skills, ...noSkills } = sampleRequest();
    for (const [bad, path] of [
      [{ ...noSkills }, 'skills'],
      [{ ...sampleRequest(), skills: [] }, 'skills'],
      [{ ...sampleRequest(), careerGoals: undefined }, 'careerGoals'],
      [{ ...sampleRequest(), experienceLevel: 'wizard' }, 'experienceLevel'],
      ['text', ''],
      [[1], ''],
    ] as const) {
      const res = await c.post(GENERATE, { onboardingData: bad });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        code: 'INVALID_DATA_STRUCTURE',
        message: 'Invalid data structure. Please complete the onboarding process again.',
      });
      expect(res.json.error.details.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, reason: expect.any(String) })]),
      );
    }
    expect((await c.get('/api/analyses/latest')).json).toEqual({ analysis: null });
  });

  it("accepts an API client's minimal payload (the spec's precondition), ignoring unknown fields", async () => {
    const c = await visitor(ctx);
    const res = await c.post(GENERATE, {
      onboardingData: {
        skills: ['Nursing', 'Patient care'],
        careerGoals: ['mentorship'],
        locationPreferences: [],
        experienceLevel: 'senior',
        notAnAnswer: 42,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.analysis.status).toBe('completed');
    const latest = (await c.get('/api/analyses/latest')).json.analysis;
    expect(latest.status).toBe('completed');
    expect(AnalysisResult.parse(latest.analysisResult).skillGaps).toBeDefined();
  });

  it('generates a completed analysis the owner reads, and nobody else', async () => {
    const owner = await visitor(ctx);
    const res = await owner.post(GENERATE, { onboardingData: sampleRequest() });
    expect(res.status).toBe(200);
    expect(res.json.analysis).toMatchObject({ status: 'completed', duplicate: false });

    const latest = await owner.get('/api/analyses/latest');
    expect(latest.status).toBe(200);
    const analysis = latest.json.analysis;
    expect(analysis.id).toBe(res.json.analysis.id);
    expect(analysis.status).toBe('completed');
    expect(analysis.proseBy).toBe('engine');
    const result = AnalysisResult.parse(analysis.analysisResult);
    expect(analysis.datasetVersion).toBe(result.datasetVersion);
    expect(analysis.engineVersion).toBe(ENGINE_VERSION);
    expect(result.engineVersion).toBe(ENGINE_VERSION);
    expect(analysis.marketData.insights).toBe(result.marketInsights);
    // The read is the summary: the best cities, with their rents; the whole result with view=full.
    expect(analysis.cut).toMatchObject({ view: 'summary', citiesIncluded: result.cityMatches.length });
    expect(result.cityMatches.length).toBeLessThanOrEqual(SUMMARY_CITIES + SUMMARY_MONEY_LEFT_CITIES);
    expect(Object.keys(analysis.marketData.housing.averageRent).sort()).toEqual(
      result.cityMatches.map((city) => city.cityId).sort(),
    );
    const full = (await owner.get('/api/analyses/latest?view=full')).json.analysis;
    const fullResult = AnalysisResult.parse(full.analysisResult);
    expect(full.cut).toEqual({
      view: 'full',
      cityCount: analysis.cut.cityCount,
      citiesIncluded: analysis.cut.cityCount,
    });
    expect(fullResult.cityMatches).toHaveLength(analysis.cut.cityCount);
    expect(Object.keys(full.marketData.housing.averageRent)).toHaveLength(fullResult.cityMatches.length);
    expect(fullResult.cityMatches.slice(0, SUMMARY_CITIES)).toEqual(
      result.cityMatches.slice(0, SUMMARY_CITIES),
    );
    expect(result.predictions['0-3'].career.confidence).toBeLessThanOrEqual(95);

    // Stored compactly (decision 0059): the result's JSON compressed, no jsonb copies of it or its market data.
    const [stored] = await ctx.database.db
      .select({
        packed: careerAnalyses.resultPacked,
        result: careerAnalyses.analysisResult,
        market: careerAnalyses.marketData,
      })
      .from(careerAnalyses)
      .where(eq(careerAnalyses.id, analysis.id));
    expect(stored!.result).toBeNull();
    expect(stored!.market).toBeNull();
    expect(stored!.packed!.byteLength).toBeGreaterThan(0);
    expect(stored!.packed!.byteLength).toBeLessThan(JSON.stringify(full.analysisResult).length / 4);

    const other = await visitor(ctx);
    expect((await other.get('/api/analyses/latest')).json).toEqual({ analysis: null });
    expect((await other.get(`/api/analyses/${analysis.id}`)).status).toBe(404);
    expect((await owner.get(`/api/analyses/${analysis.id}`)).json.analysis.id).toBe(analysis.id);
    expect((await owner.get('/api/analyses/not-a-uuid')).status).toBe(404);
  });

  it('answers reads with an ETag, 304 when unchanged, compressed once, and one city on demand', async () => {
    const owner = await visitor(ctx);
    const none = await owner.get('/api/analyses/latest');
    expect(none.json).toEqual({ analysis: null });
    const noneTag = none.headers.get('etag')!;
    expect((await owner.get('/api/analyses/latest', { 'if-none-match': noneTag })).status).toBe(304);

    const made = await owner.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Rust'] }) });
    expect(made.json.analysis.status).toBe('completed');
    const first = await owner.get('/api/analyses/latest');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const etag = first.headers.get('etag')!;
    expect(etag).not.toBe(noneTag);
    expect(etag).toContain(made.json.analysis.id);
    // The stale tag of "no analysis" no longer matches: the new analysis comes whole.
    const changed = await owner.get('/api/analyses/latest', { 'if-none-match': noneTag });
    expect(changed.status).toBe(200);
    expect(changed.json.analysis.id).toBe(made.json.analysis.id);
    const same = await owner.get('/api/analyses/latest', { 'if-none-match': `"x", ${etag}` });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('etag')).toBe(etag);
    // The full view and the summary are different answers.
    const full = await owner.get('/api/analyses/latest?view=full', { 'if-none-match': etag });
    expect(full.status).toBe(200);
    expect(full.headers.get('etag')).not.toBe(etag);
    expect((await owner.get('/api/analyses/latest?view=everything')).status).toBe(400);

    // The same bytes, compressed, for a browser; the same tag by id.
    for (const encoding of ['br', 'gzip']) {
      const res = await ctx.app.request('/api/analyses/latest', {
        headers: {
          cookie: [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'accept-encoding': encoding,
        },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
      expect(JSON.parse(text)).toEqual(first.json);
    }
    const byId = await owner.get(`/api/analyses/${made.json.analysis.id}`);
    expect(byId.json).toEqual(first.json);
    expect(byId.headers.get('etag')).toBe(etag);

    // A city outside the summary, on demand; its place in the ranking and its affordability.
    const cities = AnalysisResult.parse(full.json.analysis.analysisResult).cityMatches;
    const outside = cities[cities.length - 1]!;
    const city = await owner.get(`/api/analyses/${made.json.analysis.id}/cities/${outside.cityId}`);
    expect(city.status).toBe(200);
    expect(city.json.city.rank).toBe(cities.length);
    expect(city.json.city.match).toEqual(outside);
    const cityTag = city.headers.get('etag')!;
    expect(
      (
        await owner.get(`/api/analyses/${made.json.analysis.id}/cities/${outside.cityId}`, {
          'if-none-match': cityTag,
        })
      ).status,
    ).toBe(304);
    expect((await owner.get(`/api/analyses/${made.json.analysis.id}/cities/atlantis`)).status).toBe(404);
    expect((await owner.get(`/api/analyses/${made.json.analysis.id}/cities/NOT%20A%20CITY`)).status).toBe(
      404,
    );
    const stranger = await visitor(ctx);
    expect(
      (await stranger.get(`/api/analyses/${made.json.analysis.id}/cities/${outside.cityId}`)).status,
    ).toBe(404);
    expect((await stranger.get('/api/analyses/latest', { 'if-none-match': etag })).json).toEqual({
      analysis: null,
    });
  });

  it("answers the dashboard's first screen apart (view=first), with its own tag, from the summary's words", async () => {
    const owner = await visitor(ctx);
    const made = await owner.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Go'] }) });
    expect(made.json.analysis.status).toBe('completed');
    const id = made.json.analysis.id as string;
    const summary = await owner.get('/api/analyses/latest?lang=nl');
    const first = await owner.get('/api/analyses/latest?view=first&lang=nl');
    expect(first.status).toBe(200);
    const top = AnalysisResult.parse(first.json.analysis.analysisResult);
    const whole = AnalysisResult.parse(summary.json.analysis.analysisResult);
    // The headline, the predictions and the best city with its rent as the summary has them; no tab's lists.
    expect(top.marketInsights).toBe(whole.marketInsights);
    expect(top.predictions).toEqual(whole.predictions);
    expect(top.cityMatches).toEqual(whole.cityMatches.slice(0, 1));
    expect(Object.keys(top.marketData.housing.averageRent)).toEqual([whole.cityMatches[0]!.cityId]);
    expect([top.affordability, top.skillGaps, top.careerPath, top.milestones]).toEqual([[], [], [], []]);
    expect(whole.affordability.length).toBeGreaterThan(0);
    expect(first.json.analysis.cut).toEqual({
      view: 'first',
      cityCount: summary.json.analysis.cut.cityCount,
      citiesIncluded: 1,
    });
    expect(Object.keys(first.json.analysis.marketData.housing.averageRent)).toEqual([
      whole.cityMatches[0]!.cityId,
    ]);
    expect(first.text.length * 5).toBeLessThan(summary.text.length);
    // Its own tag: the summary's never answers 304 for it, nor its for the summary; by id the same answer.
    const tag = first.headers.get('etag')!;
    expect(tag).not.toBe(summary.headers.get('etag'));
    expect(
      (await owner.get('/api/analyses/latest?view=first&lang=nl', { 'if-none-match': tag })).status,
    ).toBe(304);
    expect((await owner.get('/api/analyses/latest?lang=nl', { 'if-none-match': tag })).status).toBe(200);
    const byId = await owner.get(`/api/analyses/${id}?view=first&lang=nl`);
    expect(byId.json).toEqual(first.json);
    expect(byId.headers.get('etag')).toBe(tag);
    expect((await owner.get(`/api/analyses/${id}?view=first&lang=nl`, { 'if-none-match': tag })).status).toBe(
      304,
    );
    // A view that does not exist is refused with a code.
    for (const path of ['/api/analyses/latest?view=top', `/api/analyses/${id}?view=FIRST`]) {
      const bad = await owner.get(path);
      expect(bad.status).toBe(400);
      expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('writes the read in the asked language (the browser needs no name data), with a tag per language', async () => {
    const owner = await visitor(ctx);
    const request = sampleRequest({ skills: ['Python'] });
    const made = await owner.post(GENERATE, { onboardingData: request });
    expect(made.json.analysis.status).toBe('completed');
    const stored = await owner.get('/api/analyses/latest');
    // Money sentences also in the person's own currency, the one of their request (decision 0034).
    const options = { proseBy: 'engine', homeCurrency: request.currency as string };
    const storedResult = AnalysisResult.parse(stored.json.analysis.analysisResult);
    const nl = await owner.get('/api/analyses/latest?lang=nl');
    expect(nl.status).toBe(200);
    const nlResult = AnalysisResult.parse(nl.json.analysis.analysisResult);
    // The same summary as the browser would have written it; every figure kept.
    expect(nlResult).toEqual(localizeAnalysis(storedResult, 'nl', options));
    expect(nlResult.predictions['0-3'].career.role).toBe(
      roleTitle(storedResult.predictions['0-3'].career.roleId, 'nl'),
    );
    expect(nlResult.marketInsights).not.toBe(storedResult.marketInsights);
    expect(nlResult.predictions['0-3'].career.salary).toEqual(storedResult.predictions['0-3'].career.salary);
    expect(nl.json.analysis.cut).toEqual(stored.json.analysis.cut);
    const en = await owner.get('/api/analyses/latest?lang=en');
    expect(AnalysisResult.parse(en.json.analysis.analysisResult)).toEqual(
      localizeAnalysis(storedResult, 'en', options),
    );
    // One tag per view and language: a tag of one language never answers 304 for another.
    const tags = [stored, nl, en].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect((await owner.get('/api/analyses/latest?lang=nl', { 'if-none-match': tags[1]! })).status).toBe(304);
    expect((await owner.get('/api/analyses/latest?lang=en', { 'if-none-match': tags[1]! })).status).toBe(200);
    const fullNl = await owner.get(`/api/analyses/${made.json.analysis.id}?view=full&lang=nl`);
    expect(AnalysisResult.parse(fullNl.json.analysis.analysisResult).cityMatches.length).toBe(
      stored.json.analysis.cut.cityCount,
    );
    expect((await owner.get('/api/analyses/latest?lang=de')).status).toBe(400);
  });

  it('reads through the signed session cookie for at most its age; everything else asks the database', async () => {
    const c = await visitor(ctx);
    expect([...c.jar.keys()].some((name) => name.endsWith('session_data'))).toBe(true);
    expect((await c.get('/api/analyses/latest')).status).toBe(200);
    // The session is revoked elsewhere (sign-out everywhere, password reset, deletion): its row goes.
    const token = decodeURIComponent([...c.jar].find(([name]) => name.endsWith('session_token'))![1]).split(
      '.',
    )[0]!;
    await ctx.database.db.delete(sessions).where(eq(sessions.token, token));
    expect((await c.get('/api/me')).status).toBe(401);
    expect((await c.get('/api/auth/get-session')).json).toBeNull();
    expect((await c.post(GENERATE, { onboardingData: sampleRequest() })).status).toBe(401);
    // get-session expired the cached copy in this client: the read asks the database too now.
    expect((await c.get('/api/analyses/latest')).status).toBe(401);
  });

  it('stops honouring a revoked session on reads once the cached copy is older than its bound', async () => {
    const c = await visitor(ctx);
    const token = decodeURIComponent([...c.jar].find(([name]) => name.endsWith('session_token'))![1]).split(
      '.',
    )[0]!;
    await ctx.database.db.delete(sessions).where(eq(sessions.token, token));
    // Within the bound, the read still passes on the signed copy alone.
    expect((await c.get('/api/analyses/latest')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_COOKIE_CACHE_SECONDS + 1) * 1000 });
    try {
      expect((await c.get('/api/analyses/latest')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps each person's newest analysis in memory until a write says it changed (decision 0039)", async () => {
    const c = await visitor(ctx);
    const first = await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Welding'] }) });
    expect(first.json.analysis.status).toBe('completed');
    // On PostgreSQL the runner's own notification of that completion reaches this process's listener shortly after the
    // answer, and drops what a read made before it kept (as it should). A read now takes no database round trip for
    // the session (decision 0116), so it can come first: let the notification land before the read that is kept.
    if (testDbKind() === 'postgres') await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await c.get('/api/analyses/latest')).json.analysis.id).toBe(first.json.analysis.id);
    const [mine] = await ctx.database.db
      .select({ userId: careerAnalyses.userId })
      .from(careerAnalyses)
      .where(eq(careerAnalyses.id, first.json.analysis.id));
    const userId = mine!.userId;
    // A row written past the services (nothing announces it): the read does not ask the database, so it still
    // answers the analysis it knows.
    const [row] = await ctx.database.db
      .insert(careerAnalyses)
      .values({ userId, status: 'pending', request: sampleRequest(), requestHash: 'direct' })
      .returning({ id: careerAnalyses.id });
    expect((await c.get('/api/analyses/latest')).json.analysis.id).toBe(first.json.analysis.id);
    if (testDbKind() === 'postgres') {
      // What another server process sends after its write: a notification on the database, nothing local.
      const other = new pg.Client({ connectionString: ctx.database.url });
      await other.connect();
      try {
        await other.query('select pg_notify($1, $2)', [ANALYSIS_HEAD_CHANNEL, userId]);
      } finally {
        await other.end();
      }
      await vi.waitFor(async () => {
        expect((await c.get('/api/analyses/latest')).json.analysis.id).toBe(row!.id);
      });
    } else {
      await analysisHeadChanged(ctx.database.db, [userId]);
      expect((await c.get('/api/analyses/latest')).json.analysis.id).toBe(row!.id);
    }
    // A pending head is never kept: its end shows at once.
    await ctx.database.db
      .update(careerAnalyses)
      .set({ status: 'failed', failureReason: 'ENGINE_ERROR' })
      .where(eq(careerAnalyses.id, row!.id));
    expect((await c.get('/api/analyses/latest')).json.analysis.status).toBe('failed');
  });

  it('reads a completed analysis stored before the compact column (jsonb result and market data)', async () => {
    const c = await visitor(ctx);
    const made = await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Plumbing'] }) });
    const full = (await c.get('/api/analyses/latest?view=full')).json.analysis;
    const [mine] = await ctx.database.db
      .select({ userId: careerAnalyses.userId, request: careerAnalyses.request })
      .from(careerAnalyses)
      .where(eq(careerAnalyses.id, made.json.analysis.id));
    const [old] = await ctx.database.db
      .insert(careerAnalyses)
      .values({
        userId: mine!.userId,
        status: 'completed',
        request: mine!.request,
        requestHash: 'written-before-0059',
        analysisResult: full.analysisResult,
        marketData: full.marketData,
        datasetVersion: full.datasetVersion,
        completedAt: new Date(),
      })
      .returning({ id: careerAnalyses.id });
    await analysisHeadChanged(ctx.database.db, [mine!.userId]);
    const read = (await c.get('/api/analyses/latest?view=full')).json.analysis;
    expect(read.id).toBe(old!.id);
    expect(read.analysisResult).toEqual(full.analysisResult);
    expect(read.marketData).toEqual(full.marketData);
    expect((await c.get('/api/analyses/latest')).json.analysis.cut.view).toBe('summary');
  });

  it('returns the same job for a double submit', async () => {
    const c = await visitor(ctx);
    const body = { onboardingData: sampleRequest({ skills: ['JavaScript', 'React'] }) };
    const [a, b] = await Promise.all([c.post(GENERATE, body), c.post(GENERATE, body)]);
    const third = await c.post(GENERATE, body);
    expect(new Set([a.json.analysis.id, b.json.analysis.id, third.json.analysis.id]).size).toBe(1);
    expect([a.json.analysis.duplicate, b.json.analysis.duplicate].filter(Boolean)).toHaveLength(1);
    expect(third.json.analysis.duplicate).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(careerAnalyses)
      .where(eq(careerAnalyses.id, a.json.analysis.id));
    expect(rows).toHaveLength(1);
  });

  it('limits analyses per person with 429 Too Many Requests', async () => {
    const c = await visitor(ctx);
    for (const skills of [['Python'], ['SQL'], ['Excel']]) {
      expect((await c.post(GENERATE, { onboardingData: sampleRequest({ skills }) })).status).toBe(200);
    }
    const limited = await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Nursing'] }) });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.json.error.message).toBe('Too Many Requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A repeat of a recent request is not a new analysis: still answered.
    expect(
      (await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['SQL'] }) })).json.analysis
        .duplicate,
    ).toBe(true);
    // Someone else is not limited.
    expect(
      (await (await visitor(ctx)).post(GENERATE, { onboardingData: sampleRequest({ skills: ['Nursing'] }) }))
        .status,
    ).toBe(200);
  });
});

describe('restart recovery', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp({ ANALYSIS_WAIT_MS: '0' });
  });
  afterAll(async () => ctx.close());

  it('resumes stale pending analyses, and fails the ones it cannot finish with a reason', async () => {
    const c = await visitor(ctx);
    const me = await c.get('/api/me');
    const userId: string = me.json.user.id;
    const db = ctx.database.db;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const request = sampleRequest();
    const insert = async (values: Partial<typeof careerAnalyses.$inferInsert>) => {
      const [row] = await db
        .insert(careerAnalyses)
        .values({ userId, request, requestHash: hashRequest(request), status: 'pending', ...values })
        .returning({ id: careerAnalyses.id });
      return row!.id;
    };
    const resumable = await insert({ createdAt: minutesAgo(5) });
    const triedTooOften = await insert({ createdAt: minutesAgo(5), attempts: 3, startedAt: minutesAgo(4) });
    const badRequest = await insert({ createdAt: minutesAgo(5), request: { skills: 'no' } });
    const neverPicked = await insert({ createdAt: minutesAgo(30) });
    const fresh = await insert({ createdAt: new Date() });

    // A new process starts: its runner sweeps before serving.
    const jobs = createInProcessAnalysisJobs({
      config: ctx.config,
      db,
      logger: pino({ level: 'silent' }),
      prose: null,
    });
    await jobs.start();
    expect(await jobs.waitForSettled(resumable, 10_000)).toBe('completed');
    await jobs.stop();

    const status = async (id: string) =>
      (await db.select().from(careerAnalyses).where(eq(careerAnalyses.id, id)))[0]!;
    expect((await status(resumable)).attempts).toBe(1);
    expect(await status(triedTooOften)).toMatchObject({ status: 'failed', failureReason: 'INTERRUPTED' });
    expect(await status(badRequest)).toMatchObject({
      status: 'failed',
      failureReason: 'INVALID_STORED_REQUEST',
    });
    expect(await status(neverPicked)).toMatchObject({ status: 'failed', failureReason: 'TIMED_OUT' });
    expect((await status(fresh)).status).toBe('pending');
    // The dashboard's latest read shows the newest (pending) one; a failed one offers Retry.
    expect((await c.get('/api/analyses/latest')).json.analysis.id).toBe(fresh);
  });

  it('answers 202 while pending when it does not wait', async () => {
    const c = await visitor(ctx);
    const res = await c.post(GENERATE, { onboardingData: sampleRequest() });
    expect(res.status).toBe(202);
    expect(await ctx.analysisJobs.waitForSettled(res.json.analysis.id, 10_000)).toBe('completed');
  });

  it('deletes analyses with their owner', async () => {
    const c = await visitor(ctx);
    const userId: string = (await c.get('/api/me')).json.user.id;
    await c.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Go'] }) });
    await ctx.database.db.delete(users).where(eq(users.id, userId));
    expect(
      await ctx.database.db.select().from(careerAnalyses).where(eq(careerAnalyses.userId, userId)),
    ).toHaveLength(0);
  });
});

// ------------------------------------------------------------------ language model prose

const goodProse = (insights: string) => JSON.stringify({ marketInsights: insights, pathDescriptions: [] });

function mockModel(text: string | (() => Promise<never>)) {
  return new MockLanguageModelV4({
    doGenerate:
      typeof text === 'string'
        ? {
            content: [{ type: 'text', text }],
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: {
              inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
              outputTokens: { total: 10, text: 10, reasoning: 0 },
            },
            warnings: [],
          }
        : text,
  });
}

describe('a submission behind a queue (decision 0039)', () => {
  // The runner is held inside its first job (the prose step waits for the test), so the queue stays as built.
  let entered!: () => void;
  const inJob = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp(
      { ANALYSIS_WAIT_MS: '30000' },
      {
        prose: async () => {
          entered();
          await held;
          return { ok: false, reason: 'error' };
        },
      },
    );
  });
  afterAll(async () => {
    release();
    await ctx.close();
  });

  it('answers 202 at once instead of waiting behind other jobs', async () => {
    const first = await visitor(ctx);
    const running = first.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Welding'] }) });
    await inJob;
    // One job waiting ahead: the next submission could not finish within ANALYSIS_WAIT_MS, so it does not wait.
    const second = await visitor(ctx);
    const queued = second.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Carpentry'] }) });
    await vi.waitFor(async () => {
      const rows = await ctx.database.db.select({ id: careerAnalyses.id }).from(careerAnalyses);
      expect(rows).toHaveLength(2);
    });
    const third = await visitor(ctx);
    const res = await third.post(GENERATE, { onboardingData: sampleRequest({ skills: ['Plumbing'] }) });
    expect(res.status).toBe(202);
    expect(res.json.analysis.status).toBe('pending');
    release();
    expect((await running).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect(await ctx.analysisJobs.waitForSettled(res.json.analysis.id, 60_000)).toBe('completed');
  });
});

describe('model prose', () => {
  // One app; each test swaps the model behind its prose writer.
  let current: ProseWriter | null = null;
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp({}, { prose: (result, request) => current!(result, request) });
  });
  afterAll(async () => ctx.close());

  const generate = async (skills: string[]) => {
    const c = await visitor(ctx);
    const res = await c.post(GENERATE, { onboardingData: sampleRequest({ skills }) });
    expect(res.json.analysis.status).toBe('completed');
    return (await c.get('/api/analyses/latest')).json.analysis;
  };

  it('uses the model text when it is valid, keeping every figure', async () => {
    const insights =
      'Data roles are in demand, and your best city balances pay and rent well for a single person.';
    current = async (result) => ({ ok: true, result }); // engine text, as a baseline with the same path
    const engine = await generate(['Python', 'SQL']);
    current = proseWriterFromModel(mockModel(goodProse(insights)), { timeoutMs: 2000 });
    const analysis = await generate(['SQL', 'Python']);
    expect(analysis.proseBy).toBe('model');
    expect(analysis.analysisResult.marketInsights).toBe(insights);
    expect(analysis.marketData.insights).toBe(insights);
    const strip = (r: Record<string, unknown>) => ({
      ...r,
      marketInsights: '',
      generatedAt: '',
      careerPath: [],
    });
    expect(strip(analysis.analysisResult)).toEqual(strip(engine.analysisResult));
  });

  it.each([
    ['bad JSON', () => mockModel('this is not json'), ['Excel']],
    ['a wrong shape', () => mockModel(JSON.stringify({ marketInsights: 'too short' })), ['Go']],
    [
      'an invented number',
      () =>
        mockModel(goodProse('You will earn 987,654 a year in your best city, which is great news overall.')),
      ['Java'],
    ],
    ['an error', () => mockModel(() => Promise.reject(new Error('model down'))), ['React']],
  ] as const)('falls back to the engine text on %s', async (_label, model, skills) => {
    current = async (result) => ({ ok: true, result }); // the engine's own text for the same person
    const engine = await generate([...skills]);
    current = proseWriterFromModel(model(), { timeoutMs: 2000 });
    const analysis = await generate([...skills]);
    expect(analysis.proseBy).toBe('engine');
    expect(analysis.analysisResult.marketInsights.length).toBeGreaterThan(40);
    expect(analysis.analysisResult.marketInsights).toBe(engine.analysisResult.marketInsights);
  });
});

describe('model prose through an OpenAI-compatible server on loopback (LLM_* configuration)', () => {
  let server: Server;
  let mode: 'ok' | 'slow' | 'garbage' = 'ok';
  let calls = 0;
  let ctx: Ctx;
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls += 1;
      req.resume();
      req.on('end', () => {
        const reply = (content: string) => {
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: 1,
              model: 'fake',
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
            }),
          );
        };
        if (mode === 'slow')
          setTimeout(() => reply(goodProse('Too late to be used, but otherwise a fine text.')), 6000);
        else if (mode === 'garbage') reply('{"marketInsights": 12}');
        else
          reply(goodProse('A model wrote this market overview from the figures it was given, nothing more.'));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ctx = await createAnalysisTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'test-key',
      // Room for a loaded machine: the model answers 'ok' at once and 'slow' well after the time-out.
      LLM_TIMEOUT_MS: '2000',
      ANALYSIS_WAIT_MS: '8000',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each([
    ['ok', 'model', ['Python']],
    ['slow', 'engine', ['SQL']],
    ['garbage', 'engine', ['Excel']],
  ] as const)('server answering %s -> prose by %s', async (m, expected, skills) => {
    mode = m;
    const before = calls;
    const c = await visitor(ctx);
    const res = await c.post(GENERATE, { onboardingData: sampleRequest({ skills: [...skills] }) });
    expect(res.json.analysis.status).toBe('completed');
    const analysis = (await c.get('/api/analyses/latest')).json.analysis;
    expect(analysis.proseBy).toBe(expected);
    expect(calls).toBeGreaterThan(before);
  });
});
