import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';
import { StaticDashboardProvider } from '../state';
import { AffordabilityCard } from './affordability-card';

/**
 * Decision 0253 (walk W704, amending 0233): a student's card is on her pay after graduation, so on the 1-bedroom home
 * a working graduate rents; the room in a shared home is said as the rent while she studies, where the city has a room
 * figure, and her housing budget is compared with that room, in en and nl. A German city's rent is the warm rent and
 * its note says so (W508).
 */
const student = {
  userType: 'student',
  personalInfo: { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', location: 'Utrecht' },
  skills: ['Statistics', 'SPSS', 'Interviewing'],
  educationBackground: { level: 'masters', fieldOfStudy: 'Psychology', graduationYear: '2027' },
  industries: ['healthcare'],
  familyStatus: 'single',
  currency: 'EUR',
  consideredCountries: ['NL', 'DE'],
  preferredCities: ['Groningen', 'Berlin'],
} as const;

function card(cityId: string, name: string, locale: 'en' | 'nl' = 'en') {
  const result = analysisOf(student);
  const answers = { currency: 'EUR', familyStatus: 'single', userType: 'student' };
  return renderAffordabilityCard(dashboardState(result, locale, answers), cityId, name);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("a student's card: the graduate's home, the room while she studies (decision 0253)", () => {
  it('Groningen: the 1-bedroom home, and the room while she studies under it', () => {
    const c = card('groningen', 'Groningen');
    expect(within(c).getByText('Rent of a 1-bedroom home a month')).toBeInTheDocument();
    expect(within(c).getByTestId('afford-rent')).toHaveTextContent('860');
    expect(within(c).getByTestId('afford-study-room')).toHaveTextContent(
      'While you study: a room in a shared home there, €445 a month. The figures on this card are on your pay after you graduate, so on the home you then rent.',
    );
    expect(within(c).queryByTestId('afford-room-why')).toBeNull();
  });

  it('her budget against the room while she studies, not the checks on her pay after graduation', () => {
    const result = analysisOf(student);
    const entry = result.affordability.find((a) => a.cityId === 'groningen')!;
    render(
      <StaticDashboardProvider
        value={dashboardState(result, 'en', { currency: 'EUR', familyStatus: 'single' })}
      >
        <AffordabilityCard
          entry={entry}
          cityName="Groningen"
          budget={{
            rent: 445,
            budget: 550,
            currency: 'EUR',
            fits: true,
            cityRent: 445,
            cityCurrency: 'EUR',
            room: true,
          }}
        />
      </StaticDashboardProvider>,
    );
    expect(
      screen.getByText('While you study, a room in a shared home (€445) fits your budget of €550'),
    ).toBeInTheDocument();
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    expect(within(card('berlin', 'Berlijn', 'nl')).getByTestId('afford-warm-rent')).toHaveTextContent(
      'Warme huur: de kale huur € 790 + servicekosten en verwarming € 140 per maand',
    );
    const c = card('groningen', 'Groningen', 'nl');
    expect(within(c).getByText('Huur van een woning met 1 slaapkamer per maand')).toBeInTheDocument();
    expect(within(c).getByTestId('afford-study-room')).toHaveTextContent(
      'Zolang je studeert: een kamer in een gedeeld huis daar, € 445 per maand.',
    );
  });

  it('Berlin: no room figure, the 1-bedroom flat at its warm rent', () => {
    const c = card('berlin', 'Berlin');
    expect(within(c).queryByTestId('afford-study-room')).toBeNull();
    expect(within(c).getByTestId('afford-rent')).toHaveTextContent('930');
    expect(within(c).getByTestId('afford-warm-rent')).toHaveTextContent(
      'Warm rent: the net cold rent €790 + service and heating costs €140 a month',
    );
    expect(c).toHaveTextContent('service and heating costs: Senatsverwaltung');
  });
});
