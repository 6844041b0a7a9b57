import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema/index';

/** Records when this installation first started (kept across restarts); returns that time. */
export async function ensureInstallRecord(db: Db, now: Date = new Date()): Promise<string> {
  await db.insert(appMeta).values({ key: 'installed_at', value: now.toISOString() }).onConflictDoNothing();
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'installed_at'));
  return rows[0]!.value;
}
