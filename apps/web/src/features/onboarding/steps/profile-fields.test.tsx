import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { LanguageSelect } from '@/components/language-select';
import { CurrentPayField, LanguagesField } from './profile-fields';

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
