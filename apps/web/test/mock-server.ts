import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import {
  AnalysisCityResponse,
  AnalysisReadResponse,
  ApiErrorBody,
  ComparedCitiesResponse,
  BackupCodesResponse,
  DevMailbox,
  FactorList,
  GeoLocation,
  HubsResponse,
  LatestAnalysisResponse,
  LatestResumeResponse,
  LearningItemResponse,
  LearningList,
  MeResponse,
  PlaceResponse,
  ProvidersResponse,
  RefinedCitiesResponse,
  ResumeUploadResponse,
  SalarySuggestionResponse,
  SavedAnswersResponse,
  SessionResponse,
  SignInResponse,
  SocialSignInResponse,
  SubmittedAnalysisResponse,
} from '@thrive/core/contracts/api';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { localizeAnalysis } from '@thrive/core/text/localize-analysis';
import { CityFigures, FigureCityList, FigureRoleList, NetPayFigures } from '@thrive/core/contracts/figures';
import { FormReceipt } from '@thrive/core/contracts/forms';
import { OnboardingDraftResponse } from '@thrive/core/contracts/onboarding-draft';

/**
 * The mock API server of web component tests (MSW, `setupServer` from msw/node, started in test/setup.ts). One
 * handler per route the web calls, with the route's response schema from the shared contract
 * (`@thrive/core/contracts`, the same objects the server declares its routes with): every 2xx reply is parsed with
 * it and every refusal with the error body, so a mock can never answer what the real server could not (a drifted
 * mock fails the test, not the product). Order matters: `/api/analyses/latest` before `/api/analyses/:id`.
 */
export const CONTRACT: [method: Method, path: string, schema: z.ZodType][] = [
  ['GET', '/api/me', MeResponse],
  ['GET', '/api/me/onboarding', SavedAnswersResponse],
  ['PUT', '/api/me/onboarding', SavedAnswersResponse],
  ['GET', '/api/me/onboarding/draft', OnboardingDraftResponse],
  ['PUT', '/api/me/onboarding/draft', OnboardingDraftResponse],
  ['DELETE', '/api/me/onboarding/draft', z.object({ deleted: z.boolean() })],
  ['GET', '/api/learning-progress', LearningList],
  ['PUT', '/api/learning-progress/:courseId', LearningItemResponse],
  ['PATCH', '/api/learning-progress/:courseId', LearningItemResponse],
  ['DELETE', '/api/learning-progress/:courseId', z.object({ ok: z.literal(true) })],
  ['POST', '/api/functions/generate-career-analysis', SubmittedAnalysisResponse],
  ['GET', '/api/analyses/latest', LatestAnalysisResponse],
  ['GET', '/api/analyses/:id', AnalysisReadResponse],
  ['GET', '/api/analyses/:id/cities/:cityId', AnalysisCityResponse],
  ['GET', '/api/analyses/:id/compared-cities', ComparedCitiesResponse],
  ['PUT', '/api/analyses/:id/compared-cities', ComparedCitiesResponse],
  ['POST', '/api/functions/analyze-resume', ResumeUploadResponse],
  ['GET', '/api/resume-analyses/latest', LatestResumeResponse],
  ['GET', '/api/figures/cities', FigureCityList],
  ['GET', '/api/figures/roles', FigureRoleList],
  ['GET', '/api/figures/cities/:cityId', CityFigures],
  ['GET', '/api/figures/net-pay', NetPayFigures],
  ['GET', '/api/geo', GeoLocation],
  ['GET', '/api/geo/reverse', GeoLocation],
  ['GET', '/api/onboarding/place', PlaceResponse],
  ['POST', '/api/onboarding/hubs', HubsResponse],
  ['POST', '/api/onboarding/refined-cities', RefinedCitiesResponse],
  ['POST', '/api/onboarding/salary-suggestion', SalarySuggestionResponse],
  ['POST', '/api/demo-requests', FormReceipt],
  ['POST', '/api/contact-messages', FormReceipt],
  ['GET', '/api/auth/get-session', SessionResponse],
  ['GET', '/api/auth/providers', ProvidersResponse],
  ['POST', '/api/auth/sign-in/email', SignInResponse],
  ['POST', '/api/auth/sign-in/social', SocialSignInResponse],
  ['GET', '/api/account/factors', FactorList],
  ['POST', '/api/account/backup-codes', BackupCodesResponse],
  ['GET', '/api/dev/mailbox', DevMailbox],
];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Reply = { status: number; body: unknown };
export type Call = { url: string; method: string; body?: string };
/** A reply, or a function of the request that returns one (or a promise of one: a reply the test releases later). */
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

const NOT_FOUND: Reply = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };

/**
 * Without a test's routes (or after it ended), every /api call answers 404 NOT_FOUND, as the server does; static
 * files (the map's country shapes) are not served in component tests: 404 too, and nothing leaves the machine.
 */
export const server = setupServer(
  http.all('/api/*', () => HttpResponse.json(NOT_FOUND.body as never, { status: NOT_FOUND.status })),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

/** Checks one reply against the contract; throws (failing the test) when it does not fit. */
export function checkReply(key: string, reply: Reply, schema?: z.ZodType): Reply {
  const check = reply.status >= 400 ? ApiErrorBody : reply.status === 204 ? undefined : schema;
  if (!check) return reply;
  const parsed = check.safeParse(reply.body);
  if (!parsed.success)
    throw new Error(`Mock reply for ${key} (${reply.status}) breaks the contract: ${parsed.error.message}`);
  return reply;
}

/** The contract's schema of 'METHOD /path' (the first route whose pattern matches). */
export function schemaFor(key: string): z.ZodType | undefined {
  const [method, path] = key.split(' ') as [string, string];
  return CONTRACT.find(
    ([m, pattern]) => m === method && new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  )?.[2];
}

/**
 * Serves `routes` ('METHOD /path' with the real path, or with '*' for the last segment -> reply or function of the
 * request) through the contract's handlers; a route not given answers 404 NOT_FOUND, like the server. `routes` is
 * read at each request, so a test may change a reply after the call. Returns the list of calls made.
 */
export function mockApi(routes: Record<string, Route | undefined>): Call[] {
  const calls: Call[] = [];
  const resolverFor =
    (schema: z.ZodType | undefined): HttpResponseResolver =>
    async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method;
      const body = method === 'GET' || method === 'HEAD' ? undefined : await request.text();
      const call: Call = { url: `${url.pathname}${url.search}`, method, body: body || undefined };
      calls.push(call);
      const key = `${method} ${url.pathname}`;
      const route = routes[key] ?? routes[`${method} ${url.pathname.replace(/\/[^/]+$/, '/*')}`];
      const reply = checkReply(
        key,
        typeof route === 'function' ? await route(call) : (route ?? NOT_FOUND),
        schema,
      );
      return HttpResponse.json(reply.body as never, { status: reply.status });
    };
  server.use(
    ...CONTRACT.map(([method, path, schema]) =>
      http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path, resolverFor(schema)),
    ),
    // Routes outside the contract's list (sign-out, verification mails): refusals still checked.
    http.all('/api/*', resolverFor(undefined)),
  );
  return calls;
}

/**
 * `GET /api/analyses/latest` answering a completed analysis in the language the dashboard asks for (`?lang=`), as the
 * server localizes it; any other language is a 400. `result` is read at each call (tests compute it in `beforeAll`);
 * `id` and `at` (ISO time of the request) tell tests' records apart.
 */
export function latestAnalysisRoute(result: () => AnalysisResult, id: string, at: string): Route {
  return ({ url }) => {
    const lang = new URL(url, 'http://localhost').searchParams.get('lang');
    if (lang !== 'en' && lang !== 'nl') return { status: 400, body: { error: { code: 'BAD', message: '' } } };
    return {
      status: 200,
      body: {
        analysis: {
          id,
          status: 'completed',
          analysisResult: localizeAnalysis(result(), lang),
          marketData: null,
          failureReason: null,
          datasetVersion: result().datasetVersion,
          createdAt: at,
          completedAt: new Date(Date.parse(at) + 3000).toISOString(),
        },
      },
    };
  };
}
