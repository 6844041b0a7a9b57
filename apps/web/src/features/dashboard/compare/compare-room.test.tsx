import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState } from '../affordability/card-harness';
import { renderCompare, serveFiguresFromCore } from './compare-harness';

/**
 * Decision 0233 left Compare's money on the flat for a student the plan priced on a room: the figures API now takes
 * `room=true` (and the children's ages, decision 0232), so Compare's rent and money left are the plan's, and a pair of
 * a city with a room figure and one without says which home each cell is, in en and nl.
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

const asked: string[] = [];
function serveFigures() {
  asked.length = 0;
  serveFiguresFromCore(asked);
}

const result = analysisOf(student);
const state = (locale: 'en' | 'nl') =>
  dashboardState(result, locale, { ...student, personalInfo: { ...student.personalInfo } });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("Compare prices a student's room as the plan does (decision 0233)", () => {
  it('Groningen and Rotterdam: both rooms, the rent the affordability card shows', async () => {
    serveFigures();
    renderCompare(state('en'), ['groningen', 'rotterdam']);
    const row = await screen.findByRole('row', { name: /Rent of a room in a shared home a month/ });
    const groningen = result.affordability.find((a) => a.cityId === 'groningen')!;
    expect(groningen.housing).toBe('room');
    expect(row).toHaveTextContent(`€${groningen.rentMonthly.value}`);
    expect(
      screen.getByRole('row', { name: /Money left a month for you \(rent of a room/ }),
    ).toBeInTheDocument();
    expect(asked.every((url) => url.includes('room=true'))).toBe(true);
  });

  it('Groningen and Berlin: one room, one flat, each cell says which (en, nl)', async () => {
    serveFigures();
    renderCompare(state('en'), ['groningen', 'berlin']);
    const row = await screen.findByRole('row', { name: /Rent a month \(a room in a shared home where/ });
    expect(within(row).getByText('A room in a shared home')).toBeInTheDocument();
    expect(within(row).getByText('A 1-bedroom home: no room figure here')).toBeInTheDocument();
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    serveFigures();
    renderCompare(state('nl'), ['groningen', 'berlin']);
    const row = await screen.findByRole('row', { name: /Huur per maand \(een kamer in een gedeeld huis/ });
    expect(within(row).getByText('Een kamer in een gedeeld huis')).toBeInTheDocument();
    expect(
      within(row).getByText('Een woning met 1 slaapkamer: hier geen cijfer voor een kamer'),
    ).toBeInTheDocument();
  });
});
