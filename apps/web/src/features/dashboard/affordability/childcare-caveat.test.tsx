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
 * Decision 0163 (walk W110): a Manchester family whose younger child would go to childcare. Money left left the
 * childcare out; the housing card said so, the ranking and the score breakdown showed the same figure without it, and
 * now each says "childcare not included" where it still is (Edinburgh: Scotland's hours are named, no cost made up).
 * Decision 0207: Manchester's money left takes England's net cost (funded hours, the DfE's mean fee, Tax-Free
 * Childcare), so its row has no caveat and its card shows the cost.
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

function cityRow(r: AnalysisResult, locale: 'en' | 'nl', name: string) {
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
    .find((row) => row.textContent?.startsWith(name));
}

describe('money left without the childcare the household has (W110)', () => {
  it("the ranking's Manchester row takes England's cost and has no caveat, in en and nl", async () => {
    const manchester = result.affordability.find((a) => a.cityId === 'manchester')!;
    expect(manchester.childcare).toBe('included');
    expect(manchester.childcareMonthly!.value).toBeGreaterThan(0);
    expect(cityRow(result, 'en', 'Manchester')).not.toHaveTextContent('Childcare not included');
    document.body.innerHTML = '';
    await i18n.changeLanguage('nl');
    expect(cityRow(result, 'nl', 'Manchester')).not.toHaveTextContent('Kinderopvang niet meegeteld');
  });

  it('no caveat for a family whose children are all at school', () => {
    const row = cityRow(without, 'en', 'Manchester');
    expect(row).not.toHaveTextContent('Childcare not included');
  });

  it('the score breakdown says it after the money-left sentence where childcare is left out (Edinburgh)', () => {
    const match = result.cityMatches.find((m) => m.cityId === 'edinburgh')!;
    render(
      <StaticDashboardProvider value={state(result, 'en')}>
        <CityScoreBreakdown match={match} locale="en" />
      </StaticDashboardProvider>,
    );
    expect(
      screen.getByText(/keeps about £[\d,]+ a month .* Childcare is not included\./),
    ).toBeInTheDocument();
    document.body.innerHTML = '';
    render(
      <StaticDashboardProvider value={state(result, 'en')}>
        <CityScoreBreakdown match={result.cityMatches.find((m) => m.cityId === 'manchester')!} locale="en" />
      </StaticDashboardProvider>,
    );
    expect(screen.queryByText(/Childcare is not included/)).toBeNull();
  });

  it("the housing card names Scotland's funded hours in Edinburgh, with no cost of its own; Manchester's has the cost", async () => {
    const card = renderAffordabilityCard(state(result, 'en'), 'edinburgh', 'Edinburgh');
    const note = within(card).getByTestId('afford-childcare');
    expect(note).toHaveTextContent('In Scotland, every 3- and 4-year-old');
    expect(note).toHaveTextContent('1,140 funded hours a year (gov.scot, since 2021)');
    expect(note).not.toHaveTextContent(/£\d/);
    document.body.innerHTML = '';
    const manchester = renderAffordabilityCard(state(result, 'en'), 'manchester', 'Manchester');
    expect(within(manchester).queryByTestId('afford-childcare')).toBeNull();
    expect(within(manchester).getByTestId('afford-childcare-cost')).toHaveTextContent(/£[\d,]+/);
    document.body.innerHTML = '';
    await i18n.changeLanguage('nl');
    const nl = renderAffordabilityCard(state(result, 'nl'), 'edinburgh', 'Edinburgh');
    expect(within(nl).getByTestId('afford-childcare')).toHaveTextContent(
      'In Schotland krijgt elk kind van 3 en 4 jaar',
    );
  });
});
