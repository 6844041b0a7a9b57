import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { CurrentPayField } from './profile-fields';

function Harness() {
  const [answers, setAnswers] = useState<OnboardingAnswers>(emptyAnswers);
  return <CurrentPayField answers={answers} update={(patch) => setAnswers((a) => ({ ...a, ...patch }))} />;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('current pay: disabled period and currency look and say so', () => {
  it('greys out the Per and Currency selects until an amount is given, and tells why (en)', async () => {
    render(<Harness />);
    const per = screen.getByLabelText('Per');
    const currency = screen.getByLabelText('Currency');
    for (const select of [per, currency]) {
      expect(select).toBeDisabled();
      // The disabled look of the shared control (grey fill, dashed border), not a white enabled-looking box.
      expect(select).toHaveClass(
        'disabled:bg-slate-100',
        'disabled:border-dashed',
        'disabled:cursor-not-allowed',
      );
      expect(select).toHaveAccessibleDescription(
        'Enter an amount first; then you can choose the period and currency.',
      );
    }
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '3000');
    expect(per).toBeEnabled();
    expect(per).not.toHaveAttribute('aria-describedby');
    expect(per).not.toHaveAttribute('aria-disabled');
  });

  it('says why in Dutch', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness />);
    expect(screen.getByLabelText('Per')).toHaveAccessibleDescription(
      'Vul eerst een bedrag in; daarna kies je de periode en de valuta.',
    );
  });
});
