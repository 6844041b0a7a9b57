import { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerAnalyses } from '../../db/schema/index';
import { GIVE_UP_AFTER_MS, MAX_ATTEMPTS, STALE_AFTER_MS } from './analysis-errors';
import { fail } from './run-analysis';

export interface RecoveryReport {
  resumed: string[];
  failed: string[];
}

/**
 * A crash never leaves an analysis pending forever. Pending rows not touched for STALE_AFTER_MS (since created or
 * last started) are claimed (their started_at is moved, so two processes do not both take one) and then:
 * - resumed (handed to `resume`) while they have been started fewer than MAX_ATTEMPTS times, the stored request
 *   still parses and they are younger than GIVE_UP_AFTER_MS;
 * - otherwise failed with INTERRUPTED (started too often, or bad request) or TIMED_OUT (never finished), so the
 *   dashboard offers Retry.
 */
export async function recoverStaleAnalyses(
  db: Db,
  resume: (analysisId: string) => Promise<void>,
  now: Date = new Date(),
  staleAfterMs: number = STALE_AFTER_MS,
): Promise<RecoveryReport> {
  // staleAfterMs 0 (a single-process embedded database at start): every pending row is an orphan of the last run.
  const staleBefore = new Date(now.getTime() - staleAfterMs + (staleAfterMs === 0 ? 1 : 0));
  const claimed = await db
    .update(careerAnalyses)
    .set({ startedAt: now })
    .where(
      and(
        eq(careerAnalyses.status, 'pending'),
        or(
          and(isNull(careerAnalyses.startedAt), lt(careerAnalyses.createdAt, staleBefore)),
          lt(careerAnalyses.startedAt, staleBefore),
        ),
      ),
    )
    .returning({
      id: careerAnalyses.id,
      attempts: careerAnalyses.attempts,
      createdAt: careerAnalyses.createdAt,
      request: careerAnalyses.request,
    });

  const report: RecoveryReport = { resumed: [], failed: [] };
  for (const row of claimed) {
    const tooOld = now.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
    const parses = AnalysisRequest.safeParse(row.request).success;
    if (tooOld) {
      await fail(db, row.id, row.attempts === 0 ? 'TIMED_OUT' : 'INTERRUPTED', now);
      report.failed.push(row.id);
    } else if (row.attempts >= MAX_ATTEMPTS || !parses) {
      await fail(db, row.id, parses ? 'INTERRUPTED' : 'INVALID_STORED_REQUEST', now);
      report.failed.push(row.id);
    } else {
      await resume(row.id);
      report.resumed.push(row.id);
    }
  }
  return report;
}
