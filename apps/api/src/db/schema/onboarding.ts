import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The onboarding wizard's answers of one person (signed in or anonymous), saved as they go. */
export const onboardingAnswers = pgTable('onboarding_answers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The wizard's answers of one person while they are still filling it in (decision 0192): partial, not checked against
 * the answers' contract (only a JSON object of bounded size), with the step they were on. Kept with the account so a
 * sign-out (which clears the browser's copy) or another device does not lose them; removed when the answers are
 * saved as the profile (Create My Plan).
 */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').notNull(),
  step: text('step').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
