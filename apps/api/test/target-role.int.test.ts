import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { createAnalysisTestApp, sampleAnswers, sampleRequest } from './analysis-helpers';
import { client, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * Decision 0202 (walk W308): the role a career changer chose to move to is saved with the profile, read back, and
 * steers the analysis; an id the role catalogue does not hold is refused with 400 UNKNOWN_ROLE, and profiles saved
 * before the question existed are still accepted.
 */
describe(`the target role of a career changer (${testDbKind()})`, () => {
  let ctx: Awaited<ReturnType<typeof createAnalysisTestApp>>;
  let c: Client;
  const changer = {
    ...sampleAnswers,
    userType: 'career-changer' as const,
    skills: ['Teaching', 'Communication', 'Public Speaking'],
    educationBackground: {
      level: 'bachelors' as const,
      institution: 'Stockholm University',
      fieldOfStudy: '',
    },
    experienceLevel: 'mid' as const,
  };

  beforeAll(async () => {
    // The machine may be busy: the analysis is awaited rather than answered 202.
    ctx = await createAnalysisTestApp({ ANALYSIS_WAIT_MS: '30000' });
    c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('accepts a profile without it (saved before the question), then saves and returns the chosen role', async () => {
    const old = await c.put('/api/me/onboarding', { answers: changer });
    expect(old.status).toBe(200);
    expect((await c.get('/api/me/onboarding')).json.answers).not.toHaveProperty('targetRole');

    const saved = await c.put('/api/me/onboarding', { answers: { ...changer, targetRole: 'data-analyst' } });
    expect(saved.status).toBe(200);
    expect(saved.json.answers.targetRole).toBe('data-analyst');
    expect((await c.get('/api/me/onboarding')).json.answers.targetRole).toBe('data-analyst');
  });

  it('refuses a role the catalogue does not hold (or not a string) with 400 and a code; the saved profile stays', async () => {
    for (const [targetRole, code] of [
      ['astronaut', 'UNKNOWN_ROLE'],
      ['Data Analyst', 'UNKNOWN_ROLE'],
      [42, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await c.put('/api/me/onboarding', { answers: { ...changer, targetRole } });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe(code);
    }
    expect((await c.get('/api/me/onboarding')).json.answers.targetRole).toBe('data-analyst');
  });

  it('the analysis predicts the chosen role; the analysis request refuses an unknown one', async () => {
    const request = sampleRequest({ ...changer, targetRole: 'data-analyst' });
    expect(request.targetRole).toBe('data-analyst');
    const res = await c.post('/api/functions/generate-career-analysis', { onboardingData: request });
    expect(res.status).toBe(200);
    const latest = (await c.get('/api/analyses/latest?view=full')).json.analysis;
    const result = AnalysisResult.parse(latest.analysisResult);
    expect(result.predictions['0-3'].career.roleId).toBe('data-analyst');
    expect(result.recommendations.roles[0]?.roleId).toBe('data-analyst');

    const bad = await c.post('/api/functions/generate-career-analysis', {
      onboardingData: { ...request, targetRole: 'astronaut' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('INVALID_DATA_STRUCTURE');
  });
});
