import { and, eq } from 'drizzle-orm';
import type { ComparedCitiesResponse } from '@thrive/core/contracts/api';
import type { Db } from '../../db/client';
import { careerAnalyses, comparedCities } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';

export type ComparedCitiesView = ComparedCitiesResponse['comparedCities'];

/** A stored row as the routes answer it. */
export function comparedCitiesView(row: { cityIds: string[]; updatedAt: Date }): ComparedCitiesView {
  return { cities: [row.cityIds[0]!, row.cityIds[1]!], updatedAt: row.updatedAt.toISOString() };
}

/**
 * The cities the person compared on one of their analyses, or null when they have not picked yet. 404 NOT_FOUND when
 * the analysis is not theirs (another person's id reads exactly as an id that does not exist).
 */
export async function readComparedCities(
  db: Db,
  userId: string,
  analysisId: string,
): Promise<ComparedCitiesView> {
  const [row] = await db
    .select({ cityIds: comparedCities.cityIds, updatedAt: comparedCities.updatedAt })
    .from(careerAnalyses)
    .leftJoin(
      comparedCities,
      and(eq(comparedCities.analysisId, careerAnalyses.id), eq(comparedCities.userId, userId)),
    )
    .where(and(eq(careerAnalyses.id, analysisId), eq(careerAnalyses.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such analysis.');
  return row.cityIds && row.updatedAt
    ? comparedCitiesView({ cityIds: row.cityIds, updatedAt: row.updatedAt })
    : null;
}
