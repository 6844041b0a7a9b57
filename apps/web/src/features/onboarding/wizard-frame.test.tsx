import type { StepId } from '@thrive/core/onboarding/steps';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import './i18n';
import { useOnboardingStore } from './store';
import { resetFastMessageForTests, WizardFrame } from './wizard-frame';

const frame = (stepId: StepId, editFromReview = false) => (
  <WizardFrame
    stepId={stepId}
    editFromReview={editFromReview}
    title="Title"
    canGoBack
    onBack={() => {}}
    onNext={() => {}}
    nextDisabled={false}
  >
    <p>body</p>
  </WizardFrame>
);

afterEach(async () => {
  useOnboardingStore.getState().reset();
  resetFastMessageForTests();
  await i18n.changeLanguage('en');
});

describe('wizard frame: time left', () => {
  it('never says "~0 min": steps done in no time still leave the steps to come at 10 s each (en and nl)', async () => {
    // Ten steps done in no time at all: the estimate once rounded to 0 minutes, then said "Less than a minute left";
    // each step still to come now counts 10 s at least (decision 0131), so two steps are a minute, rounded up.
    act(() => {
      for (let i = 0; i < 10; i += 1) useOnboardingStore.getState().recordStep(0);
    });
    const { unmount } = render(frame('timeline'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('~1 min left');
    expect(screen.getByTestId('time-left')).not.toHaveTextContent(/0 min/);
    unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('timeline'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('~1 min te gaan');
  });

  it('does not claim 16 steps take a minute, nor drop to ~3 min, after a quick first step (walk finding 9, W8; en and nl)', async () => {
    act(() => useOnboardingStore.getState().recordStep(2));
    const { unmount } = render(frame('survey'));
    // 18 steps from the survey, each at the 2 s so far weighed with three steps of 30 s: (2 + 90) / 4 = 23 s, 414 s.
    expect(screen.getByTestId('time-left')).toHaveTextContent('~7 min left');
    unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('survey'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('~7 min te gaan');
  });

  it('goes down as the steps run out at a steady pace (walk W8: it stood at ~3 min from step 2 to step 9)', () => {
    const said: string[] = [];
    for (const step of [
      'what-matters',
      'skills-assessment',
      'education-background',
      'experience-level',
      'how-you-thrive',
    ] as const) {
      act(() => useOnboardingStore.getState().recordStep(12));
      const { unmount } = render(frame(step));
      said.push(screen.getByTestId('time-left').textContent ?? '');
      unmount();
    }
    const minutes = said.map((text) => Number(/~(\d+) min/.exec(text)?.[1]));
    for (let i = 1; i < minutes.length; i++) expect(minutes[i]).toBeLessThanOrEqual(minutes[i - 1]!);
    expect(minutes[minutes.length - 1]).toBeLessThan(minutes[0]!);
  });

  it('still gives minutes when there are some', () => {
    render(frame('survey'));
    expect(screen.getByTestId('time-left')).toHaveTextContent(/^~\d+ min left$/);
    expect(screen.getByTestId('time-left')).not.toHaveTextContent('~0 min');
  });
});

describe('wizard frame: the last step', () => {
  it('says it is the last step instead of a time left or a pace message (en and nl)', async () => {
    // Steps done in no time at all: before, the last step said "~1 min left" and "You're moving fast!".
    act(() => {
      for (let i = 0; i < 17; i += 1) useOnboardingStore.getState().recordStep(1);
    });
    const { unmount } = render(frame('final-celebration'));
    expect(screen.getByText('Step 18 of 18')).toBeInTheDocument();
    expect(screen.getByTestId('time-left')).toHaveTextContent('Last step');
    expect(
      await screen.findByText('All questions are answered. Thank you for your time!'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/moving fast/)).not.toBeInTheDocument();
    expect(screen.queryByText(/min left|minute left/)).not.toBeInTheDocument();
    unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('final-celebration'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('Laatste stap');
    expect(await screen.findByText('Alle vragen zijn beantwoord. Bedankt voor je tijd!')).toBeInTheDocument();
    expect(screen.queryByText(/Je gaat snel/)).not.toBeInTheDocument();
  });
});

describe('wizard frame: the review and a step changed from it (walk W7)', () => {
  const fast = () =>
    act(() => {
      for (let i = 0; i < 18; i += 1) useOnboardingStore.getState().recordStep(1);
    });

  it('calls the review the final check, without a time left or a pace message (en and nl)', async () => {
    fast();
    const { unmount } = render(frame('review-submit'));
    expect(screen.getByText('Final check')).toBeInTheDocument();
    expect(screen.queryByText('Optional step')).not.toBeInTheDocument();
    expect(screen.queryByTestId('time-left')).not.toBeInTheDocument();
    // The pace is judged at once and every few seconds; give it the first turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/moving fast/)).not.toBeInTheDocument();
    unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('review-submit'));
    expect(screen.getByText('Laatste controle')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/Je gaat snel/)).not.toBeInTheDocument();
  });

  it('keeps "Optional step" for the optional screens', () => {
    render(frame('additional-preferences'));
    expect(screen.getByText('Optional step')).toBeInTheDocument();
  });

  it('says no time left and no pace on a step opened from the review', async () => {
    fast();
    const { unmount } = render(frame('timeline', true));
    expect(screen.getByText('Step 17 of 18')).toBeInTheDocument();
    expect(screen.queryByTestId('time-left')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/moving fast|Almost done/)).not.toBeInTheDocument();
    unmount();
    // The same step in the flow still says both (the 75% milestone comes first).
    render(frame('timeline'));
    expect(screen.getByTestId('time-left')).toBeInTheDocument();
    expect(await screen.findByText(/moving fast|Almost done/)).toBeInTheDocument();
  });
});
