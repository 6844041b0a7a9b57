import { planForGaps } from '@thrive/core';
import type { LearningItem } from './api';
import { today } from './format';
import type { DashboardState } from './state';

/** The person's plan as one JSON document: their profile (all answers), the analysis, the learning plan and progress. */
export function buildExport(
  state: Pick<DashboardState, 'answers' | 'record' | 'result'>,
  items: LearningItem[],
) {
  const { answers, record, result } = state;
  const plan = result
    ? planForGaps(result.skillGaps, items, answers?.learningHoursPerWeek ?? 5, today())
    : null;
  return {
    format: 'thrive-plan',
    version: 1,
    exportedAt: new Date().toISOString(),
    // Every answer the person gave (the server's saved profile, or the wizard's draft), as they gave it.
    profile: answers,
    analysis: record
      ? {
          status: record.status,
          createdAt: record.createdAt,
          completedAt: record.completedAt,
          datasetVersion: record.datasetVersion ?? result?.datasetVersion ?? null,
          predictions: result?.predictions ?? null,
          topCities:
            result?.cityMatches.slice(0, 10).map(({ cityId, name, country, match, reasons }) => ({
              cityId,
              name,
              country,
              match,
              reasons,
            })) ?? [],
          affordability: result?.affordability.slice(0, 10) ?? [],
          recommendations: result?.recommendations ?? null,
          skillGaps: result?.skillGaps ?? [],
          careerPath: result?.careerPath ?? [],
          milestones: result?.milestones ?? [],
          marketInsights: result?.marketInsights ?? null,
        }
      : null,
    learningPlan: plan,
    learningProgress: items,
  };
}

export function downloadJson(data: unknown, filename: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
