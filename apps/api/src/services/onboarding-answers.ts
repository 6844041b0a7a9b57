import { reviveAnswers, type OnboardingAnswers } from '@thrive/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { onboardingAnswers } from '../db/schema/index';

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
  await db
    .insert(onboardingAnswers)
    .values({ userId, answers, updatedAt: now })
    .onConflictDoUpdate({ target: onboardingAnswers.userId, set: { answers, updatedAt: now } });
  return { answers, updatedAt: now };
}
