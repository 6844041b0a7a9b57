import type { Config } from '../config';
import type { Db } from '../db/client';
import { createEngine, type Engine } from '../adapters/engine-thread';
import type { Logger } from '../lib/logger';
import { getAnalysisStatus } from '../services/analysis/get-analysis';
import { recoverStaleAnalyses } from '../services/analysis/recover-stale-analyses';
import { runAnalysisJob, supersedeAnalyses, type RunOutcome } from '../services/analysis/run-analysis';
import { STALE_AFTER_MS } from '../services/analysis/analysis-errors';
import { createProseWriter, type ProseWriter } from '../services/analysis/write-prose';

/**
 * Runs career analyses. Two kinds:
 * - in-process (default): a queue in this process, one job at a time, each started on the next turn of the event
 *   loop so requests keep flowing;
 * - pg-boss (`JOB_QUEUE=pgboss`, PostgreSQL only): the server enqueues, `npm run worker` processes (see
 *   pgboss-jobs.ts).
 * Both recover stale pending jobs on start and then every minute (see recover-stale-analyses.ts).
 */
export interface AnalysisJobs {
  readonly kind: 'in-process' | 'pgboss';
  /**
   * Hands a pending analysis to the runner. With the person's id, the in-process runner coalesces: a newer analysis
   * of someone whose older one still waits in the queue (not started) takes the older one's place, and the older one
   * fails as SUPERSEDED instead of running (decision 0116).
   */
  enqueue(analysisId: string, userId?: string): Promise<void>;
  /**
   * In-process only: whether nothing but the job in progress is ahead of this one. A submission behind a longer
   * queue answers 202 at once instead of holding its request for ANALYSIS_WAIT_MS (decision 0039).
   */
  isNextInLine?(analysisId: string): boolean;
  /** Resolves with the status once the analysis left pending, or with 'pending' after `ms`. */
  waitForSettled(analysisId: string, ms: number): Promise<string>;
  /**
   * Recovers stale jobs now and keeps sweeping (unref'd timer). `resumeAllPending`: every pending row is an orphan
   * of a previous run (the server on its own embedded database), so none waits for the 2-minute staleness.
   */
  start(options?: { resumeAllPending?: boolean }): Promise<void>;
  /** Stops sweeping and waits for the job in progress. */
  stop(): Promise<void>;
}

export interface JobDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Overrides the language model from the configuration (tests). */
  prose?: ProseWriter | null;
  /** Where the engine runs; default: its own thread when the server is bundled (adapters/engine-thread.ts). */
  engine?: Engine;
  now?: () => Date;
}

const SWEEP_EVERY_MS = 60_000;

export function createInProcessAnalysisJobs(deps: JobDeps): AnalysisJobs {
  const { db, logger } = deps;
  const prose = deps.prose !== undefined ? deps.prose : createProseWriter(deps.config, logger);
  const thread = deps.engine ? null : createEngine();
  const engine = deps.engine ?? thread!.run;
  const queue: string[] = [];
  const queued = new Set<string>();
  /** Per person (when the submission said whose it is), their analysis waiting in the queue, and the way back. */
  const queuedOf = new Map<string, string>();
  const ownerOf = new Map<string, string>();
  const waiters = new Map<string, ((status: string) => void)[]>();
  let running: Promise<void> | null = null;
  /** The job the runner is on (taken off the queue, not yet settled). */
  let current: string | null = null;
  let sweep: NodeJS.Timeout | null = null;
  let stopped = false;

  const settle = (id: string, status: string) => {
    const list = waiters.get(id);
    waiters.delete(id);
    for (const resolve of list ?? []) resolve(status);
  };

  const drain = async () => {
    while (queue.length > 0 && !stopped) {
      const id = queue.shift()!;
      queued.delete(id);
      forgetOwner(id);
      current = id;
      // Yield to the event loop between jobs so a burst of submissions does not starve requests.
      await new Promise<void>((resolve) => setImmediate(resolve));
      let outcome: RunOutcome | 'error';
      try {
        outcome = await runAnalysisJob(
          { db, logger, prose, engine, now: deps.now, keepFirstScreen: true },
          id,
        );
      } catch (error) {
        // A database error: the row stays pending and the sweep resumes or fails it.
        logger.error(
          { analysisId: id, err: error instanceof Error ? error.message : String(error) },
          'analysis job error',
        );
        outcome = 'error';
      }
      // A run that completed or failed the row knows its status; only a skipped one (the row was no longer
      // pending) asks the database.
      const status =
        outcome === 'error'
          ? 'pending'
          : outcome !== 'skipped'
            ? outcome
            : ((await getAnalysisStatus(db, id).catch(() => null)) ?? 'pending');
      current = null;
      settle(id, status);
    }
    running = null;
  };

  const forgetOwner = (id: string) => {
    const owner = ownerOf.get(id);
    if (owner === undefined) return;
    ownerOf.delete(id);
    if (queuedOf.get(owner) === id) queuedOf.delete(owner);
  };

  /**
   * The older analyses no longer run: failed as SUPERSEDED, and whoever waits on them learns so. Those replaced in one
   * turn of the event loop are failed by one statement (decision 0147), in the next turn, before the engine is asked
   * for anything.
   */
  let superseding: string[] = [];
  let flushing: Promise<void> | null = null;
  const supersede = (older: string) => {
    superseding.push(older);
    if (superseding.length === 1) setImmediate(() => (flushing = flushSupersedes()));
  };
  const flushSupersedes = async () => {
    const ids = superseding;
    superseding = [];
    let failed = new Set<string>();
    try {
      failed = await supersedeAnalyses(db, ids, deps.now?.() ?? new Date());
    } catch (error) {
      // The rows stay pending; the stale sweep resumes them later.
      logger.error(
        { analysisIds: ids, err: error instanceof Error ? error.message : String(error) },
        'superseding analyses failed',
      );
    }
    await Promise.all(
      ids.map(async (id) => {
        const status = failed.has(id)
          ? 'failed'
          : ((await getAnalysisStatus(db, id).catch(() => null)) ?? 'pending');
        settle(id, status);
      }),
    );
  };

  const jobs: AnalysisJobs = {
    kind: 'in-process',
    async enqueue(id, userId) {
      if (stopped || queued.has(id)) return;
      queued.add(id);
      const older = userId === undefined ? undefined : queuedOf.get(userId);
      const at = older === undefined ? -1 : queue.indexOf(older);
      if (older !== undefined && at >= 0) {
        // The person's newer answers take the place of their older analysis, which has not started: one engine run
        // for the person instead of two, and the newer one no later than the older would have been.
        queue[at] = id;
        queued.delete(older);
        forgetOwner(older);
        supersede(older);
      } else queue.push(id);
      if (userId !== undefined) {
        queuedOf.set(userId, id);
        ownerOf.set(id, userId);
      }
      running ??= drain();
    },
    isNextInLine(id) {
      return queue.length === 0 || queue[0] === id;
    },
    waitForSettled(id, ms) {
      return new Promise<string>((resolve) => {
        let done = false;
        const finish = (status: string) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          resolve(status);
        };
        const timer = setTimeout(() => finish('pending'), ms);
        timer.unref();
        const list = waiters.get(id) ?? [];
        list.push(finish);
        waiters.set(id, list);
        // Queued or running here: it settles through the waiter. Otherwise it may have settled before we started
        // waiting (or another process runs it): ask the database.
        if (queued.has(id) || current === id) return;
        void getAnalysisStatus(db, id)
          .then((status) => {
            if (status && status !== 'pending') finish(status);
          })
          .catch(() => undefined);
      });
    },
    async start(options = {}) {
      await sweepOnce(deps, jobs, options.resumeAllPending ? 0 : undefined);
      sweep = setInterval(() => void sweepOnce(deps, jobs), Math.min(SWEEP_EVERY_MS, STALE_AFTER_MS));
      sweep.unref();
    },
    async stop() {
      stopped = true;
      if (sweep) clearInterval(sweep);
      await running;
      await flushing;
      await thread?.close();
    },
  };
  return jobs;
}

export async function sweepOnce(
  deps: Pick<JobDeps, 'db' | 'logger' | 'now'>,
  jobs: Pick<AnalysisJobs, 'enqueue'>,
  staleAfterMs?: number,
) {
  try {
    const report = await recoverStaleAnalyses(
      deps.db,
      (id) => jobs.enqueue(id),
      deps.now?.() ?? new Date(),
      staleAfterMs,
    );
    if (report.resumed.length + report.failed.length > 0) {
      deps.logger.warn(
        { resumed: report.resumed.length, failed: report.failed.length },
        'recovered stale career analyses',
      );
    }
    return report;
  } catch (error) {
    deps.logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'stale analysis sweep failed',
    );
    return { resumed: [], failed: [] };
  }
}
