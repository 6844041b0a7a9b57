import { Hono } from 'hono';
import { createResumeReader, type ResumeReader } from '../adapters/resume-reader';
import { limitIp } from '../lib/client-ip';
import { API_LIMITS, enforceLimits } from '../lib/limits';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import { analyzeResume, getLatestResumeAnalysis } from '../services/resume/analyze-resume';
import { readResumeUpload } from '../services/resume/read-upload';

/** The upload path; app.ts exempts it from the global 1 MB body limit (it has its own 10 MB streaming cap). */
export const RESUME_UPLOAD_PATH = '/api/functions/analyze-resume';

let shared: ResumeReader | null = null;
/** One pool of reader processes per server, whatever the number of app instances (tests make many). */
export function sharedResumeReader(): ResumeReader {
  shared ??= createResumeReader();
  return shared;
}

/**
 * Resume analysis of the caller (signed in or anonymous; 401 without a session):
 * - POST /api/functions/analyze-resume, multipart field `file` (the spec's call): `{ analysis: { id, analysis,
 *   createdAt } }`, or a typed error (see services/resume/errors.ts), never a 500 for a bad file;
 * - GET /api/resume-analyses/latest: `{ analysis: { id, analysisResult, createdAt } | null }`.
 */
export function resumeRoutes(resolveUser: UserResolver, options: { reader?: ResumeReader } = {}) {
  const routes = new Hono<UserEnv>();
  // Scoped paths: a '*' middleware here would cover every /api route once mounted.
  routes.use('/functions/analyze-resume', requireUser(resolveUser));
  routes.use('/resume-analyses/*', requireUser(resolveUser));

  routes.post('/functions/analyze-resume', async (c) => {
    const { database, logger } = c.var.deps;
    await enforceLimits(c, [
      { key: `resume:user:${c.var.user.id}`, ...API_LIMITS.resumePerUser },
      { key: `resume:ip:${limitIp(c)}`, ...API_LIMITS.resumePerIp },
    ]);
    const reader = options.reader ?? sharedResumeReader();
    reader.warm();
    const bytes = await readResumeUpload(c.req.raw);
    const result = await analyzeResume({ db: database.db, reader, logger }, c.var.user.id, bytes);
    c.header('Cache-Control', 'no-store');
    return c.json({ analysis: result });
  });

  routes.get('/resume-analyses/latest', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ analysis: await getLatestResumeAnalysis(c.var.deps.database.db, c.var.user.id) });
  });

  return routes;
}
