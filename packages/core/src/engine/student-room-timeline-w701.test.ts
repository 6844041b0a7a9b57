import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { householdInTimeframe, householdOfRequest, predictionAffordability } from '../rules/comparison';
import { analyse, personMaker, requestOf } from './test-people';

/**
 * Walk 0701, W701 and W702: Sanne, a nursing student in Groningen living alone, saw one money on the card and another
 * on the Timeline's first period, and a snapshot that named the wrong home. Decision 0246 made the Timeline follow the
 * card; decision 0253 (W704) puts both on the home a working graduate rents, as the pay is after graduation, so every
 * period is on the 1-bedroom flat and the snapshot names it, with the room while she studies said beside it.
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

describe("a student's money on the Timeline and in the snapshot (W701, W702, W704)", () => {
  const result = analyse(sanne);
  const household = householdOfRequest(requestOf(sanne));
  const p = result.predictions['0-3'];
  const card = result.affordability.find((a) => a.cityId === p.location.cityId)!;

  it("the first period's money left is the card's, on the graduate's home", () => {
    expect(card.housing).toBeUndefined();
    expect(card.rentMonthly.value).toBe(860);
    const first = predictionAffordability(p, householdInTimeframe(household, '0-3'), result.ownPayShare)!;
    expect(first.rentMonthly.value).toBe(card.rentMonthly.value);
    expect(first.moneyLeftMonthly.value).toBeCloseTo(card.moneyLeftMonthly.value, 0);
  });

  it('later periods, after graduation, are on the home the household needs and carry no room', () => {
    const later = predictionAffordability(
      { ...p, location: result.predictions['3-5'].location, career: result.predictions['3-5'].career },
      householdInTimeframe(household, '3-5'),
      result.ownPayShare,
    )!;
    expect(later.studyRoomMonthly).toBeUndefined();
    expect(later.bedrooms).toBe(1);
  });

  it('the snapshot names the 1-bedroom home and its share, and the room while she studies (en, nl)', () => {
    expect(result.marketInsights).toMatch(/Rent for a 1-bedroom home takes \d+(\.\d)?%/);
    expect(result.marketInsights).toContain(
      'While you study, a room in a shared home there costs about €445 a month.',
    );
    const nl = analyse(sanne, { locale: 'nl' });
    expect(nl.marketInsights).toMatch(/De huur voor een woning met 1 slaapkamer is \d+(,\d)?%/);
    expect(nl.marketInsights).toMatch(
      /Zolang je studeert, kost een kamer in een gedeeld huis daar ongeveer €\s445 per maand\./,
    );
    const worker = analyse(
      make({ ...sanne, userType: 'professional' as const, experienceLevel: 'junior' as const }),
    );
    expect(worker.marketInsights).toMatch(/Rent for a 1-bedroom home takes/);
    expect(worker.marketInsights).not.toMatch(/While you study/);
  });
});
