import { within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';

/**
 * Decision 0089: the affordability card says which pay its figures use: the person's own where they live now, the
 * predicted role's typical pay elsewhere, in en and nl.
 */
const ANSWERS = {
  userType: 'professional',
  personalInfo: { firstName: 'Jonas', lastName: 'Weber', email: 'jonas@example.de', location: 'München' },
  skills: ['Python', 'TypeScript', 'Cloud computing'],
  educationBackground: { level: 'masters' },
  careerGoals: ['technical-mastery'],
  locationPreferences: ['current'],
  industries: ['technology'],
  experienceLevel: 'senior',
  currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' },
} as const;

let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderCard(cityId: string, cityName: string, locale: 'en' | 'nl' = 'en') {
  return renderAffordabilityCard(dashboardState(result, locale), cityId, cityName);
}

describe('which pay the money figures use', () => {
  it('where the person lives now: their own pay, reported by them', () => {
    const card = renderCard('munich', 'Munich');
    expect(within(card).getByTestId('afford-gross')).toHaveTextContent('€95,000');
    expect(within(card).getByTestId('pay-used')).toHaveTextContent('Your current pay (reported by you)');
    expect(card).toHaveTextContent('Reported by you');
  });

  it('elsewhere: the typical pay for the predicted role in that city', () => {
    const card = renderCard('berlin', 'Berlin');
    const role = result.predictions['0-3'].career.role;
    expect(within(card).getByTestId('pay-used')).toHaveTextContent(`Typical pay for ${role} in Berlin`);
    expect(within(card).getByTestId('afford-gross')).not.toHaveTextContent('€95,000');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderCard('munich', 'München', 'nl');
    expect(within(card).getByTestId('pay-used')).toHaveTextContent('Je huidige salaris (door jou opgegeven)');
    expect(card).toHaveTextContent('Door jou opgegeven');
  });
});
