import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { analysisHeadChanged } from './analysis/analysis-heads';
import {
  careerAnalyses,
  comparedCities,
  learningProgress,
  onboardingAnswers,
  onboardingDrafts,
  resumeAnalyses,
} from '../db/schema/index';
import { dropClashingCourses } from './learning/learning-progress';

/**
 * Every table that holds a person's data, keyed by a `user_id` column that references users(id) ON DELETE CASCADE.
 *
 * Register a table here when you add one. It then:
 * - moves to the account when an anonymous visitor signs up or signs in (`moveUserData`),
 * - is deleted with the person (the cascade, checked by test/user-data-owners.int.test.ts),
 * - must have an isolation case in test/per-user-endpoints.ts (the isolation test fails until it has one).
 */
export interface UserDataOwner {
  /** A stable name, used by the isolation test to match cases with tables. */
  name: string;
  table: PgTable;
  userId: PgColumn;
  /**
   * At most one row per person (user_id is unique). When both the visitor and the account have a row, the
   * visitor's row is the newer work and replaces the account's.
   */
  onePerUser?: boolean;
  /**
   * Runs in the move's transaction before the rows move, for tables with a per-person unique key that is not
   * `user_id` alone (e.g. one row per person and course): it removes the account's rows the visitor's would clash with.
   */
  beforeMove?: (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    fromUserId: string,
    toUserId: string,
  ) => Promise<void>;
}

export const USER_DATA_OWNERS: readonly UserDataOwner[] = [
  {
    name: 'onboarding_answers',
    table: onboardingAnswers,
    userId: onboardingAnswers.userId,
    onePerUser: true,
  },
  // The wizard's unfinished answers (decision 0192): a visitor's draft is their newer work, as their answers are.
  { name: 'onboarding_drafts', table: onboardingDrafts, userId: onboardingDrafts.userId, onePerUser: true },
  { name: 'resume_analyses', table: resumeAnalyses, userId: resumeAnalyses.userId },
  { name: 'career_analyses', table: careerAnalyses, userId: careerAnalyses.userId },
  // One row per analysis (its key): it moves with the analysis and cannot clash with the account's rows.
  { name: 'compared_cities', table: comparedCities, userId: comparedCities.userId },
  {
    name: 'learning_progress',
    table: learningProgress,
    userId: learningProgress.userId,
    beforeMove: dropClashingCourses,
  },
];

/** Moves every registered row of `fromUserId` to `toUserId` in one transaction. Returns rows moved per table. */
export async function moveUserData(
  db: Db,
  fromUserId: string,
  toUserId: string,
  owners: readonly UserDataOwner[] = USER_DATA_OWNERS,
): Promise<Record<string, number>> {
  if (fromUserId === toUserId) return {};
  const moved = await db.transaction(async (tx) => {
    const moved: Record<string, number> = {};
    for (const owner of owners) {
      if (owner.beforeMove) await owner.beforeMove(tx, fromUserId, toUserId);
      if (owner.onePerUser) {
        const incoming = await tx
          .select({ one: sql`1` })
          .from(owner.table)
          .where(eq(owner.userId, fromUserId))
          .limit(1);
        if (incoming.length > 0) await tx.delete(owner.table).where(eq(owner.userId, toUserId));
      }
      const rows = await tx
        .update(owner.table)
        .set({ [columnKey(owner)]: toUserId })
        .where(eq(owner.userId, fromUserId))
        .returning({ one: sql`1` });
      moved[owner.name] = rows.length;
    }
    return moved;
  });
  // Both people's newest analysis may have changed (decision 0039).
  if (moved.career_analyses) await analysisHeadChanged(db, [fromUserId, toUserId]);
  return moved;
}

/** The property name of the user id column in the drizzle table (what `.set()` expects). */
function columnKey(owner: UserDataOwner): string {
  const columns = owner.table as unknown as Record<string, unknown>;
  const key = Object.keys(columns).find((name) => columns[name] === owner.userId);
  if (!key) throw new Error(`User data owner ${owner.name}: its userId column is not a column of its table.`);
  return key;
}
