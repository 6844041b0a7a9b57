import { describe, expect, it } from 'vitest';
import { milestonesByTimeframe } from '../rules/timeline';
import { NOW, requestOf, seniorDeveloperBerlin } from './test-people';
import { runAnalysis } from './index';

/**
 * Walk 0801, W814: the step up to the 3-5 years period's level was dated three years of 365 days after the analysis,
 * a day before the Timeline's 3-5 years period begins (three years of 365.25 days), so it sat under 0-3 years and the
 * 3-5 years period said "No milestones in this period".
 */
describe('the step up opens the 3-5 years period (W814)', () => {
  it('a working person without a first job to wait for: the step up is in 3-5 years, on its first day or later', () => {
    const result = runAnalysis(requestOf(seniorDeveloperBerlin()), { now: NOW });
    const stepUp = result.milestones.find((m) => m.id === 'step-up');
    expect(stepUp).toBeDefined();
    const byTf = milestonesByTimeframe(result);
    expect(byTf['3-5'].map((m) => m.id)).toContain('step-up');
    expect(byTf['0-3'].map((m) => m.id)).not.toContain('step-up');
  });
});
