import { reviveAnswers, type OnboardingAnswers } from '@thrive/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { onboardingAnswers, onboardingDrafts } from '../db/schema/index';

/**
 * The saved onboarding answers of one person, or null. Read leniently (`reviveAnswers`): a field that no longer
 * validates (a country the project no longer has cities in) falls back to its default, the rest are kept; a row
 * saved before a field existed (the countries to consider, decision 0068) gets that field's default.
 */
export async function getOnboardingAnswers(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.userId, userId))
    .limit(1);
  if (!row) return null;
  return { answers: reviveAnswers(row.answers), updatedAt: row.updatedAt };
}

export async function saveOnboardingAnswers(db: Db, userId: string, answers: OnboardingAnswers) {
  const now = new Date();
  let query = saveQueries.get(db);
  if (!query) saveQueries.set(db, (query = prepareSave(db)));
  await query.execute({ userId, answers, updatedAt: now });
  return { answers, updatedAt: now };
}

// Saved on every step of the wizard: a prepared statement per database, its SQL built once (decision 0147). The
// update takes the inserted values (`excluded`), so each is sent once. The same statement removes the wizard's draft
// kept with the account (decision 0192): the saved answers replace it, and it stays one statement (a data-modifying
// WITH runs whether or not the insert reads it).
const prepareSave = (db: Db) => {
  const draftRemoved = db
    .$with('draft_removed', { userId: onboardingDrafts.userId })
    .as(
      sql`delete from ${onboardingDrafts} where ${onboardingDrafts.userId} = ${sql.placeholder('userId')} returning ${onboardingDrafts.userId}`,
    );
  return db
    .with(draftRemoved)
    .insert(onboardingAnswers)
    .values({
      userId: sql.placeholder('userId'),
      answers: sql.placeholder('answers'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .onConflictDoUpdate({
      target: onboardingAnswers.userId,
      set: { answers: sql`excluded.answers`, updatedAt: sql`excluded.updated_at` },
    })
    .prepare('thrive_save_onboarding_answers');
};
const saveQueries = new WeakMap<Db, ReturnType<typeof prepareSave>>();
