import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './adapters/mail';
import type { Logger } from './lib/logger';

export interface Deps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
  };
}
