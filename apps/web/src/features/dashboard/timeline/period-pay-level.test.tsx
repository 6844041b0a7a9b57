import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { localizeAnalysis } from '@thrive/core/text/localize-analysis';
import { PITTSBURGH_CHANGER, analyse, personMaker } from '@thrive/core/engine/test-people';
import i18n from '@/lib/i18n';
import { ONBOARDING_STORAGE_KEY } from '@/lib/onboarding-storage';
import { latestAnalysisRoute, mockApi, type Route } from '../../../../test/mock-server';
import DashboardPage from '../dashboard-page';

/**
 * Decision 0258 (walk 0701, after W707): Mark, the Pittsburgh engineer changing to data science, starts as a junior
 * data scientist. The Timeline called each period's pay "the typical pay" while the salary beside it is the pay of that
 * period's level (the salary outlook already said "Pay for Data Scientist (Junior) there"): a period at another level
 * than mid now says whose pay it is, in English and Dutch; "typical" stays for the mid level, the median.
 */
const ANSWERS = personMaker()({ ...PITTSBURGH_CHANGER, consideredCountries: ['US'] });
let result: AnalysisResult;
beforeAll(() => {
  result = analyse(ANSWERS);
});

beforeEach(() => {
  localStorage.clear();
  const served = latestAnalysisRoute(
    () => result,
    '00000000-0000-4000-8000-000000000002',
    '2026-03-01T09:00:00.000Z',
  );
  const routes: Record<string, Route> = {
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

const LEVEL = {
  en: { entry: 'Entry level', junior: 'Junior', mid: 'Mid-level', senior: 'Senior', lead: 'Lead' },
  nl: { entry: 'Starter', junior: 'Junior', mid: 'Medior', senior: 'Senior', lead: 'Lead' },
} as const;

describe("the Timeline names whose pay a period's money left is on (decision 0258)", () => {
  it('Mark as a junior data scientist: "the pay for Data Scientist (Junior) in Pittsburgh", not "the typical pay"', async () => {
    const tfs = ['0-3', '3-5', '5-10'] as const;
    const levels = tfs.map((tf) => result.predictions[tf].career.level);
    // The case of the walk: his first period is a junior's pay.
    expect(levels[0]).toBe('junior');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard?tab=timeline']}>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const tab = await screen.findByTestId('timeline-tab', {}, { timeout: 10_000 });
    for (const lang of ['en', 'nl'] as const) {
      if (lang === 'nl') await act(() => i18n.changeLanguage('nl'));
      const local = localizeAnalysis(result, lang);
      await waitFor(() =>
        expect(within(tab).getAllByTestId('pay-used')[0]).toHaveTextContent(lang === 'en' ? /^on / : /^op /),
      );
      const rows = within(tab).getAllByTestId('pay-used');
      expect(rows).toHaveLength(3);
      tfs.forEach((tf, i) => {
        const p = local.predictions[tf];
        const text = rows[i]!.textContent ?? '';
        if (p.career.level === 'mid') {
          expect(text).toMatch(lang === 'en' ? /, the typical pay for / : /, het gangbare salaris voor een /);
          return;
        }
        const level = LEVEL[lang][p.career.level];
        expect(text).not.toMatch(/typical|gangbare/);
        if (lang === 'en')
          expect(text).toContain(`, the pay for ${p.career.role} (${level}) in ${p.location.city}`);
        else
          expect(text).toMatch(new RegExp(`, het salaris voor een .+ \\(${level}\\) in ${p.location.city}`));
      });
    }
  });
});
