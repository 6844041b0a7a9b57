import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Demo requests from the business page: kept for the team to follow up, with the consent given. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    companySize: text('company_size').notNull(),
    message: text('message').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    consent: boolean('consent').notNull(),
    confirmationSent: boolean('confirmation_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demo_requests_created_at_idx').on(table.createdAt)],
);

/** Messages from the contact form on the about page. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('en'),
    consent: boolean('consent').notNull(),
    confirmationSent: boolean('confirmation_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
