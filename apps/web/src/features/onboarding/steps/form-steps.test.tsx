import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { EducationStep, LifestyleRealityStep, SalaryStep } from './form-steps';
import type { StepProps } from './types';

/** The answers after the last change the step made. */
const seen: { answers: OnboardingAnswers } = { answers: emptyAnswers() };

function Harness({ Step }: { Step: (props: StepProps) => ReactNode }) {
  const [answers, setAnswers] = useState<OnboardingAnswers>(emptyAnswers);
  const update = (patch: Partial<OnboardingAnswers>) => {
    const next = { ...answers, ...patch };
    seen.answers = next;
    setAnswers(next);
  };
  return <Step answers={answers} update={update} />;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('salary step', () => {
  it('converts the amount when the period changes and says so; a monthly salary can be entered', async () => {
    render(<Harness Step={SalaryStep} />);
    expect(screen.queryByTestId('salary-conversion')).toBeNull();
    // Choosing what is already chosen converts nothing.
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'annual');
    expect(screen.queryByTestId('salary-conversion')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'monthly');
    expect(screen.getByTestId('salary-conversion')).toHaveTextContent(
      'Converted €45,000 per year to €3,750 per month.',
    );
    expect(seen.answers).toMatchObject({ timeframe: 'monthly', salaryRange: 3750, currency: 'EUR' });
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('min', '2000');
    expect(slider).toHaveAttribute('max', '20000');
    expect(slider).toHaveAttribute('aria-valuetext', '€3,750 per month');
  });

  it('names the exchange rate when the currency changes (Dutch)', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={SalaryStep} />);
    await userEvent.selectOptions(screen.getByLabelText('Valuta'), 'USD');
    expect(screen.getByTestId('salary-conversion')).toHaveTextContent(
      /omgerekend naar .*\$.*Wisselkoers: .*ECB/,
    );
    expect(seen.answers.currency).toBe('USD');
    expect(seen.answers.salaryRange).not.toBe(45000);
  });
});

describe('education step', () => {
  it('takes a graduation year before the 20-year window under Earlier', async () => {
    render(<Harness Step={EducationStep} />);
    const year = screen.getByLabelText('Graduation year (optional)');
    await userEvent.selectOptions(year, 'earlier');
    const field = screen.getByRole('textbox', { name: 'Graduation year' });
    await userEvent.type(field, '2009');
    expect(seen.answers.educationBackground.graduationYear).toBe('2009');
    await userEvent.clear(field);
    await userEvent.type(field, '1890');
    expect(seen.answers.educationBackground.graduationYear).toBe('');
    // Years as written, not as numbers ('1950', not '1,950').
    expect(screen.getByText(/^Enter a year from 1950 to \d{4}\.$/)).toBeInTheDocument();
  });
});

describe('lifestyle reality step: the partner (issue 15)', () => {
  it('asks a couple whether the partner works and, optionally, their income; never a single person', async () => {
    render(<Harness Step={LifestyleRealityStep} />);
    expect(screen.queryByRole('switch', { name: 'My partner works' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Couple' }));
    await userEvent.click(screen.getByRole('switch', { name: 'My partner works' }));
    expect(seen.answers.partnerWorks).toBe(true);
    await userEvent.type(screen.getByLabelText(/expected gross income a year in EUR/), '42.000');
    expect(seen.answers.partnerIncome).toBe(42000);
    await userEvent.clear(screen.getByLabelText(/expected gross income a year in EUR/));
    expect(seen.answers.partnerIncome).toBeUndefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Single' }));
    expect(screen.queryByRole('switch', { name: 'My partner works' })).toBeNull();
  });

  it('asks in Dutch too', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Stel' }));
    expect(screen.getByRole('switch', { name: 'Mijn partner werkt' })).toBeInTheDocument();
  });
});
