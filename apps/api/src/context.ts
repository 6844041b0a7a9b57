import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './adapters/mail';
import type { Logger } from './lib/logger';
import type { AnalysisJobs } from './jobs/analysis-jobs';
import type { RateLimiter } from './lib/rate-limiter';

export interface Deps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** The career-analysis job runner; when absent the app makes an in-process one. */
  analysisJobs?: AnalysisJobs;
  /** Counters of every rate limit (Redis with REDIS_URL, shared by processes); when absent, in memory. */
  rateLimiter?: RateLimiter;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
  };
}
