import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { ONBOARDING_STORAGE_KEY } from '@/lib/onboarding-storage';
import { mockApi } from '../../../../test/mock-server';
import '../i18n';
import { useOnboardingStore } from '../store';
import { ProcessingStep } from './processing';

/**
 * The answers' save and the browser's copy (CI walk of decision 0252): the copy is removed only once the server holds
 * the answers. A save that fails twice still gives the plan, keeps the copy (the dashboard's answers) and says so.
 */
vi.mock('@/lib/auth/session', () => ({ ensureSession: vi.fn(async () => ({ id: 'u1' })) }));

const SUBMITTED = {
  status: 200,
  body: { analysis: { id: 'a1', status: 'completed', createdAt: '2026-11-29T10:00:00Z', duplicate: false } },
};

beforeEach(() => {
  localStorage.clear();
  useOnboardingStore.getState().reset();
  useOnboardingStore.getState().update({
    userType: 'professional',
    skills: ['Python'],
    careerGoals: ['mentorship'],
    personalInfo: {
      firstName: 'Tomasz',
      lastName: 'Nowak',
      email: 't@example.org',
      phone: '',
      age: '',
      location: '',
    },
  });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderProcessing() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster />
      <MemoryRouter initialEntries={['/onboarding/processing']}>
        <Routes>
          <Route path="/onboarding/processing" element={<ProcessingStep />} />
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the answers' save on the processing screen", () => {
  it('a save that fails twice keeps the browser copy and says so; the plan is still made (en, nl)', async () => {
    const calls = mockApi({
      'PUT /api/me/onboarding': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } },
      'POST /api/functions/generate-career-analysis': SUBMITTED,
    });
    renderProcessing();
    expect(
      await screen.findByText(
        'Your plan is ready, but your answers could not be saved to your profile: they are kept in this browser.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT' && c.url === '/api/me/onboarding')).toHaveLength(2);
    expect(calls.some((c) => c.url.includes('generate-career-analysis'))).toBe(true);
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).not.toBeNull();
    expect(useOnboardingStore.getState().answers.skills).toEqual(['Python']);
    await screen.findByText('dashboard', {}, { timeout: 5000 });
  });

  it('a save that succeeds the second time removes the copy, as before', async () => {
    let puts = 0;
    mockApi({
      'PUT /api/me/onboarding': () =>
        ++puts === 1
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
          : {
              status: 200,
              body: { answers: useOnboardingStore.getState().answers, updatedAt: '2026-11-29T10:00:00Z' },
            },
      'POST /api/functions/generate-career-analysis': SUBMITTED,
    });
    renderProcessing();
    expect(await screen.findByText('Your plan is ready!', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull());
    expect(puts).toBe(2);
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    mockApi({
      'PUT /api/me/onboarding': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } },
      'POST /api/functions/generate-career-analysis': SUBMITTED,
    });
    renderProcessing();
    expect(
      await screen.findByText(
        'Je plan is klaar, maar je antwoorden konden niet in je profiel worden bewaard: ze blijven in deze browser staan.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
