import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OnboardingRoute from '@/app/routes/onboarding';
import { refreshSession } from '@/lib/auth/session';
import i18n from '@/lib/i18n';
import { mockApi, type Route as MockRoute } from '../../../test/mock-server';
import './i18n';
import { useOnboardingStore } from './store';

const SAVED = {
  userType: 'professional',
  whatMatters: ['growth'],
  personalInfo: { firstName: 'Sam', lastName: 'Visser', email: 'sam@example.org' },
  skills: ['Python', 'SQL'],
  educationBackground: { level: 'bachelors', institution: 'Utrecht University' },
  experienceLevel: 'junior',
  industries: ['technology'],
  lifestyleValues: ['nature', 'culture', 'growth'],
  timeline: '1-3-years',
};

let routes: Record<string, MockRoute>;

async function signedIn(saved: unknown) {
  routes = {
    'GET /api/auth/get-session': {
      status: 200,
      body: { user: { id: 'u-wiz', email: 'sam@example.org', isAnonymous: false, firstName: null } },
    },
    'GET /api/me/onboarding': {
      status: 200,
      body: { answers: saved, updatedAt: saved ? '2026-11-22T10:00:00.000Z' : null },
    },
  };
  mockApi(new Proxy({}, { get: (_, key: string) => routes[key] }));
  await refreshSession();
}

function renderWizard(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/onboarding/:step" element={<OnboardingRoute />} />
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useOnboardingStore.getState().reset();
});
afterEach(async () => {
  useOnboardingStore.getState().reset();
  await i18n.changeLanguage('en');
});

describe('wizard: coming back after a plan exists (F39)', () => {
  it('asks first instead of a blank step 1; "Edit my answers" opens the review on the saved answers (en)', async () => {
    await signedIn(SAVED);
    renderWizard('/onboarding/survey');
    expect(await screen.findByRole('heading', { name: 'You already have a plan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What best describes you?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit my answers' }));
    expect(await screen.findByRole('heading', { name: 'Review & Submit' })).toBeInTheDocument();
    expect(screen.getByText('Sam Visser')).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.skills).toEqual(['Python', 'SQL']);
  });

  it('asks on the processing route too; "Opnieuw beginnen" opens a blank step 1 (nl)', async () => {
    await i18n.changeLanguage('nl');
    await signedIn(SAVED);
    renderWizard('/onboarding/processing');
    expect(await screen.findByRole('heading', { name: 'Je hebt al een plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar mijn dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    expect(await screen.findByRole('heading', { name: 'Wat past het best bij jou?' })).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.userType).toBeUndefined();
  });

  it('opens step 1 straight away when nothing is saved', async () => {
    await signedIn(null);
    renderWizard('/onboarding/survey');
    expect(await screen.findByRole('heading', { name: 'What best describes you?' })).toBeInTheDocument();
    expect(screen.queryByTestId('saved-plan-gate')).not.toBeInTheDocument();
  });
});
