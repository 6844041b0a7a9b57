import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import { predictionAffordability } from '@thrive/core/rules/comparison';
import i18n from '@/lib/i18n';
import { ONBOARDING_STORAGE_KEY } from '@/lib/onboarding-storage';
import { latestAnalysisRoute, mockApi, type Route } from '../../../test/mock-server';
import DashboardPage from './dashboard-page';
import { cityMoney } from './format';

/**
 * Decision 0140 (walk findings 2, 3, 9, 19): a Frankfurt developer on EUR 70,000 who never moved the slider. The
 * salary card says for which city each pay is and which one the summary and money left use; every Timeline row's money
 * left names the gross it is computed on.
 */
const ANSWERS = {
  personalInfo: {
    firstName: 'Jonas',
    lastName: 'Weber',
    email: 'jonas@example.org',
    location: 'Frankfurt am Main, Germany',
  },
  careerStatus: 'advancing',
  skills: ['Java', 'SQL', 'Kubernetes', 'Microservices'],
  educationBackground: { level: 'masters', institution: 'TU Darmstadt', fieldOfStudy: 'Computer Science' },
  careerGoals: ['technical-mastery'],
  industries: ['technology'],
  consideredCountries: ['DE'],
  experienceLevel: 'mid',
  familyStatus: 'single',
  salaryRange: 70_000,
  salaryChosen: false,
  currentPay: { amount: 70_000, timeframe: 'annual', currency: 'EUR' },
};

let result: AnalysisResult;
beforeAll(() => {
  const mapped = mapAnswersToRequest(ANSWERS);
  if (!mapped.ok) throw new Error(mapped.code);
  result = runAnalysis(mapped.request, { now: new Date('2026-11-22T10:00:00Z') });
});

const served = latestAnalysisRoute(
  () => result,
  '00000000-0000-4000-8000-000000000001',
  '2026-11-22T10:00:00.000Z',
);

beforeEach(() => {
  localStorage.clear();
  const routes: Record<string, Route> = {
    // An anonymous session: without one the dashboard reads nothing and says the visitor is signed out (decision 0144).
    'GET /api/auth/get-session': {
      status: 200,
      body: { user: { id: 'anon-1', email: '', isAnonymous: true } },
    },
    'GET /api/analyses/latest': served,
    'GET /api/analyses/*': served,
    'GET /api/resume-analyses/latest': { status: 404, body: { error: { code: 'NOT_FOUND', message: '' } } },
    'GET /api/learning-progress': { status: 200, body: { items: [] } },
    'GET /api/me/onboarding': { status: 200, body: { answers: null, updatedAt: null } },
    'POST /api/auth/sign-in/anonymous': { status: 200, body: { token: 't' } },
  };
  mockApi(routes);
  localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ state: { answers: ANSWERS }, version: 1 }));
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderDashboard(path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const euro = (value: number, locale: 'en' | 'nl') =>
  cityMoney(value, 'EUR', 'EUR', 'EUR', locale).replace(/\s+/g, ' ');

describe('one salary story on the dashboard (decision 0140)', () => {
  it('the salary card names the city of each pay and which one the summary uses (walk 2)', async () => {
    const p = result.predictions['0-3'];
    const own = result.affordability.find((a) => a.cityId === p.location.cityId)!;
    // The case of the walk: the summary is on the person's own pay, the prediction on the role's typical pay.
    expect(['current', 'scaled']).toContain(own.payOrigin);
    expect(Math.round(own.grossAnnual.value)).not.toBe(Math.round(p.career.salary.value));
    renderDashboard();
    const line = await screen.findByTestId('salary-own-pay', {}, { timeout: 10_000 });
    expect(line).toHaveTextContent(euro(own.grossAnnual.value, 'en'));
    expect(line).toHaveTextContent(p.location.city);
    expect(line).toHaveTextContent(/The summary sentence and money left use this figure/);
    // The summary sentence at the top says the same amount.
    expect(result.marketInsights).toContain(euro(own.grossAnnual.value, 'en'));
    expect(screen.getByTestId('salary-predicted')).toHaveTextContent(`Predicted now in ${p.location.city}:`);
    // The slider started at her current pay (higher than the role's typical pay), so the card says so.
    expect(screen.getByTestId('salary-range-basis')).toHaveTextContent(
      /^90% to 120% of €70,000 per year\. That amount is your current pay \(rounded up to the slider's next step where it fell between two\): the salary slider started there and you did not move it\.$/,
    );
    // The profile card names the same start the same way (walk W23: it called it the typical pay).
    expect(
      await screen.findByText(
        /your current pay, where the slider started, not moved/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/typical pay the slider started at/);
    await act(() => i18n.changeLanguage('nl'));
    await waitFor(() =>
      expect(screen.getByTestId('salary-own-pay')).toHaveTextContent(
        /De samenvattende zin en wat je overhoudt gebruiken dit bedrag/,
      ),
    );
    expect(screen.getByTestId('salary-own-pay')).toHaveTextContent(euro(own.grossAnnual.value, 'nl'));
  });

  it('every Timeline row says the gross its money left is on, and it is that gross (walk 3)', async () => {
    renderDashboard('/dashboard?tab=timeline');
    const tab = await screen.findByTestId('timeline-tab', {}, { timeout: 10_000 });
    const rows = within(tab).getAllByTestId('pay-used');
    expect(rows).toHaveLength(3);
    const tfs = ['0-3', '3-5', '5-10'] as const;
    tfs.forEach((tf, i) => {
      const p = result.predictions[tf];
      const afford = predictionAffordability(
        p,
        { bedrooms: 1, householdScale: 1, adults: 1, children: 0, partnerWorks: false, currency: 'EUR' },
        result.ownPayShare,
      )!;
      expect(rows[i]).toHaveTextContent(`on ${euro(afford.grossAnnual.value, 'en')} a year`);
      // Scaled: the caption warns that the gross is not the salary in the same row (the typical pay at mid level, else
      // the level's own pay, decision 0258).
      if (
        result.ownPayShare !== undefined &&
        Math.round(afford.grossAnnual.value) !== Math.round(p.career.salary.value)
      )
        expect(rows[i]).toHaveTextContent(
          p.career.level === 'mid'
            ? /your pay, scaled to typical pay for .+ \(not the salary beside it\)/
            : /your pay, scaled to the pay for .+ \((Junior|Senior|Lead|Entry level)\) in .+ \(not the salary beside it\)/,
        );
    });
  });
});
