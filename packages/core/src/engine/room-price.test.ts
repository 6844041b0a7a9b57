import { describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { cityRoomRent, getCity } from '../datasets/cities';
import { sourceText } from '../text/sources';
import { roomBesideFlat, rentFor } from './affordability';
import { bundledEngineData } from './bundled';
import { analyse, personMaker } from './test-people';

/** Decision 0141: a room in a shared home beside the 1-bedroom flat, for a student or a budget below the flat. */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;
const alone = { adults: 1, children: 0 };

describe('a room beside the flat (decision 0141)', () => {
  it('Groningen, Rotterdam and Edinburgh hold a room rent with its basis, source and year; other cities none', () => {
    expect(city('groningen').roomRent).toMatchObject({
      value: 445,
      currency: 'EUR',
      basis: 'estimate',
      year: 2024,
    });
    expect(city('groningen').roomRent!.source).toMatch(
      /Landelijke Studentenvakbond.*not an official statistic/,
    );
    expect(city('rotterdam').roomRent).toMatchObject({ value: 550, basis: 'estimate', year: 2023 });
    expect(city('rotterdam').roomRent!.source).toMatch(
      /Kences, Landelijke Monitor Studentenhuisvesting 2023/,
    );
    expect(city('edinburgh').roomRent).toMatchObject({
      value: 595,
      currency: 'GBP',
      basis: 'official',
      year: 2024,
    });
    expect(city('edinburgh').roomRent!.source).toMatch(/1 bedroom shared properties, Lothian/);
    expect(sourceText(city('groningen').roomRent!.source, 'nl')).toMatch(
      /studentenkamer met gedeelde voorzieningen/,
    );
    expect(sourceText(cityRoomRent(getCity('edinburgh')!)!.note!, 'nl')).toMatch(
      /slaapkamer in een gedeelde/,
    );
    expect(city('amsterdam').roomRent).toBeUndefined();
    // A room costs less than the 1-bedroom flat wherever both are known.
    for (const id of ['groningen', 'rotterdam', 'edinburgh'])
      expect(city(id).roomRent!.value).toBeLessThan(rentFor(city(id), 1).rent.value);
  });

  it('shown to a student living alone, or to a single person whose budget is below the flat; not to a couple', () => {
    const groningen = city('groningen');
    const flat = rentFor(groningen, 1).rent; // 860 EUR
    expect(roomBesideFlat(groningen, flat, alone, 'student', '', 'EUR', data)?.value).toBe(445);
    expect(roomBesideFlat(groningen, flat, alone, 'professional', '550', 'EUR', data)?.value).toBe(445);
    expect(roomBesideFlat(groningen, flat, alone, 'professional', '1200', 'EUR', data)).toBeUndefined();
    expect(roomBesideFlat(groningen, flat, alone, 'professional', '', 'EUR', data)).toBeUndefined();
    expect(
      roomBesideFlat(groningen, flat, { adults: 2, children: 0 }, 'student', '550', 'EUR', data),
    ).toBeUndefined();
    expect(
      roomBesideFlat(groningen, flat, { adults: 1, children: 1 }, 'student', '', 'EUR', data),
    ).toBeUndefined();
    // A budget in another currency is converted first: GBP 500 is below EUR 860.
    expect(roomBesideFlat(groningen, flat, alone, 'professional', '£500', 'EUR', data)?.value).toBe(445);
    expect(
      roomBesideFlat(
        city('amsterdam'),
        rentFor(city('amsterdam'), 1).rent,
        alone,
        'student',
        '',
        'EUR',
        data,
      ),
    ).toBeUndefined();
  });

  it('the walk of finding 12: a nursing student in Groningen, alone, budget EUR 550, sees the room beside the flat', () => {
    const student: OnboardingAnswers = personMaker({ location: 'Groningen' })({
      userType: 'student',
      familyStatus: 'single',
      housingBudget: '550',
      currency: 'EUR',
      skills: ['Patient care', 'First aid'],
      industries: ['healthcare'],
      educationBackground: {
        ...emptyAnswers().educationBackground,
        level: 'bachelors',
        fieldOfStudy: 'Nursing',
        institution: 'Hanzehogeschool Groningen',
      },
      locationPreferences: ['current'],
      citizenships: ['NL'],
      languages: [{ code: 'nl', level: 'native' }],
    });
    const result = analyse(student);
    for (const p of Object.values(result.predictions)) {
      if (p.location.cityId !== 'groningen') continue;
      expect(p.location.housingPrice.value).toBe(860);
      expect(p.location.roomPrice).toMatchObject({ value: 445, currency: 'EUR', basis: 'estimate' });
    }
    expect(Object.values(result.predictions).some((p) => p.location.cityId === 'groningen')).toBe(true);
    // The same person with a partner is shown the flat only.
    const couple = analyse({ ...student, familyStatus: 'couple', partnerWorks: false });
    for (const p of Object.values(couple.predictions)) expect(p.location.roomPrice).toBeUndefined();
  });
});
