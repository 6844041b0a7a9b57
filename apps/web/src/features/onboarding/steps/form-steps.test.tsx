import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderPlain, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { mockApi } from '../../../../test/mock-server';
import { EducationStep, LifestyleRealityStep, SalaryStep } from './form-steps';
import type { StepProps } from './types';
import { getStep } from '@thrive/core/onboarding/steps';

/** The answers after the last change the step made. */
const seen: { answers: OnboardingAnswers } = { answers: emptyAnswers() };

function Harness({
  Step,
  initial = emptyAnswers(),
}: {
  Step: (props: StepProps) => ReactNode;
  initial?: OnboardingAnswers;
}) {
  const [answers, setAnswers] = useState<OnboardingAnswers>(initial);
  const update = (patch: Partial<OnboardingAnswers>) => {
    const next = { ...answers, ...patch };
    seen.answers = next;
    setAnswers(next);
  };
  return <Step answers={answers} update={update} />;
}

/** Every step with a query client (the salary step asks the server where its slider starts). */
const render = (ui: ReactNode) =>
  renderPlain(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

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
    // With no home known a month is a twelfth of the year, and the slider says so.
    expect(slider).toHaveAccessibleDescription(
      'Read as a month on your payslip, gross: €3,750 × 12 = €45,000 a year. Some countries pay more months a year (14 in Portugal and Spain, 13 in Italy); we count 12 until we know where you live.',
    );
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

describe('salary step: a month is the payslip month of home, as for the current pay (decision 0077)', () => {
  const livingIn = (countryCode: string): OnboardingAnswers => ({
    ...emptyAnswers(),
    salaryChosen: true,
    detectedLocation: {
      country: '',
      countryCode,
      city: '',
      region: '',
      timezone: '',
      currency: 'EUR',
      latitude: null,
      longitude: null,
      method: 'ip',
      isEuropean: true,
    },
  });

  it('in the Netherlands a year is 12.96 months: EUR 45,000 a year is EUR 3,500 a month, and the slider says so (en)', async () => {
    render(<Harness Step={SalaryStep} initial={livingIn('NL')} />);
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'monthly');
    // 45,000 / 12.96 = 3,472, put on the slider's step and said so (walk W516; x 12 made it 3,750).
    expect(screen.getByTestId('salary-conversion')).toHaveTextContent(
      'Converted €45,000 per year to €3,472 per month. The slider moves in steps of €250 per month, so it is set to the nearest step, €3,500 per month.',
    );
    expect(seen.answers).toMatchObject({ timeframe: 'monthly', salaryRange: 3500 });
    expect(screen.getByRole('slider')).toHaveAccessibleDescription(
      'Read as a month on your payslip, gross, without holiday pay. In the Netherlands we add the 8% holiday allowance: €3,500 × 12.96 = €45,360 a year.',
    );
    // Back to a year by the same rule.
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'annual');
    expect(seen.answers).toMatchObject({ timeframe: 'annual', salaryRange: 45000 });
    expect(screen.getByRole('slider')).not.toHaveAttribute('aria-describedby');
  });

  it('says in Dutch where the step of the slider moved the converted sum (walk W516)', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={SalaryStep} initial={livingIn('NL')} />);
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'monthly');
    expect(screen.getByTestId('salary-conversion')).toHaveTextContent(
      /omgerekend naar € 3\.472 per maand\. De schuif gaat in stappen van € 250 per maand, dus hij staat op de dichtstbijzijnde stap, € 3\.500 per maand\./,
    );
  });

  it('in Dutch, and x 14 in Portugal', async () => {
    await i18n.changeLanguage('nl');
    const { unmount } = render(<Harness Step={SalaryStep} initial={livingIn('NL')} />);
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'monthly');
    expect(screen.getByRole('slider')).toHaveAccessibleDescription(
      /In Nederland tellen we er 8% vakantiegeld bij: €\s3\.500 × 12,96 = €\s45\.360 per jaar\.$/,
    );
    unmount();
    await i18n.changeLanguage('en');
    render(<Harness Step={SalaryStep} initial={livingIn('PT')} />);
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'monthly');
    // 45,000 / 14 = 3,214 -> 3,250.
    expect(seen.answers).toMatchObject({ timeframe: 'monthly', salaryRange: 3250 });
    expect(screen.getByRole('slider')).toHaveAccessibleDescription(
      /In Portugal a year is paid in 14 payments \(holiday and Christmas pay\): €3,250 × 14 = €45,500 a year\.$/,
    );
  });
});

describe('salary step: where the slider starts (issue 15)', () => {
  const suggestion = {
    amount: 35000,
    currency: 'GBP',
    timeframe: 'annual',
    role: 'Registered Nurse',
    place: 'Manchester',
    figure: { value: 35120, currency: 'GBP', basis: 'estimate', source: 'ONS ASHE 2024', year: 2024 },
  };

  it("starts at the suggested pay in the person's currency instead of EUR 45,000, and says where it comes from", async () => {
    const calls = mockApi({
      'POST /api/onboarding/salary-suggestion': { status: 200, body: { suggestion } },
    });
    render(<Harness Step={SalaryStep} />);
    await waitFor(() =>
      expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '£35,000 per year'),
    );
    expect(seen.answers).toMatchObject({
      currency: 'GBP',
      salaryRange: 35000,
      timeframe: 'annual',
      salaryChosen: false,
    });
    expect(screen.getByTestId('salary-suggestion')).toHaveTextContent(
      'We started the slider at the typical pay in Manchester for your predicted role (Registered Nurse). Move it to your own target.',
    );
    expect(screen.getByText(/ONS ASHE 2024/)).toBeInTheDocument();
    // Older servers send no exact figure: no rounding sentence.
    expect(screen.queryByTestId('salary-suggestion-rounded')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/onboarding/salary-suggestion')).not.toHaveLength(0);
    // Once the person moves the slider it is theirs: no suggestion replaces it.
    fireEvent.change(screen.getByRole('slider'), { target: { value: '40000' } });
    expect(seen.answers.salaryChosen).toBe(true);
    expect(seen.answers.salaryRange).toBe(40000);
    expect(screen.queryByTestId('salary-suggestion')).toBeNull();
  });

  it('says the typical pay and the step it is rounded to when they differ (walk 4: EUR 41,000 shown as 40,000)', async () => {
    mockApi({
      'POST /api/onboarding/salary-suggestion': {
        status: 200,
        body: { suggestion: { ...suggestion, amount: 50000, exactAmount: 47632, step: 5000 } },
      },
    });
    render(<Harness Step={SalaryStep} />);
    expect(await screen.findByTestId('salary-suggestion-rounded')).toHaveTextContent(
      'The typical pay is £47,632 per year; the slider moves in steps of £5,000 per year, so it starts at the nearest step, £50,000 per year.',
    );
  });

  it('says what the person earns and the step up when the slider rounds the current pay (walk W117)', async () => {
    mockApi({
      'POST /api/onboarding/salary-suggestion': {
        status: 200,
        body: {
          suggestion: {
            amount: 8000,
            exactAmount: 6000,
            step: 1000,
            currency: 'PLN',
            timeframe: 'monthly',
            figure: {
              value: 72000,
              currency: 'PLN',
              basis: 'estimate',
              source: 'Thrive estimate',
              year: 2024,
            },
            from: 'current-pay',
            predictedAmount: 6000,
          },
        },
      },
    });
    render(
      <Harness
        Step={SalaryStep}
        initial={{
          ...emptyAnswers(),
          currentPay: { amount: 7500, timeframe: 'monthly', currency: 'PLN' },
        }}
      />,
    );
    const rounded = await screen.findByTestId('salary-suggestion-rounded');
    expect(rounded.textContent).toMatch(
      /^You earn PLN\s?7,500 per month; the slider moves in steps of PLN\s?1,000 per month, so it starts at the next step up, PLN\s?8,000 per month\.\s*$/,
    );
  });

  it('starts at the current pay when the predicted role pays less, and says both (walk W13, W22)', async () => {
    mockApi({
      'POST /api/onboarding/salary-suggestion': {
        status: 200,
        body: {
          suggestion: {
            amount: 4250,
            currency: 'EUR',
            timeframe: 'monthly',
            role: 'Data Scientist',
            place: 'Lisbon',
            figure: {
              value: 27000,
              currency: 'EUR',
              basis: 'estimate',
              source: 'Thrive estimate',
              year: 2024,
            },
            from: 'current-pay',
            predictedAmount: 2250,
          },
        },
      },
    });
    render(<Harness Step={SalaryStep} />);
    await waitFor(() =>
      expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '€4,250 per month'),
    );
    expect(screen.getByTestId('salary-suggestion')).toHaveTextContent(
      'We started the slider at what you earn now: the typical pay in Lisbon for your predicted role (Data Scientist) is lower, €2,250 per month. Move it to your own target.',
    );
  });

  it('keeps a salary the person saved before (not the untouched default)', async () => {
    mockApi({ 'POST /api/onboarding/salary-suggestion': { status: 200, body: { suggestion } } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderPlain(
      <QueryClientProvider client={client}>
        <Harness Step={SalaryStep} initial={{ ...emptyAnswers(), salaryRange: 60000 }} />
      </QueryClientProvider>,
    );
    // The suggestion has arrived (and was not applied).
    // (The step also reads home for the payslip month: find the suggestion's query by its key.)
    const query = () =>
      client
        .getQueryCache()
        .getAll()
        .find((q) => JSON.stringify(q.queryKey).includes('salary'));
    await waitFor(() => expect(query()?.state.status).toBe('success'));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '€60,000 per year');
    expect(screen.queryByTestId('salary-suggestion')).toBeNull();
  });

  it('says it in Dutch', async () => {
    await i18n.changeLanguage('nl');
    // The API names the role in the request's language (core onboarding/salary.ts); the sentence writes it in lower
    // case, as Dutch does inside a sentence.
    mockApi({
      'POST /api/onboarding/salary-suggestion': {
        status: 200,
        body: { suggestion: { ...suggestion, role: 'Verpleegkundige' } },
      },
    });
    render(<Harness Step={SalaryStep} />);
    expect(await screen.findByTestId('salary-suggestion')).toHaveTextContent(
      'De schuif begint bij het gangbare salaris in Manchester voor je voorspelde functie (verpleegkundige).',
    );
  });

  // Walk W712 (walk 0701, decision 0258): Mark typed Pittsburgh as his home and the salary step offered EUR until the
  // server's suggestion came (and kept it when none came).
  const inPittsburgh = (patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
    ...emptyAnswers(),
    personalInfo: { ...emptyAnswers().personalInfo, location: 'Pittsburgh' },
    ...patch,
  });
  const pittsburgh = {
    'GET /api/onboarding/place': {
      status: 200,
      body: { place: { name: 'Pittsburgh', countryCode: 'US', precision: 'place' } },
    },
    // No figure for the slider to start from (or none yet): the currency must not wait for one.
    'POST /api/onboarding/salary-suggestion': { status: 200, body: { suggestion: null } },
  } as const;

  it('starts in the money of where the person lives, with no suggestion from the server (W712)', async () => {
    mockApi(pittsburgh);
    render(<Harness Step={SalaryStep} initial={inPittsburgh()} />);
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('USD'));
    expect(seen.answers).toMatchObject({ currency: 'USD', salaryRange: 45000, timeframe: 'annual' });
    expect(seen.answers.salaryChosen).not.toBe(true);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '$45,000 per year');
  });

  it('keeps a currency the person chose: on this step, or for the pay they earn now (W712)', async () => {
    for (const patch of [
      { currency: 'EUR', salaryChosen: true },
      { currentPay: { amount: 60000, timeframe: 'annual', currency: 'EUR', currencyPicked: true } },
    ] satisfies Partial<OnboardingAnswers>[]) {
      const calls = mockApi(pittsburgh);
      const { unmount } = render(<Harness Step={SalaryStep} initial={inPittsburgh(patch)} />);
      await waitFor(() =>
        expect(calls.some((call) => call.url.startsWith('/api/onboarding/place'))).toBe(true),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
      unmount();
    }
  });

  // Walk W707: Mark in Pittsburgh read "the typical pay in Pittsburgh ... $79,000", the Pennsylvania 25th percentile
  // of a junior data scientist.
  const mark = {
    amount: 98000,
    currency: 'USD',
    timeframe: 'annual',
    role: 'Data Scientist',
    place: 'Pittsburgh',
    level: 'junior',
    area: 'Pennsylvania',
    point: 'p25',
    figure: {
      value: 79000,
      currency: 'USD',
      basis: 'official',
      source: 'BLS, OEWS May 2025 (state of Pennsylvania, not the metro; annual wages)',
      year: 2025,
    },
    from: 'current-pay',
    predictedAmount: 79000,
  };

  it('a state figure for a metro says whose pay and which point it is, not "the typical pay in" the city (W707)', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'POST /api/onboarding/salary-suggestion': { status: 200, body: { suggestion: mark } } });
    render(<Harness Step={SalaryStep} />);
    const said = await screen.findByTestId('salary-suggestion');
    expect(said).toHaveTextContent(
      'We started the slider at what you earn now: junior pay for your predicted role (Data Scientist) in Pennsylvania is lower, $79,000 per year (the 25th percentile; the source has no figure for Pittsburgh itself). Move it to your own target.',
    );
    expect(said.textContent).not.toMatch(/typical pay in Pittsburgh/);
  });

  it('says it in Dutch too (W707)', async () => {
    await i18n.changeLanguage('nl');
    mockApi({
      'POST /api/onboarding/salary-suggestion': {
        status: 200,
        body: {
          suggestion: {
            ...mark,
            role: 'Data scientist',
            from: undefined,
            predictedAmount: undefined,
            amount: 79000,
          },
        },
      },
    });
    render(<Harness Step={SalaryStep} />);
    expect(await screen.findByTestId('salary-suggestion')).toHaveTextContent(
      'De schuif begint bij het salaris van een junior voor je voorspelde functie (data scientist) in Pennsylvania (het 25e percentiel; de bron heeft geen cijfer voor Pittsburgh zelf). Zet hem op je eigen doel.',
    );
    await i18n.changeLanguage('en');
  });

  // Walk W819: Daan, a senior frontend developer, read "The typical pay is €93,000" for the senior level's 75th
  // percentile of CBS.
  const daan = {
    amount: 92500,
    exactAmount: 93000,
    step: 2500,
    currency: 'EUR',
    timeframe: 'annual',
    role: 'Frontend Developer',
    place: 'the Netherlands',
    level: 'senior',
    point: 'p75',
    figure: {
      value: 93000,
      currency: 'EUR',
      basis: 'derived',
      source: "CBS StatLine 85517NED, 2022; for senior level: the source's 75th percentile",
      year: 2025,
    },
  };

  it("a senior's 75th percentile is said as a senior's pay at that point, not the typical pay (W819)", async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'POST /api/onboarding/salary-suggestion': { status: 200, body: { suggestion: daan } } });
    render(<Harness Step={SalaryStep} />);
    const said = await screen.findByTestId('salary-suggestion');
    expect(said).toHaveTextContent(
      'We started the slider at senior pay in the Netherlands for your predicted role (Frontend Developer). Move it to your own target.',
    );
    expect(screen.getByTestId('salary-suggestion-rounded')).toHaveTextContent(
      'Pay for a senior (the 75th percentile of the source): €93,000 per year; the slider moves in steps of €2,500 per year, so it starts at the nearest step, €92,500 per year.',
    );
    expect(said.textContent).not.toMatch(/typical pay/);
  });

  it('says it in Dutch too (W819)', async () => {
    await i18n.changeLanguage('nl');
    mockApi({
      'POST /api/onboarding/salary-suggestion': {
        status: 200,
        body: { suggestion: { ...daan, role: 'Frontend-ontwikkelaar', place: 'Nederland' } },
      },
    });
    render(<Harness Step={SalaryStep} />);
    const said = await screen.findByTestId('salary-suggestion');
    expect(said).toHaveTextContent(
      'De schuif begint bij het salaris van een senior in Nederland voor je voorspelde functie (frontend-ontwikkelaar). Zet hem op je eigen doel.',
    );
    expect(screen.getByTestId('salary-suggestion-rounded').textContent).toMatch(
      /^Het salaris voor een senior \(het 75e percentiel van de bron\): €\s?93\.000 per jaar; de schuif gaat in stappen van €\s?2\.500 per jaar, dus hij begint bij de dichtstbijzijnde stap, €\s?92\.500 per jaar\.\s*$/,
    );
    expect(said.textContent).not.toMatch(/gangbare/);
    await i18n.changeLanguage('en');
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

  it.each(['en', 'nl'] as const)(
    'walk W419: "108 000 PLN" is read as zloty and converted, and a text that is no amount is an error (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      render(<Harness Step={LifestyleRealityStep} />);
      await userEvent.click(screen.getByRole('radio', { name: language === 'en' ? 'Couple' : 'Stel' }));
      await userEvent.click(
        screen.getByRole('switch', { name: language === 'en' ? 'My partner works' : 'Mijn partner werkt' }),
      );
      const field = screen.getByRole('textbox', {
        name: language === 'en' ? /partner's expected gross income/ : /partner/i,
      });
      await userEvent.type(field, '108 000 PLN');
      // Converted at the ECB rate: about a quarter in euros, and the field says so.
      expect(seen.answers.partnerIncome).toBeGreaterThan(20_000);
      expect(seen.answers.partnerIncome).toBeLessThan(30_000);
      expect(
        screen.getByText(
          language === 'en'
            ? /^Read as PLN.*108,000.* at the ECB reference rate/
            : /^Gelezen als PLN.*108\.000.*referentiekoers van de ECB/,
        ),
      ).toBeInTheDocument();
      await userEvent.clear(field);
      await userEvent.type(field, 'about forty thousand');
      expect(seen.answers.partnerIncome).toBeUndefined();
      expect(field).toHaveValue('about forty thousand');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(
        screen.getByText(
          language === 'en' ? /We cannot read this as an amount/ : /We kunnen dit niet als bedrag lezen/,
        ),
      ).toBeInTheDocument();
    },
  );

  it.each(['en', 'nl'] as const)(
    'walk W511: a month typed as such is made a year, in another currency too, and said so (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      render(<Harness Step={LifestyleRealityStep} />);
      await userEvent.click(screen.getByRole('radio', { name: language === 'en' ? 'Couple' : 'Stel' }));
      await userEvent.click(
        screen.getByRole('switch', { name: language === 'en' ? 'My partner works' : 'Mijn partner werkt' }),
      );
      const field = screen.getByRole('textbox', {
        name: language === 'en' ? /partner's expected gross income/ : /partner/i,
      });
      await userEvent.type(field, language === 'en' ? '3,500 per month' : '3.500 per maand');
      expect(seen.answers.partnerIncome).toBe(42_000);
      expect(
        screen.getByText(
          language === 'en'
            ? /^Read as €3,500 a month: €42,000 a year \(12 months\)\. The plan uses that amount\.$/
            : /^Gelezen als €\s3\.500 per maand: €\s42\.000 per jaar \(12 maanden\)\. Het plan rekent met dat bedrag\.$/,
        ),
      ).toBeInTheDocument();
      await userEvent.clear(field);
      await userEvent.type(field, language === 'en' ? 'PLN 7,000 per month' : 'PLN 7.000 per maand');
      expect(seen.answers.partnerIncome).toBeGreaterThan(18_000);
      expect(seen.answers.partnerIncome).toBeLessThan(22_000);
      expect(
        screen.getByText(
          language === 'en' ? /12 months, at the ECB reference rate/ : /12 maanden, tegen de referentiekoers/,
        ),
      ).toBeInTheDocument();
    },
  );

  it('asks in Dutch too', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Stel' }));
    expect(screen.getByRole('switch', { name: 'Mijn partner werkt' })).toBeInTheDocument();
  });
});

describe('lifestyle reality step: children younger than 7 and their ages (decisions 0076, 0232)', () => {
  it('asks a family, optionally, how many children are younger than 7; never more than it has', async () => {
    render(<Harness Step={LifestyleRealityStep} />);
    expect(screen.queryByRole('combobox', { name: /younger than 7/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Family with children' }));
    const question = screen.getByRole('combobox', {
      name: 'How many of them are younger than 7? (optional)',
    });
    // Unanswered by default; the hint says what an answer changes, tied to the control.
    expect(question).toHaveValue('');
    expect(question).toHaveAccessibleDescription(/until school starts there \(at 4 in the Netherlands/);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not answered',
      'None of them',
      '1 child',
    ]);
    fireEvent.change(screen.getByRole('slider', { name: /children/ }), { target: { value: '3' } });
    await userEvent.selectOptions(question, '2');
    expect(seen.answers.youngChildren).toBe(2);
    // Each one's age, in order (walk W514: a five-year-old is at school in the Netherlands, not in Germany).
    expect(screen.queryByRole('combobox', { name: 'Age of child 2' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age of child 1' }), '2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age of child 2' }), '5');
    expect(seen.answers.youngChildAges).toEqual([2, 5]);
    expect(screen.getAllByRole('option', { name: '5 years' })).toHaveLength(2);
    // Fewer children: the answer and the ages follow the count down.
    fireEvent.change(screen.getByRole('slider', { name: /children/ }), { target: { value: '1' } });
    expect(seen.answers.youngChildren).toBe(1);
    expect(seen.answers.youngChildAges).toEqual([2]);
    // Back to "Not answered": the answer is removed, not 0.
    await userEvent.selectOptions(question, '');
    expect(seen.answers.youngChildren).toBeUndefined();
    // A keyboard reaches it (a native select: arrows change it in a browser).
    question.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(question).toHaveFocus();
    // A couple without children, or planning a family, is not asked.
    await userEvent.click(screen.getByRole('radio', { name: 'Planning a family' }));
    expect(screen.queryByRole('combobox', { name: /younger than 7/ })).toBeNull();
  });

  it('asks a single parent in Dutch too', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Alleenstaande ouder met kinderen' }));
    const question = screen.getByRole('combobox', {
      name: 'Hoeveel van hen zijn jonger dan 7? (optioneel)',
    });
    await userEvent.selectOptions(question, '1');
    expect(seen.answers.youngChildren).toBe(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leeftijd van kind 1' }), '0');
    expect(seen.answers.youngChildAges).toEqual([0]);
    expect(screen.getByRole('option', { name: 'Jonger dan 1' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Geen van hen' })).toBeInTheDocument();
  });
});

describe('lifestyle reality step: the housing budget (walk F30)', () => {
  it('says in the person’s language what is wrong with a budget it cannot read, and keeps what they typed', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} />);
    const field = screen.getByLabelText('Maandelijks woonbudget in EUR (optioneel)');
    await userEvent.type(field, '-5e9 abc');
    expect(field).toHaveValue('-5e9 abc');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Een budget kan niet negatief zijn/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '€ 1.400,00');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(seen.answers.housingBudget).toBe('€ 1.400,00');
  });

  it('in English too', async () => {
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.type(screen.getByLabelText('Monthly housing budget in EUR (optional)'), '12abc');
    expect(screen.getByText(/We cannot read this as an amount/)).toBeInTheDocument();
  });
});

describe('lifestyle reality step: a yearly budget is said to be one (walk W26)', () => {
  it('tells the person a large amount was read as a year, with the monthly figure, in Dutch', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} />);
    const field = screen.getByLabelText('Maandelijks woonbudget in EUR (optioneel)');
    await userEvent.type(field, '18000');
    expect(screen.getByText(/Gelezen als jaarbudget: € 1\.500 per maand/)).toBeInTheDocument();
    await userEvent.clear(field);
    // A Danish monthly rent in kroner is a month, not a year: no such note.
    await userEvent.type(field, '16000 DKK');
    expect(screen.queryByText(/Gelezen als jaarbudget/)).not.toBeInTheDocument();
  });

  it('in English too', async () => {
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.type(screen.getByLabelText('Monthly housing budget in EUR (optional)'), '250000');
    expect(screen.getByText(/Read as a yearly budget: €20,833 a month/)).toBeInTheDocument();
  });
});

describe('lifestyle reality step: the children count (walk F37)', () => {
  it('starts at 1 child when "Family with children" is picked (en)', async () => {
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Family with children' }));
    expect(seen.answers.childrenCount).toBe(1);
    const slider = screen.getByRole('slider', { name: /children|kinderen/ });
    expect(slider).toHaveValue('1');
    expect(slider).toHaveAttribute('min', '1');
  });

  it('keeps a count the person already chose, and starts at 1 in Dutch too', async () => {
    const { unmount } = render(
      <Harness Step={LifestyleRealityStep} initial={{ ...emptyAnswers(), childrenCount: 3 }} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Family with children' }));
    expect(seen.answers.childrenCount).toBe(3);
    expect(screen.getByRole('slider', { name: /children|kinderen/ })).toHaveValue('3');
    unmount();
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Gezin met kinderen' }));
    expect(seen.answers.childrenCount).toBe(1);
    expect(screen.getByRole('slider', { name: /children|kinderen/ })).toHaveValue('1');
  });

  it('a single parent: one adult with children, the count from 1, no partner questions (en and nl)', async () => {
    const { unmount } = render(
      <Harness Step={LifestyleRealityStep} initial={{ ...emptyAnswers(), familyStatus: 'couple' }} />,
    );
    // A couple is asked about the partner; a single parent is not.
    expect(screen.getByRole('switch', { name: 'My partner works' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Single parent with children' }));
    expect(seen.answers.familyStatus).toBe('single-parent');
    expect(seen.answers.childrenCount).toBe(1);
    const slider = screen.getByRole('slider', { name: /children|kinderen/ });
    expect(slider).toHaveAttribute('min', '1');
    expect(screen.queryByRole('switch', { name: 'My partner works' })).toBeNull();
    unmount();
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Alleenstaande ouder met kinderen' }));
    expect(seen.answers.familyStatus).toBe('single-parent');
    expect(seen.answers.childrenCount).toBe(1);
  });
});

describe('lifestyle reality step: a budget below every rent in the person’s cities (walk finding 11)', () => {
  const inUtrecht = { ...emptyAnswers(), preferredCities: ['Utrecht'] };

  it('warns gently about EUR 50 a month, keeps it and lets the person go on (en)', async () => {
    render(<Harness Step={LifestyleRealityStep} initial={inUtrecht} />);
    const field = screen.getByLabelText('Monthly housing budget in EUR (optional)');
    await userEvent.type(field, '50');
    expect(field).toHaveAccessibleDescription(
      /^That is less than the lowest one-bedroom rent in your cities \(Utrecht: €[\d,]+ a month\)\. A room in a shared home can cost less; if this is what you can spend, keep it\.$/,
    );
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(seen.answers.housingBudget).toBe('50');
    expect(getStep('lifestyle-reality')!.canContinue(seen.answers)).toBe(true);
  });

  it('says it in Dutch, and nothing for a budget that pays a rent there', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness Step={LifestyleRealityStep} initial={inUtrecht} />);
    const field = screen.getByLabelText('Maandelijks woonbudget in EUR (optioneel)');
    await userEvent.type(field, '50');
    expect(screen.getByText(/^Dat is minder dan de laagste huur .* \(Utrecht: € [\d.]+/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '2500');
    expect(screen.queryByText(/Dat is minder dan de laagste huur/)).not.toBeInTheDocument();
  });
});
