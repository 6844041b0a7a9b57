import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import './i18n';
import { useOnboardingStore } from './store';
import { WizardFrame } from './wizard-frame';

const frame = (stepId: 'final-celebration' | 'survey') => (
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
    const { unmount } = render(frame('final-celebration'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('Less than a minute left');
    expect(screen.getByTestId('time-left')).not.toHaveTextContent(/0 min/);
    unmount();
    await act(() => i18n.changeLanguage('nl'));
    render(frame('final-celebration'));
    expect(screen.getByTestId('time-left')).toHaveTextContent('Nog minder dan een minuut');
  });

  it('still gives minutes when there are some', () => {
    render(frame('survey'));
    expect(screen.getByTestId('time-left')).toHaveTextContent(/^~\d+ min left$/);
    expect(screen.getByTestId('time-left')).not.toHaveTextContent('~0 min');
  });
});
