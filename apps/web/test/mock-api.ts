import type { z } from 'zod';
import { vi } from 'vitest';
import {
  ApiErrorBody,
  LearningItemResponse,
  LearningList,
  SavedAnswersResponse,
  SubmittedAnalysisResponse,
} from '@thrive/core/contracts/api';

/**
 * A mock API for web component tests, built from the shared contract: every 2xx reply of a route the contract
 * describes is parsed with that route's response schema from the core, and every refusal with the error body, so a
 * mock can never answer something the real server could not (a drifted mock fails the test, not the product).
 */
const CONTRACT: Record<string, z.ZodType> = {
  'GET /api/me/onboarding': SavedAnswersResponse,
  'PUT /api/me/onboarding': SavedAnswersResponse,
  'GET /api/learning-progress': LearningList,
  'PUT /api/learning-progress/*': LearningItemResponse,
  'PATCH /api/learning-progress/*': LearningItemResponse,
  'POST /api/functions/generate-career-analysis': SubmittedAnalysisResponse,
};

export type Reply = { status: number; body: unknown };
export type Route = Reply | ((init?: RequestInit) => Reply);

function schemaFor(key: string): z.ZodType | undefined {
  if (CONTRACT[key]) return CONTRACT[key];
  const [method, path] = key.split(' ');
  const wildcard = `${method} ${path!.replace(/\/[^/]+$/, '/*')}`;
  return CONTRACT[wildcard];
}

/** Checks one reply against the contract; throws (failing the test) when it does not fit. */
export function checkReply(key: string, reply: Reply): Reply {
  const schema = reply.status >= 400 ? ApiErrorBody : schemaFor(key);
  if (!schema) return reply;
  const parsed = schema.safeParse(reply.body);
  if (!parsed.success)
    throw new Error(`Mock reply for ${key} (${reply.status}) breaks the contract: ${parsed.error.message}`);
  return reply;
}

/**
 * Stubs fetch with `routes` ('METHOD /path' -> reply or function of the request); unknown routes answer 404
 * NOT_FOUND. Returns the list of calls made.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: typeof init?.body === 'string' ? init.body : undefined });
      const key = `${method} ${url.split('?')[0]}`;
      const route = routes[key];
      const reply = checkReply(
        key,
        typeof route === 'function'
          ? route(init)
          : (route ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }),
      );
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
