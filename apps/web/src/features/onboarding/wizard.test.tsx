import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OnboardingRoute from '@/app/routes/onboarding';
import { refreshSession } from '@/lib/auth/session';
import i18n from '@/lib/i18n';
import { mockApi, type Route as MockRoute } from '../../../test/mock-server';
import './i18n';
import { reviveAnswers } from '@thrive/core/contracts/onboarding';
import { useOnboardingStore } from './store';

const SAVED = {
  userType: 'professional',
  whatMatters: ['finding-job'],
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
    // The review's screen module loads with it (decision 0040; in the app the route's loader fetches it first).
    expect(await screen.findByText('Sam Visser')).toBeInTheDocument();
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

const FULL = reviveAnswers({
  ...SAVED,
  currentPay: { amount: 3200, timeframe: 'monthly', currency: 'EUR' },
  salaryRange: 52000,
  currency: 'EUR',
  timeframe: 'annual',
  familyStatus: 'family',
  childrenCount: 2,
  partnerWorks: true,
  partnerIncome: 30000,
  housingBudget: '1.400',
  languages: [{ code: 'nl', level: 'native' }],
  citizenships: ['NL'],
});

function sectionOf(title: string) {
  return screen.getByRole('heading', { name: title, level: 2 }).closest('section')!;
}

describe('wizard: the review shows every answer behind the figures (F11, F13, F12)', () => {
  it('lists education, experience, pay, industries, target, household, budget, values, languages, citizenship, timeline (nl)', async () => {
    await i18n.changeLanguage('nl');
    await signedIn(null);
    useOnboardingStore.getState().load(FULL);
    renderWizard('/onboarding/review-submit');
    await screen.findByRole('heading', { name: 'Controleren en versturen' });
    expect(sectionOf('Waar je nu staat')).toHaveTextContent('Werkende professional');
    expect(screen.queryByText('Loopbaanfase')).not.toBeInTheDocument();
    expect(sectionOf('Opleiding')).toHaveTextContent('Utrecht University');
    expect(sectionOf('Werkervaring')).toHaveTextContent('Junior');
    expect(sectionOf('Werkervaring')).toHaveTextContent(/Loon nu: € 3\.200/);
    expect(sectionOf('Sectoren')).toHaveTextContent('Technologie');
    expect(sectionOf('Gewenst salaris')).toHaveTextContent('€ 52.000');
    const money = sectionOf('Salaris en wonen');
    expect(money).toHaveTextContent('Gezin met kinderen, 2 kinderen');
    expect(money).toHaveTextContent(/Partner werkt, verwacht € 30\.000/);
    expect(money).toHaveTextContent('Maandelijks woonbudget: € 1.400 per maand (je schreef “1.400”)');
    expect(sectionOf('Leefstijlwaarden')).toHaveTextContent('Natuur');
    expect(sectionOf('Plaatsen')).toHaveTextContent('Talen: Nederlands – Moedertaal');
    expect(sectionOf('Plaatsen')).toHaveTextContent('Nationaliteit: Nederland');
    expect(sectionOf('Tijdpad')).toHaveTextContent('Over 1 tot 3 jaar');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('flags required sections left empty and keeps Create My Plan disabled (en)', async () => {
    await signedIn(null);
    useOnboardingStore
      .getState()
      .load(reviveAnswers({ ...FULL, personalInfo: { firstName: '', lastName: '', email: '' }, skills: [] }));
    renderWizard('/onboarding/review-submit');
    await screen.findByRole('heading', { name: 'Review & Submit' });
    expect(screen.getByRole('alert')).toHaveTextContent('2 required sections are empty or incomplete');
    expect(sectionOf('Personal info')).toHaveTextContent('Required: please fill this in.');
    expect(sectionOf('Skills')).toHaveTextContent('Required: please fill this in.');
    expect(sectionOf('Education')).not.toHaveTextContent('Required');
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    expect(screen.getByRole('button', { name: 'Create My Plan' })).toBeDisabled();
  });

  it('walk D2, D10: languages without brackets in brackets, and the goal typed in the person’s words (en, nl)', async () => {
    const answers = reviveAnswers({
      ...FULL,
      languages: [
        { code: 'pt', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
      careerGoalsText: 'Move from teaching into data engineering',
    });
    await signedIn(null);
    useOnboardingStore.getState().load(answers);
    const view = renderWizard('/onboarding/review-submit');
    await screen.findByRole('heading', { name: 'Review & Submit' });
    expect(sectionOf('Places')).toHaveTextContent('Languages: Portuguese – Native, English – Fluent (C1-C2)');
    expect(sectionOf('Places')).not.toHaveTextContent('((');
    expect(sectionOf('Goals')).toHaveTextContent('In your words: “Move from teaching into data engineering”');
    view.unmount();

    await i18n.changeLanguage('nl');
    renderWizard('/onboarding/review-submit');
    await screen.findByRole('heading', { name: 'Controleren en versturen' });
    expect(sectionOf('Plaatsen')).toHaveTextContent(
      'Talen: Portugees – Moedertaal, Engels – Vloeiend (C1-C2)',
    );
    expect(sectionOf('Doelen')).toHaveTextContent(
      'In je eigen woorden: “Move from teaching into data engineering”',
    );
  });

  it('walk D1: step 13 says in plain words that these cities fit best, not "a dynamic fit with these 3 hubs" (en, nl)', async () => {
    await signedIn(null);
    routes['POST /api/onboarding/hubs'] = { status: 200, body: { hubs: [] } };
    useOnboardingStore.getState().load(FULL);
    const view = renderWizard('/onboarding/initial-opportunities');
    expect(
      await screen.findByText('Based on your answers so far, these cities fit you best.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hubs/)).not.toBeInTheDocument();
    view.unmount();

    await i18n.changeLanguage('nl');
    renderWizard('/onboarding/initial-opportunities');
    expect(
      await screen.findByText('Op basis van je antwoorden tot nu toe passen deze steden het best bij je.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hubs|dynamisch/)).not.toBeInTheDocument();
  });

  it('Edit opens the step and Continue comes back to the review (en)', async () => {
    await signedIn(null);
    useOnboardingStore.getState().load(FULL);
    renderWizard('/onboarding/review-submit');
    await screen.findByRole('heading', { name: 'Review & Submit' });
    await userEvent.click(
      within(sectionOf('Personal info')).getByRole('link', { name: 'Edit Personal info' }),
    );
    await screen.findByRole('heading', { name: 'Tell us about yourself' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to the review' }));
    expect(await screen.findByRole('heading', { name: 'Review & Submit' })).toBeInTheDocument();
  });
});

describe('wizard: the draft kept with the account (decision 0192)', () => {
  async function signedInWithDraft(userId: string, saved: unknown, draftAt: string) {
    routes = {
      'GET /api/auth/get-session': {
        status: 200,
        body: { user: { id: userId, email: 'sam@example.org', isAnonymous: false, firstName: null } },
      },
      'GET /api/me/onboarding': {
        status: 200,
        body: { answers: saved, updatedAt: saved ? '2026-11-22T10:00:00.000Z' : null },
      },
      'GET /api/me/onboarding/draft': {
        status: 200,
        body: {
          answers: {
            userType: 'professional',
            skills: ['Python'],
            educationBackground: { level: 'masters' },
          },
          step: 'timeline',
          updatedAt: draftAt,
        },
      },
    };
    mockApi(new Proxy({}, { get: (_, key: string) => routes[key] }));
    await refreshSession();
  }
  const renderWithToasts = (path: string) => {
    renderWizard(path);
    render(<Toaster />);
  };

  it('a session with no answers in this browser (a provider sign-in) gets the draft back on its step, told in Dutch', async () => {
    await i18n.changeLanguage('nl');
    await signedInWithDraft('u-draft-nl', null, '2026-11-28T10:00:00.000Z');
    renderWithToasts('/onboarding/survey');
    expect(
      await screen.findByRole('heading', { name: 'Wanneer wil je de stap zetten?' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Je antwoorden op de vragenlijst zijn terug: je bent bij de stap waar je gebleven was.',
      ),
    ).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.skills).toEqual(['Python']);
  });

  it('a plan saved after the draft is not replaced: the person is asked about the plan as before', async () => {
    await signedInWithDraft('u-draft-old', SAVED, '2026-11-21T10:00:00.000Z');
    renderWithToasts('/onboarding/survey');
    expect(await screen.findByRole('heading', { name: 'You already have a plan' })).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.skills).toEqual([]);
  });
});
