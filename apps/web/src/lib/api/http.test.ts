import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import {
  AnalysisReadResponse,
  LatestAnalysisResponse,
  SavedAnswersResponse,
} from '@thrive/core/contracts/api';
import { checkReply, mockApi, schemaFor } from '../../../test/mock-server';
import { ApiRequestError, apiJson } from './http';

afterEach(() => vi.unstubAllGlobals());

describe('the one API client against the contract mock server (MSW)', () => {
  it('parses an answer with the shared schema', async () => {
    mockApi({
      'GET /api/me/onboarding': { status: 200, body: { answers: { skills: ['SQL'] }, updatedAt: null } },
    });
    const body = await apiJson('/api/me/onboarding', { schema: SavedAnswersResponse });
    expect(body.answers).toEqual({ skills: ['SQL'] });
  });

  it('turns a refusal into one ApiRequestError with code, message and details', async () => {
    mockApi({
      'POST /api/functions/generate-career-analysis': {
        status: 400,
        body: {
          error: {
            code: 'INVALID_DATA_STRUCTURE',
            message: 'Invalid data structure. Please complete the onboarding process again.',
            details: { issues: [{ path: 'skills', reason: 'Required.' }] },
          },
        },
      },
    });
    const error = await apiJson('/api/functions/generate-career-analysis', {
      method: 'POST',
      json: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_DATA_STRUCTURE',
      details: { issues: [{ path: 'skills', reason: 'Required.' }] },
    });
  });

  it('refuses an answer that drifted from the contract (BAD_RESPONSE), and the mock refuses to send one', async () => {
    expect(() =>
      checkReply(
        'GET /api/learning-progress',
        { status: 200, body: { items: [{ courseId: 1 }] } },
        schemaFor('GET /api/learning-progress'),
      ),
    ).toThrow(/breaks the contract/);
    expect(schemaFor('GET /api/analyses/latest')).toBe(LatestAnalysisResponse);
    expect(schemaFor('GET /api/analyses/0b4c')).toBe(AnalysisReadResponse);
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ answers: 'not an object' }), { status: 200 }),
    );
    await expect(apiJson('/api/me/onboarding', { schema: SavedAnswersResponse })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('reports an unreachable server as status 0 NETWORK', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    await expect(apiJson('/api/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
