import { OnboardingAnswers } from '@thrive/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { onboardingAnswers } from '../db/schema/index';

/** The saved onboarding answers of one person, or null. Rows that no longer parse come back as defaults. */
export async function getOnboardingAnswers(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.userId, userId))
    .limit(1);
  if (!row) return null;
  const parsed = OnboardingAnswers.safeParse(row.answers);
  return { answers: parsed.success ? parsed.data : OnboardingAnswers.parse({}), updatedAt: row.updatedAt };
}

export async function saveOnboardingAnswers(db: Db, userId: string, answers: OnboardingAnswers) {
  const now = new Date();
  await db
    .insert(onboardingAnswers)
    .values({ userId, answers, updatedAt: now })
    .onConflictDoUpdate({ target: onboardingAnswers.userId, set: { answers, updatedAt: now } });
  return { answers, updatedAt: now };
}
