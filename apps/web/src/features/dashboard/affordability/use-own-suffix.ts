import { livesAlone } from '@thrive/core/rules/wizard-inputs';
import { useDashboard } from '../state';

/**
 * 'Own' when the person lives alone (single, no children), else '': the suffix of the keys that say "you" where the
 * others say "your household" (decision 0122). From the answers, not through useHousehold, which pulls the engine's
 * datasets into the dashboard's first chunk.
 */
export function useOwnSuffix(): '' | 'Own' {
  const { answers } = useDashboard();
  return livesAlone(answers?.familyStatus) ? 'Own' : '';
}
