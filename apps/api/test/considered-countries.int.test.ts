import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisTestApp, sampleAnswers, sampleRequest } from './analysis-helpers';
import { client, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * "Which countries would you consider?" (decision 0068) through the API: saved with the profile, refused with its own
 * code when the project has no cities in a country (nothing saved is lost), read back as "none chosen" from a profile
 * stored before the question existed, and honoured by the analysis.
 */
describe(`countries to consider (${testDbKind()})`, () => {
  let ctx: Awaited<ReturnType<typeof createAnalysisTestApp>>;
  let c: Client;

  beforeAll(async () => {
    ctx = await createAnalysisTestApp({ ANALYSIS_WAIT_MS: '20000' });
    c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('are saved with the answers; an unknown code is a 400 UNKNOWN_COUNTRY and the saved answers stay', async () => {
    const saved = await c.put('/api/me/onboarding', {
      answers: { ...sampleAnswers, consideredCountries: ['DE', 'NL'] },
    });
    expect(saved.status).toBe(200);
    expect((await c.get('/api/me/onboarding')).json.answers.consideredCountries).toEqual(['DE', 'NL']);

    for (const codes of [['DE', 'XX'], ['de'], ['Germany']]) {
      const refused = await c.put('/api/me/onboarding', {
        answers: { ...sampleAnswers, consideredCountries: codes },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe('UNKNOWN_COUNTRY');
      expect(refused.json.error.message).toContain('consideredCountries');
    }
    expect((await c.get('/api/me/onboarding')).json.answers.consideredCountries).toEqual(['DE', 'NL']);

    const hubs = await c.post('/api/onboarding/hubs', { answers: { consideredCountries: ['ZZ'] } });
    expect(hubs.status).toBe(400);
    expect(hubs.json.error.code).toBe('UNKNOWN_COUNTRY');
    // Other bad input keeps the general code.
    const other = await c.put('/api/me/onboarding', { answers: { ...sampleAnswers, childrenCount: 99 } });
    expect(other.status).toBe(400);
    expect(other.json.error.code).toBe('VALIDATION_FAILED');
  });

  it('a profile stored before the question existed reads as none chosen, every other answer kept', async () => {
    const me = await c.get('/api/me');
    const userId = me.json.user.id as string;
    const { consideredCountries: _none, ...old } = { ...sampleAnswers, consideredCountries: undefined };
    await ctx.database.db.execute(
      sql`update onboarding_answers set answers = ${JSON.stringify(old)}::jsonb where user_id = ${userId}`,
    );
    const read = await c.get('/api/me/onboarding');
    expect(read.status).toBe(200);
    expect(read.json.answers.consideredCountries).toEqual([]);
    expect(read.json.answers.skills).toEqual(sampleAnswers.skills);
  });

  it('the analysis puts the chosen countries first and says which they were', async () => {
    const started = await c.post('/api/functions/generate-career-analysis', {
      onboardingData: sampleRequest({ consideredCountries: ['ES'] }),
    });
    expect(started.status).toBe(200);
    const latest = await c.get('/api/analyses/latest');
    const result = latest.json.analysis.analysisResult as {
      consideredCountries?: string[];
      cityMatches: { country: string }[];
    };
    expect(result.consideredCountries).toEqual(['ES']);
    expect(result.cityMatches.slice(0, 6).map((m) => m.country)).toEqual(Array(6).fill('ES'));
  });
});
