import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import '../i18n';
import { StaticDashboardProvider } from '../state';
import { analysisOf, dashboardState, MUNICH_ENGINEER } from '../affordability/card-harness';
import { TimelinePeriod } from './timeline-period';

afterEach(cleanup);

/**
 * Walk W605 (decision 0236): a daycare place was taken off every period of the Future Timeline for a child who is 1
 * now. In Rotterdam (school from 4) the place is in the first period only.
 */
const ANSWERS = {
  ...MUNICH_ENGINEER,
  familyStatus: 'single-parent',
  childrenCount: 1,
  youngChildren: 1,
  youngChildAges: [1],
};

function inRotterdam(result: AnalysisResult): AnalysisResult {
  const predictions = Object.fromEntries(
    Object.entries(result.predictions).map(([tf, p]) => [
      tf,
      { ...p, location: { ...p.location, cityId: 'rotterdam', city: 'Rotterdam', country: 'NL' } },
    ]),
  ) as AnalysisResult['predictions'];
  return { ...result, predictions };
}

describe('the Timeline counts childcare while the child is under school age (walk W605)', () => {
  const result = inRotterdam(analysisOf(ANSWERS));
  const period = (tf: '0-3' | '3-5' | '5-10') => {
    render(
      <StaticDashboardProvider value={dashboardState(result, 'en', { currency: 'EUR', ...ANSWERS })}>
        <TimelinePeriod tf={tf} result={result} milestones={[]} />
      </StaticDashboardProvider>,
    );
    return screen.queryByTestId('childcare-line');
  };

  it('a place in the first period', () => {
    expect(period('0-3')).not.toBeNull();
  });

  it('none from the second, when the child is 4 and at school in the Netherlands', () => {
    expect(period('3-5')).toBeNull();
    cleanup();
    expect(period('5-10')).toBeNull();
  });
});
