import { useMemo } from 'react';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { householdOfRequest, type PredictionHousehold } from '@thrive/core/rules/comparison';
import { useDashboard } from '../state';

/** The person's household (adults, children, bedrooms, a working partner) from their answers, as the engine sees it. */
export function useHousehold(): PredictionHousehold | undefined {
  const { answers } = useDashboard();
  return useMemo(() => {
    const mapped = mapAnswersToRequest(answers);
    return mapped.ok ? householdOfRequest(mapped.request) : undefined;
  }, [answers]);
}
