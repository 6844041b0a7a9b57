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
 * generate-career-analysis, the write half: validates `{ onboardingData }` with the spec's two errors, then, under a
 * per-person lock (so two simultaneous clicks cannot both insert), returns the recent identical job if there is one,
 * answers 429 when the person created too many analyses in the window, and otherwise inserts a pending row.
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

  const submitted = await db.transaction(async (tx): Promise<SubmittedAnalysis> => {
    // The lock is a statement of its own: the statement after it takes its snapshot once the lock is held, so it sees
    // what a submission of the same person that held the lock before has committed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`career_analyses:${userId}`}))`);
    // Then one statement (decision 0147; the two checks in one query since decision 0134): over the person's
    // analyses of the rate window (10 min), the recent identical job (30 s, pending or completed, the newest) if there
    // is one; else, when the person is under the rate limit, the new pending row, with the head notice to other
    // processes (delivered at the commit; decision 0134); else the oldest of the window, for Retry-After. A duplicate
    // is answered even when the person is at the limit, as before.
    const windowStart = new Date(now.getTime() - RATE_WINDOW_MS);
    const duplicateFrom = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
    const notice = tellsOtherProcesses(db)
      ? sql`cross join lateral pg_notify(${ANALYSIS_HEAD_CHANNEL}, inserted.user_id) as notice`
      : sql``;
    const answer = await tx.execute(sql`
      with recent as (
        select id, status, created_at, request_hash from career_analyses
        where user_id = ${userId} and created_at > ${windowStart.toISOString()}::timestamptz
      ),
      duplicate as (
        select id, status, created_at from recent
        where created_at > ${duplicateFrom.toISOString()}::timestamptz and request_hash = ${requestHash}
          and status in ('pending', 'completed')
        order by created_at desc
        limit 1
      ),
      tally as (select count(*)::int as n, min(created_at) as oldest from recent),
      inserted as (
        insert into career_analyses (user_id, status, request, request_hash, created_at)
        select ${userId}, 'pending', ${JSON.stringify(request)}::jsonb, ${requestHash},
          ${now.toISOString()}::timestamptz
        where not exists (select 1 from duplicate) and (select n from tally) < ${options.rateLimit}
        returning id, status, created_at, user_id
      )
      select 'inserted' as outcome, inserted.id, inserted.status,
        (extract(epoch from inserted.created_at) * 1000)::float8 as at_ms
      from inserted ${notice}
      union all
      select 'duplicate', id, status, (extract(epoch from created_at) * 1000)::float8 from duplicate
      union all
      select 'limited', null, null, (extract(epoch from oldest) * 1000)::float8 from tally
      where n >= ${options.rateLimit} and not exists (select 1 from duplicate)
    `);
    const [row] = (answer as unknown as { rows: SubmissionRow[] }).rows;
    if (!row) throw new Error('The submission statement answered no row.');
    if (row.outcome === 'limited') {
      const oldest = row.at_ms === null ? now.getTime() : Number(row.at_ms);
      const retryAfter = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - now.getTime()) / 1000));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too Many Requests', { retryAfterSeconds: retryAfter });
    }
    return {
      id: row.id!,
      status: row.status!,
      createdAt: new Date(Number(row.at_ms)),
      duplicate: row.outcome === 'duplicate',
    };
  });
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
