import { listCourses } from '@thrive/core/datasets/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../src/openapi/document';
import type { RouteSpec } from '../src/openapi/route';
import { createAnalysisTestApp, sampleAnswers, sampleRequest } from './analysis-helpers';
import { client, type Client } from './auth-client';
import { testDbKind } from './db';

/**
 * Answers of real per-person calls (database behind them) fit the response schemas their routes declare: the
 * schemas the OpenAPI document shows and the web app parses with.
 */
describe(`answers fit their declarations (${testDbKind()})`, () => {
  let ctx: Awaited<ReturnType<typeof createAnalysisTestApp>>;
  let c: Client;
  let specs: Map<string, RouteSpec>;

  beforeAll(async () => {
    ctx = await createAnalysisTestApp({ ANALYSIS_WAIT_MS: '20000' });
    specs = new Map(declaredRoutes(ctx.app).map((spec) => [`${spec.method} ${spec.path}`, spec]));
    c = client(ctx as never);
    expect((await c.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
  });
  afterAll(() => ctx?.close());

  function expectFits(key: string, answer: { status: number; json: unknown }) {
    const spec = specs.get(key);
    if (!spec) throw new Error(`${key} is not declared`);
    const response = spec.responses[answer.status];
    expect(response, `${key} answered ${answer.status}, not declared`).toBeDefined();
    expect(response!.schema, `${key} ${answer.status} declares no schema`).toBeDefined();
    const parsed = response!.schema!.safeParse(answer.json);
    expect(parsed.success, `${key} ${answer.status}: ${parsed.error?.message ?? ''}`).toBe(true);
  }

  it('profile, learning, analyses and their refusals', async () => {
    expectFits('get /api/me', await c.get('/api/me'));
    expectFits('get /api/me/onboarding', await c.get('/api/me/onboarding'));
    expectFits('put /api/me/onboarding', await c.put('/api/me/onboarding', { answers: sampleAnswers }));
    expectFits('get /api/me/onboarding', await c.get('/api/me/onboarding'));
    expectFits('put /api/me/onboarding', await c.put('/api/me/onboarding', { answers: 'no' }));

    const course = listCourses()[0]!;
    const enrol = await c.put(`/api/learning-progress/${course.id}`, { skillId: course.skills[0] });
    expectFits('put /api/learning-progress/{courseId}', enrol);
    expectFits('get /api/learning-progress', await c.get('/api/learning-progress'));
    expectFits(
      'put /api/learning-progress/{courseId}',
      await c.put('/api/learning-progress/no-such-course', { skillId: 'x' }),
    );

    expectFits('get /api/analyses/latest', await c.get('/api/analyses/latest'));
    const started = await c.post('/api/functions/generate-career-analysis', {
      onboardingData: sampleRequest(),
    });
    expect(started.status).toBe(200);
    expectFits('post /api/functions/generate-career-analysis', started);
    expectFits(
      'post /api/functions/generate-career-analysis',
      await c.post('/api/functions/generate-career-analysis', { onboardingData: { skills: [] } }),
    );
    const latest = await c.get('/api/analyses/latest');
    expect(latest.json.analysis.status).toBe('completed');
    expectFits('get /api/analyses/latest', latest);
    const id = latest.json.analysis.id as string;
    expectFits('get /api/analyses/{id}', await c.get(`/api/analyses/${id}?view=full`));
    expectFits('get /api/analyses/{id}', await c.get(`/api/analyses/${crypto.randomUUID()}`));
    const cityId = latest.json.analysis.analysisResult.cityMatches[0].cityId as string;
    expectFits('get /api/analyses/{id}/cities/{cityId}', await c.get(`/api/analyses/${id}/cities/${cityId}`));
    const compared = `/api/analyses/${id}/compared-cities`;
    expectFits('get /api/analyses/{id}/compared-cities', await c.get(compared));
    expectFits(
      'put /api/analyses/{id}/compared-cities',
      await c.put(compared, { cities: ['munich', 'lisbon'] }),
    );
    expectFits('get /api/analyses/{id}/compared-cities', await c.get(compared));
    expectFits(
      'put /api/analyses/{id}/compared-cities',
      await c.put(compared, { cities: ['munich', 'mars'] }),
    );
    expectFits(
      'get /api/analyses/{id}/compared-cities',
      await c.get(`/api/analyses/${crypto.randomUUID()}/compared-cities`),
    );
    expectFits('get /api/resume-analyses/latest', await c.get('/api/resume-analyses/latest'));
  });
});
