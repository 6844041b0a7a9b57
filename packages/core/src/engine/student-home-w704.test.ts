import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { householdInTimeframe, householdOfRequest, predictionAffordability } from '../rules/comparison';
import { cityFiguresFor } from '../rules/figures';
import { CityFiguresQuery } from '../contracts/figures';
import { PREDICTION_TIMEFRAMES } from '../contracts/enums';
import { analyse, personMaker, requestOf } from './test-people';

/**
 * Walk 0701, W704 (decision 0253): Sanne, 22, a nursing student in Groningen living alone with a housing budget of EUR
 * 550, compares Groningen, Rotterdam and Berlin. Every money figure runs on her pay after graduation (a working nurse's
 * salary), so it is priced on the home a working graduate rents, the 1-bedroom flat, in every city alike: the card,
 * the city's money left, the figures API of Compare (also with `room=true`), every Timeline period and the snapshot.
 * The room in a shared home is the rent while she studies: carried beside the money where the city has a room figure
 * (Groningen, Rotterdam; Berlin has none) and compared with her own housing budget.
 */
const sanne = personMaker()({
  userType: 'student',
  personalInfo: { location: 'Groningen, Netherlands', age: '18-22' },
  skills: ['Patient care', 'Nursing'],
  educationBackground: {
    ...emptyAnswers().educationBackground,
    level: 'bachelors',
    institution: 'Hanzehogeschool Groningen',
    fieldOfStudy: 'Nursing',
    graduationYear: '2027',
  },
  industries: ['healthcare'],
  familyStatus: 'single',
  consideredCountries: ['NL', 'DE'],
  preferredCities: ['groningen', 'rotterdam', 'berlin'],
  housingBudget: '550',
  currency: 'EUR',
});

const FLAT = { groningen: 860, rotterdam: 940, berlin: 930 } as const;
const ROOM = { groningen: 445, rotterdam: 550 } as const;
const CITIES = ['groningen', 'rotterdam', 'berlin'] as const;

describe("Sanne's money on the graduate's home, the room while she studies (W704, decision 0253)", () => {
  const result = analyse(sanne);
  const entry = (id: string) => result.affordability.find((a) => a.cityId === id)!;

  it('each city: rent, checks and money left on the 1-bedroom flat; the room beside it where known', () => {
    for (const id of CITIES) {
      const a = entry(id);
      expect(a, id).toBeDefined();
      expect(a.housing, id).toBeUndefined();
      expect(a.bedrooms, id).toBe(1);
      expect(a.rentMonthly.value, id).toBe(FLAT[id]);
      const others = (a.livingCostsMonthly?.value ?? 0) + (a.healthInsuranceMonthly?.value ?? 0);
      expect(a.moneyLeftMonthly.value, id).toBeCloseTo(
        a.householdIncomeMonthly!.value - FLAT[id] - others,
        0,
      );
      expect(a.rentShareOfNet, id).toBeCloseTo((FLAT[id] / a.householdIncomeMonthly!.value) * 100, 1);
      expect(a.studyRoomMonthly?.value, id).toBe(id === 'berlin' ? undefined : ROOM[id]);
    }
    expect(entry('groningen').studyRoomMonthly!.source).toMatch(/LSVb/);
  });

  it('her housing budget is compared with the room while she studies, the flat where no room is known', () => {
    const facts = (id: string) => result.cityMatches.find((m) => m.cityId === id)!.facts!.budget!;
    expect(facts('groningen')).toMatchObject({ rent: 445, budget: 550, fits: true, room: true });
    expect(facts('rotterdam')).toMatchObject({ rent: 550, fits: true, room: true });
    expect(facts('berlin')).toMatchObject({ rent: 930, fits: false });
    expect(facts('berlin').room).toBeUndefined();
    const berlin = result.cityMatches.find((m) => m.cityId === 'berlin')!;
    expect(berlin.reasons.map((r) => r.code)).toContain('city.caution.budget');
    const groningen = result.cityMatches.find((m) => m.cityId === 'groningen')!;
    expect(groningen.reasons.map((r) => r.code)).not.toContain('city.caution.budget-room');
  });

  it("Compare's figures API with room=true: the card's money on the flat in both cities, the room beside it", () => {
    const household = householdOfRequest(requestOf(sanne));
    expect(household.inRoom).toBe(true);
    const p = result.predictions['0-3'];
    const figures = (id: string, room: boolean) => {
      const q = { role: p.career.roleId, level: p.career.level, ...(room && { room: 'true' }) };
      const f = cityFiguresFor(id, CityFiguresQuery.parse(q));
      if (!f.ok) throw new Error(`no figures for ${id}`);
      return f.value;
    };
    for (const id of CITIES) {
      const f = figures(id, true);
      expect(f, id).not.toHaveProperty('housing');
      expect(f.moneyLeft.value, id).toBe(figures(id, false).moneyLeft.value);
      expect(f.checks, id).toEqual(figures(id, false).checks);
      expect(f.roomRent?.value, id).toBe(id === 'berlin' ? undefined : ROOM[id]);
      expect(f.rent['1']!.value, id).toBe(FLAT[id]);
    }
  });

  it('every Timeline period is on the flat; the first period is the card', () => {
    const household = householdOfRequest(requestOf(sanne));
    const top = result.predictions['0-3'].location.cityId;
    for (const tf of PREDICTION_TIMEFRAMES) {
      const a = predictionAffordability(
        result.predictions[tf],
        householdInTimeframe(household, tf),
        result.ownPayShare,
      )!;
      const city = result.predictions[tf].location.cityId as keyof typeof FLAT;
      expect(a.rentMonthly.value, tf).toBe(FLAT[city]);
      if (tf === '0-3' && city === top)
        expect(a.moneyLeftMonthly.value).toBeCloseTo(entry(top).moneyLeftMonthly.value, 0);
    }
  });

  it('the snapshot: the 1-bedroom home and, while she studies, the room (en, nl)', () => {
    expect(result.marketInsights).toMatch(/after you graduate/);
    expect(result.marketInsights).toMatch(/Rent for a 1-bedroom home takes/);
    expect(result.marketInsights).toMatch(
      /While you study, a room in a shared home there costs about €\d+ a month\./,
    );
    const nl = analyse(sanne, { locale: 'nl' });
    expect(nl.marketInsights).toMatch(/De huur voor een woning met 1 slaapkamer is/);
    expect(nl.marketInsights).toMatch(
      /Zolang je studeert, kost een kamer in een gedeeld huis daar ongeveer €\s\d+ per maand\./,
    );
  });
});
