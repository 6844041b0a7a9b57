import type { DraftStep } from '@thrive/core/contracts/onboarding-draft';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { onboardingDrafts } from '../db/schema/index';

/**
 * The wizard's draft kept with the account (decision 0192): the answers so far as the browser had them (not checked
 * against the answers' contract, read leniently by the web app) and the step the person was on.
 */
export async function getOnboardingDraft(db: Db, userId: string) {
  const [row] = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)).limit(1);
  if (!row) return null;
  const answers = row.answers;
  return {
    answers:
      answers && typeof answers === 'object' && !Array.isArray(answers)
        ? (answers as Record<string, unknown>)
        : {},
    step: row.step as DraftStep,
    updatedAt: row.updatedAt,
  };
}

export async function saveOnboardingDraft(
  db: Db,
  userId: string,
  draft: { answers: Record<string, unknown>; step: DraftStep },
) {
  const now = new Date();
  let query = saveQueries.get(db);
  if (!query) saveQueries.set(db, (query = prepareSave(db)));
  await query.execute({ userId, answers: draft.answers, step: draft.step, updatedAt: now });
  return { answers: draft.answers, step: draft.step, updatedAt: now };
}

/** Removes the draft (the person deleted it, or its answers became the profile). True when there was one. */
export async function deleteOnboardingDraft(db: Db, userId: string): Promise<boolean> {
  const removed = await db
    .delete(onboardingDrafts)
    .where(eq(onboardingDrafts.userId, userId))
    .returning({ userId: onboardingDrafts.userId });
  return removed.length > 0;
}

// Saved on the wizard's step changes: one prepared statement per database (as the answers', decision 0147).
const prepareSave = (db: Db) =>
  db
    .insert(onboardingDrafts)
    .values({
      userId: sql.placeholder('userId'),
      answers: sql.placeholder('answers'),
      step: sql.placeholder('step'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .onConflictDoUpdate({
      target: onboardingDrafts.userId,
      set: { answers: sql`excluded.answers`, step: sql`excluded.step`, updatedAt: sql`excluded.updated_at` },
    })
    .prepare('thrive_save_onboarding_draft');
const saveQueries = new WeakMap<Db, ReturnType<typeof prepareSave>>();
