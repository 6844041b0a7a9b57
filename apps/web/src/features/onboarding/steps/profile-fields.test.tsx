import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { LanguageSelect } from '@/components/language-select';
import { useStepUi } from '../step-ui';
import { CurrentPayField, LanguagesField } from './profile-fields';

/** The answers after the last change the field made. */
const seen: { answers: OnboardingAnswers } = { answers: emptyAnswers() };

function Harness() {
  const [answers, setAnswers] = useState<OnboardingAnswers>(emptyAnswers);
  return (
    <CurrentPayField
      answers={answers}
      update={(patch) =>
        setAnswers((a) => {
          const next = { ...a, ...patch };
          seen.answers = next;
          return next;
        })
      }
    />
  );
}

afterEach(async () => {
  useStepUi.getState().clear();
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

describe('location step: the site language and the spoken languages have different labels (walk F37)', () => {
  const Both = () => {
    const [answers, setAnswers] = useState<OnboardingAnswers>({
      ...emptyAnswers(),
      languages: [
        { code: 'en', level: 'native' },
        { code: 'nl', level: 'basic' },
      ],
    });
    return (
      <>
        <LanguageSelect />
        <LanguagesField answers={answers} update={(patch) => setAnswers((a) => ({ ...a, ...patch }))} />
      </>
    );
  };

  const names = () =>
    screen
      .getAllByRole('combobox')
      .map((select) => (select as HTMLSelectElement).labels?.[0]?.textContent ?? '');

  it('in English', () => {
    render(<Both />);
    expect(screen.getByRole('combobox', { name: 'Site language' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Spoken language 1' })).toHaveValue('en');
    expect(screen.getByRole('combobox', { name: 'Spoken language 2' })).toHaveValue('nl');
    const all = names();
    expect(new Set(all).size).toBe(all.length);
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    render(<Both />);
    expect(screen.getByRole('combobox', { name: 'Taal van de site' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gesproken taal 1' })).toHaveValue('en');
    expect(screen.getByRole('combobox', { name: 'Gesproken taal 2' })).toHaveValue('nl');
    const all = names();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('current pay: a huge amount is refused, not clamped (walk F31)', () => {
  it('states the range, keeps what was typed and keeps Continue waiting (en, per hour)', async () => {
    render(<Harness />);
    const amount = screen.getByLabelText('Amount (gross)');
    await userEvent.type(amount, '30');
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'hourly');
    expect(useStepUi.getState().blocked).toBe(false);
    // Typed over the old amount in one go (clearing the field first would also clear the period).
    fireEvent.change(amount, { target: { value: '999999999999' } });
    expect(amount).toHaveValue(999999999999);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That is more than we can take. Enter an amount from 1 to 4,800 an hour.',
    );
    expect(amount).toHaveAccessibleDescription(/from 1 to 4,800 an hour/);
    expect(useStepUi.getState().blocked).toBe(true);
    expect(seen.answers.currentPay?.amount).not.toBe(10_000_000);
    expect(seen.answers.currentPay?.amount ?? 0).toBeLessThanOrEqual(4_800);
    // A fitting amount clears the message and lets Continue go on.
    fireEvent.change(amount, { target: { value: '45' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useStepUi.getState().blocked).toBe(false);
    expect(seen.answers.currentPay).toMatchObject({ amount: 45, timeframe: 'hourly' });
  });

  it('says it in Dutch, per year', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness />);
    const amount = screen.getByLabelText('Bedrag (bruto)');
    await userEvent.type(amount, '999999999999');
    expect(amount).toHaveValue(999999999999);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dat bedrag is te hoog. Vul een bedrag in van 1 tot en met 10.000.000 per jaar.',
    );
    expect(useStepUi.getState().blocked).toBe(true);
  });
});
