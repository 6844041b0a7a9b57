import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './lib/logger';

export interface Deps {
  config: Config;
  database: Database;
  logger: Logger;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
  };
}
