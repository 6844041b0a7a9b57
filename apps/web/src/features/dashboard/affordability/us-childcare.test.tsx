import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard, MUNICH_ENGINEER } from './card-harness';

/**
 * Decision 0111: a US city's card shows childcare a month for a two-earner family with a young child, as in Europe:
 * the NDCP 2022 county price averaged over ages 0 to 4 (Seattle, King County: USD 1,842.53 a month), its source and
 * year, and money left said to be after it; in en and nl. Pittsburgh (no 2022 county price) shows its 2020 price
 * (decision 0224); a city without a rule (Prague) says childcare is not modelled.
 */
const ANSWERS = {
  ...MUNICH_ENGINEER,
  familyStatus: 'family',
  childrenCount: 1,
  youngChildren: 1,
  partnerWorks: true,
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
  const answers = { currency: 'EUR', familyStatus: 'family', youngChildren: 1 };
  return renderAffordabilityCard(dashboardState(result, locale, answers), cityId, cityName);
}

describe('US childcare on the affordability card', () => {
  it('Seattle: childcare a month with the county price source and year, money left after it', () => {
    const card = renderCard('seattle', 'Seattle');
    const line = within(card).getByTestId('afford-childcare-cost');
    expect(line).toHaveTextContent('$1,843');
    expect(line).toHaveTextContent('National Database of Childcare Prices 2022');
    expect(line).toHaveTextContent('King County (WA)');
    expect(line).toHaveTextContent('2022');
    expect(card).toHaveTextContent(
      'Money left a month after rent, living costs, health insurance and childcare',
    );
  });

  it('Pittsburgh: the county price of study year 2020, with its source and year', () => {
    const card = renderCard('pittsburgh', 'Pittsburgh');
    const line = within(card).getByTestId('afford-childcare-cost');
    expect(line).toHaveTextContent('$890');
    expect(line).toHaveTextContent('Allegheny County (PA), study year 2020');
    expect(line).toHaveTextContent('2020');
  });

  it('a city without a rule: childcare is said not to be modelled', () => {
    const card = renderCard('prague', 'Prague');
    expect(within(card).queryByTestId('afford-childcare-cost')).toBeNull();
    expect(within(card).getByTestId('afford-childcare')).toHaveTextContent('does not model');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderCard('seattle', 'Seattle', 'nl');
    const line = within(card).getByTestId('afford-childcare-cost');
    expect(card).toHaveTextContent('Kinderopvang per maand');
    // The citation's Dutch template loads after the first screen (decision 0040).
    await waitFor(() =>
      expect(line).toHaveTextContent('mediaanprijs per week van een voltijdplaats in een kinderdagverblijf'),
    );
    expect(line).toHaveTextContent('National Database of Childcare Prices');
    expect(card).toHaveTextContent(
      'Per maand over na huur, kosten van levensonderhoud, zorgverzekering en kinderopvang',
    );
  });
});
