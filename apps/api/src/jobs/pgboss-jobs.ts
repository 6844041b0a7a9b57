import { PgBoss } from 'pg-boss';
import { getAnalysisStatus } from '../services/analysis/get-analysis';
import { createEngine } from '../adapters/engine-thread';
import { runAnalysisJob } from '../services/analysis/run-analysis';
import { STALE_AFTER_MS } from '../services/analysis/analysis-errors';
import { createProseWriter } from '../services/analysis/write-prose';
import { sweepOnce, type AnalysisJobs, type JobDeps } from './analysis-jobs';

export const ANALYSIS_QUEUE = 'career-analysis';
const POLL_MS = 50;
const SWEEP_EVERY_MS = 60_000;
/** pg-boss's minimum; the worker refreshes it every 5 s while a job runs. */
const HEARTBEAT_SECONDS = 10;

export interface PgBossJobsOptions {
  /** Also process jobs in this process (the worker does; the web server only enqueues). */
  work: boolean;
  /** Jobs processed at once by this process when working. */
  concurrency?: number;
}

/**
 * The pg-boss runner (`JOB_QUEUE=pgboss`, PostgreSQL only). The web server enqueues one job per analysis (the
 * analysis id is the singleton key, so a resumed job is not queued twice); `npm run worker` processes them. pg-boss
 * keeps the queue in PostgreSQL (schema `pgboss`), retries a failed delivery twice and expires a job after two
 * minutes; the stale sweep covers the rest (a worker that died mid-job, no worker at all).
 */
export function createPgBossAnalysisJobs(deps: JobDeps, options: PgBossJobsOptions): AnalysisJobs {
  const { config, db, logger } = deps;
  if (!config.DATABASE_URL) throw new Error('JOB_QUEUE=pgboss needs DATABASE_URL (PostgreSQL).');
  // Supervision and monitoring every 5 s with a 10 s heartbeat per job: a worker killed while holding a job loses it within about
  // 15 s and pg-boss hands it to another worker (retryLimit), instead of waiting for the 2-minute expiry.
  const boss = new PgBoss({
    connectionString: config.DATABASE_URL,
    max: 4,
    application_name: 'thrive-jobs',
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on('error', (error) => logger.error({ err: error.message }, 'pg-boss error'));
  const prose = deps.prose !== undefined ? deps.prose : createProseWriter(config, logger);
  const thread = options.work && !deps.engine ? createEngine() : null;
  const engine = deps.engine ?? thread?.run;
  let sweep: NodeJS.Timeout | null = null;
  let started: Promise<void> | null = null;

  const ensureStarted = () =>
    (started ??= (async () => {
      await boss.start();
      const queue = {
        retryLimit: 2,
        retryDelay: 1,
        expireInSeconds: 120,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      };
      await boss.createQueue(ANALYSIS_QUEUE, queue);
      // A queue made by an older version keeps its options otherwise.
      await boss.updateQueue(ANALYSIS_QUEUE, queue);
    })());

  const jobs: AnalysisJobs = {
    kind: 'pgboss',
    async enqueue(analysisId) {
      await ensureStarted();
      await boss.send(ANALYSIS_QUEUE, { analysisId }, { singletonKey: analysisId });
    },
    async waitForSettled(analysisId, ms) {
      const until = Date.now() + ms;
      for (;;) {
        const status = (await getAnalysisStatus(db, analysisId)) ?? 'pending';
        if (status !== 'pending' || Date.now() >= until) return status;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    async start() {
      await ensureStarted();
      if (options.work) {
        await boss.work<{ analysisId: string }>(
          ANALYSIS_QUEUE,
          { localConcurrency: options.concurrency ?? 2, pollingIntervalSeconds: 0.5 },
          async (batch) => {
            for (const job of batch) {
              await runAnalysisJob({ db, logger, prose, engine, now: deps.now }, job.data.analysisId);
            }
          },
        );
      }
      await sweepOnce(deps, jobs);
      sweep = setInterval(() => void sweepOnce(deps, jobs), Math.min(SWEEP_EVERY_MS, STALE_AFTER_MS));
      sweep.unref();
    },
    async stop() {
      if (sweep) clearInterval(sweep);
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
      await thread?.close();
    },
  };
  return jobs;
}
