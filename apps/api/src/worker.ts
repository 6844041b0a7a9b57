import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/errors';
import { createPgBossAnalysisJobs } from './jobs/pgboss-jobs';
import { createLogger } from './lib/logger';
import { openDatabase } from './runtime';

/**
 * `npm run worker`: processes career analyses from the pg-boss queue (JOB_QUEUE=pgboss, DATABASE_URL set). Run one
 * or more next to the web servers; each also sweeps stale pending analyses. SIGTERM/SIGINT finish the jobs in hand.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (config.JOB_QUEUE !== 'pgboss' || !config.DATABASE_URL) {
    throw new ConfigError('JOB_QUEUE', 'pgboss (with DATABASE_URL) to run the worker');
  }
  const database = await openDatabase(config);
  const jobs = createPgBossAnalysisJobs({ config, db: database.db, logger }, { work: true });
  await jobs.start();
  logger.info('Thrive worker is processing career analyses');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    void jobs
      .stop()
      .catch((error: unknown) => logger.error({ err: String(error) }, 'error stopping the queue'))
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError)
    process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Thrive worker could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  process.exit(1);
});
