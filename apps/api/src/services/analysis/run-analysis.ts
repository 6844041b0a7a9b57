import { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerAnalyses } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import { inlineEngine, type Engine, type EngineRun } from '../../adapters/engine-thread';
import type { FailureReason } from './analysis-errors';
import { analysisHeadChanged } from './analysis-heads';
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
    .returning(recordColumns);
  const record = updated[0];
  if (!record) return 'skipped';
  // The first read of the new analysis (the dashboard's first screen) is answered from memory: the record as the
  // read selects it and the first screen the engine cut, the same bytes the read would make from the stored row.
  if (deps.keepFirstScreen && run.firstScreen && proseBy === 'engine') {
    const { view, cut } = run.firstScreen;
    rememberRepresentation(record.userId, record.id, view, analysisRepresentation(record, view, cut));
  }
  await analysisHeadChanged(db, [record.userId]);
  return 'completed';
}

export async function fail(db: Db, analysisId: string, reason: FailureReason, at: Date): Promise<RunOutcome> {
  const updated = await db
    .update(careerAnalyses)
    .set({ status: 'failed', failureReason: reason, completedAt: at })
    .where(and(eq(careerAnalyses.id, analysisId), eq(careerAnalyses.status, 'pending')))
    .returning({ userId: careerAnalyses.userId });
  if (updated.length === 0) return 'skipped';
  await analysisHeadChanged(db, [updated[0]!.userId]);
  return 'failed';
}

/**
 * Fails a pending analysis that a newer one of the same person replaced before it started (the in-process runner's
 * coalescing, decision 0116); false when it was no longer pending. The newer one was created after it, so the
 * person's newest analysis is unchanged: no head to drop.
 */
export async function supersedeAnalysis(db: Db, analysisId: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(careerAnalyses)
    .set({ status: 'failed', failureReason: 'SUPERSEDED' satisfies FailureReason, completedAt: at })
    .where(and(eq(careerAnalyses.id, analysisId), eq(careerAnalyses.status, 'pending')))
    .returning({ id: careerAnalyses.id });
  return updated.length > 0;
}
