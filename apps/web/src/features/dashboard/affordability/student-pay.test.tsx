import { within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';

/**
 * Decision 0162 (walk W101): a nursing student who entered her side-job pay (EUR 650 a month) at the current-pay step
 * sees her home town's money on the nurse pay the plan predicts, and the card says so, in en and nl.
 */
const ANSWERS = {
  userType: 'student',
  personalInfo: { firstName: 'Lotte', lastName: 'Bakker', email: 'lotte@example.nl', location: 'Groningen' },
  skills: ['Patient Care', 'Communication', 'Teamwork'],
  educationBackground: { level: 'bachelors', fieldOfStudy: 'Verpleegkunde', graduationYear: '2027' },
  industries: ['healthcare'],
  experienceLevel: 'entry',
  familyStatus: 'couple',
  partnerWorks: false,
  timeframe: 'monthly',
  salaryRange: 3_250,
  currentPay: { amount: 650, timeframe: 'monthly', currency: 'EUR' },
} as const;

let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("a student's money left is on the pay of the role she studies for", () => {
  it('Groningen: the typical nurse pay, not EUR 650 a month, and the card says after you graduate', () => {
    const card = renderAffordabilityCard(dashboardState(result, 'en'), 'groningen', 'Groningen');
    const { role, level } = result.predictions['0-3'].career;
    // Her first period's level is not the median's: the card says whose pay it is (walk 0801), not "typical".
    expect(level).not.toBe('mid');
    expect(within(card).getByTestId('pay-used')).toHaveTextContent(
      new RegExp(`^Pay for ${role} \\(.+\\) in Groningen: your plan is for after you graduate`),
    );
    expect(within(card).getByTestId('afford-gross')).not.toHaveTextContent('€8,424');
    expect(card).not.toHaveTextContent('Reported by you');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderAffordabilityCard(dashboardState(result, 'nl'), 'groningen', 'Groningen');
    expect(within(card).getByTestId('pay-used')).toHaveTextContent(
      /^Salaris voor .+ \(.+\) in Groningen: je plan is voor na je afstuderen/,
    );
  });
});
