import type { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import { apiJson } from './http';

export interface GenerateAnalysisResponse {
  id: string;
  status: 'pending' | 'completed' | 'failed' | string;
}

/** The spec's server function generate-career-analysis: body { onboardingData: mapped data }. */
export function generateCareerAnalysis(onboardingData: AnalysisRequest) {
  return apiJson<GenerateAnalysisResponse>('/api/functions/generate-career-analysis', {
    method: 'POST',
    json: { onboardingData },
  });
}
