import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockApi, server } from '../../../test/mock-server';
import { clearStoredAnswers, useOnboardingStore } from '@/features/onboarding/store';
import { emptyAnswers } from '@thrive/core/contracts/onboarding';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { VerifyEmailPage } from './verify-email-page';

beforeEach(() => answer(200, {}));

afterEach(async () => {
  useOnboardingStore.getState().reset();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

function renderAt(element: React.ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      { path: '/', element: <p>home page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/onboarding/:step', element: <p>onboarding step</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

/**
 * The contract mock server (test/mock-server.ts) answers every call with `body` and `status`, except the provider
 * list (none configured) and the session (none). Returns the calls made.
 */
function answer(status: number, body: unknown) {
  return mockApi(
    new Proxy(
      {},
      {
        get: (_, key: string) =>
          key === 'GET /api/auth/providers'
            ? { status: 200, body: { providers: [], password: { min: 8, max: 128 } } }
            : key === 'GET /api/auth/get-session'
              ? { status: 200, body: null }
              : { status, body },
      },
    ),
  );
}
const asked = (calls: ReturnType<typeof answer>) =>
  calls.filter((c) => !['/api/auth/providers', '/api/auth/get-session'].includes(c.url));

async function fillRegister(user: ReturnType<typeof userEvent.setup>, confirm = 'secret123') {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('Register', () => {
  it('fills the name and email the person gave in the questionnaire, and leaves a malformed address out (walk 0087)', async () => {
    // The wizard's own store writes the draft, as the personal-info step does while the person types (walk W213/W214:
    // a hand-made draft with the names at the top level hid that the real answers keep them under personalInfo).
    useOnboardingStore.getState().update({
      personalInfo: {
        ...emptyAnswers().personalInfo,
        firstName: ' Maria ',
        lastName: 'dos Santos',
        email: 'maria@example.org',
      },
    });
    expect(localStorage.getItem('thrive.onboarding-data')).toContain('maria@example.org');
    const draft = (email: unknown) =>
      JSON.stringify({
        state: {
          answers: { personalInfo: { firstName: ' Maria ', lastName: 'dos Santos', email } },
          stepSeconds: [],
        },
        version: 1,
      });
    const { unmount } = render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
          initialEntries: ['/register'],
        })}
      />,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Last name')).toHaveValue('dos Santos');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    unmount();
    localStorage.setItem('thrive.onboarding-data', draft({ not: 'an address' }));
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('still fills them from the dashboard once the plan is made and the wizard draft is gone (walk W421)', async () => {
    useOnboardingStore.getState().update({
      personalInfo: {
        ...emptyAnswers().personalInfo,
        firstName: 'Tomasz',
        lastName: 'Nowak',
        email: 'tomasz@example.org',
      },
    });
    // What the processing step does once the plan is kept on the server.
    clearStoredAnswers();
    expect(localStorage.getItem('thrive.onboarding-data')).toBeNull();
    const user = userEvent.setup();
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByLabelText('First name')).toHaveValue('Tomasz');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nowak');
    expect(screen.getByLabelText('Email')).toHaveValue('tomasz@example.org');
    // Still editable.
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Tom');
    expect(screen.getByLabelText('First name')).toHaveValue('Tom');
  });

  it('marks Create Account unavailable until everything is filled, passwords match and terms are ticked, and says what is needed', async () => {
    const user = userEvent.setup();
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(
      /^Still needed: your first name, your last name, your email address/,
    );
    await fillRegister(user, 'secret124');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription('Still needed: two passwords that match.');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(submit).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('says the password rule when a too-short password is left, and shows every problem on pressing Create Account (walk W8)', async () => {
    const user = userEvent.setup();
    const calls = answer(200, { token: null, user: {} });
    renderAt(<RegisterPage />, '/register');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('8 to 128 characters.');
    await user.type(password, 'short');
    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This password is too short: use at least 8 characters.');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toHaveAccessibleDescription(/a password of at least 8 characters/);
    await user.click(submit);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Agree to the Terms of Service and the Privacy Policy to create an account.',
    );
    expect(asked(calls)).toEqual([]);
  });

  it('says the password rule in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const user = userEvent.setup();
    renderAt(<RegisterPage />, '/register');
    const password = screen.getByLabelText('Wachtwoord');
    await user.type(password, 'kort');
    await user.tab();
    expect(password).toHaveAccessibleDescription('Dit wachtwoord is te kort: gebruik minstens 8 tekens.');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(screen.getByLabelText('Voornaam')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Account aanmaken' })).toHaveAccessibleDescription(
      /^Nog nodig: je voornaam, je achternaam, je e-mailadres, een wachtwoord van minstens 8 tekens, het wachtwoord nog een keer en akkoord met de voorwaarden\.$/,
    );
  });

  it('sends first and last name, then says where the link went until the person goes on (decision 0073)', async () => {
    const user = userEvent.setup();
    const calls = answer(200, { token: null, user: {} });
    const router = renderAt(<RegisterPage />, '/register');
    await fillRegister(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to ada@example\.org\./)).toBeInTheDocument();
    expect(screen.getByText(/Until then you are not signed in\./)).toBeInTheDocument();
    expect(screen.getByTestId('register-sent')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/register');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new verification link. Check your inbox.')).toBeInTheDocument();
    const resend = asked(calls).find((c) => c.url === '/api/auth/send-verification-email');
    expect(JSON.parse(String(resend?.body))).toMatchObject({ email: 'ada@example.org' });
    await user.click(screen.getByRole('link', { name: 'Continue without signing in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [signUp] = asked(calls);
    expect(signUp?.url).toBe('/api/auth/sign-up/email');
    expect(JSON.parse(String(signUp?.body))).toMatchObject({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
    });
  });

  it('shows the catalogue message for an existing account, and the server message for others', async () => {
    const user = userEvent.setup();
    answer(422, { error: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists' } });
    renderAt(<RegisterPage />, '/register');
    await fillRegister(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('An account with this email already exists. Try signing in instead.'),
    ).toBeInTheDocument();

    answer(400, { error: { code: 'SOMETHING_ELSE', message: 'Server says no' } });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Server says no')).toBeInTheDocument();

    server.use(http.all('/api/*', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('The server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('opens the terms and the privacy policy in a new tab and says so, so the form stays as typed (W7)', async () => {
    renderAt(<RegisterPage />, '/register');
    const terms = screen.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    const privacy = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('says in Dutch that the terms open in a new tab', async () => {
    await i18n.changeLanguage('nl');
    renderAt(<RegisterPage />, '/register');
    expect(
      screen.getByRole('link', { name: 'Servicevoorwaarden (opent in een nieuw tabblad)' }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacybeleid (opent in een nieuw tabblad)' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('keeps the typed name and email after going to another page and back, never the passwords (W7)', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '/terms', element: <p>terms page</p> },
      ],
      { initialEntries: ['/register'] },
    );
    render(<RouterProvider router={router} />);
    await fillRegister(user);
    await user.click(screen.getByRole('checkbox'));
    await router.navigate('/terms');
    expect(await screen.findByText('terms page')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(sessionStorage.getItem('thrive.register-draft')).not.toContain('secret123');
  });

  it('forgets the typed name and email once the account is made', async () => {
    const user = userEvent.setup();
    answer(200, { token: null, user: {} });
    renderAt(<RegisterPage />, '/register');
    await fillRegister(user);
    expect(sessionStorage.getItem('thrive.register-draft')).toContain('ada@example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sessionStorage.getItem('thrive.register-draft')).toBeNull();
  });

  it('speaks Dutch', async () => {
    await i18n.changeLanguage('nl');
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { name: 'Maak je account aan' })).toBeInTheDocument();
  });

  it('says in Dutch where the link went', async () => {
    const user = userEvent.setup();
    answer(200, { token: null, user: {} });
    await i18n.changeLanguage('nl');
    renderAt(<RegisterPage />, '/register');
    await user.type(screen.getByLabelText('Voornaam'), 'Ada');
    await user.type(screen.getByLabelText('Achternaam'), 'Lovelace');
    await user.type(screen.getByLabelText('E-mailadres'), 'ada@example.org');
    await user.type(screen.getByLabelText('Wachtwoord'), 'secret123');
    await user.type(screen.getByLabelText('Bevestig wachtwoord'), 'secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeInTheDocument();
    expect(screen.getByText(/We hebben een link gestuurd naar ada@example\.org\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verder zonder in te loggen' })).toHaveAttribute('href', '/');
  });
});

describe('Login', () => {
  it('needs email and password, and shows the catalogue message for wrong credentials', async () => {
    const user = userEvent.setup();
    answer(401, { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(submit);
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains an unverified email and offers to resend the link', async () => {
    const user = userEvent.setup();
    answer(403, { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } });
    renderAt(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/Please verify your email address first/)).toBeInTheDocument();
    const calls = answer(200, { status: true });
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new verification link. Check your inbox.')).toBeInTheDocument();
    expect(asked(calls).map((c) => c.url)).toContain('/api/auth/send-verification-email');
  });

  it('asks for the second factor when the account has one', async () => {
    const user = userEvent.setup();
    answer(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    renderAt(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });
});

describe('Login: where a returning person lands (walk finding 34, decision 0142)', () => {
  const NO_DRAFT = { answers: null, step: null, updatedAt: null };
  const signIn = (saved: Record<string, unknown> | null, draft: Record<string, unknown> = NO_DRAFT) =>
    mockApi(
      new Proxy(
        {},
        {
          get: (_, key: string) =>
            key === 'GET /api/auth/providers'
              ? { status: 200, body: { providers: [], password: { min: 8, max: 128 } } }
              : key === 'GET /api/auth/get-session'
                ? { status: 200, body: null }
                : key === 'GET /api/me/onboarding'
                  ? {
                      status: 200,
                      body: { answers: saved, updatedAt: saved ? '2026-11-27T10:00:00Z' : null },
                    }
                  : key === 'GET /api/me/onboarding/draft'
                    ? { status: 200, body: draft }
                    : { status: 200, body: {} },
        },
      ),
    );
  const walk = async (path: string) => {
    const user = userEvent.setup();
    const router = renderAt(<LoginPage />, path);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    return router;
  };

  it('goes to the dashboard when the account has a saved plan and there is no page to go back to', async () => {
    signIn({ userType: 'professional' });
    await walk('/login');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('goes home when there is no saved plan', async () => {
    signIn(null);
    await walk('/login');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('goes back where the person came from when there is such a page', async () => {
    signIn({ userType: 'professional' });
    const router = await walk('/login?next=%2Fdata-sources');
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-sources'));
  });

  // Decision 0192 (walk W213): the questionnaire left unfinished with the account comes back after a sign-in.
  const draft = {
    answers: { userType: 'professional', skills: ['Python'] },
    step: 'education-background',
    updatedAt: '2026-11-28T10:00:00Z',
  };

  it('returns to the step of the unfinished questionnaire kept with the account, with its answers and a notice', async () => {
    signIn(null, draft);
    const router = await walk('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/education-background'));
    expect(
      await screen.findByText('Your questionnaire answers are back: you are on the step where you left off.'),
    ).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.skills).toEqual(['Python']);
  });

  it('keeps a plan saved after the draft, and the answers this browser already holds', async () => {
    signIn({ userType: 'professional' }, { ...draft, updatedAt: '2026-11-26T10:00:00Z' });
    await walk('/login');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.skills).toEqual([]);

    useOnboardingStore.getState().update({ skills: ['Welding'] });
    signIn(null, draft);
    await walk('/login?next=%2Fonboarding%2Fskills-assessment');
    expect(await screen.findByText('onboarding step')).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.skills).toEqual(['Welding']);
  });

  it('restores the draft but stays on another page the person came from, in Dutch', async () => {
    await i18n.changeLanguage('nl');
    signIn(null, draft);
    const user = userEvent.setup();
    const router = renderAt(<LoginPage />, '/login?next=%2Fdata-sources');
    await user.type(screen.getByLabelText('E-mailadres'), 'ada@example.org');
    await user.type(screen.getByLabelText('Wachtwoord'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-sources'));
    expect(
      await screen.findByText('Je antwoorden op de onafgemaakte vragenlijst staan weer op dit apparaat.'),
    ).toBeInTheDocument();
    expect(useOnboardingStore.getState().answers.skills).toEqual(['Python']);
  });
});

describe('Verify email', () => {
  it('sends a new link after a failed one, back to the page the person came from, and says when that failed', async () => {
    const user = userEvent.setup();
    answer(429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' } });
    renderAt(<VerifyEmailPage />, '/verify-email?error=INVALID_TOKEN&next=%2Fdashboard');
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' ada@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const calls = answer(200, { status: true });
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText(
        'If that address has an account waiting for verification, a new link is on its way.',
      ),
    ).toBeInTheDocument();
    const [resend] = asked(calls);
    expect(resend?.url).toBe('/api/auth/send-verification-email');
    expect(JSON.parse(String(resend?.body))).toEqual({
      email: 'ada@example.org',
      callbackURL: '/verify-email?next=%2Fdashboard',
    });
  });
});
