import { and, eq, sql } from 'drizzle-orm';
import { getCity } from '@thrive/core/datasets/index';
import type { Db } from '../../db/client';
import { careerAnalyses, comparedCities } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
import { comparedCitiesView, type ComparedCitiesView } from './read-compared-cities';

/**
 * Keeps the cities the person compared on one of their analyses (replacing what was kept). Each id must be a city of
 * the bundled list (400 UNKNOWN_CITY) and the cities must differ (400 SAME_CITY), as the Compare tab's pickers allow;
 * the count is the route's schema's. 404 NOT_FOUND when the analysis is not theirs: the row is written only from the
 * caller's own analysis, in one statement, so nothing is kept for another person's id.
 */
export async function saveComparedCities(
  db: Db,
  userId: string,
  analysisId: string,
  cities: readonly string[],
): Promise<NonNullable<ComparedCitiesView>> {
  const unknown = cities.find((id) => !getCity(id));
  if (unknown !== undefined)
    throw new ApiError(400, 'UNKNOWN_CITY', `No city "${unknown}" in the city list.`, { cityId: unknown });
  if (new Set(cities).size !== cities.length)
    throw new ApiError(400, 'SAME_CITY', 'Compare two different cities.');
  const list = sql`array[${sql.join(
    cities.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const [row] = await db
    .insert(comparedCities)
    .select((qb) =>
      qb
        .select({
          analysisId: careerAnalyses.id,
          userId: careerAnalyses.userId,
          cityIds: sql<string[]>`${list}`.as('city_ids'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(careerAnalyses)
        .where(and(eq(careerAnalyses.id, analysisId), eq(careerAnalyses.userId, userId))),
    )
    .onConflictDoUpdate({
      target: comparedCities.analysisId,
      set: { cityIds: sql`excluded.city_ids`, updatedAt: sql`now()` },
      setWhere: eq(comparedCities.userId, userId),
    })
    .returning({ cityIds: comparedCities.cityIds, updatedAt: comparedCities.updatedAt });
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such analysis.');
  return comparedCitiesView(row)!;
}
