import type { z } from 'zod';
import {
  LearningItemResponse,
  LearningList,
  type LearningEnrolBody,
  type LearningItem,
  type LearningUpdate,
} from '@thrive/core/contracts/api';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import type { AnalysisCut } from '@thrive/core/contracts/analysis-summary';
import { ApiRequestError, apiJson } from '@/lib/api/http';
import { getSession } from '@/lib/auth/session';

export interface AnalysisRecord {
  id: string;
  status: string;
  analysisResult: AnalysisResult | null;
  marketData: { insights?: string } | null;
  /** Who wrote the prose: 'engine' or 'model' (a language model, in the analysis' language). */
  proseBy?: string | null;
  failureReason: string | null;
  datasetVersion: string | null;
  createdAt: string;
  completedAt: string | null;
  /** The read is the summary: the best cities of `cityCount` (GET /api/analyses/:id/cities/:cityId for others). */
  cut?: AnalysisCut;
}

/** The spec's read of career_analyses: the caller's newest record, or null (also without a session). */
export async function fetchLatestAnalysis(): Promise<AnalysisRecord | null> {
  try {
    const body = await apiJson<{ analysis: AnalysisRecord | null }>('/api/analyses/latest');
    return body.analysis ?? null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export interface ResumeAnalysisRecord {
  analysisResult: unknown;
  createdAt: string;
}

/** The newest resume analysis (optional: null when there is none or the endpoint is not there). */
export async function fetchLatestResumeAnalysis(): Promise<ResumeAnalysisRecord | null> {
  try {
    const body = await apiJson<{
      analysis?: ResumeAnalysisRecord | null;
      resumeAnalysis?: ResumeAnalysisRecord | null;
    }>('/api/resume-analyses/latest');
    return body.analysis ?? body.resumeAnalysis ?? null;
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
