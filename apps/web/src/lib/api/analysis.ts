import type { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import { SubmittedAnalysisResponse } from '@thrive/core/contracts/api';
import { apiJson } from './http';

/** The spec's server function generate-career-analysis: body { onboardingData: mapped data }; the job it started. */
export function generateCareerAnalysis(onboardingData: AnalysisRequest): Promise<SubmittedAnalysisResponse> {
  return apiJson('/api/functions/generate-career-analysis', {
    method: 'POST',
    json: { onboardingData },
    schema: SubmittedAnalysisResponse,
  });
}
