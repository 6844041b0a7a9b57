import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers } from '@thrive/core/contracts/onboarding';
import { getStep } from '@thrive/core/onboarding/steps';
import i18n from '@/lib/i18n';
import '../i18n';
import { stepFieldHarness } from '../../../../test/step-field';
import { PersonalInfoStep } from './personal-info';

const { Harness, seen, reset } = stepFieldHarness(PersonalInfoStep);

afterEach(async () => {
  reset();
  await i18n.changeLanguage('en');
});

describe('personal info: a phone that is no phone number is said, not taken silently (walk finding 11)', () => {
  it('says so on leaving the field, keeps what was typed and keeps Continue waiting (en)', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('First name *', { exact: false }), 'Sanne');
    const phone = screen.getByLabelText('Phone (optional)');
    await userEvent.type(phone, 'abc');
    await userEvent.tab();
    const message = 'Enter a phone number in digits, such as +31 6 1234 5678, or leave it empty.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(phone).toHaveValue('abc');
    expect(seen.answers.personalInfo.phone).toBe('abc');
    const info = { ...seen.answers.personalInfo, lastName: 'de Vries', email: 'sanne@example.nl' };
    expect(getStep('personal-info')!.canContinue({ ...seen.answers, personalInfo: info })).toBe(false);
    expect(
      getStep('personal-info')!.canContinue({
        ...seen.answers,
        personalInfo: { ...info, phone: '+31 6 1234 5678' },
      }),
    ).toBe(true);
  });

  it('says it in Dutch at once for a phone that came in unreadable', async () => {
    await i18n.changeLanguage('nl');
    const initial = emptyAnswers();
    render(<Harness initial={{ ...initial, personalInfo: { ...initial.personalInfo, phone: 'abc' } }} />);
    expect(
      screen.getByText('Vul een telefoonnummer in cijfers in, zoals +31 6 1234 5678, of laat het leeg.'),
    ).toBeInTheDocument();
  });
});

describe('personal info: a name longer than the answer holds (walk W22)', () => {
  const long = 'Anastasia-Konstantina'.repeat(6); // 126 characters

  it('typing stops at 100 characters, so no later step is refused', async () => {
    render(<Harness />);
    const first = screen.getByLabelText('First name *', { exact: false });
    expect(first).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Email *', { exact: false })).toHaveAttribute('maxLength', '254');
  });

  it('a longer name from a CV says so at once, in Dutch, and Continue waits; the other answers stay', async () => {
    await i18n.changeLanguage('nl');
    const initial = emptyAnswers();
    const info = {
      ...initial.personalInfo,
      firstName: long,
      lastName: 'Papadopoulou',
      email: 'a@example.gr',
    };
    render(<Harness initial={{ ...initial, personalInfo: info }} />);
    expect(screen.getByText('Maximaal 100 tekens. Maak het korter om verder te gaan.')).toBeInTheDocument();
    expect(getStep('personal-info')!.canContinue({ ...initial, personalInfo: info })).toBe(false);
    expect(
      getStep('personal-info')!.canContinue({
        ...initial,
        personalInfo: { ...info, firstName: 'Anastasia' },
      }),
    ).toBe(true);
  });
});
