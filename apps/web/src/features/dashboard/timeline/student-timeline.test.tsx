import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import i18n from '@/lib/i18n';
import { ONBOARDING_STORAGE_KEY } from '@/lib/onboarding-storage';
import { latestAnalysisRoute, mockApi } from '../../../../test/mock-server';
import DashboardPage from '../dashboard-page';

/**
 * Walks W424 and W413: Sanne, a psychology student in Groningen graduating in 2027, with a side job at EUR 14.35 an
 * hour. Her Future Timeline ran from today as if she already worked; it now starts from her graduation.
 */
const ANSWERS = {
  userType: 'student',
  whatMatters: ['finding-job'],
  personalInfo: { firstName: 'Sanne', lastName: '', email: '', location: 'Groningen, Nederland' },
  skills: ['Onderzoeksmethoden', 'Statistiek', 'Communicatie', 'Empathie'],
  educationBackground: {
    level: 'bachelors',
    institution: 'Rijksuniversiteit Groningen',
    fieldOfStudy: 'Psychologie',
    graduationYear: '2027',
  },
  industries: ['healthcare'],
  locationPreferences: ['current'],
  consideredCountries: ['NL'],
  timeline: '1-3-years',
  currentPay: { amount: 14.35, timeframe: 'hourly', currency: 'EUR' },
};

let result: AnalysisResult;
beforeAll(() => {
  const mapped = mapAnswersToRequest(ANSWERS);
  if (!mapped.ok) throw new Error(mapped.code);
  result = runAnalysis(mapped.request, { now: new Date('2026-11-28T10:00:00Z') });
});

const served = latestAnalysisRoute(
  () => result,
  '00000000-0000-4000-8000-000000000424',
  '2026-11-28T10:00:00.000Z',
);

beforeEach(() => {
  localStorage.clear();
  mockApi({
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
  });
  localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ state: { answers: ANSWERS }, version: 1 }));
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The Future Timeline's periods, each as the text of its row. */
async function periods() {
  const tab = await screen.findByTestId('timeline-tab', {}, { timeout: 10_000 });
  return within(tab)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.closest('li')!.textContent ?? '');
}

describe("a student's Future Timeline starts from her graduation (walk W424)", () => {
  it('graduating in 2027: "Graduate" and her first job in the first period, the step up in the next (en, nl)', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/dashboard?tab=timeline']}>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [first, second] = await periods();
    expect(first).toContain('Graduate');
    expect(first).toMatch(/Start as an? .*psychologist/i);
    expect(first).toContain('2027');
    expect(second).toMatch(/Step up to/);
    expect(second).toContain('2030');
    // Her side job is not her career pay: the money left is on the role's pay, after she graduates (walk W413).
    expect(screen.getAllByTestId('pay-used')[0]).toHaveTextContent(/after you graduate/);
    await act(() => i18n.changeLanguage('nl'));
    await waitFor(async () => expect((await periods())[0]).toContain('Rond je studie af'));
    expect((await periods())[0]).toMatch(/Begin als startende psycholoog/);
  });
});
