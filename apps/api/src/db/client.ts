import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { DatabaseStartError } from './errors';
import { collectGarbage } from '../lib/collect-garbage';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * PostgreSQL only: LISTEN on `channel` on a connection of its own (reconnecting after a loss); `onState` says
   * whether notifications are arriving (false when the connection is lost, true once listening again). Returns the
   * stop. Closing the database stops every listener.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onState: (up: boolean) => void,
  ): () => Promise<void>;
  /** Answers whether the database responds, within a short time. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export { DatabaseStartError };

/** Where the committed drizzle-kit migrations live, both from source and from the bundled server. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, 'drizzle'), resolve(here, '../../drizzle'), resolve(here, '../drizzle')];
  const found = candidates.find((candidate) => existsSync(resolve(candidate, 'meta/_journal.json')));
  if (!found) throw new DatabaseStartError('Database migrations were not found next to the server.');
  return found;
}

const MIGRATION_LOCK = 724_311;

export async function openPostgres(
  url: string,
  options: { migrate?: boolean; max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection (database restarted); the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const host = safeHost(url);
    throw new DatabaseStartError(
      `Cannot connect to PostgreSQL at ${host} (from DATABASE_URL): ${describe(error)}`,
    );
  }
  if (options.migrate !== false) {
    const client = await pool.connect();
    try {
      // Several processes may start at once: one applies the migrations, the others wait.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client as unknown as pg.Pool), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    listen(channel, onNotify, onState) {
      const stop = listenOn(url, channel, onNotify, onState);
      const once = async () => {
        listeners.delete(once);
        await stop();
      };
      listeners.add(once);
      return once;
    },
    ping: () => pingWith(db),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const RELISTEN_AFTER_MS = 1000;

/** One dedicated connection LISTENing on `channel`; on loss, `onState(false)` and a new connection a second later. */
function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (up: boolean) => void,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      onState(false);
      void next.end().catch(() => undefined);
      if (!stopped) {
        retry = setTimeout(connect, RELISTEN_AFTER_MS);
        retry.unref();
      }
    };
    next.on('error', lose);
    next.on('end', lose);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotify(message.payload);
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (!lost && !stopped) onState(true);
      })
      .catch(lose);
  };
  connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    onState(false);
    await client?.end().catch(() => undefined);
  };
}

/**
 * PGlite settings (decisions 0032, 0066). PostgreSQL's default 128 MB of shared buffers (PGlite's build sets about
 * 160 MB) sits in the process's memory for a database of a few MB per thousand people; 16 MB holds this app's working
 * set (the dashboard's reads are answered from memory before the database, decision 0058). The per-query and
 * maintenance areas are cut to what the app's small indexed queries need (work_mem sorts a person's rows,
 * maintenance_work_mem the migrations' index builds); WebAssembly memory only grows, so every area PGlite ever
 * touches stays in the process. Its initial WebAssembly memory (128 MB) is the module's minimum and cannot be set
 * lower.
 */
const PGLITE_OPTIONS = {
  postgresqlconf: [
    'shared_buffers=16MB',
    'work_mem=1MB',
    'temp_buffers=1MB',
    'wal_buffers=512kB',
    'maintenance_work_mem=8MB',
  ],
};

/**
 * One full garbage collection soon after opening: a new data folder is set up by a second WebAssembly instance
 * (initdb), about 450 MB that V8 does not collect by itself while the JS heap stays small, and that becomes
 * collectable only after PGlite's start-up callbacks have run (measured: 738 MB RSS after a fresh open, 690 MB after
 * an immediate collection, 348 MB after one 100 ms later). Once per open, a few milliseconds.
 */
function collectGarbageSoon() {
  const timer = setTimeout(collectGarbage, 1000);
  timer.unref();
}

export async function openPglite(
  dataDir: string | null,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir) {
    const folder = resolve(dataDir);
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      throw new DatabaseStartError(`Cannot create DATA_DIR ${folder}: ${describe(error)}`);
    }
    lock = acquireDataDirLock(folder);
    try {
      client = await PGlite.create(resolve(folder, 'pglite'), PGLITE_OPTIONS);
    } catch (error) {
      lock.release();
      throw new DatabaseStartError(`Cannot open the embedded database in ${folder}: ${describe(error)}`);
    }
  } else {
    client = await PGlite.create(PGLITE_OPTIONS);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    try {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await client.close().catch(() => undefined);
      lock?.release();
      throw new DatabaseStartError(`Cannot apply migrations to the embedded database: ${describe(error)}`);
    }
  }
  collectGarbageSoon();
  return {
    kind: 'pglite',
    db,
    ping: () => pingWith(db),
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await withTimeout(db.execute(sql`select 1`), 2000);
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function safeHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'the configured address';
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    const message = error.message || String(code ?? 'unknown error');
    return code && !message.includes(code) ? `${message} (${code})` : message;
  }
  return String(error);
}
