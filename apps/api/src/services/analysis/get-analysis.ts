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

/** The newest analysis's id and status only (no result document): cheap enough to run on every dashboard poll. */
export async function getLatestAnalysisHead(db: Db, userId: string) {
  const [row] = await db
    .select({ id: careerAnalyses.id, status: careerAnalyses.status })
    .from(careerAnalyses)
    .where(eq(careerAnalyses.userId, userId))
    .orderBy(desc(careerAnalyses.createdAt))
    .limit(1);
  return row ?? null;
}
