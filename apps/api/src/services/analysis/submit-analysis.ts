import { createHash } from 'node:crypto';
import {
  ANALYSIS_REQUEST_MESSAGES,
  parseAnalysisRequest,
  type AnalysisRequest,
} from '@thrive/core/contracts/analysis-request';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerAnalyses } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
import { analysisHeadChanged } from './analysis-heads';
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
    const [same] = await tx
      .select({ id: careerAnalyses.id, status: careerAnalyses.status, createdAt: careerAnalyses.createdAt })
      .from(careerAnalyses)
      .where(
        and(
          eq(careerAnalyses.userId, userId),
          eq(careerAnalyses.requestHash, requestHash),
          inArray(careerAnalyses.status, ['pending', 'completed']),
          gt(careerAnalyses.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .orderBy(desc(careerAnalyses.createdAt))
      .limit(1);
    if (same) return { ...same, duplicate: true };

    const windowStart = new Date(now.getTime() - RATE_WINDOW_MS);
    const recent = await tx
      .select({ createdAt: careerAnalyses.createdAt })
      .from(careerAnalyses)
      .where(and(eq(careerAnalyses.userId, userId), gt(careerAnalyses.createdAt, windowStart)))
      .orderBy(careerAnalyses.createdAt);
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
    return { ...row!, duplicate: false };
  });
  // A new newest analysis (decision 0039).
  if (!submitted.duplicate) await analysisHeadChanged(db, [userId]);
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
