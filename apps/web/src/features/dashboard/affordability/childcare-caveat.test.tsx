import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider } from '../state';
import { CityScoreBreakdown } from '../profile/city-score-breakdown';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';
import { HouseholdMoney } from './household-money';

/**
 * Decision 0163 (walk W110): a Manchester family whose younger child would go to childcare. Money left leaves the
 * childcare out (no official net cost for Manchester); the housing card said so, the ranking and the score breakdown
 * showed the same figure without it. Now each says "childcare not included", in en and nl, and the card names the
 * hours England funds (GOV.UK) without making up a cost.
 */
const ANSWERS = {
  userType: 'professional',
  personalInfo: {
    firstName: 'Rachel',
    lastName: 'Whitfield',
    email: 'r@example.co.uk',
    location: 'Manchester',
  },
  skills: ['Excel', 'SQL', 'Statistics', 'Data Analysis'],
  educationBackground: { level: 'bachelors' },
  careerGoals: ['technical-mastery'],
  industries: ['technology'],
  experienceLevel: 'mid',
  familyStatus: 'family',
  childrenCount: 2,
  youngChildren: 1,
  partnerWorks: true,
  partnerIncome: 14_000,
  currency: 'GBP',
  currentPay: { amount: 45_000, timeframe: 'annual', currency: 'GBP' },
} as const;

let result: AnalysisResult;
let without: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
  without = analysisOf({ ...ANSWERS, childrenCount: 2, youngChildren: 0 });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const state = (r: AnalysisResult, locale: 'en' | 'nl') =>
  ({
    ...dashboardState(r, locale, { currency: 'GBP', familyStatus: 'family', youngChildren: 1 }),
    showAllCities: false,
  }) as ReturnType<typeof dashboardState>;

function manchesterRow(r: AnalysisResult, locale: 'en' | 'nl') {
  render(
    <StaticDashboardProvider value={state(r, locale)}>
      <HouseholdMoney />
    </StaticDashboardProvider>,
  );
  const title =
    locale === 'en' ? 'Where your household keeps the most' : 'Waar jouw huishouden het meeste overhoudt';
  const list = screen.getByRole('heading', { name: title }).closest('section')!;
  return within(list)
    .getAllByRole('listitem')
    .find((row) => row.textContent?.startsWith('Manchester'))!;
}

describe('money left without the childcare the household has (W110)', () => {
  it('the ranking says it beside the figure, in en and nl', async () => {
    expect(result.affordability.find((a) => a.cityId === 'manchester')?.childcare).toBe('not-modelled');
    expect(manchesterRow(result, 'en')).toHaveTextContent(/£[\d,]+Childcare not included/);
    document.body.innerHTML = '';
    await i18n.changeLanguage('nl');
    expect(manchesterRow(result, 'nl')).toHaveTextContent('Kinderopvang niet meegeteld');
  });

  it('no caveat for a family whose children are all at school', () => {
    const row = manchesterRow(without, 'en');
    expect(row).not.toHaveTextContent('Childcare not included');
  });

  it('the score breakdown says it after the money-left sentence', () => {
    const match = result.cityMatches.find((m) => m.cityId === 'manchester')!;
    render(
      <StaticDashboardProvider value={state(result, 'en')}>
        <CityScoreBreakdown match={match} locale="en" />
      </StaticDashboardProvider>,
    );
    expect(
      screen.getByText(/keeps about £[\d,]+ a month .* Childcare is not included\./),
    ).toBeInTheDocument();
  });

  it("the housing card names England's funded hours as GOV.UK's rule, with no cost of its own", async () => {
    const card = renderAffordabilityCard(state(result, 'en'), 'manchester', 'Manchester');
    const note = within(card).getByTestId('afford-childcare');
    expect(note).toHaveTextContent('30 government-funded hours a week, 38 weeks a year');
    expect(note).toHaveTextContent('GOV.UK, 2025');
    expect(note).not.toHaveTextContent(/£\d/);
    document.body.innerHTML = '';
    await i18n.changeLanguage('nl');
    const nl = renderAffordabilityCard(state(result, 'nl'), 'manchester', 'Manchester');
    expect(within(nl).getByTestId('afford-childcare')).toHaveTextContent('30 door de overheid betaalde uren');
  });
});
