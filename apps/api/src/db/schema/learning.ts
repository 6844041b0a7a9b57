import { boolean, doublePrecision, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Learning progress of one person (signed in or anonymous) on the dashboard's Skills Gap Dashboard: one row per
 * course they enrolled in, with its status, the hours they logged and whether they earned a certificate.
 * `course_id` and `skill_id` are ids of the bundled datasets.
 */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    skillId: text('skill_id').notNull(),
    status: text('status', { enum: ['enrolled', 'in-progress', 'completed'] })
      .notNull()
      .default('enrolled'),
    hoursSpent: doublePrecision('hours_spent').notNull().default(0),
    certified: boolean('certified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('learning_progress_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);
