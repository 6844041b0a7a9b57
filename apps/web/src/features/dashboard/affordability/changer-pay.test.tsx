import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider } from '../state';
import { AffordabilityCard } from './affordability-card';
import { analysisOf, dashboardState } from './card-harness';

/**
 * Decision 0179 (walk W204, W205): an accountant in Manchester on GBP 52,000 changing to data analysis. Her home city's
 * card stands on the Data Analyst's pay like every other city's, with the same pension line, and a rent within her
 * budget under failing checks reads "fits the budget you gave, but ...", in en and nl.
 */
const ANSWERS = {
  userType: 'career-changer',
  careerStatus: 'changing',
  personalInfo: { firstName: 'Sam', lastName: 'Hart', email: 'sam@example.co.uk', location: 'Manchester' },
  skills: ['SQL', 'Power BI', 'Tableau', 'Python', 'Microsoft Excel'],
  educationBackground: { level: 'bachelors', fieldOfStudy: 'Accounting' },
  careerGoalsText: 'I want to become a data analyst',
  industries: ['technology'],
  experienceLevel: 'mid',
  familyStatus: 'single',
  currency: 'GBP',
  consideredCountries: ['GB'],
  housingBudget: '1100',
  currentPay: { amount: 52_000, timeframe: 'annual', currency: 'GBP' },
} as const;

let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function card(locale: 'en' | 'nl', cityId: string, name: string) {
  const state = dashboardState(result, locale, { currency: 'GBP' });
  const entry = result.affordability.find((a) => a.cityId === cityId)!;
  const budget = result.cityMatches.find((m) => m.cityId === cityId)?.facts?.budget;
  render(
    <StaticDashboardProvider value={state}>
      <AffordabilityCard entry={entry} cityName={name} budget={budget} />
    </StaticDashboardProvider>,
  );
  return screen.getByTestId(`affordability-${cityId}`);
}

describe("a career changer's home-city card (decision 0179)", () => {
  it('is on the new role’s pay, says so, and shows the workplace pension line', () => {
    const manchester = card('en', 'manchester', 'Manchester');
    expect(within(manchester).getByTestId('pay-used')).toHaveTextContent(
      /^Pay for .+ \(.+\) in Manchester: you are changing career/,
    );
    expect(manchester).not.toHaveTextContent('Reported by you');
    expect(within(manchester).getByTestId('afford-pension')).toBeInTheDocument();
  });

  it('a rent within the budget under a failing check reads "fits the budget you gave, but"', () => {
    const entry = result.affordability.find((a) => a.cityId === 'manchester')!;
    expect(entry.checks.thirtyPercentOfNet.pass).toBe(false);
    const manchester = card('en', 'manchester', 'Manchester');
    expect(manchester).toHaveTextContent(/fits the budget you gave \(.+\), but see the checks above/);
    expect(manchester).not.toHaveTextContent(/fits your budget of/);
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const manchester = card('nl', 'manchester', 'Manchester');
    expect(within(manchester).getByTestId('pay-used')).toHaveTextContent(/je verandert van loopbaan/);
    expect(manchester).toHaveTextContent(/past binnen het budget dat je opgaf \(.+\), maar zie de controles/);
  });
});
