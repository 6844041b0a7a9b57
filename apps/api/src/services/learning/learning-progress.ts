import { getCourse } from '@thrive/core/datasets/index';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { learningProgress } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';

/** At most this many courses per person (a guard against abuse, far above what a plan needs). */
export const MAX_COURSES_PER_USER = 200;
/** At most this many hours logged in one call, and in total on one course. */
export { MAX_HOURS_PER_LOG } from '@thrive/core/contracts/api';
export const MAX_HOURS_PER_COURSE = 2000;

export type LearningRow = typeof learningProgress.$inferSelect;

const view = (row: LearningRow) => ({
  courseId: row.courseId,
  skillId: row.skillId,
  status: row.status,
  hoursSpent: row.hoursSpent,
  certified: row.certified,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type LearningItem = ReturnType<typeof view>;

/** The person's courses, most recently active first. Every query here is scoped to `userId`. */
export async function listLearningProgress(db: Db, userId: string): Promise<LearningItem[]> {
  let query = listQueries.get(db);
  if (!query) listQueries.set(db, (query = prepareList(db)));
  const rows = await query.execute({ userId });
  return rows.map(view);
}

// The dashboard reads this on every load: a prepared statement per database, its SQL built once (decision 0147).
const prepareList = (db: Db) =>
  db
    .select()
    .from(learningProgress)
    .where(eq(learningProgress.userId, sql.placeholder('userId')))
    .orderBy(desc(learningProgress.updatedAt), learningProgress.courseId)
    .prepare('thrive_learning_progress_list');
const listQueries = new WeakMap<Db, ReturnType<typeof prepareList>>();

function requireCourse(courseId: string) {
  const course = getCourse(courseId);
  if (!course) throw new ApiError(404, 'UNKNOWN_COURSE', 'No such course.');
  return course;
}

/** Enrols the person in a course for a skill (idempotent: enrolling again keeps the progress). */
export async function enrolInCourse(
  db: Db,
  userId: string,
  courseId: string,
  skillId: string,
): Promise<LearningItem> {
  requireCourse(courseId);
  const [existing] = await db
    .select()
    .from(learningProgress)
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.courseId, courseId)))
    .limit(1);
  if (existing) return view(existing);
  const [{ value: owned } = { value: 0 }] = await db
    .select({ value: count() })
    .from(learningProgress)
    .where(eq(learningProgress.userId, userId));
  if (owned >= MAX_COURSES_PER_USER) {
    throw new ApiError(409, 'TOO_MANY_COURSES', `You can follow at most ${MAX_COURSES_PER_USER} courses.`);
  }
  const now = new Date();
  const [row] = await db
    .insert(learningProgress)
    .values({ userId, courseId, skillId, status: 'enrolled', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (row) return view(row);
  const [again] = await db
    .select()
    .from(learningProgress)
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.courseId, courseId)))
    .limit(1);
  return view(again!);
}

export interface LearningUpdate {
  status?: 'enrolled' | 'in-progress' | 'completed';
  addHours?: number;
  certified?: boolean;
}

/**
 * Changes one of the person's courses: status, logged hours (added; logging hours on an enrolled course starts it),
 * certificate. 404 when the person is not enrolled in it (whoever else is).
 */
export async function updateLearningProgress(
  db: Db,
  userId: string,
  courseId: string,
  update: LearningUpdate,
): Promise<LearningItem> {
  const where = and(eq(learningProgress.userId, userId), eq(learningProgress.courseId, courseId));
  const add = update.addHours ?? 0;
  const [row] = await db
    .update(learningProgress)
    .set({
      ...(update.status && { status: update.status }),
      ...(update.certified !== undefined && { certified: update.certified }),
      ...(add !== 0 && {
        hoursSpent: sql`least(${MAX_HOURS_PER_COURSE}, greatest(0, ${learningProgress.hoursSpent} + ${add}))`,
      }),
      ...(add > 0 &&
        !update.status && {
          status: sql`case when ${learningProgress.status} = 'enrolled' then 'in-progress' else ${learningProgress.status} end`,
        }),
      updatedAt: new Date(),
    })
    .where(where)
    .returning();
  if (!row) throw new ApiError(404, 'NOT_ENROLLED', 'You are not enrolled in this course.');
  return view(row);
}

/** Leaves a course (its progress is deleted). 404 when the person is not enrolled in it. */
export async function removeLearningProgress(db: Db, userId: string, courseId: string): Promise<void> {
  const rows = await db
    .delete(learningProgress)
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.courseId, courseId)))
    .returning({ courseId: learningProgress.courseId });
  if (rows.length === 0) throw new ApiError(404, 'NOT_ENROLLED', 'You are not enrolled in this course.');
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Before a visitor's rows move to their account (sign-up or sign-in): the account's rows for courses the visitor
 * also follows are deleted, so the visitor's (newer) progress replaces them instead of clashing on the key.
 */
export async function dropClashingCourses(tx: Tx, fromUserId: string, toUserId: string): Promise<void> {
  await tx
    .delete(learningProgress)
    .where(
      and(
        eq(learningProgress.userId, toUserId),
        sql`${learningProgress.courseId} in (select ${learningProgress.courseId} from ${learningProgress} where ${learningProgress.userId} = ${fromUserId})`,
      ),
    );
}
