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
import {
  analysisHeadChangedHere,
  notifyAnalysisHeadInTransaction,
  tellsOtherProcesses,
} from './analysis-heads';
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
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`career_analyses:${userId}`}))`);
    // One query for both checks (decision 0134): the person's analyses of the rate window, oldest first; the
    // duplicate window (30 s) lies inside the rate window (10 min), so the recent identical job is among them.
    const windowStart = new Date(now.getTime() - RATE_WINDOW_MS);
    const recent = await tx
      .select({
        id: careerAnalyses.id,
        status: careerAnalyses.status,
        createdAt: careerAnalyses.createdAt,
        requestHash: careerAnalyses.requestHash,
      })
      .from(careerAnalyses)
      .where(and(eq(careerAnalyses.userId, userId), gt(careerAnalyses.createdAt, windowStart)))
      .orderBy(careerAnalyses.createdAt);
    const duplicateFrom = now.getTime() - DUPLICATE_WINDOW_MS;
    for (let i = recent.length - 1; i >= 0; i--) {
      const { id, status, createdAt, requestHash: hash } = recent[i]!;
      if (createdAt.getTime() <= duplicateFrom) break;
      if (hash === requestHash && (status === 'pending' || status === 'completed'))
        return { id, status, createdAt, duplicate: true };
    }

    if (recent.length >= options.rateLimit) {
      const oldest = recent[0]?.createdAt ?? now;
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too Many Requests', { retryAfterSeconds: retryAfter });
    }

    const [row] = await tx
      .insert(careerAnalyses)
      .values({ userId, status: 'pending', request, requestHash, createdAt: now })
      .returning({
        id: careerAnalyses.id,
        status: careerAnalyses.status,
        createdAt: careerAnalyses.createdAt,
      });
    // A new newest analysis (decision 0039): other processes learn it when this commits (decision 0134).
    if (tellsOtherProcesses(db)) await notifyAnalysisHeadInTransaction(tx, userId);
    return { ...row!, duplicate: false };
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
