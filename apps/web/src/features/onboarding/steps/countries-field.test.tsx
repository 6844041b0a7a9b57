import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import { mockApi } from '../../../../test/mock-server';
import { renderStep, stepFieldHarness } from '../../../../test/step-field';
import '../i18n';
import { InitialOpportunitiesStep } from './city-steps';
import { ConsideredCountriesField } from './countries-field';

/** "Which countries would you consider?" (walk W14, decision 0068). */
const { Harness, seen, reset } = stepFieldHarness(ConsideredCountriesField);
const choosing = (consideredCountries: OnboardingAnswers['consideredCountries']): OnboardingAnswers => ({
  ...emptyAnswers(),
  consideredCountries,
});

afterEach(async () => {
  reset();
  await i18n.changeLanguage('en');
});

describe('the countries question', () => {
  it('says which countries Thrive covers, where they are listed (walk W509; en, nl)', async () => {
    const { unmount } = render(<Harness />);
    expect(
      screen.getByRole('group', { name: 'Which countries would you consider?' }),
    ).toHaveAccessibleDescription(
      /Thrive has cities in these 19 countries; other countries are not in its data yet\./,
    );
    unmount();
    await i18n.changeLanguage('nl');
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Welke landen zou je overwegen?' })).toHaveAccessibleDescription(
      /Thrive heeft steden in deze 19 landen; andere landen staan nog niet in de gegevens\./,
    );
  });

  it('lists the 19 countries with cities as labelled checkboxes, ticked with the keyboard (en)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Which countries would you consider?' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(19);
    // Alphabetical in the person's language.
    expect(boxes[0]).toHaveAccessibleName('Australia');
    expect(boxes.at(-1)).toHaveAccessibleName('United States');
    expect(group).toHaveAccessibleDescription(
      /Optional\..*No country chosen: you see cities in every country\./,
    );

    // Tab walks the boxes in order; Space ticks the focused one.
    await user.tab();
    expect(boxes[0]).toHaveFocus();
    const netherlands = screen.getByRole('checkbox', { name: 'Netherlands' });
    const germany = screen.getByRole('checkbox', { name: 'Germany' });
    netherlands.focus();
    await user.keyboard(' ');
    germany.focus();
    await user.keyboard(' ');
    expect(germany).toBeChecked();
    expect(netherlands).toBeChecked();
    // Stored in one order whatever the order of ticking.
    expect(seen.answers.consideredCountries).toEqual(['DE', 'NL']);
    expect(screen.getByText('2 countries chosen: Germany, Netherlands.')).toBeInTheDocument();

    await user.keyboard(' ');
    expect(seen.answers.consideredCountries).toEqual(['NL']);
    await user.click(screen.getByRole('button', { name: 'Clear the countries' }));
    expect(seen.answers.consideredCountries).toEqual([]);
    expect(screen.getByText('No country chosen: you see cities in every country.')).toBeInTheDocument();
  });

  it('speaks Dutch: the question, the country names and their order', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness initial={choosing(['DE'])} />);
    const group = screen.getByRole('group', { name: 'Welke landen zou je overwegen?' });
    const names = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'));
    expect(names.slice(0, 2)).toEqual(['AU', 'BE']);
    expect(screen.getByRole('checkbox', { name: 'Duitsland' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Verenigd Koninkrijk' })).not.toBeChecked();
    expect(screen.getByText('1 land gekozen: Duitsland.')).toBeInTheDocument();
  });
});

const hub = (id: string, name: string, countryCode: string, score: number) => ({
  id,
  name,
  countryCode,
  lat: 50,
  lng: 10,
  industries: ['transportation'],
  highlights: [],
  avgSalary: {
    value: 40000,
    currency: 'EUR',
    basis: 'estimate' as const,
    source: 'Eurostat SES',
    year: 2022,
  },
  isEuropean: true,
  baseScore: score,
  score,
  industryMatch: true,
  distanceKm: null,
  reasons: [],
});

describe('step 13 with chosen countries', () => {
  it('says the cards are limited to the chosen countries and shows all countries on request', async () => {
    const calls = mockApi({
      'POST /api/onboarding/hubs': (call) => {
        const sent = JSON.parse(call.body!) as { answers: OnboardingAnswers };
        return {
          status: 200,
          body: {
            hubs:
              sent.answers.consideredCountries.length > 0
                ? [hub('berlin', 'Berlin', 'DE', 60), hub('amsterdam', 'Amsterdam', 'NL', 58)]
                : [hub('zurich', 'Zürich', 'CH', 70), hub('berlin', 'Berlin', 'DE', 60)],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderStep(InitialOpportunitiesStep, { consideredCountries: ['DE', 'NL'] });
    expect(await screen.findByRole('heading', { name: 'Berlin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zürich' })).toBeNull();
    expect(screen.getByTestId('country-scope')).toHaveTextContent(
      'Limited to the countries you chose (Germany, Netherlands).',
    );
    await user.click(screen.getByRole('button', { name: 'Show cities in all countries' }));
    expect(await screen.findByRole('heading', { name: 'Zürich' })).toBeInTheDocument();
    expect(screen.getByTestId('country-scope')).toHaveTextContent('Showing cities in every country.');
    const sent = calls.map(
      (c) => (JSON.parse(c.body!) as { answers: OnboardingAnswers }).answers.consideredCountries,
    );
    expect(sent).toEqual([['DE', 'NL'], []]);
  });

  it.each([
    ['en', 'One of the countries you chose is not a country we have cities in.'],
    ['nl', 'Een van de landen die je koos is geen land waar wij steden hebben.'],
  ] as const)(
    "a country the server refuses (400 UNKNOWN_COUNTRY) is explained in the person's language (%s)",
    async (language, text) => {
      await i18n.changeLanguage(language);
      mockApi({
        'POST /api/onboarding/hubs': {
          status: 400,
          body: {
            error: { code: 'UNKNOWN_COUNTRY', message: 'consideredCountries.0: Unknown country code' },
          },
        },
      });
      renderStep(InitialOpportunitiesStep, { consideredCountries: ['DE'] });
      expect((await screen.findByRole('alert')).textContent).toContain(text);
    },
  );
});

describe('the chosen countries are named in the order of their names (walk 0112)', () => {
  it('in Dutch: "Denemarken, Nederland, Zwitserland", not the codes\' order CH, DK, NL', async () => {
    await i18n.changeLanguage('nl');
    render(<Harness initial={choosing(['CH', 'DK', 'NL'])} />);
    expect(screen.getByText('3 landen gekozen: Denemarken, Nederland, Zwitserland.')).toBeInTheDocument();
  });

  it('in English: "Denmark, Netherlands, Switzerland"', () => {
    render(<Harness initial={choosing(['CH', 'DK', 'NL'])} />);
    expect(screen.getByText('3 countries chosen: Denmark, Netherlands, Switzerland.')).toBeInTheDocument();
  });
});
