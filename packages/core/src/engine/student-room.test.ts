import { describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { homeFor } from './affordability';
import { bundledEngineData } from './bundled';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0233 (walk finding W513): a student living alone is priced on a room in a shared home, in the checks and
 * in money left, where the city has a room figure (decision 0141's table); the flat's rent stays beside it. Cities
 * without one (Utrecht, Berlin: no official or recognised figure found) keep the 1-bedroom flat.
 */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;

const student = (location: string, cities: string[], country: 'NL' | 'DE'): OnboardingAnswers =>
  personMaker({ location })({
    userType: 'student',
    familyStatus: 'single',
    currency: 'EUR',
    skills: ['Statistics', 'SPSS', 'Interviewing'],
    industries: ['healthcare'],
    educationBackground: {
      ...emptyAnswers().educationBackground,
      level: 'masters',
      fieldOfStudy: 'Psychology',
      graduationYear: '2027',
    },
    consideredCountries: [country],
    preferredCities: cities,
  });

describe('a student priced on a room (decision 0233, walk W513)', () => {
  it('homeFor: a student living alone gets the room where the city has one, else the flat', () => {
    const alone = { bedrooms: 1, adults: 1, children: 0 };
    expect(homeFor(city('groningen'), { ...alone, inRoom: true })).toMatchObject({
      rent: { value: 445, basis: 'estimate' },
      bedrooms: 1,
      room: true,
      flat: { value: 860 },
    });
    expect(homeFor(city('groningen'), alone).room).toBeUndefined();
    expect(homeFor(city('groningen'), { ...alone, inRoom: true, adults: 2 }).room).toBeUndefined();
    expect(homeFor(city('groningen'), { ...alone, inRoom: true, children: 1 }).room).toBeUndefined();
    expect(homeFor(city('utrecht'), { ...alone, inRoom: true }).room).toBeUndefined();
    expect(homeFor(city('berlin'), { ...alone, inRoom: true }).room).toBeUndefined();
  });

  it('a Dutch student: the checks and money left in Groningen and Rotterdam on the room, Utrecht on the flat', () => {
    const result = analyse(student('Utrecht, Netherlands', ['Groningen', 'Rotterdam', 'Utrecht'], 'NL'));
    const at = (id: string) => result.affordability.find((a) => a.cityId === id)!;
    for (const [id, room, flat] of [
      ['groningen', 445, 860],
      ['rotterdam', 550, 940],
    ] as const) {
      const a = at(id);
      expect(a, id).toBeDefined();
      expect(a.housing).toBe('room');
      expect(a.rentMonthly).toMatchObject({ value: room, basis: 'estimate' });
      expect(a.flatRentMonthly?.value).toBe(flat);
      const others = (a.livingCostsMonthly?.value ?? 0) + (a.healthInsuranceMonthly?.value ?? 0);
      expect(a.moneyLeftMonthly.value).toBeCloseTo(a.householdIncomeMonthly!.value - room - others, 0);
    }
    const utrecht = at('utrecht');
    expect(utrecht.housing).toBeUndefined();
    expect(utrecht.rentMonthly.value).toBe(1040);
    // The same person as a professional is priced on the flat everywhere.
    const pro = analyse({
      ...student('Utrecht, Netherlands', ['Groningen'], 'NL'),
      userType: 'professional',
    });
    const g = pro.affordability.find((a) => a.cityId === 'groningen')!;
    expect(g.housing).toBeUndefined();
    expect(g.rentMonthly.value).toBe(860);
  });

  it('a student in Berlin keeps the flat, on the warm rent: no room figure was found', () => {
    const result = analyse(student('Berlin, Germany', ['Berlin'], 'DE'));
    const berlin = result.affordability.find((a) => a.cityId === 'berlin')!;
    expect(berlin.housing).toBeUndefined();
    expect(berlin.rentMonthly.value).toBe(930);
  });
});
