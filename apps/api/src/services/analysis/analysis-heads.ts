import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { careerAnalyses } from '../../db/schema/index';

/**
 * Which analysis is each person's newest (id and status), kept in memory so a dashboard read of a finished analysis
 * needs no database round trip (decision 0039). What keeps it true:
 * - every write that can change a person's newest analysis (a new row, a row leaving pending, rows moved between
 *   people) calls `analysisHeadChanged`, which drops the person's entry in every cache of this process at once and
 *   sends `pg_notify` on the database, so the caches of other processes on the same PostgreSQL database drop it
 *   too (they LISTEN on a connection of their own);
 * - on PostgreSQL an entry is only trusted while that LISTEN connection is up (lost: everything is dropped and reads
 *   ask the database until it is back); PGlite belongs to one process (the folder lock), so local drops suffice;
 * - a pending head is never kept (its change may come from a worker elsewhere; the dashboard polls it anyway);
 * - a read that started before a drop does not store what it read (a generation counter), so a slow read cannot
 *   put back the head a write has just replaced.
 * The newest-first query stays the source of truth; this only skips it while nothing has changed.
 */
export type AnalysisHead = { id: string; status: string } | null;

export const ANALYSIS_HEAD_CHANNEL = 'thrive_analysis_head';
const MAX_ENTRIES = 100_000;

export interface AnalysisHeads {
  /** The person's newest analysis: from memory when known and trusted, else from `load` (and kept when final). */
  read(userId: string, load: () => Promise<AnalysisHead>): Promise<AnalysisHead>;
  /** The person's newest analysis when known and trusted right now, else undefined (no database; the fast read). */
  peek(userId: string): AnalysisHead | undefined;
  /** Stops listening (the database's close stops it too). */
  close(): Promise<void>;
}

/**
 * Every cache of this process (one per app), so a local write drops its entry in all of them at once. Weakly held:
 * an app that is gone (tests make many) takes its cache with it.
 */
const caches = new Set<WeakRef<{ drop(userId: string): void }>>();

/** Drops the person's entry here and tells other processes on the same database to drop theirs. */
export async function analysisHeadChanged(db: Db, userIds: readonly string[]): Promise<void> {
  analysisHeadChangedHere(userIds);
  // Embedded PGlite has no other process to tell.
  if (!tellsOtherProcesses(db)) return;
  for (const userId of userIds)
    await db.execute(sql`select pg_notify(${ANALYSIS_HEAD_CHANNEL}, ${userId})`).catch(() => undefined);
}

/** Drops the person's entry in every cache of this process (the local half of `analysisHeadChanged`). */
export function analysisHeadChangedHere(userIds: readonly string[]): void {
  for (const ref of caches) {
    const cache = ref.deref();
    if (!cache) caches.delete(ref);
    else for (const userId of userIds) cache.drop(userId);
  }
}

/** Whether other processes may cache heads of this database (PostgreSQL; an embedded PGlite has no other process). */
export function tellsOtherProcesses(db: Db): boolean {
  return !((db as { $client?: unknown }).$client instanceof PGlite);
}

/**
 * The notice to other processes as a column of the RETURNING of the write that makes the change (decisions 0134,
 * 0147): `pg_notify` for each row the write returns, which PostgreSQL delivers when the write's transaction commits
 * (never for one rolled back), so the write needs no statement of its own for it. Nothing on PGlite (one process). The
 * caller drops this process's entry with `analysisHeadChangedHere` after the commit and leaves the column out of what
 * it answers.
 */
export function headNoticeColumn(db: Db): { headNotice?: SQL<unknown> } {
  return tellsOtherProcesses(db)
    ? { headNotice: sql`pg_notify(${ANALYSIS_HEAD_CHANNEL}, ${careerAnalyses.userId})` }
    : {};
}

export function createAnalysisHeads(database: Pick<Database, 'kind' | 'listen'>): AnalysisHeads {
  const entries = new Map<string, AnalysisHead>();
  let generation = 0;
  // PGlite: this process is the only writer. PostgreSQL: trusted only while the LISTEN connection is up.
  let trusted = database.kind === 'pglite';
  const cache = {
    drop(userId: string) {
      generation += 1;
      entries.delete(userId);
    },
  };
  const ref = new WeakRef(cache);
  caches.add(ref);
  const setTrusted = (up: boolean) => {
    generation += 1;
    entries.clear();
    trusted = up;
  };
  const stopListening =
    database.kind === 'postgres' && database.listen
      ? database.listen(ANALYSIS_HEAD_CHANNEL, (userId) => cache.drop(userId), setTrusted)
      : null;

  return {
    async read(userId, load) {
      if (trusted) {
        const known = entries.get(userId);
        if (known !== undefined) return known;
      }
      const started = generation;
      const head = await load();
      if (trusted && started === generation && head?.status !== 'pending') {
        entries.set(userId, head);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return head;
    },
    peek(userId) {
      return trusted ? entries.get(userId) : undefined;
    },
    async close() {
      caches.delete(ref);
      entries.clear();
      trusted = false;
      await stopListening?.();
    },
  };
}
