import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import './i18n';
import { useOnboardingStore } from './store';
import { WizardFrame } from './wizard-frame';

const frame = (stepId: 'final-celebration' | 'timeline' | 'survey') => (
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

afterEach(async () => {
  useOnboardingStore.getState().reset();
  await i18n.changeLanguage('en');
});

describe('wizard frame: time left', () => {
  it('says less than a minute instead of "~0 min" when the steps left take under a minute (en and nl)', async () => {
    // Ten steps done in no time at all: the estimate for the last step rounds to 0 minutes.
    act(() => {
      for (let i = 0; i < 10; i += 1) useOnboardingStore.getState().recordStep(0);
    });
    const { unmount } = render(frame('timeline'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('Less than a minute left');
    expect(screen.getByTestId('time-left')).not.toHaveTextContent(/0 min/);
    unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('timeline'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('Nog minder dan een minuut');
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
