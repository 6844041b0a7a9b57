import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { stepFieldHarness } from '../../../../test/step-field';
import { mockApi } from '../../../../test/mock-server';
import { LanguageSelect } from '@/components/language-select';
import { useStepUi } from '../step-ui';
import { CitizenshipField, CurrentPayField, HomeLocationField, LanguagesField } from './profile-fields';

/** The current-pay field; `seen.answers` after the last change it made. */
const { Harness, seen } = stepFieldHarness(CurrentPayField);
const Languages = stepFieldHarness(LanguagesField).Harness;
const Home = stepFieldHarness(HomeLocationField);

/** Someone the wizard located in a country (no typed place, so nothing is fetched). */
const livingIn = (countryCode: string): OnboardingAnswers => ({
  ...emptyAnswers(),
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
  const Both = () => (
    <Languages
      initial={{
        ...emptyAnswers(),
        languages: [
          { code: 'en', level: 'native' },
          { code: 'nl', level: 'basic' },
        ],
      }}
    >
      <LanguageSelect />
    </Languages>
  );

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

describe('location step: "Add a language" starts with the person\'s language, not English – Native (walk W17)', () => {
  const added = async (initial: OnboardingAnswers, label: string, times = 1) => {
    const user = userEvent.setup();
    render(<Languages initial={initial} />);
    for (let i = 0; i < times; i++) await user.click(screen.getByRole('button', { name: label }));
  };

  it('a Dutch person with no CV and no home found gets Dutch, native (nl), then English, good', async () => {
    await i18n.changeLanguage('nl');
    await added(emptyAnswers(), 'Taal toevoegen', 2);
    expect(screen.getByRole('combobox', { name: 'Gesproken taal 1' })).toHaveValue('nl');
    expect(screen.getByRole('combobox', { name: 'Hoe goed je Nederlands spreekt' })).toHaveValue('native');
    expect(screen.getByRole('combobox', { name: 'Gesproken taal 2' })).toHaveValue('en');
    expect(screen.getByRole('combobox', { name: 'Hoe goed je Engels spreekt' })).toHaveValue('good');
  });

  it('someone living in Poland on the English site gets Polish first, then English (en)', async () => {
    await added(livingIn('PL'), 'Add a language', 2);
    expect(screen.getByRole('combobox', { name: 'Spoken language 1' })).toHaveValue('pl');
    expect(screen.getByRole('combobox', { name: 'Spoken language 2' })).toHaveValue('en');
  });

  it('someone in Belgium (two languages) gets the site language first', async () => {
    await i18n.changeLanguage('nl');
    await added(livingIn('BE'), 'Taal toevoegen');
    expect(screen.getByRole('combobox', { name: 'Gesproken taal 1' })).toHaveValue('nl');
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
    expect(amount).toHaveValue('999999999999');
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
    expect(amount).toHaveValue('999999999999');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dat bedrag is te hoog. Vul een bedrag in van 1 tot en met 10.000.000 per jaar.',
    );
    expect(useStepUi.getState().blocked).toBe(true);
  });
});

describe('current pay: typed the way the person writes numbers (walk W2)', () => {
  it('a Dutch "45.000" is forty-five thousand a year, with no "is it per month?" hint (nl)', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness initial={livingIn('NL')} />);
    await userEvent.type(screen.getByLabelText('Bedrag (bruto)'), '45.000');
    expect(seen.answers.currentPay).toMatchObject({ amount: 45_000, timeframe: 'annual', currency: 'EUR' });
    expect(screen.queryByRole('button', { name: 'Het is per maand' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useStepUi.getState().blocked).toBe(false);
  });

  it('"€ 3.250,50" a month is read with its cents; "45,000" in English is forty-five thousand', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness initial={livingIn('NL')} />);
    await userEvent.type(screen.getByLabelText('Bedrag (bruto)'), '€ 3.250,50');
    expect(seen.answers.currentPay?.amount).toBe(3250.5);
    await i18n.changeLanguage('en');
    const amount = screen.getByLabelText('Amount (gross)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '45,000');
    expect(seen.answers.currentPay?.amount).toBe(45_000);
  });

  it('a minus amount or letters are refused with a message, and Continue waits (nl)', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness initial={livingIn('NL')} />);
    const amount = screen.getByLabelText('Bedrag (bruto)');
    await userEvent.type(amount, '-500');
    expect(amount).toHaveValue('-500');
    expect(screen.getByRole('alert')).toHaveTextContent('Vul het bedrag in zonder minteken');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(useStepUi.getState().blocked).toBe(true);
    expect(seen.answers.currentPay).toBeUndefined();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4x5');
    expect(screen.getByRole('alert')).toHaveTextContent('Dit kunnen we niet als bedrag lezen');
    await userEvent.clear(amount);
    await userEvent.type(amount, '3800');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useStepUi.getState().blocked).toBe(false);
  });
});

describe('current pay per month: says how the year is made (decision 0069)', () => {
  const enterMonthly = async (amount: string, amountLabel: string, perLabel: string) => {
    await userEvent.type(screen.getByLabelText(amountLabel), amount);
    await userEvent.selectOptions(screen.getByLabelText(perLabel), 'monthly');
  };

  it('a Dutch month is a payslip month without holiday pay: x 12.96 (en)', async () => {
    render(<Harness initial={livingIn('NL')} />);
    await enterMonthly('3800', 'Amount (gross)', 'Per');
    const amount = screen.getByLabelText('Amount (gross)');
    expect(amount).toHaveAccessibleDescription(
      'Read as a month on your payslip, gross, without holiday pay. In the Netherlands we add the 8% holiday allowance: €3,800 × 12.96 = €49,248 a year. ' +
        "Where your role's collective agreement adds a year-end payment we know (hospital nurses: 8.33%), your plan counts that too.",
    );
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness initial={livingIn('NL')} />);
    await enterMonthly('3800', 'Bedrag (bruto)', 'Per');
    expect(screen.getByLabelText('Bedrag (bruto)')).toHaveAccessibleDescription(
      /In Nederland tellen we er 8% vakantiegeld bij: €\s3\.800 × 12,96 = €\s49\.248 per jaar\. Geeft de cao van je functie een eindejaarsuitkering die we kennen \(verpleegkundigen in ziekenhuizen: 8,33%\), dan telt je plan die ook mee\.$/,
    );
  });

  it('x 14 in Portugal, x 12 where home is unknown, nothing for a year', async () => {
    const { unmount } = render(<Harness initial={livingIn('PT')} />);
    await enterMonthly('2000', 'Amount (gross)', 'Per');
    expect(screen.getByLabelText('Amount (gross)')).toHaveAccessibleDescription(
      /In Portugal a year is paid in 14 payments \(holiday and Christmas pay\): €2,000 × 14 = €28,000 a year\.$/,
    );
    unmount();
    render(<Harness />);
    await enterMonthly('2000', 'Amount (gross)', 'Per');
    expect(screen.getByLabelText('Amount (gross)')).toHaveAccessibleDescription(
      'Read as a month on your payslip, gross: €2,000 × 12 = €24,000 a year. Some countries pay more months a year (14 in Portugal and Spain, 13 in Italy); we count 12 until we know where you live.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'annual');
    expect(screen.getByLabelText('Amount (gross)')).not.toHaveAttribute('aria-describedby');
  });
});

describe('current pay per month with no home known: asks where the person lives (decision 0085)', () => {
  it.each([
    [
      'en',
      'Amount (gross)',
      'Where do you live now?',
      /In Portugal a year is paid in 14 payments.*€1,500 × 14 = €21,000 a year\.$/,
    ],
    [
      'nl',
      'Bedrag (bruto)',
      'Waar woon je nu?',
      /In Portugal wordt een jaar in 14 keer uitbetaald.*€\s1\.500 × 14 = €\s21\.000 per jaar\.$/,
    ],
  ])(
    'a Lisbon teacher whose CV skipped the personal details: the field asks, and the month counts 14 times (%s)',
    async (language, amountLabel, homeLabel, fourteen) => {
      await i18n.changeLanguage(language);
      const calls = mockApi({
        'GET /api/onboarding/place': {
          status: 200,
          body: { place: { name: 'Lisbon', countryCode: 'PT', precision: 'place' } },
        },
      });
      render(<Harness />);
      expect(screen.queryByLabelText(homeLabel)).toBeNull();
      await userEvent.type(screen.getByLabelText(amountLabel), '1500');
      await userEvent.selectOptions(screen.getByLabelText('Per'), 'monthly');
      expect(screen.getByLabelText(amountLabel)).toHaveAccessibleDescription(/× 12 =/);
      await userEvent.type(screen.getByLabelText(homeLabel), 'Lisboa');
      await waitFor(() => expect(screen.getByLabelText(amountLabel)).toHaveAccessibleDescription(fourteen));
      expect(seen.answers.personalInfo.location).toBe('Lisboa');
      expect(calls.some((call) => call.url.startsWith('/api/onboarding/place?q=Lisboa'))).toBe(true);
      // The question stays while the person is in it.
      expect(screen.getByLabelText(homeLabel)).toBeInTheDocument();
    },
  );

  it('does not ask when home is known, or for a pay per year', async () => {
    const { unmount } = render(<Harness initial={livingIn('PT')} />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '1500');
    await userEvent.selectOptions(screen.getByLabelText('Per'), 'monthly');
    expect(screen.queryByLabelText('Where do you live now?')).toBeNull();
    unmount();
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '25000');
    expect(screen.queryByLabelText('Where do you live now?')).toBeNull();
  });
});

describe('current pay: a year that looks like a month (walk finding)', () => {
  it('asks whether 3,100 a year is a month, and switches the period when told so (en)', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '3100');
    expect(
      screen.getByText(
        "€3,100 a year is less than a month's pay in most jobs. If it is what you earn a month, choose per month.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'It is per month' }));
    expect(seen.answers.currentPay).toMatchObject({ amount: 3100, timeframe: 'monthly' });
    expect(screen.queryByRole('button', { name: 'It is per month' })).toBeNull();
  });

  it('does not ask about a full-time year, and asks in Dutch', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness />);
    const amount = screen.getByLabelText('Bedrag (bruto)');
    await userEvent.type(amount, '45600');
    expect(screen.queryByRole('button', { name: 'Het is per maand' })).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3100');
    expect(screen.getByRole('button', { name: 'Het is per maand' })).toBeInTheDocument();
    expect(
      screen.getByText(/per jaar is minder dan wat de meeste banen in een maand betalen/),
    ).toBeInTheDocument();
  });
});

describe('current pay: in the money of where the person lives (walk 0087)', () => {
  it('a nurse in the United States types 86000 and it is read as US dollars, not euros', async () => {
    render(<Harness initial={livingIn('US')} />);
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '86000');
    expect(seen.answers.currentPay).toMatchObject({ amount: 86000, timeframe: 'annual', currency: 'USD' });
  });

  it('follows home when the typed place is found after the amount was typed, not after a currency was picked', async () => {
    let release: () => void = () => {};
    const found = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET /api/onboarding/place': async () => {
        await found;
        return { status: 200, body: { place: { name: 'Chicago', countryCode: 'US', precision: 'place' } } };
      },
    });
    const chicago = {
      ...emptyAnswers(),
      personalInfo: { ...emptyAnswers().personalInfo, location: 'Chicago, IL' },
    };
    render(<Harness initial={chicago} />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '86000');
    expect(seen.answers.currentPay?.currency).toBe('EUR');
    release();
    await waitFor(() => expect(seen.answers.currentPay?.currency).toBe('USD'));
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
  });

  it('keeps the currency the person picks, and the wizard currency where home is unknown', async () => {
    const { unmount } = render(<Harness initial={livingIn('CH')} />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '90000');
    expect(seen.answers.currentPay?.currency).toBe('CHF');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(seen.answers.currentPay?.currency).toBe('EUR');
    unmount();
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '50000');
    expect(seen.answers.currentPay?.currency).toBe('EUR');
  });
});

describe('audit 0121: a pay typed before home is known follows the home given on the location step', () => {
  const manchester = () =>
    mockApi({
      'GET /api/onboarding/place': () => ({
        status: 200,
        body: { place: { name: 'Manchester', countryCode: 'GB', precision: 'place' } },
      }),
    });

  it('a teacher types 38000 on the experience step (no home yet: EUR), then "Manchester": the pay is GBP and says so', async () => {
    manchester();
    const experience = render(<Harness />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '38000');
    expect(seen.answers.currentPay).toMatchObject({ amount: 38000, currency: 'EUR' });
    experience.unmount();

    render(<Home.Harness initial={seen.answers} />);
    await userEvent.type(screen.getByLabelText('Where do you live now?'), 'Manchester');
    await waitFor(() => expect(Home.seen.answers.currentPay?.currency).toBe('GBP'));
    expect(Home.seen.answers.currentPay).toMatchObject({ amount: 38000, timeframe: 'annual' });
    expect(screen.getByTestId('home-pay-currency')).toHaveTextContent(
      'Your current pay is now read as £38,000: the money of where you live.',
    );
  });

  it('keeps a currency the person picked, and says it in Dutch when it moves', async () => {
    manchester();
    const experience = render(<Harness />);
    await userEvent.type(screen.getByLabelText('Amount (gross)'), '38000');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(seen.answers.currentPay).toMatchObject({ currency: 'EUR', currencyPicked: true });
    experience.unmount();
    const picked = render(<Home.Harness initial={seen.answers} />);
    await userEvent.type(screen.getByLabelText('Where do you live now?'), 'Manchester');
    await screen.findByText(/Distances are measured from Manchester/);
    expect(Home.seen.answers.currentPay?.currency).toBe('EUR');
    expect(screen.queryByTestId('home-pay-currency')).toBeNull();
    picked.unmount();

    await i18n.changeLanguage('nl');
    const unpicked = {
      ...seen.answers,
      currentPay: { amount: 38000, timeframe: 'annual' as const, currency: 'EUR' as const },
    };
    render(<Home.Harness initial={unpicked} />);
    await userEvent.type(screen.getByLabelText('Waar woon je nu?'), 'Manchester');
    await waitFor(() => expect(Home.seen.answers.currentPay?.currency).toBe('GBP'));
    expect(screen.getByTestId('home-pay-currency')).toHaveTextContent(
      'Je huidige salaris lezen we nu als £ 38.000: het geld van waar je woont.',
    );
  });

  it('follows the home also when the person presses Next before the place is found (walk W511)', async () => {
    mockApi({
      'GET /api/onboarding/place': () => ({
        status: 200,
        body: { place: { name: 'Kraków', countryCode: 'PL', precision: 'place' } },
      }),
    });
    const state: { answers: OnboardingAnswers } = {
      answers: {
        ...emptyAnswers(),
        currentPay: { amount: 18000, timeframe: 'monthly' as const, currency: 'EUR' as const },
      },
    };
    // The wizard keeps the answers while the step's field closes: the step is left at once after typing.
    function Wizard({ open }: { open: boolean }) {
      const [answers, setAnswers] = useState<OnboardingAnswers>(state.answers);
      const [client] = useState(() => new QueryClient());
      const update = (patch: Partial<OnboardingAnswers>) =>
        setAnswers((a) => (state.answers = { ...a, ...patch }));
      return (
        <QueryClientProvider client={client}>
          {open ? <HomeLocationField answers={answers} update={update} /> : <p>next step</p>}
        </QueryClientProvider>
      );
    }
    const view = render(<Wizard open />);
    fireEvent.change(screen.getByLabelText('Where do you live now?'), { target: { value: 'Kraków' } });
    view.rerender(<Wizard open={false} />);
    await screen.findByText('next step');
    await waitFor(() => expect(state.answers.currentPay?.currency).toBe('PLN'));
    expect(state.answers.currentPay).toMatchObject({ amount: 18000, timeframe: 'monthly' });
  });

  it('does not change a pay when a home was known before (a move keeps the money it was earned in)', async () => {
    manchester();
    const dublin = {
      ...emptyAnswers(),
      personalInfo: { ...emptyAnswers().personalInfo, location: 'Dublin' },
      currentPay: { amount: 45000, timeframe: 'annual' as const, currency: 'EUR' as const },
    };
    render(<Home.Harness initial={dublin} />);
    const field = screen.getByLabelText('Where do you live now?');
    await userEvent.clear(field);
    await userEvent.type(field, 'Manchester');
    await screen.findByText(/Distances are measured from Manchester/);
    expect(Home.seen.answers.currentPay?.currency).toBe('EUR');
  });
});

describe('citizenship: every nationality, searchable (walk finding 8, decision 0131)', () => {
  const Citizenship = stepFieldHarness(CitizenshipField);
  const optionNames = (select: HTMLElement) =>
    Array.from(select.querySelectorAll('option'))
      .slice(1)
      .map((o) => o.textContent);

  it('offers Syria, Eritrea, Cape Verde, Cuba... and no dependencies (nl)', async () => {
    await i18n.changeLanguage('nl');
    render(<Citizenship.Harness />);
    const names = optionNames(screen.getByLabelText('Je nationaliteit'));
    for (const name of ['Syrië', 'Afghanistan', 'Irak', 'Eritrea', 'Somalië', 'Soedan', 'Kaapverdië', 'Cuba'])
      expect(names).toContain(name);
    for (const name of ['Jamaica', 'Dominicaanse Republiek', 'Kameroen', 'Nederland', 'Vaticaanstad'])
      expect(names).toContain(name);
    for (const name of ['Åland', 'Spitsbergen en Jan Mayen', 'Faeröer', 'Guernsey', 'Jersey'])
      expect(names).not.toContain(name);
    expect(names.length).toBeGreaterThanOrEqual(199);
  });

  it('narrows the list to what is typed, by the shown or the English name, and adds the one picked (en)', async () => {
    render(<Citizenship.Harness />);
    const search = screen.getByRole('searchbox', { name: 'Search for a country' });
    await userEvent.type(search, 'eritr');
    const select = screen.getByLabelText('Your citizenship');
    expect(optionNames(select)).toEqual(['Eritrea']);
    expect(screen.getByText('1 country matches')).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'ER' } });
    expect(Citizenship.seen.answers?.citizenships).toEqual(['ER']);
    expect(search).toHaveValue('');
    await i18n.changeLanguage('nl');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoek een land' }), 'syria');
    expect(optionNames(screen.getByLabelText('Je nationaliteit'))).toEqual(['Syrië']);
  });
});
