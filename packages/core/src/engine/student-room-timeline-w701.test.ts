import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { householdInTimeframe, householdOfRequest, predictionAffordability } from '../rules/comparison';
import { analyse, personMaker, requestOf } from './test-people';

/**
 * Walk 0701, W701 and W702: Sanne, a nursing student in Groningen living alone, saw EUR 893 left a month on the
 * affordability card and in Compare (a room in a shared home, decision 0233) but EUR 478 on the Timeline's first period
 * (the 1-bedroom flat), and the snapshot said "Rent for a 1-bedroom home takes 16.2%", the room's share. The Timeline's
 * first period is priced as the card (decision 0246); later periods, after graduation, on the flat; the snapshot names
 * the room.
 */
const base = emptyAnswers();
const make = personMaker();
const sanne = make({
  userType: 'student' as const,
  personalInfo: { location: 'Groningen, Netherlands' },
  skills: ['Patient care', 'Nursing'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors' as const,
    institution: 'Hanzehogeschool Groningen',
    fieldOfStudy: 'Nursing',
  },
  industries: ['healthcare' as const],
  familyStatus: 'single' as const,
  consideredCountries: ['NL' as const],
  preferredCities: ['groningen'],
  housingBudget: '550',
  currency: 'EUR' as const,
});

describe("a student's room on the Timeline and in the snapshot (W701, W702)", () => {
  const result = analyse(sanne);
  const household = householdOfRequest(requestOf(sanne));
  const p = result.predictions['0-3'];
  const card = result.affordability.find((a) => a.cityId === p.location.cityId)!;

  it("the first period's money left is the card's, on the room", () => {
    expect(card.housing).toBe('room');
    const first = predictionAffordability(p, householdInTimeframe(household, '0-3'), result.ownPayShare)!;
    expect(first.housing).toBe('room');
    expect(first.rentMonthly.value).toBe(card.rentMonthly.value);
    expect(first.moneyLeftMonthly.value).toBeCloseTo(card.moneyLeftMonthly.value, 0);
  });

  it('later periods, after graduation, are priced on the home the household needs', () => {
    const later = predictionAffordability(
      { ...p, location: result.predictions['3-5'].location, career: result.predictions['3-5'].career },
      householdInTimeframe(household, '3-5'),
      result.ownPayShare,
    )!;
    expect(later.housing).toBeUndefined();
    expect(later.bedrooms).toBe(1);
  });

  it('the snapshot names the room and its share (en); a flat-dweller keeps the bedrooms', () => {
    expect(result.marketInsights).toMatch(/Rent for a room in a shared home takes \d+(\.\d)?%/);
    expect(result.marketInsights).not.toMatch(/1-bedroom home/);
    const nl = analyse(sanne, { locale: 'nl' });
    expect(nl.marketInsights).toMatch(/De huur voor een kamer in een gedeeld huis is \d+(,\d)?%/);
    const worker = analyse(
      make({ ...sanne, userType: 'professional' as const, experienceLevel: 'junior' as const }),
    );
    expect(worker.marketInsights).toMatch(/Rent for a 1-bedroom home takes/);
  });
});
