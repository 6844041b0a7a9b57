import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AnalysisRequestIssue, AnalysisRequestPayload } from '@thrive/core/contracts/analysis-request';
import {
  AnalysisCityResponse,
  AnalysisReadResponse,
  LatestAnalysisResponse,
  SubmittedAnalysisResponse,
} from '@thrive/core/contracts/api';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { ANALYSIS_VIEWS, cityDetail } from '@thrive/core/contracts/analysis-summary';
import type { AppEnv, Deps } from '../context';
import { createInProcessAnalysisJobs, type AnalysisJobs } from '../jobs/analysis-jobs';
import { ApiError } from '../lib/errors';
import { limitIp } from '../lib/client-ip';
import { API_LIMITS, enforceLimits } from '../lib/limits';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import {
  getAnalysisById,
  getLatestAnalysisHead,
  pendingRecordOf,
  type AnalysisRecord,
} from '../services/analysis/get-analysis';
import {
  cachedRepresentation,
  COMPRESS_FROM_BYTES,
  encodedBody,
  makeRepresentation,
  preferredEncoding,
  rememberRepresentation,
  type Representation,
} from '../services/analysis/completed-analysis-cache';
import { submitAnalysis } from '../services/analysis/submit-analysis';
import { cutAnalysis, type View } from '../services/analysis/analysis-cut';
import { analysisRepresentation, etagOf } from '../services/analysis/analysis-representation';
import { createAnalysisHeads } from '../services/analysis/analysis-heads';
import type { FastPath } from '../lib/node-listener';
import { CACHE_CONTROL, createFastRead, matches as namesEtag, VARY } from './analyses-fast-read';
import { serveComparedCities } from './compared-cities';
import {
  bad,
  defineRoute,
  limited,
  notModified as unchanged,
  ok,
  refusal,
  routesOn,
  unauth,
} from '../openapi/route';

const CITY_ID = /^[a-z0-9]+(?:-[a-z0-9]+){0,8}$/;
const View = z.object({
  /**
   * `first`: what the dashboard's first screen shows; `summary` (the default): what its tabs show; `full`: the whole
   * result (decision 0097). Any other value is 400 VALIDATION_FAILED.
   */
  view: z.enum(ANALYSIS_VIEWS).optional(),
  /** Names and sentences written in this language on the server (decision 0040); without it, as stored. */
  lang: z.enum(['en', 'nl']).optional(),
});
const noAnalysis = refusal('No such analysis (or not yours)', ['NOT_FOUND']);

export const GENERATE_ANALYSIS = defineRoute({
  method: 'post',
  path: '/api/functions/generate-career-analysis',
  tag: 'analyses',
  summary: 'Start a career analysis: 200 when done within ANALYSIS_WAIT_MS, else 202 pending',
  auth: 'session',
  // Checked by submitAnalysis (parseAnalysisRequest, this payload schema) with the spec's messages and details.issues.
  body: z.object({ onboardingData: AnalysisRequestPayload }),
  responses: {
    200: ok(SubmittedAnalysisResponse),
    202: ok(SubmittedAnalysisResponse, 'Still pending'),
    400: {
      description:
        'NO_ONBOARDING_DATA, or INVALID_DATA_STRUCTURE with details.issues (path, reason) per field',
      codes: ['NO_ONBOARDING_DATA', 'INVALID_DATA_STRUCTURE'],
      schema: z.object({
        error: z.object({
          code: z.enum(['NO_ONBOARDING_DATA', 'INVALID_DATA_STRUCTURE']),
          message: z.string(),
          details: z.object({ issues: z.array(AnalysisRequestIssue) }).optional(),
        }),
      }),
    },
    401: unauth,
    429: limited,
  },
});
export const LATEST_ANALYSIS = defineRoute({
  method: 'get',
  path: '/api/analyses/latest',
  tag: 'analyses',
  summary:
    "The caller's newest analysis (the summary, view=first for the first screen, view=full), or null; ETag, 304 on If-None-Match",
  auth: 'session',
  query: View,
  responses: { 200: ok(LatestAnalysisResponse), 304: unchanged, 400: bad, 401: unauth },
});
export const ANALYSIS = defineRoute({
  method: 'get',
  path: '/api/analyses/{id}',
  tag: 'analyses',
  summary:
    'One analysis of the caller (the summary, view=first for the first screen, view=full); ETag, 304 on If-None-Match',
  auth: 'session',
  params: z.object({ id: z.uuid() }),
  notFound: { code: 'NOT_FOUND', message: 'No such analysis.' },
  query: View,
  responses: { 200: ok(AnalysisReadResponse), 304: unchanged, 400: bad, 401: unauth, 404: noAnalysis },
});
export const ANALYSIS_CITY = defineRoute({
  method: 'get',
  path: '/api/analyses/{id}/cities/{cityId}',
  tag: 'analyses',
  summary: 'One city of a completed analysis: its place, match and affordability',
  auth: 'session',
  params: z.object({ id: z.uuid(), cityId: z.string().regex(CITY_ID) }),
  notFound: { code: 'NOT_FOUND', message: 'No such city in this analysis.' },
  responses: { 200: ok(AnalysisCityResponse), 304: unchanged, 401: unauth, 404: noAnalysis },
});

/**
 * Career analyses of the caller (signed in or anonymous; 401 without a session):
 * - POST /api/functions/generate-career-analysis `{ onboardingData }` (the spec's call): 400 NO_ONBOARDING_DATA or
 *   INVALID_DATA_STRUCTURE, 429 'Too Many Requests', else the job: 200 when it completed within ANALYSIS_WAIT_MS,
 *   202 while it is still pending;
 * - GET /api/analyses/latest: the newest analysis of the caller, or `{ analysis: null }`;
 * - GET /api/analyses/:id: one analysis of the caller (404 for anyone else's);
 * - GET /api/analyses/:id/cities/:cityId: one city of a completed analysis (404 for a city not in it);
 * - GET and PUT /api/analyses/:id/compared-cities: the cities the person compared on it (routes/compared-cities.ts).
 * Reads answer the summary (`?view=first` for the dashboard's first screen, `?view=full` for the whole result; core
 * contracts/analysis-summary.ts; decision 0097) with an ETag (304 on If-None-Match) from bytes kept per analysis and
 * view, compressed once (decision 0020).
 * Returns the fast read of the latest analysis (answered before Hono from what this route has kept; decision 0058),
 * given the security headers every answer carries.
 */
export function mountAnalyses(
  app: Hono<AppEnv>,
  deps: Deps,
  resolveUser: UserResolver,
): {
  jobs: AnalysisJobs;
  fastRead: (securityHeaders: readonly (readonly [string, string])[]) => FastPath;
  latestCompleted: (userId: string, lang: 'en' | 'nl') => Promise<Buffer | null>;
} {
  const jobs =
    deps.analysisJobs ??
    createInProcessAnalysisJobs({ config: deps.config, db: deps.database.db, logger: deps.logger });
  // Each person's newest analysis in memory, dropped on every write (decision 0039).
  const heads = createAnalysisHeads(deps.database);
  const routes = new Hono<UserEnv>();
  // Scoped paths: a '*' middleware here would cover every /api route once mounted.
  routes.use('/functions/generate-career-analysis', requireUser(resolveUser));
  routes.use('/analyses/*', requireUser(resolveUser, { cookieCache: true }));
  const serve = routesOn(routes, '/api');

  serve(GENERATE_ANALYSIS, async (c) => {
    const { config, database } = c.var.deps;
    // Per address here (shared with REDIS_URL); per person in submitAnalysis (counted in the database).
    await enforceLimits(c, [{ key: `analysis:ip:${limitIp(c)}`, ...API_LIMITS.analysisPerIp }]);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    let submitted;
    try {
      submitted = await submitAnalysis(database.db, c.var.user.id, body, {
        rateLimit: config.ANALYSIS_RATE_LIMIT,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const details = error.details as { retryAfterSeconds?: number } | undefined;
        c.header('Retry-After', String(details?.retryAfterSeconds ?? 60));
      }
      throw error;
    }
    let status = submitted.status;
    if (status === 'pending') {
      if (!submitted.duplicate) await jobs.enqueue(submitted.id, c.var.user.id);
      // Behind a queue it would not finish in time: 202 now rather than holding the request (decision 0039).
      if (config.ANALYSIS_WAIT_MS > 0 && jobs.isNextInLine?.(submitted.id) !== false)
        status = await jobs.waitForSettled(submitted.id, config.ANALYSIS_WAIT_MS);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        analysis: {
          id: submitted.id,
          status,
          createdAt: submitted.createdAt,
          duplicate: submitted.duplicate,
        },
      },
      status === 'pending' ? 202 : 200,
    );
  });

  serve(LATEST_ANALYSIS, async (c, { query }) => {
    const view = viewOf(query);
    const { db } = c.var.deps.database;
    const userId = c.var.user.id;
    // A pending head read from the database comes with its whole record (decision 0147): one query, not two.
    const loaded: { pending?: NonNullable<AnalysisRecord> | null } = {};
    const head = await heads.read(userId, async () => {
      const row = await getLatestAnalysisHead(db, userId);
      loaded.pending = row && pendingRecordOf(row);
      return row && { id: row.id, status: row.status };
    });
    if (!head) return send(c, makeRepresentation(etagOf(null, null, view), { analysis: null }));
    return sendAnalysis(c, head, view, loaded.pending);
  });

  serve(ANALYSIS, async (c, { params: { id }, query }) => {
    const view = viewOf(query);
    const cached = cachedRepresentation(c.var.user.id, id, view);
    if (cached) return send(c, cached);
    const analysis = await getAnalysisById(c.var.deps.database.db, c.var.user.id, id);
    if (!analysis) throw new ApiError(404, 'NOT_FOUND', 'No such analysis.');
    return send(c, representationOf(c.var.user.id, analysis, view));
  });

  // One city of a completed analysis (its place, match and affordability): the detail the summary leaves out.
  serve(ANALYSIS_CITY, async (c, { params: { id, cityId } }) => {
    const view = `city:${cityId}`;
    const cached = cachedRepresentation(c.var.user.id, id, view);
    if (cached) return send(c, cached);
    const analysis = await getAnalysisById(c.var.deps.database.db, c.var.user.id, id);
    if (!analysis) throw new ApiError(404, 'NOT_FOUND', 'No such analysis.');
    const result = asResult(analysis.analysisResult);
    const city = analysis.status === 'completed' && result ? cityDetail(result, cityId) : null;
    if (!city) throw new ApiError(404, 'NOT_FOUND', 'No such city in this analysis.');
    const entry = makeRepresentation(etagOf(analysis.id, analysis.status, view), { city });
    rememberRepresentation(c.var.user.id, analysis.id, view, entry);
    return send(c, entry);
  });

  serveComparedCities(serve);

  app.route('/api', routes);
  return {
    jobs,
    fastRead: (securityHeaders) => createFastRead({ heads, logger: deps.logger, securityHeaders }),
    /**
     * The JSON the read of `/api/analyses/latest?view=first&lang=` answers, when the person's newest analysis is
     * completed (the dashboard's first screen, decisions 0065 and 0097); kept as that read keeps it, so the app's own
     * read that follows is answered from memory.
     */
    async latestCompleted(userId, lang) {
      const { db } = deps.database;
      const view: View = `first.${lang}`;
      const head = await heads.read(userId, async () => {
        const row = await getLatestAnalysisHead(db, userId);
        return row && { id: row.id, status: row.status };
      });
      if (head?.status !== 'completed') return null;
      const cached = cachedRepresentation(userId, head.id, view);
      if (cached) return cached.json;
      const analysis = await getAnalysisById(db, userId, head.id);
      if (analysis?.status !== 'completed') return null;
      return representationOf(userId, analysis, view).json;
    },
  };
}

const viewOf = (query: z.infer<typeof View>): View =>
  `${query.view ?? 'summary'}${query.lang ? (`.${query.lang}` as const) : ''}`;

function asResult(value: unknown): AnalysisResult | null {
  const result = value as AnalysisResult | null;
  return result && Array.isArray(result.cityMatches) && Array.isArray(result.affordability) ? result : null;
}

function representationOf(
  userId: string,
  analysis: NonNullable<AnalysisRecord> & { personCurrency?: string | null },
  view: View,
): Representation {
  const result = asResult(analysis.analysisResult);
  const entry = analysisRepresentation(
    analysis,
    view,
    result ? cutAnalysis(result, analysis.marketData, view, analysis) : null,
  );
  if (analysis.status === 'completed') rememberRepresentation(userId, analysis.id, view, entry);
  return entry;
}

async function sendAnalysis(
  c: Context<UserEnv>,
  head: { id: string; status: string },
  view: View,
  pending?: NonNullable<AnalysisRecord> | null,
) {
  const etag = etagOf(head.id, head.status, view);
  if (matches(c, etag)) return notModified(c, etag);
  const cached = head.status === 'completed' ? cachedRepresentation(c.var.user.id, head.id, view) : undefined;
  if (cached) return send(c, cached);
  if (pending?.id === head.id) return send(c, representationOf(c.var.user.id, pending, view));
  const analysis = await getAnalysisById(c.var.deps.database.db, c.var.user.id, head.id);
  if (!analysis) return send(c, makeRepresentation(etagOf(null, null, view), { analysis: null }));
  return send(c, representationOf(c.var.user.id, analysis, view));
}

const matches = (c: Context<UserEnv>, etag: string) => namesEtag(c.req.header('If-None-Match'), etag);

function notModified(c: Context<UserEnv>, etag: string) {
  return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_CONTROL, Vary: VARY });
}

/** 304 for a matching If-None-Match; else the stored bytes in the best encoding the client takes. */
async function send(c: Context<UserEnv>, entry: Representation) {
  if (matches(c, entry.etag)) return notModified(c, entry.etag);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    ETag: entry.etag,
    'Cache-Control': CACHE_CONTROL,
    Vary: VARY,
  };
  const encoding =
    entry.json.length >= COMPRESS_FROM_BYTES ? preferredEncoding(c.req.header('Accept-Encoding')) : null;
  if (!encoding) return c.body(view(entry.json), 200, headers);
  const body = await encodedBody(entry, encoding);
  return c.body(view(body), 200, { ...headers, 'Content-Encoding': encoding });
}

/** The kept bytes as they are (`new Uint8Array(buffer)` would copy them on every read). */
const view = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
