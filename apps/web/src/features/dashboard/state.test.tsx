import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { mockApi } from '../../../test/mock-server';
import { DashboardProvider, useDashboard, type DashboardState } from './state';

beforeEach(() => {
  localStorage.clear();
  mockApi({
    'GET /api/auth/get-session': {
      status: 200,
      body: { user: { id: 'u1', email: 'x@anon', isAnonymous: true } },
    },
    'GET /api/analyses/latest': { status: 200, body: { analysis: null } },
    'GET /api/resume-analyses/latest': { status: 404, body: { error: { code: 'NOT_FOUND', message: '' } } },
    'GET /api/learning-progress': { status: 200, body: { items: [] } },
    'GET /api/me/onboarding': { status: 200, body: { answers: null, updatedAt: null } },
  });
});

describe("the dashboard's state", () => {
  it('keeps its value when the provider renders again with nothing changed (a read starting and ending)', async () => {
    // Every part of the page reads this value: a new one renders the whole dashboard again in one blocking task
    // (decision 0082).
    const seen: DashboardState[] = [];
    function Reader() {
      seen.push(useDashboard());
      return null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DashboardProvider>
            <Reader />
          </DashboardProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen.at(-1)?.panel).toBe('none'));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const settled = seen.at(-1);
    // The resume read again from nothing (as after the first screen): the provider renders when it starts and when
    // it ends with the same answer (none), and the page has nothing new to show.
    await client.resetQueries({ queryKey: queryKeys.latestResumeAnalysis('u1') });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(seen.at(-1)).toBe(settled);
  });
});
