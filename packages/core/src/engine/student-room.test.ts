import { describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { homeFor } from './affordability';
import { bundledEngineData } from './bundled';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0233 (walk finding W513) showed a student living alone a room in a shared home where the city has a room
 * figure (decision 0141's table); decision 0253 (walk W704) keeps the room as the rent while she studies and prices
 * the money, which is on her pay after graduation, on the home a working graduate rents: the 1-bedroom flat. Cities
 * without a room figure (Utrecht, Berlin: no official or recognised figure found) have no room to show.
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

describe("a student's room while she studies, her money on the graduate's home (decisions 0233, 0253)", () => {
  it('homeFor: the flat for the money; a student living alone carries the room where the city has one', () => {
    const alone = { bedrooms: 1, adults: 1, children: 0 };
    expect(homeFor(city('groningen'), { ...alone, inRoom: true })).toMatchObject({
      rent: { value: 860 },
      bedrooms: 1,
      studyRoom: { value: 445, basis: 'estimate' },
    });
    expect(homeFor(city('groningen'), alone).studyRoom).toBeUndefined();
    expect(homeFor(city('groningen'), { ...alone, inRoom: true, adults: 2 }).studyRoom).toBeUndefined();
    expect(homeFor(city('groningen'), { ...alone, inRoom: true, children: 1 }).studyRoom).toBeUndefined();
    expect(homeFor(city('utrecht'), { ...alone, inRoom: true }).studyRoom).toBeUndefined();
    expect(homeFor(city('berlin'), { ...alone, inRoom: true }).studyRoom).toBeUndefined();
  });

  it('a Dutch student: the checks and money left on the flat everywhere, the room beside it where known', () => {
    const result = analyse(student('Utrecht, Netherlands', ['Groningen', 'Rotterdam', 'Utrecht'], 'NL'));
    const at = (id: string) => result.affordability.find((a) => a.cityId === id)!;
    for (const [id, room, flat] of [
      ['groningen', 445, 860],
      ['rotterdam', 550, 940],
    ] as const) {
      const a = at(id);
      expect(a, id).toBeDefined();
      expect(a.housing).toBeUndefined();
      expect(a.rentMonthly.value).toBe(flat);
      expect(a.studyRoomMonthly).toMatchObject({ value: room, basis: 'estimate' });
      const others = (a.livingCostsMonthly?.value ?? 0) + (a.healthInsuranceMonthly?.value ?? 0);
      expect(a.moneyLeftMonthly.value).toBeCloseTo(a.householdIncomeMonthly!.value - flat - others, 0);
    }
    const utrecht = at('utrecht');
    expect(utrecht.studyRoomMonthly).toBeUndefined();
    expect(utrecht.rentMonthly.value).toBe(1040);
    // The same person as a professional: the same flat and money, and no room.
    const pro = analyse({
      ...student('Utrecht, Netherlands', ['Groningen'], 'NL'),
      userType: 'professional',
    });
    const g = pro.affordability.find((a) => a.cityId === 'groningen')!;
    expect(g.studyRoomMonthly).toBeUndefined();
    expect(g.rentMonthly.value).toBe(860);
  });

  it('a student in Berlin: the flat on the warm rent, no room figure was found', () => {
    const result = analyse(student('Berlin, Germany', ['Berlin'], 'DE'));
    const berlin = result.affordability.find((a) => a.cityId === 'berlin')!;
    expect(berlin.studyRoomMonthly).toBeUndefined();
    expect(berlin.rentMonthly.value).toBe(930);
    expect(berlin.rentParts).toBeDefined();
  });
});
