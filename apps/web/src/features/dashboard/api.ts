import type { z } from 'zod';
import {
  AnalysisReadResponse,
  ComparedCitiesResponse,
  LatestAnalysisResponse,
  LatestResumeResponse,
  LearningItemResponse,
  LearningList,
  type AnalysisRecord,
  type ComparedCitiesBody,
  type LearningEnrolBody,
  type LearningItem,
  type LearningUpdate,
} from '@thrive/core/contracts/api';
import { latestFirstScreenPath } from '@/lib/api/first-screen-reads';
import { ApiRequestError, apiJson } from '@/lib/api/http';
import { readOffThread } from '@/lib/api/off-thread';
import { getSession } from '@/lib/auth/session';

/** One analysis as the server answers it (the shared contract; the summary read has `cut`). */
export type { AnalysisRecord };

/**
 * The spec's read of career_analyses: the caller's newest record, or null (also without a session), cut to what the
 * dashboard's first screen shows (`view=first`: the headline, the analysis panel, the insight cards; decision 0097).
 * Its names and sentences come written in `lang` by the server, so the browser needs no name or sentence data
 * (decision 0040).
 */
export async function fetchLatestAnalysis(lang: 'en' | 'nl'): Promise<AnalysisRecord | null> {
  try {
    const body = await apiJson(latestFirstScreenPath(lang), {
      schema: LatestAnalysisResponse,
    });
    return body.analysis;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * One analysis as its tabs, the printable report and the JSON export show it (the summary; decision 0097), read by
 * id once a tab is shown, so it is the analysis of the first screen even when a newer one lands meanwhile. The
 * browser revalidates it with its ETag (304).
 */
export async function fetchAnalysisDetail(id: string, lang: 'en' | 'nl'): Promise<AnalysisRecord> {
  const path = `/api/analyses/${encodeURIComponent(id)}?lang=${lang}`;
  // Read and parsed in a worker where the browser has one (decision 0221): the summary's parse is the page's longest
  // task after its first screen; the same read on the main thread otherwise.
  const body = await readOffThread<z.infer<typeof AnalysisReadResponse>>(
    () =>
      typeof Worker === 'function'
        ? new Worker(new URL('./detail-worker.ts', import.meta.url), {
            type: 'module',
            name: 'analysis-detail',
          })
        : null,
    { path, language: lang },
    () => apiJson(path, { schema: AnalysisReadResponse }),
  );
  return body.analysis;
}

export type ResumeAnalysisRecord = NonNullable<LatestResumeResponse['analysis']>;

/** The newest resume analysis (optional: null when there is none or the endpoint is not there). */
export async function fetchLatestResumeAnalysis(): Promise<ResumeAnalysisRecord | null> {
  try {
    return (await apiJson('/api/resume-analyses/latest', { schema: LatestResumeResponse })).analysis;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- learning progress

export type { LearningItem };

export async function fetchLearningProgress(): Promise<LearningItem[]> {
  if (getSession().status === 'ready' && !getSession().user) return [];
  try {
    return (await apiJson('/api/learning-progress', { schema: LearningList })).items;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return [];
    throw error;
  }
}

const coursePath = (courseId: string) => `/api/learning-progress/${encodeURIComponent(courseId)}`;

export async function enrolCourse(courseId: string, skillId: string): Promise<LearningItem> {
  const body: z.input<typeof LearningEnrolBody> = { skillId };
  return (await apiJson(coursePath(courseId), { method: 'PUT', json: body, schema: LearningItemResponse }))
    .item;
}

export async function updateCourse(courseId: string, update: LearningUpdate): Promise<LearningItem> {
  return (
    await apiJson(coursePath(courseId), { method: 'PATCH', json: update, schema: LearningItemResponse })
  ).item;
}

export async function leaveCourse(courseId: string): Promise<void> {
  await apiJson(coursePath(courseId), { method: 'DELETE' });
}

// ---------------------------------------------------------------- compared cities (decision 0101)

export type KeptComparedCities = ComparedCitiesResponse['comparedCities'];

const comparedPath = (analysisId: string) =>
  `/api/analyses/${encodeURIComponent(analysisId)}/compared-cities`;

/** The cities the account keeps for an analysis, or null before the person picked. */
export async function fetchComparedCities(analysisId: string): Promise<KeptComparedCities> {
  return (await apiJson(comparedPath(analysisId), { schema: ComparedCitiesResponse })).comparedCities;
}

/** Keeps the cities the person compared on an analysis with their account; answers what was kept. */
export async function saveComparedCities(
  analysisId: string,
  cities: [string, string],
): Promise<KeptComparedCities> {
  const body: ComparedCitiesBody = { cities };
  return (
    await apiJson(comparedPath(analysisId), { method: 'PUT', json: body, schema: ComparedCitiesResponse })
  ).comparedCities;
}
