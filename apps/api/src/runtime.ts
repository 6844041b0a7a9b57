import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';

export function openDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}

/** The built web app: STATIC_DIR, else apps/web/dist next to this server. */
export function findStaticDir(config: Config): string | null {
  if (config.STATIC_DIR) return resolve(config.STATIC_DIR);
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../web/dist'), resolve(here, '../web/dist')];
  return candidates.find((candidate) => existsSync(resolve(candidate, 'index.html'))) ?? null;
}
