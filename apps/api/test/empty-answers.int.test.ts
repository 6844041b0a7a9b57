import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisTestApp, sampleAnswers } from './analysis-helpers';
import { client, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * Decision 0161: `PUT /api/me/onboarding` with answers that hold nothing would replace the person's saved profile with
 * an empty one. It is refused with 400 EMPTY_ANSWERS, in the caller's language, and the saved profile stays.
 */
describe(`empty answers are refused, the saved profile stays (${testDbKind()})`, () => {
  let ctx: Awaited<ReturnType<typeof createAnalysisTestApp>>;
  let c: Client;

  beforeAll(async () => {
    ctx = await createAnalysisTestApp();
    c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('refuses {} and the all-default answers in English and Dutch; the saved answers are read back unchanged', async () => {
    const saved = await c.put('/api/me/onboarding', { answers: sampleAnswers });
    expect(saved.status).toBe(200);
    const before = (await c.get('/api/me/onboarding')).json.answers;
    expect(before.skills).toEqual(sampleAnswers.skills);

    const en = await c.put('/api/me/onboarding', { answers: {} }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.status).toBe(400);
    expect(en.json.error.code).toBe('EMPTY_ANSWERS');
    expect(en.json.error.message).toMatch(/^These answers are empty, so they were not saved/);

    // The web app's language header wins over the browser's; only a detected location is not an answer either.
    const nl = await c.put(
      '/api/me/onboarding',
      {
        answers: {
          detectedLocation: {
            country: 'Netherlands',
            countryCode: 'NL',
            city: 'Utrecht',
            method: 'ip',
            isEuropean: true,
          },
        },
      },
      { 'x-thrive-language': 'nl', 'accept-language': 'en' },
    );
    expect(nl.status).toBe(400);
    expect(nl.json.error.code).toBe('EMPTY_ANSWERS');
    expect(nl.json.error.message).toMatch(/^Deze antwoorden zijn leeg en zijn daarom niet opgeslagen/);

    const after = await c.get('/api/me/onboarding');
    expect(after.json.answers).toEqual(before);

    // One real answer is a submission like any other.
    const one = await c.put('/api/me/onboarding', { answers: { skills: ['Python'] } });
    expect(one.status).toBe(200);
    expect((await c.get('/api/me/onboarding')).json.answers.skills).toEqual(['Python']);
  });
});
