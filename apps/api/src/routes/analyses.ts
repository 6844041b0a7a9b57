import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { createInProcessAnalysisJobs, type AnalysisJobs } from '../jobs/analysis-jobs';
import { ApiError } from '../lib/errors';
import { limitIp } from '../lib/client-ip';
import { API_LIMITS, enforceLimits } from '../lib/limits';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import {
  getAnalysisById,
  getLatestAnalysis,
  getLatestAnalysisHead,
  type AnalysisRecord,
} from '../services/analysis/get-analysis';
import {
  cachedAnalysisResponse,
  rememberAnalysisResponse,
} from '../services/analysis/completed-analysis-cache';
import { submitAnalysis } from '../services/analysis/submit-analysis';

/**
 * Career analyses of the caller (signed in or anonymous; 401 without a session):
 * - POST /api/functions/generate-career-analysis `{ onboardingData }` (the spec's call): 400 NO_ONBOARDING_DATA or
 *   INVALID_DATA_STRUCTURE, 429 'Too Many Requests', else the job: 200 when it completed within ANALYSIS_WAIT_MS,
 *   202 while it is still pending;
 * - GET /api/analyses/latest: the newest analysis of the caller, or `{ analysis: null }`;
 * - GET /api/analyses/:id: one analysis of the caller (404 for anyone else's).
 */
export function mountAnalyses(app: Hono<AppEnv>, deps: Deps, resolveUser: UserResolver): AnalysisJobs {
  const jobs =
    deps.analysisJobs ??
    createInProcessAnalysisJobs({ config: deps.config, db: deps.database.db, logger: deps.logger });
  const routes = new Hono<UserEnv>();
  // Scoped paths: a '*' middleware here would cover every /api route once mounted.
  routes.use('/functions/generate-career-analysis', requireUser(resolveUser));
  routes.use('/analyses/*', requireUser(resolveUser));

  routes.post('/functions/generate-career-analysis', async (c) => {
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
      if (!submitted.duplicate) await jobs.enqueue(submitted.id);
      if (config.ANALYSIS_WAIT_MS > 0)
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

  // Completed analyses never change: their serialised response is cached per owner (completed-analysis-cache.ts).
  const respond = (c: Context<UserEnv>, analysis: NonNullable<AnalysisRecord>) => {
    const json = JSON.stringify({ analysis });
    if (analysis.status === 'completed') rememberAnalysisResponse(c.var.user.id, analysis.id, json);
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  };

  routes.get('/analyses/latest', async (c) => {
    c.header('Cache-Control', 'no-store');
    const { db } = c.var.deps.database;
    const head = await getLatestAnalysisHead(db, c.var.user.id);
    if (!head) return c.json({ analysis: null });
    const cached = head.status === 'completed' ? cachedAnalysisResponse(c.var.user.id, head.id) : undefined;
    if (cached) return c.body(cached, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    const analysis = await getLatestAnalysis(db, c.var.user.id);
    return analysis ? respond(c, analysis) : c.json({ analysis: null });
  });

  routes.get('/analyses/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const cached = cachedAnalysisResponse(c.var.user.id, c.req.param('id'));
    if (cached) return c.body(cached, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    const analysis = await getAnalysisById(c.var.deps.database.db, c.var.user.id, c.req.param('id'));
    if (!analysis) throw new ApiError(404, 'NOT_FOUND', 'No such analysis.');
    return respond(c, analysis);
  });

  app.route('/api', routes);
  return jobs;
}
