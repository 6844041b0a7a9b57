import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Bytes (node-postgres answers a Buffer, PGlite a Uint8Array; both take either). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Career analyses (spec section 3, table career_analyses): one row per generate-career-analysis call of one person
 * (signed in or anonymous). `status` is pending, completed or failed; the dashboard treats any other value as
 * failed. `request` is the validated mapped payload, kept so an interrupted job can be resumed; `request_hash`
 * finds a double submit. When the job completes its result is written as `result_packed`: the result's JSON, gzip
 * compressed (about a tenth of the size; decision 0059), the market data being part of it. Rows written before that
 * have `analysis_result` and `market_data` (jsonb) instead; `services/analysis/get-analysis.ts` reads both.
 */
export const careerAnalyses = pgTable(
  'career_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    request: jsonb('request').notNull(),
    requestHash: text('request_hash').notNull(),
    analysisResult: jsonb('analysis_result'),
    marketData: jsonb('market_data'),
    /** The completed result's JSON, gzip compressed (decision 0059); null while pending, failed, or an older row. */
    resultPacked: bytea('result_packed'),
    failureReason: text('failure_reason'),
    datasetVersion: text('dataset_version'),
    /** Version of the engine's rules that computed the result (with the dataset version it traces every figure). */
    engineVersion: text('engine_version'),
    /** How many times a runner started this job (a restart may resume it). */
    attempts: integer('attempts').notNull().default(0),
    /** Who wrote the prose: 'engine', or 'model' when a language model's text was accepted. */
    proseBy: text('prose_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('career_analyses_user_created_idx').on(table.userId, table.createdAt),
    index('career_analyses_status_created_idx').on(table.status, table.createdAt),
  ],
);
