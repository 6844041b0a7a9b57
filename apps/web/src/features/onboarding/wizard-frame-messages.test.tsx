import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import './i18n';
import { useOnboardingStore } from './store';

const session = vi.hoisted(() => ({
  user: null as null | { isAnonymous: boolean },
}));
vi.mock('@/lib/auth/session', () => ({
  useSession: () => ({ status: 'ready', user: session.user }),
}));

const { resetFastMessageForTests, WizardFrame } = await import('./wizard-frame');

const frame = (stepId: 'career-status' | 'personal-info' | 'skills-assessment' | 'education-background') => (
  <WizardFrame
    stepId={stepId}
    title="Title"
    canGoBack
    onBack={() => {}}
    onNext={() => {}}
    nextDisabled={false}
  >
    <p>body</p>
  </WizardFrame>
);

const firstTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(async () => {
  useOnboardingStore.getState().reset();
  resetFastMessageForTests();
  session.user = null;
  await i18n.changeLanguage('en');
});

describe('"You\'re moving fast!" is rare and means something (walk finding 10, decision 0142)', () => {
  it('is said once a session, not on every fast step (en and nl)', async () => {
    const store = useOnboardingStore.getState();
    act(() => {
      store.recordStep(3);
      store.recordStep(4);
    });
    const first = render(frame('career-status'));
    await firstTurn();
    expect(screen.getByText(/You're moving fast!/)).toBeInTheDocument();
    first.unmount();
    // The next fast steps say nothing about pace: before, every one of them said it again.
    act(() => store.recordStep(2));
    const second = render(frame('personal-info'));
    await firstTurn();
    expect(screen.queryByText(/moving fast/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Nice pace/)).not.toBeInTheDocument();
    second.unmount();
    await act(() => i18n.changeLanguage('nl'));
    act(() => store.recordStep(2));
    render(frame('skills-assessment'));
    await firstTurn();
    expect(screen.queryByText(/Je gaat snel/)).not.toBeInTheDocument();
  });

  it('is not said after one quick step, only after two in a row', async () => {
    act(() => {
      useOnboardingStore.getState().recordStep(40);
      useOnboardingStore.getState().recordStep(3);
    });
    render(frame('career-status'));
    await firstTurn();
    expect(screen.queryByText(/moving fast/)).not.toBeInTheDocument();
  });

  it('is never said after a resume filled the answers in and steps were skipped (en and nl)', async () => {
    act(() => {
      const store = useOnboardingStore.getState();
      store.setResume({ analyzed: true, nameFound: true });
      store.recordStep(3);
      store.recordStep(2);
    });
    const { unmount } = render(frame('skills-assessment'));
    await firstTurn();
    expect(screen.queryByText(/moving fast/)).not.toBeInTheDocument();
    unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('education-background'));
    await firstTurn();
    expect(screen.queryByText(/Je gaat snel/)).not.toBeInTheDocument();
  });
});

describe('where the answers are saved (walk finding 40)', () => {
  it('says "on this device" signed out, and names the account when signed in (en and nl)', async () => {
    const out = render(frame('career-status'));
    expect(screen.getByText('Your answers are saved on this device.')).toBeInTheDocument();
    out.unmount();
    session.user = { isAnonymous: false };
    const signedIn = render(frame('career-status'));
    expect(
      screen.getByText('Your answers are saved on this device, and in your account when you finish.'),
    ).toBeInTheDocument();
    signedIn.unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('career-status'));
    expect(
      screen.getByText('Je antwoorden worden op dit apparaat bewaard, en in je account zodra je klaar bent.'),
    ).toBeInTheDocument();
  });
});

describe('time left when a saved plan is edited (walk finding 40, decision 0142)', () => {
  it('says about the same as a quick first pass at the same step, not the 30 s default (en and nl)', async () => {
    // First pass, 12 s a step over the first three steps.
    act(() => {
      for (const seconds of [12, 12, 12]) useOnboardingStore.getState().recordStep(seconds);
    });
    const first = render(frame('skills-assessment'));
    const firstPass = screen.getByTestId('time-left').textContent;
    first.unmount();
    // Signed in again: the timings are gone with the draft; the saved plan's answers are loaded for editing.
    act(() => {
      const store = useOnboardingStore.getState();
      const answers = store.answers;
      store.reset();
      store.load({ ...answers, userType: 'professional' } as typeof answers);
    });
    const editing = render(frame('skills-assessment'));
    // Answered steps only need a check: at most what the first pass said, never the 30 s default's ~8 min.
    const minutesOf = (text: string | null) => Number(/~(\d+) min/.exec(text ?? '')?.[1]);
    expect(minutesOf(screen.getByTestId('time-left').textContent)).toBeLessThanOrEqual(minutesOf(firstPass));
    expect(minutesOf(screen.getByTestId('time-left').textContent)).toBeLessThan(7);
    editing.unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('skills-assessment'));
    expect(screen.getByTestId('time-left')).toHaveTextContent(/^~\d min te gaan$/);
  });
});
