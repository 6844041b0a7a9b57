import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { cutAnalysis, type View } from '../src/services/analysis/analysis-cut';
import { analysisRepresentation } from '../src/services/analysis/analysis-representation';
import { cachedRepresentation } from '../src/services/analysis/completed-analysis-cache';
import { getAnalysisById } from '../src/services/analysis/get-analysis';
import { client, type Client } from './auth-client';
import { createAnalysisTestApp, sampleRequest } from './analysis-helpers';

type Ctx = Awaited<ReturnType<typeof createAnalysisTestApp>>;
const GENERATE = '/api/functions/generate-career-analysis';

/**
 * Decision 0109: the runner keeps the answer of a new analysis's first read (the dashboard's first screen, in its
 * request's language) from the first screen the engine cut, so that read does not unpack and cut the whole result on
 * the request thread. The kept answer must be the one the read would make from the stored row, byte for byte.
 */
describe('the first screen kept when an analysis completes', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createAnalysisTestApp();
  });
  afterAll(async () => ctx.close());

  async function visitor(): Promise<{ c: Client; userId: string }> {
    const c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    return { c, userId: (await c.get('/api/me')).json.user.id as string };
  }

  for (const [name, request, lang] of [
    ['in English, in euros', sampleRequest(), 'en'],
    ['in Dutch, in US dollars', { ...sampleRequest({ currency: 'USD' }), locale: 'nl' as const }, 'nl'],
  ] as const) {
    it(`is the read's answer from the stored row, before any read (${name})`, async () => {
      const { c, userId } = await visitor();
      const res = await c.post(GENERATE, { onboardingData: request });
      expect(res.json.analysis.status).toBe('completed');
      const id = res.json.analysis.id as string;
      const view: View = `first.${lang}`;

      // Kept by the runner: no read has happened yet.
      const kept = cachedRepresentation(userId, id, view);
      expect(kept).toBeDefined();
      // Only the first screen in the request's language: the other views are made by their first read.
      expect(cachedRepresentation(userId, id, `first.${lang === 'en' ? 'nl' : 'en'}`)).toBeUndefined();
      expect(cachedRepresentation(userId, id, 'summary')).toBeUndefined();

      // What the read makes from the stored row (routes/analyses.ts `representationOf`).
      const stored = (await getAnalysisById(ctx.database.db, userId, id))!;
      const fromRow = analysisRepresentation(
        stored,
        view,
        cutAnalysis(stored.analysisResult as AnalysisResult, stored.marketData, view, stored),
      );
      expect(kept!.etag).toBe(fromRow.etag);
      expect(kept!.json.toString('utf8')).toBe(fromRow.json.toString('utf8'));

      // And the read answers it.
      const read = await c.get(`/api/analyses/latest?view=first&lang=${lang}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('etag')).toBe(fromRow.etag);
      expect(JSON.stringify(read.json)).toBe(fromRow.json.toString('utf8'));
      expect(read.json.analysis.cut.view).toBe('first');
    });
  }
});
