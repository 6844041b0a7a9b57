import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { careerAnalyses } from './analyses';
import { users } from './auth';

/**
 * The cities a person compared on the Compare tab, one row per analysis (decision 0101): the picks follow the account
 * to every browser it signs in on, and the report and the JSON export name them. `city_ids` are ids of the bundled
 * city dataset, in the order of the pickers; as many as the Compare tab shows (two). The row goes with its analysis
 * and with the person; `user_id` is the analysis' owner (moved with it from an anonymous visitor to their account).
 */
export const comparedCities = pgTable(
  'compared_cities',
  {
    analysisId: uuid('analysis_id')
      .primaryKey()
      .references(() => careerAnalyses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityIds: text('city_ids').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('compared_cities_user_idx').on(table.userId),
    check('compared_cities_two_cities', sql`cardinality(${table.cityIds}) = 2`),
  ],
);
