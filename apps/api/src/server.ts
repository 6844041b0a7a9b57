import type { AddressInfo } from 'node:net';
import { createMailer } from './adapters/mail';
import { createApp } from './app';
import { createAnalysisJobs } from './jobs/create-analysis-jobs';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/errors';
import { createLogger } from './lib/logger';
import { createHttpServer } from './lib/node-listener';
import { createRateLimiter } from './lib/rate-limiter';
import { createTurnGate } from './lib/turn-gate';
import { ensureInstallRecord } from './services/ensure-install-record';
import { startAnonymousCleanup } from './services/auth/anonymous-cleanup';
import { findStaticDir, openDatabase } from './runtime';
import { APP_VERSION } from './version';

/**
 * How long a request may wait for its turn on the embedded database before it is answered 503 (decision 0148): half
 * of a client's usual 10 s time-out. At 100 connections in the bench a request waits about 0.3 s.
 */
const REQUEST_WAIT_LIMIT_MS = 5_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  await ensureInstallRecord(database.db);
  const staticDir = findStaticDir(config);
  if (!staticDir) logger.warn('The web app is not built (run `npm run build`); serving /api only.');
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, logger });
  const analysisJobs = createAnalysisJobs({ config, db: database.db, logger }, { work: false });
  // The embedded database belongs to this one process (a lock file refuses a second): whatever is pending now was
  // interrupted by the last run (a crash, SIGKILL) and is resumed or failed at once, not after 2 minutes.
  await analysisJobs.start({ resumeAllPending: database.kind === 'pglite' });
  const rateLimiter = createRateLimiter(config, logger);
  const app = createApp({ config, database, logger, mailer, analysisJobs, rateLimiter }, { staticDir });
  const stopCleanup = startAnonymousCleanup(database.db, config.ANONYMOUS_TTL_DAYS, logger);

  // Hono through @hono/node-server, with the fast dashboard read in front of it (decision 0058). Node takes one new
  // connection per turn of the event loop, and a turn runs every request that arrived in it (on the embedded
  // database with its statements; on PostgreSQL with the answers of its pool): requests start one per turn, in order,
  // so connections opened at once are taken within a few requests, and one that waited REQUEST_WAIT_LIMIT_MS is
  // answered 503 with Retry-After (decisions 0148, 0172).
  const gate = createTurnGate({ maxWaitMs: REQUEST_WAIT_LIMIT_MS });
  const server = createHttpServer(app, { hostname: config.HOST, gate });
  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      { port: (server.address() as AddressInfo).port, database: database.kind, version: APP_VERSION },
      `Thrive is listening on ${config.publicUrl}`,
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const line =
      error.code === 'EADDRINUSE'
        ? `Port ${config.PORT} is already in use: set PORT to a free port.`
        : `Cannot listen on port ${config.PORT}: ${error.message}`;
    process.stderr.write(`${line}\n`);
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopCleanup();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await analysisJobs
        .stop()
        .catch((error: unknown) => logger.error({ err: String(error) }, 'error stopping analysis jobs'));
      await rateLimiter.close().catch(() => undefined);
      await database
        .close()
        .catch((error: unknown) => logger.error({ err: String(error) }, 'error closing database'));
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Thrive could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
  process.exit(1);
});
