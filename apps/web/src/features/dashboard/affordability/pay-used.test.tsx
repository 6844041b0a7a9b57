import { within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard, MUNICH_ENGINEER } from './card-harness';

/**
 * Decisions 0089 and 0129: the affordability card says which pay its figures use: the person's own where they live
 * now, that pay scaled by the predicted role's typical pay elsewhere, in en and nl.
 */
const ANSWERS = {
  ...MUNICH_ENGINEER,
  locationPreferences: ['current'],
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

  // Leipzig, not Berlin: a senior developer's pay in Munich and Berlin is kept within what the Entgeltatlas can report
  // (decision 0211), so both are 96,500 and Berlin's scaled pay is his own 95,000.
  it('elsewhere: their own pay scaled by the typical pay for the predicted role there (decision 0129)', () => {
    const card = renderCard('leipzig', 'Leipzig');
    const role = result.predictions['0-3'].career.role;
    expect(within(card).getByTestId('pay-used')).toHaveTextContent(
      `Your current pay, scaled by the typical pay for ${role} in Leipzig over where you live now`,
    );
    expect(within(card).getByTestId('afford-gross')).not.toHaveTextContent('€95,000');
    expect(result.affordability.find((a) => a.cityId === 'leipzig')!.payOrigin).toBe('scaled');
  });

  it('scaled, in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderCard('leipzig', 'Leipzig', 'nl');
    expect(within(card).getByTestId('pay-used')).toHaveTextContent(
      /^Je huidige salaris, naar verhouding van het gangbare salaris voor .+ in Leipzig tegenover waar je nu woont$/,
    );
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderCard('munich', 'München', 'nl');
    expect(within(card).getByTestId('pay-used')).toHaveTextContent('Je huidige salaris (door jou opgegeven)');
    expect(card).toHaveTextContent('Door jou opgegeven');
  });
});
