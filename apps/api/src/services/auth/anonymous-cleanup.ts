import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, verifications } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Removes anonymous visitors older than `ttlDays` that have no live session (their data goes with them through the
 * ON DELETE CASCADE of every user-data table), expired sessions and expired verification tokens.
 */
export async function cleanUpAnonymousUsers(db: Db, ttlDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - ttlDays * DAY);
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const anonymous = await db
    .delete(users)
    .where(
      and(
        eq(users.isAnonymous, true),
        lt(users.createdAt, cutoff),
        sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > ${now})`,
      ),
    )
    .returning({ id: users.id });
  const tokens = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  return { anonymousUsers: anonymous.length, sessions: expiredSessions.length, verifications: tokens.length };
}

/** Runs the clean-up now and then every `intervalMs` in this process; returns a stop function. */
export function startAnonymousCleanup(db: Db, ttlDays: number, logger: Logger, intervalMs = 60 * 60 * 1000) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await cleanUpAnonymousUsers(db, ttlDays);
      if (removed.anonymousUsers + removed.sessions + removed.verifications > 0) {
        logger.info({ removed }, 'expired anonymous visitors and sessions removed');
      }
    } catch (error) {
      logger.warn({ err: String(error) }, 'clean-up of expired sessions failed; will retry');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
