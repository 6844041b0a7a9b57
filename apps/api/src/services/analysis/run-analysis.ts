import { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerAnalyses } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import { inlineEngine, type Engine, type EngineRun } from '../../adapters/engine-thread';
import type { FailureReason } from './analysis-errors';
import { analysisHeadChangedHere, headNoticeColumn } from './analysis-heads';
import type { ProseWriter } from './write-prose';
import { packResult, unpackResult } from '../../lib/packed-result';
import { analysisRepresentation } from './analysis-representation';
import { rememberRepresentation } from './completed-analysis-cache';
import { recordColumns } from './get-analysis';

export interface RunAnalysisDeps {
  db: Db;
  logger: Logger;
  /** Optional language-model prose; null when no model is configured. */
  prose: ProseWriter | null;
  /** Where the engine runs: its own thread in the server (jobs/engine-thread.ts); inline by default. */
  engine?: Engine;
  now?: () => Date;
  /**
   * Keep the answer of the first read of a completed row (the first screen, in its request's language) from the
   * engine's cut, in this process's kept answers (decision 0109): the in-process runner, whose process serves the
   * reads; not a separate worker.
   */
  keepFirstScreen?: boolean;
}

export type RunOutcome = 'completed' | 'failed' | 'skipped';

/**
 * Runs one pending analysis: claims it (pending -> attempts + 1), runs the engine on the stored request, lets the
 * language model rewrite the prose when one is configured (figures untouched; on timeout or bad output the engine's
 * text stands), and marks it completed, or failed with a reason. A row that is no longer pending is skipped, so a
 * job delivered twice (pg-boss retry, a resumed job) does no harm.
 */
export async function runAnalysisJob(deps: RunAnalysisDeps, analysisId: string): Promise<RunOutcome> {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const [row] = await db
    .update(careerAnalyses)
    .set({ attempts: sql`${careerAnalyses.attempts} + 1`, startedAt: now() })
    .where(and(eq(careerAnalyses.id, analysisId), eq(careerAnalyses.status, 'pending')))
    .returning({ id: careerAnalyses.id, request: careerAnalyses.request });
  if (!row) return 'skipped';

  const parsed = AnalysisRequest.safeParse(row.request);
  if (!parsed.success) return fail(db, analysisId, 'INVALID_STORED_REQUEST', now());

  let run: EngineRun;
  try {
    run = await (deps.engine ?? inlineEngine)(parsed.data, now());
  } catch (error) {
    logger.error(
      { analysisId, err: error instanceof Error ? error.message : String(error) },
      'analysis engine failed',
    );
    return fail(db, analysisId, 'ENGINE_ERROR', now());
  }

  // Stored compactly as the engine packed it, the market data inside it (decision 0059).
  let packed = run.packed;
  let proseBy: 'engine' | 'model' = 'engine';
  if (deps.prose) {
    const result = run.result ?? (await unpackResult(run.packed));
    const written = await deps.prose(result, parsed.data);
    if (written.ok) {
      packed = await packResult(written.result);
      proseBy = 'model';
    } else {
      logger.warn({ analysisId, reason: written.reason }, 'model prose not used; the engine text stands');
    }
  }

  const updated = await db
    .update(careerAnalyses)
    .set({
      status: 'completed',
      resultPacked: packed,
      datasetVersion: run.datasetVersion,
      engineVersion: run.engineVersion,
      proseBy,
      failureReason: null,
      completedAt: now(),
    })
    .where(and(eq(careerAnalyses.id, analysisId), eq(careerAnalyses.status, 'pending')))
    // The head notice rides on the completion (decision 0147): one statement instead of two.
    .returning({ ...recordColumns, ...headNoticeColumn(db) });
  if (!updated[0]) return 'skipped';
  const { headNotice: _notice, ...record } = updated[0];
  // The first read of the new analysis (the dashboard's first screen) is answered from memory: the record as the
  // read selects it and the first screen the engine cut, the same bytes the read would make from the stored row.
  if (deps.keepFirstScreen && run.firstScreen && proseBy === 'engine') {
    const { view, cut } = run.firstScreen;
    rememberRepresentation(record.userId, record.id, view, analysisRepresentation(record, view, cut));
  }
  analysisHeadChangedHere([record.userId]);
  return 'completed';
}

export async function fail(db: Db, analysisId: string, reason: FailureReason, at: Date): Promise<RunOutcome> {
  const updated = await db
    .update(careerAnalyses)
    .set({ status: 'failed', failureReason: reason, completedAt: at })
    .where(and(eq(careerAnalyses.id, analysisId), eq(careerAnalyses.status, 'pending')))
    .returning({ userId: careerAnalyses.userId, ...headNoticeColumn(db) });
  if (updated.length === 0) return 'skipped';
  analysisHeadChangedHere([updated[0]!.userId]);
  return 'failed';
}

/**
 * Fails pending analyses that newer ones of the same people replaced before they started (the in-process runner's
 * coalescing, decision 0116), in one statement however many (decision 0147); answers the ids it failed (one no longer
 * pending is left as it is). Each newer one was created after the one it replaced, so no person's newest analysis
 * changes: no head to drop.
 */
export async function supersedeAnalyses(
  db: Db,
  analysisIds: readonly string[],
  at: Date,
): Promise<Set<string>> {
  if (analysisIds.length === 0) return new Set();
  const updated = await db
    .update(careerAnalyses)
    .set({ status: 'failed', failureReason: 'SUPERSEDED' satisfies FailureReason, completedAt: at })
    .where(and(inArray(careerAnalyses.id, [...analysisIds]), eq(careerAnalyses.status, 'pending')))
    .returning({ id: careerAnalyses.id });
  return new Set(updated.map((row) => row.id));
}
