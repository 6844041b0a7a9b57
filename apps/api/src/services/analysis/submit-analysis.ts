import { createHash } from 'node:crypto';
import {
  ANALYSIS_REQUEST_MESSAGES,
  parseAnalysisRequest,
  type AnalysisRequest,
} from '@thrive/core/contracts/analysis-request';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerAnalyses } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
import { ANALYSIS_HEAD_CHANNEL, analysisHeadChangedHere, tellsOtherProcesses } from './analysis-heads';
import { DUPLICATE_WINDOW_MS, RATE_WINDOW_MS } from './analysis-errors';

export interface SubmitOptions {
  /** Analyses one person may create per RATE_WINDOW_MS. */
  rateLimit: number;
  now?: Date;
}

export interface SubmittedAnalysis {
  id: string;
  status: string;
  createdAt: Date;
  /** True when an identical request of the same person was already pending or done within the window. */
  duplicate: boolean;
}

/** The submission statement's one row: what it did, the row's id and status, and a time in ms since 1970. */
interface SubmissionRow {
  outcome: 'inserted' | 'duplicate' | 'limited';
  id: string | null;
  status: string | null;
  /** `created_at` of the inserted or duplicate row; the oldest of the rate window when limited. */
  at_ms: number | string | null;
}

/**
 * generate-career-analysis, the write half: validates `{ onboardingData }` with the spec's two errors, then, in one
 * round trip under a per-person lock (so two simultaneous clicks cannot both insert), returns the recent identical job
 * if there is one, answers 429 when the person created too many analyses in the window, and otherwise inserts a
 * pending row.
 * Running it is the job runner's business.
 */
export async function submitAnalysis(
  db: Db,
  userId: string,
  body: unknown,
  options: SubmitOptions,
): Promise<SubmittedAnalysis> {
  const onboardingData =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).onboardingData
      : undefined;
  const parsed = parseAnalysisRequest(onboardingData);
  if (!parsed.ok)
    throw new ApiError(
      400,
      parsed.code,
      ANALYSIS_REQUEST_MESSAGES[parsed.code],
      parsed.issues ? { issues: parsed.issues } : undefined,
    );
  const request = parsed.request;
  const requestHash = hashRequest(request);
  const now = options.now ?? new Date();

  // One round trip (decision 0156): the database function `submit_career_analysis` (migration 0010) takes the
  // per-person lock (so two simultaneous clicks cannot both insert), then in one statement, with its own snapshot
  // taken once the lock is held: over the person's analyses of the rate window (10 min), the recent identical job
  // (30 s, pending or completed, the newest) if there is one; else, when the person is under the rate limit, the new
  // pending row, with the head notice to other processes (delivered at the commit; decision 0134); else the oldest of
  // the window, for Retry-After. A duplicate is answered even when the person is at the limit. It runs as one
  // statement in its own transaction, so the lock is held until that commits (before: begin, lock, statement, commit;
  // decision 0147).
  const windowStart = new Date(now.getTime() - RATE_WINDOW_MS);
  const duplicateFrom = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  const channel = tellsOtherProcesses(db) ? ANALYSIS_HEAD_CHANNEL : null;
  const answer = await db.execute(sql`
    select outcome, id, status, at_ms from submit_career_analysis(
      ${userId}, ${JSON.stringify(request)}::jsonb, ${requestHash}, ${now.toISOString()}::timestamptz,
      ${windowStart.toISOString()}::timestamptz, ${duplicateFrom.toISOString()}::timestamptz,
      ${options.rateLimit}::int, ${channel}::text
    )
  `);
  const [row] = (answer as unknown as { rows: SubmissionRow[] }).rows;
  if (!row) throw new Error('The submission statement answered no row.');
  if (row.outcome === 'limited') {
    const oldest = row.at_ms === null ? now.getTime() : Number(row.at_ms);
    const retryAfter = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now.getTime()) / 1000));
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too Many Requests', { retryAfterSeconds: retryAfter });
  }
  const submitted: SubmittedAnalysis = {
    id: row.id!,
    status: row.status!,
    createdAt: new Date(Number(row.at_ms)),
    duplicate: row.outcome === 'duplicate',
  };
  if (!submitted.duplicate) analysisHeadChangedHere([userId]);
  return submitted;
}

/** sha256 of the request as canonical JSON (keys sorted), so the same answers give the same hash. */
export function hashRequest(request: AnalysisRequest): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** How many analyses a person created in the current window (for tests and diagnostics). */
export async function countRecentAnalyses(db: Db, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(careerAnalyses)
    .where(
      and(
        eq(careerAnalyses.userId, userId),
        gt(careerAnalyses.createdAt, new Date(now.getTime() - RATE_WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}
