import { Hono } from 'hono';
import { z } from 'zod';
import { LatestResumeResponse, ResumeUploadResponse } from '@thrive/core/contracts/api';
import { createResumeReader, type ResumeReader } from '../adapters/resume-reader';
import { limitIp } from '../lib/client-ip';
import { API_LIMITS, enforceLimits } from '../lib/limits';
import { requireUser, type UserEnv, type UserResolver } from '../services/auth/current-user';
import { analyzeResume, getLatestResumeAnalysis } from '../services/resume/analyze-resume';
import { readResumeUpload } from '../services/resume/read-upload';
import { RESUME_ERRORS, type ResumeErrorCode } from '../services/resume/errors';
import { defineRoute, limited, ok, refusal, routesOn, unauth } from '../openapi/route';

/** The upload path; app.ts exempts it from the global 1 MB body limit (it has its own 10 MB streaming cap). */
export const RESUME_UPLOAD_PATH = '/api/functions/analyze-resume';

const codesAt = (status: number) =>
  (Object.keys(RESUME_ERRORS) as ResumeErrorCode[]).filter((code) => RESUME_ERRORS[code][0] === status);

export const ANALYZE_RESUME = defineRoute({
  method: 'post',
  path: RESUME_UPLOAD_PATH,
  tag: 'resume',
  summary: 'Read a CV (PDF, multipart field `file`, at most 10 MB)',
  auth: 'session',
  multipart: true,
  body: z.object({ file: z.string().meta({ format: 'binary' }) }),
  responses: {
    200: ok(ResumeUploadResponse),
    400: refusal('No file, or an unreadable upload', codesAt(400)),
    401: unauth,
    413: refusal('Over 10 MB', codesAt(413)),
    415: refusal('Not a PDF', codesAt(415)),
    422: refusal(
      'Encrypted, damaged, without text even by OCR, too complex, or a scan too large to read',
      codesAt(422),
    ),
    429: limited,
    503: refusal('Busy', codesAt(503)),
  },
});
export const LATEST_RESUME = defineRoute({
  method: 'get',
  path: '/api/resume-analyses/latest',
  tag: 'resume',
  summary: "The caller's newest CV reading, or null",
  auth: 'session',
  responses: { 200: ok(LatestResumeResponse), 401: unauth },
});

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
  const serve = routesOn(routes, '/api');

  serve(ANALYZE_RESUME, async (c) => {
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

  serve(LATEST_RESUME, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ analysis: await getLatestResumeAnalysis(c.var.deps.database.db, c.var.user.id) });
  });

  return routes;
}
