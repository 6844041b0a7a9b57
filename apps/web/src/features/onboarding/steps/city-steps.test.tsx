import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CityFacts } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import { mockApi } from '../../../../test/mock-server';
import { renderStep } from '../../../../test/step-field';
import '../i18n';
import { BudgetValuesStep, CityFactsList, InitialOpportunitiesStep } from './city-steps';

const permit = (meets: boolean): CityFacts => ({
  distanceKm: 640,
  workRight: {
    status: 'permit',
    permit: {
      id: 'de-blue-card',
      name: 'EU Blue Card (Germany)',
      threshold: { value: 48300, currency: 'EUR', basis: 'official', source: 'BAMF', year: 2025 },
      meets,
      source: 'BAMF',
      url: 'https://www.bamf.de/',
      year: 2025,
    },
  },
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('city facts on the wizard cards', () => {
  it('names the permit, its threshold for this person and whether the predicted pay meets it', async () => {
    const { unmount } = render(<CityFactsList facts={permit(true)} />);
    expect(
      screen.getByText(
        'Work permit needed: EU Blue Card (Germany); your predicted pay meets its threshold of €48,300 a year (2025)',
      ),
    ).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    render(<CityFactsList facts={permit(false)} />);
    expect(screen.getByText(/ligt onder de drempel van € 48\.300 per jaar \(2025\)/)).toBeInTheDocument();
  });
});

const zurich = (withCityRent: boolean) => ({
  id: 'zurich',
  name: 'Zürich',
  countryCode: 'CH',
  score: 71,
  costOfLiving: { value: 160, basis: 'estimate' as const, source: 'Eurostat', year: 2022 },
  schoolRating: { value: 77, basis: 'estimate' as const, source: 'OECD PISA 2022', year: 2025 },
  reasons: [],
  why: [],
  facts: {
    budget: {
      rent: 1822,
      budget: 1500,
      currency: 'GBP',
      fits: false,
      ...(withCityRent && { cityRent: 2050, cityCurrency: 'CHF' }),
    },
    moneyLeftMonthly: {
      value: 900,
      currency: 'CHF',
      basis: 'estimate' as const,
      source: 'Thrive',
      year: 2025,
    },
  },
});

describe('budget step: rent and budget in two currencies (decision 0034)', () => {
  it("shows Zürich's rent in francs first, then about the same in the person's pounds; the budget likewise", async () => {
    mockApi({ 'POST /api/onboarding/refined-cities': { status: 200, body: { cities: [zurich(true)] } } });
    renderStep(BudgetValuesStep, { currency: 'GBP', housingBudget: '1500' });
    const rent = await screen.findByTestId('budget-rent');
    expect(rent.textContent).toMatch(/^CHF\s?2,050 ≈ £1,822$/);
    // The budget in the city's currency first, then in pounds as given.
    expect(screen.getByTestId('budget-line').textContent).toMatch(
      /^Above your budget of CHF\s?[\d,]+ ≈ £1,500$/,
    );
  });

  it('writes the same in Dutch, and labels the school score as the national proxy it is', async () => {
    await i18n.changeLanguage('nl');
    mockApi({ 'POST /api/onboarding/refined-cities': { status: 200, body: { cities: [zurich(true)] } } });
    renderStep(BudgetValuesStep, { currency: 'GBP', housingBudget: '1500' });
    const rent = await screen.findByTestId('budget-rent');
    expect(rent.textContent).toMatch(/^CHF\s2\.050 ≈ £\s1\.822$/);
    expect(screen.getByTestId('budget-line').textContent).toMatch(
      /^Boven je budget van CHF\s[\d.]+ ≈ £\s1\.500$/,
    );
    expect(screen.getByText('Schoolprestaties (landelijke PISA-score 2022)')).toBeInTheDocument();
    expect(screen.getByText(/^Gelijk voor elke stad in Zwitserland/)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Typical rent of a home for you', 'Typical rent for your household'],
    ['nl', 'Gangbare huur van een woning voor jou', 'Gangbare huur voor je huishouden'],
  ] as const)(
    'says "a home for you" to a person living alone, "your household" to a couple (decision 0127, %s)',
    async (language, alone, household) => {
      await i18n.changeLanguage(language);
      mockApi({ 'POST /api/onboarding/refined-cities': { status: 200, body: { cities: [zurich(true)] } } });
      const single = renderStep(BudgetValuesStep, {
        currency: 'GBP',
        housingBudget: '1500',
        familyStatus: 'single',
      });
      await screen.findByTestId('budget-rent');
      expect(screen.getByText(alone)).toBeInTheDocument();
      expect(screen.queryByText(household)).not.toBeInTheDocument();
      single.unmount();
      renderStep(BudgetValuesStep, { currency: 'GBP', housingBudget: '1500', familyStatus: 'couple' });
      await screen.findByTestId('budget-rent');
      expect(screen.getByText(household)).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'The same for every city in this country (Netherlands)'],
    ['nl', 'Gelijk voor elke stad in Nederland'],
  ] as const)(
    'names the country of the national school score in a sentence that reads (walk D12, %s)',
    async (language, text) => {
      await i18n.changeLanguage(language);
      const rotterdam = { ...zurich(true), id: 'rotterdam', name: 'Rotterdam', countryCode: 'NL' };
      mockApi({ 'POST /api/onboarding/refined-cities': { status: 200, body: { cities: [rotterdam] } } });
      renderStep(BudgetValuesStep, { currency: 'EUR' });
      await screen.findByTestId('budget-rent');
      expect(screen.getByText((content) => content.startsWith(text))).toBeInTheDocument();
      expect(screen.queryByText(/every city in Netherlands/)).not.toBeInTheDocument();
    },
  );

  it.each(['en', 'nl'] as const)(
    'says where the rent comes from: basis, source and year, with or without a budget (walk F41, %s)',
    async (language) => {
      await i18n.changeLanguage(language);
      const rent = {
        value: 2560,
        currency: 'CHF',
        basis: 'official' as const,
        source: 'Statistik Stadt Zürich, rents of recent movers',
        year: 2024,
      };
      const withBudget = { ...zurich(true), rent };
      const { facts: _facts, ...noBudget } = withBudget;
      for (const [city, answers] of [
        [withBudget, { currency: 'GBP', housingBudget: '1500' }],
        [
          { ...noBudget, facts: { moneyLeftMonthly: zurich(true).facts.moneyLeftMonthly } },
          { currency: 'GBP' },
        ],
      ] as const) {
        mockApi({ 'POST /api/onboarding/refined-cities': { status: 200, body: { cities: [city] } } });
        const { unmount } = renderStep(BudgetValuesStep, answers);
        const shown = await screen.findByTestId('budget-rent');
        const figure = shown.closest('div')!;
        expect(figure.textContent).toContain(language === 'en' ? 'Official' : 'Officieel');
        expect(figure.textContent).toContain('2024');
        expect(figure.textContent).toContain('Statistik Stadt Zürich');
        unmount();
      }
    },
  );

  it('an older result without the city rent still shows the rent in the city currency first (from money left)', async () => {
    mockApi({ 'POST /api/onboarding/refined-cities': { status: 200, body: { cities: [zurich(false)] } } });
    renderStep(BudgetValuesStep, { currency: 'GBP', housingBudget: '1500' });
    const rent = await screen.findByTestId('budget-rent');
    expect(rent.textContent).toMatch(/^CHF\s?[\d,]+ ≈ £1,822$/);
  });
});

describe('budget step: whose pay money left is on (walk 0112)', () => {
  it.each([
    ['en', 'on your current pay'],
    ['nl', 'op je huidige salaris'],
  ] as const)(
    'says "%s" beside the home city\'s money left, and nothing beside another city',
    async (language, text) => {
      await i18n.changeLanguage(language);
      const home = {
        ...zurich(true),
        id: 'manchester',
        name: 'Manchester',
        countryCode: 'GB',
        facts: { ...zurich(true).facts, moneyLeftOnCurrentPay: true },
      };
      const other = { ...zurich(true), id: 'birmingham', name: 'Birmingham', countryCode: 'GB' };
      mockApi({ 'POST /api/onboarding/refined-cities': { status: 200, body: { cities: [home, other] } } });
      renderStep(BudgetValuesStep, { currency: 'GBP', housingBudget: '1500' });
      const notes = await screen.findAllByTestId('budget-current-pay');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toHaveTextContent(text);
      expect(notes[0]!.closest('li')).toHaveTextContent('Manchester');
    },
  );
});

const zurichHub = {
  id: 'zurich',
  name: 'Zürich',
  countryCode: 'CH',
  lat: 47.37,
  lng: 8.54,
  industries: ['finance'],
  highlights: [],
  avgSalary: { value: 82931, currency: 'EUR', basis: 'estimate' as const, source: 'SFSO LSE', year: 2022 },
  avgSalaryLocal: {
    value: 79000,
    currency: 'CHF',
    basis: 'estimate' as const,
    source: 'SFSO LSE',
    year: 2022,
  },
  isEuropean: true,
  baseScore: 71,
  score: 71,
  industryMatch: true,
  distanceKm: null,
  reasons: [],
};

describe("step 13: a hub's typical pay in the city's currency first (decision 0034, walk F7)", () => {
  it("shows Zürich's pay in francs, then about the same in the person's euros", async () => {
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs: [zurichHub] } } });
    renderStep(InitialOpportunitiesStep, { currency: 'EUR' });
    expect(await screen.findByText(/^CHF\s?79,000 ≈ €82,931$/)).toBeInTheDocument();
    // The period is said, also after a slider per month (walk W9).
    expect(screen.getByText('Typical salary (gross a year)')).toBeInTheDocument();
  });

  it('writes the same in Dutch', async () => {
    await i18n.changeLanguage('nl');
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs: [zurichHub] } } });
    renderStep(InitialOpportunitiesStep, { currency: 'EUR' });
    expect(await screen.findByText(/^CHF\s79\.000 ≈ €\s82\.931$/)).toBeInTheDocument();
    expect(screen.getByText('Gangbaar salaris (bruto per jaar)')).toBeInTheDocument();
  });
});

describe('step 13: the card says whose pay it is (decision 0140, walk 20)', () => {
  const cbs =
    'CBS StatLine 85517NED (Werknemers; uurloon en beroep), 2022: gross hourly wage of BRC 2014 group 0811 Software and application developers, 25th / 50th / 75th percentile 23.2 / 30.4 / 38.2 EUR';
  const rotterdamHub = {
    ...zurichHub,
    id: 'rotterdam',
    name: 'Rotterdam',
    countryCode: 'NL',
    avgSalary: { value: 47500, currency: 'EUR', basis: 'derived' as const, source: cbs, year: 2022 },
    avgSalaryLocal: { value: 47500, currency: 'EUR', basis: 'derived' as const, source: cbs, year: 2022 },
    role: 'Business Analyst',
  };
  it('names the predicted role and why the source names its occupation group, in English and Dutch', async () => {
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs: [rotterdamHub] } } });
    const { unmount } = renderStep(InitialOpportunitiesStep, { currency: 'EUR' });
    expect(await screen.findByTestId('hub-pay-label')).toHaveTextContent(
      'Typical pay for Business Analyst, your predicted role (gross a year)',
    );
    expect(screen.getByTestId('hub-pay-group')).toHaveTextContent(
      'the source names the group Business Analyst is counted in',
    );
    unmount();
    await i18n.changeLanguage('nl');
    mockApi({
      'POST /api/onboarding/hubs': {
        status: 200,
        body: { hubs: [{ ...rotterdamHub, role: 'Businessanalist' }] },
      },
    });
    renderStep(InitialOpportunitiesStep, { currency: 'EUR' });
    expect(await screen.findByTestId('hub-pay-label')).toHaveTextContent(
      'Gangbaar salaris voor een businessanalist, je voorspelde functie (bruto per jaar)',
    );
    expect(screen.getByTestId('hub-pay-group')).toHaveTextContent(
      'de bron noemt de groep waarin een businessanalist',
    );
  });
});

describe('step 13: a senior figure says it is a senior one (walk W819)', () => {
  const cbs =
    "CBS StatLine 85517NED (Werknemers; uurloon en beroep), 2022: gross hourly wage of BRC 2014 group 0811 Software and application developers, 25th / 50th / 75th percentile 23.2 / 30.4 / 38.2 EUR; for senior level: the source's 75th percentile";
  const pay = { value: 93000, currency: 'EUR', basis: 'derived' as const, source: cbs, year: 2025 };
  const amsterdam = {
    ...zurichHub,
    id: 'amsterdam',
    name: 'Amsterdam',
    countryCode: 'NL',
    avgSalary: pay,
    avgSalaryLocal: pay,
    role: 'Frontend Developer',
    level: 'senior',
    point: 'p75',
  };
  it('names the level and the point of the source in the label, in English and Dutch', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs: [amsterdam] } } });
    const { unmount } = renderStep(InitialOpportunitiesStep, { currency: 'EUR' });
    const label = await screen.findByTestId('hub-pay-label');
    expect(label).toHaveTextContent(
      'Pay for Frontend Developer (senior; the 75th percentile of the source), your predicted role (gross a year)',
    );
    expect(label.textContent).not.toMatch(/Typical/);
    unmount();
    await i18n.changeLanguage('nl');
    mockApi({
      'POST /api/onboarding/hubs': {
        status: 200,
        body: { hubs: [{ ...amsterdam, role: 'Frontend-ontwikkelaar' }] },
      },
    });
    renderStep(InitialOpportunitiesStep, { currency: 'EUR' });
    const nl = await screen.findByTestId('hub-pay-label');
    expect(nl).toHaveTextContent(
      'Salaris voor een frontend-ontwikkelaar (senior; het 75e percentiel van de bron), je voorspelde functie (bruto per jaar)',
    );
    expect(nl.textContent).not.toMatch(/Gangbaar/);
    await i18n.changeLanguage('en');
  });
});

describe('step 13: the scope sentence stays true when a card comes from elsewhere (walk W408)', () => {
  const hub = (id: string, name: string, countryCode: string) => ({ ...zurichHub, id, name, countryCode });
  it('names the city from outside the chosen country, in English and Dutch', async () => {
    const hubs = [
      hub('dublin', 'Dublin', 'IE'),
      hub('cork', 'Cork', 'IE'),
      hub('manchester', 'Manchester', 'GB'),
    ];
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs } } });
    const { unmount } = renderStep(InitialOpportunitiesStep, {
      currency: 'EUR',
      consideredCountries: ['IE'],
    });
    expect(
      await screen.findByText(/the next best match from elsewhere follows: Manchester\.$/),
    ).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs } } });
    renderStep(InitialOpportunitiesStep, { currency: 'EUR', consideredCountries: ['IE'] });
    expect(await screen.findByText(/dus volgt de beste match van elders: Manchester\.$/)).toBeInTheDocument();
  });

  it('keeps the plain sentence when every card is in the chosen country', async () => {
    const hubs = [hub('dublin', 'Dublin', 'IE'), hub('cork', 'Cork', 'IE')];
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs } } });
    renderStep(InitialOpportunitiesStep, { currency: 'EUR', consideredCountries: ['IE'] });
    expect(await screen.findByText('Limited to the countries you chose (Ireland).')).toBeInTheDocument();
  });

  it('names the home city only when its card is among them (walk W522), in English and Dutch', async () => {
    const hubs = [
      hub('dublin', 'Dublin', 'IE'),
      { ...hub('manchester', 'Manchester', 'GB'), distanceKm: 0 },
      hub('cork', 'Cork', 'IE'),
    ];
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs } } });
    const { unmount } = renderStep(InitialOpportunitiesStep, {
      currency: 'EUR',
      consideredCountries: ['IE'],
    });
    expect(
      await screen.findByText('Limited to the countries you chose (Ireland) and Manchester, where you live.'),
    ).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    mockApi({ 'POST /api/onboarding/hubs': { status: 200, body: { hubs } } });
    renderStep(InitialOpportunitiesStep, { currency: 'EUR', consideredCountries: ['IE'] });
    expect(
      await screen.findByText('Beperkt tot de landen die je koos (Ierland) en Manchester, waar je woont.'),
    ).toBeInTheDocument();
  });
});
