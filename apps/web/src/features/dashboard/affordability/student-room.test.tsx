import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';

/**
 * Decision 0233 (walk W513): a student living alone is priced on a room in a shared home where the city has a room
 * figure; the card names the room, says why, and gives the 1-bedroom flat beside it, in en and nl. A German city's
 * rent is the warm rent and its note says so (W508).
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

describe('a student priced on a room (decision 0233)', () => {
  it('Groningen: the room, why, and the flat beside it', () => {
    const c = card('groningen', 'Groningen');
    expect(within(c).getByText('Rent of a room in a shared home a month')).toBeInTheDocument();
    expect(within(c).getByTestId('afford-rent')).toHaveTextContent('445');
    expect(within(c).getByTestId('afford-room-why')).toHaveTextContent(
      'A room: you are a student living alone. A 1-bedroom flat there: €860 a month',
    );
    expect(within(c).queryByTestId('afford-bedrooms-why')).toBeNull();
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    expect(within(card('berlin', 'Berlijn', 'nl')).getByTestId('afford-warm-rent')).toHaveTextContent(
      'Warme huur: de kale huur € 790 + servicekosten en verwarming € 140 per maand',
    );
    const c = card('groningen', 'Groningen', 'nl');
    expect(within(c).getByText('Huur van een kamer in een gedeeld huis per maand')).toBeInTheDocument();
    expect(within(c).getByTestId('afford-room-why')).toHaveTextContent(
      'Een kamer: je bent student en woont alleen. Een woning met 1 slaapkamer daar: € 860 per maand',
    );
  });

  it('Berlin: no room figure, the 1-bedroom flat at its warm rent', () => {
    const c = card('berlin', 'Berlin');
    expect(within(c).queryByTestId('afford-room-why')).toBeNull();
    expect(within(c).getByTestId('afford-rent')).toHaveTextContent('930');
    expect(within(c).getByTestId('afford-warm-rent')).toHaveTextContent(
      'Warm rent: the net cold rent €790 + service and heating costs €140 a month',
    );
    expect(c).toHaveTextContent('service and heating costs: Senatsverwaltung');
  });
});
