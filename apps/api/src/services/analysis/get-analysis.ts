import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerAnalyses } from '../../db/schema/index';
import { marketDataOf, unpackResult } from '../../lib/packed-result';

/**
 * The fields of an analysis record as the reads answer them, in their order (the runner keeps the first read's answer
 * of a row it completes with the same fields; decision 0109).
 */
export const recordColumns = {
  id: careerAnalyses.id,
  userId: careerAnalyses.userId,
  status: careerAnalyses.status,
  analysisResult: careerAnalyses.analysisResult,
  marketData: careerAnalyses.marketData,
  failureReason: careerAnalyses.failureReason,
  datasetVersion: careerAnalyses.datasetVersion,
  engineVersion: careerAnalyses.engineVersion,
  proseBy: careerAnalyses.proseBy,
  createdAt: careerAnalyses.createdAt,
  completedAt: careerAnalyses.completedAt,
};
const columns = { ...recordColumns, resultPacked: careerAnalyses.resultPacked };

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

/**
 * A row as the reads know it: `analysisResult` and `marketData` from the packed result (decision 0059), or from the
 * jsonb columns of a row written before it.
 */
async function unpacked<T extends Pick<Row, 'analysisResult' | 'marketData' | 'resultPacked'>>({
  resultPacked,
  ...row
}: T): Promise<Omit<T, 'resultPacked'>> {
  if (!resultPacked) return row;
  const result = await unpackResult(resultPacked);
  return { ...row, analysisResult: result, marketData: marketDataOf(result) };
}

export type AnalysisRecord = Awaited<ReturnType<typeof getLatestAnalysis>>;

/** The person's newest analysis (the spec's read: filtered by user_id, newest first, limit 1), or null. */
export async function getLatestAnalysis(db: Db, userId: string) {
  const [row] = await db
    .select(columns)
    .from(careerAnalyses)
    .where(eq(careerAnalyses.userId, userId))
    .orderBy(desc(careerAnalyses.createdAt))
    .limit(1);
  return row ? unpacked(row) : null;
}

/**
 * One analysis of this person by id, or null (another person's id is null too: no hint that it exists), with the
 * currency its request was in (`personCurrency`: the reads write money sentences with it; not part of the record).
 */
export async function getAnalysisById(db: Db, userId: string, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select({ ...columns, personCurrency: sql<string | null>`${careerAnalyses.request} ->> 'currency'` })
    .from(careerAnalyses)
    .where(and(eq(careerAnalyses.id, id), eq(careerAnalyses.userId, userId)))
    .limit(1);
  return row ? unpacked(row) : null;
}

/** The status of one analysis, whoever owns it (the runner waits on it). */
export async function getAnalysisStatus(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ status: careerAnalyses.status })
    .from(careerAnalyses)
    .where(eq(careerAnalyses.id, id))
    .limit(1);
  return row?.status ?? null;
}

/**
 * The newest analysis's head (no result document): cheap enough to run on every dashboard poll. Beside id and status,
 * the record's small fields, so a pending head (which has no result) is answered from this one query
 * (`pendingRecordOf`; decision 0147). A prepared statement per database (decision 0147): drizzle builds its SQL once,
 * and PostgreSQL parses and plans it once per connection.
 */
export async function getLatestAnalysisHead(db: Db, userId: string) {
  let query = latestHeads.get(db);
  if (!query) latestHeads.set(db, (query = prepareLatestHead(db)));
  const [row] = await query.execute({ userId });
  return row ?? null;
}

/** The record's small fields: `recordColumns` without the result documents (a head never carries them). */
const { analysisResult: _result, marketData: _marketData, ...headColumns } = recordColumns;

const prepareLatestHead = (db: Db) =>
  db
    .select({
      ...headColumns,
      hasResult: sql<boolean>`(${careerAnalyses.resultPacked} is not null or ${careerAnalyses.analysisResult} is not null or ${careerAnalyses.marketData} is not null)`,
    })
    .from(careerAnalyses)
    .where(eq(careerAnalyses.userId, sql.placeholder('userId')))
    .orderBy(desc(careerAnalyses.createdAt))
    .limit(1)
    .prepare('thrive_latest_analysis_head');
const latestHeads = new WeakMap<Db, ReturnType<typeof prepareLatestHead>>();

export type LatestAnalysisHead = NonNullable<Awaited<ReturnType<typeof getLatestAnalysisHead>>>;

/**
 * The record of a pending head, as `getAnalysisById` reads it (the same fields in the same order, so the same bytes),
 * or null when the head is not pending or carries a result (then the read asks for the row).
 */
export function pendingRecordOf(head: LatestAnalysisHead): NonNullable<AnalysisRecord> | null {
  if (head.status !== 'pending' || head.hasResult) return null;
  return {
    id: head.id,
    userId: head.userId,
    status: head.status,
    analysisResult: null,
    marketData: null,
    failureReason: head.failureReason,
    datasetVersion: head.datasetVersion,
    engineVersion: head.engineVersion,
    proseBy: head.proseBy,
    createdAt: head.createdAt,
    completedAt: head.completedAt,
  };
}
