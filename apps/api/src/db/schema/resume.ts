import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Resume analyses (spec section 3, table resume_analyses; issue 8): the facts read from one uploaded CV of one
 * person (signed in or anonymous). The file itself is never stored; `analysis_result` is the ResumeFacts contract.
 */
export const resumeAnalyses = pgTable(
  'resume_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysisResult: jsonb('analysis_result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resume_analyses_user_created_idx').on(table.userId, table.createdAt)],
);
