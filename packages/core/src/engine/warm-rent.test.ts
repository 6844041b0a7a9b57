import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { cityPlannerRent, cityRent, cityRentCharges, getCity, listCities } from '../datasets/cities';
import { sourceText } from '../text/sources';
import { rentFor } from './affordability';
import { bundledEngineData } from './bundled';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0233 (walk finding W508): German rents are net cold (Nettokaltmiete), so the planner adds the service and
 * heating costs a tenant pays on top and uses the warm rent in the checks and in money left.
 */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;

const nurse = personMaker({ location: 'Amsterdam, Netherlands' })({
  userType: 'professional',
  skills: ['Patient care', 'Medication administration', 'Wound care'],
  educationBackground: { ...emptyAnswers().educationBackground, level: 'bachelors', fieldOfStudy: 'Nursing' },
  experienceLevel: 'mid',
  careerGoalsText: 'registered nurse',
  industries: ['healthcare'],
  currency: 'EUR',
  familyStatus: 'single',
  consideredCountries: ['DE'],
  preferredCities: ['Berlin', 'Munich'],
});

describe('German warm rents (decision 0233)', () => {
  it('every German city carries service and heating costs; Berlin its own, the others the national figure', () => {
    const german = listCities().filter((c) => c.countryCode === 'DE');
    expect(german.length).toBeGreaterThanOrEqual(8);
    for (const c of german) expect(c.rentCharges, c.id).toBeDefined();
    // Only Germany's rents are net cold among the cities given charges so far.
    for (const c of listCities().filter((x) => x.countryCode !== 'DE'))
      expect(c.rentCharges, c.id).toBeUndefined();
    const berlin = getCity('berlin')!;
    expect(berlin.rentCharges).toMatchObject({ cold: 1.76, warm: 1.03, basis: 'derived', year: 2022 });
    expect(berlin.rentCharges!.source).toMatch(/Berliner Betriebskostenübersicht 2024/);
    expect(cityRentCharges(berlin, 1)!.value).toBe(140); // 2.79 EUR/m2 x 50 m2
    const munich = getCity('munich')!;
    expect(munich.rentCharges).toMatchObject({ cold: 1.2, warm: 1.07, basis: 'estimate', year: 2022 });
    expect(munich.rentCharges!.source).toMatch(
      /Mikrozensus 2022.*Betriebskostenspiegel 2022.*not an official/,
    );
    expect(cityRentCharges(munich, 1)!.value).toBe(110); // 2.27 EUR/m2 x 50 m2
  });

  it("the planner's rent is the net cold rent + the charges, cited as parts; the net rent stays the city's rent", () => {
    const berlin = getCity('berlin')!;
    expect(cityRent(berlin, 1).value).toBe(790);
    const warm = cityPlannerRent(berlin, 1);
    expect(warm.value).toBe(930);
    expect(warm.basis).toBe('derived');
    expect(warm.source).toMatch(/^Investitionsbank Berlin.*; service and heating costs: Senatsverwaltung/);
    expect(warm.note).toBe(
      'Warm rent: the net cold rent 790 EUR + service and heating costs 140 EUR a month (cold service costs 1.76 + heating and hot water 1.03 EUR/m2 x 50 m2).',
    );
    expect(sourceText(warm.note!, 'nl')).toBe(
      'Warme huur: de kale huur 790 EUR + servicekosten en verwarming 140 EUR per maand (koude servicekosten 1,76 + verwarming en warm water 1,03 EUR/m2 x 50 m2).',
    );
    expect(sourceText(warm.source, 'nl')).toMatch(
      /; servicekosten en verwarming: Senatsverwaltung.*afrekeningen over 2022/,
    );
    // Munich: an estimate because the heating part is the tenants' association's survey.
    const munich = cityPlannerRent(getCity('munich')!, 1);
    expect(munich).toMatchObject({ value: 1130, basis: 'estimate' });
    // The engine prices homes on the warm rent; a city without charges keeps its rent.
    expect(rentFor(city('berlin'), 1).rent.value).toBe(930);
    expect(rentFor(city('munich'), 3).rent.value).toBe(1840 + 200);
    expect(rentFor(city('amsterdam'), 1).rent.value).toBe(cityRent(getCity('amsterdam')!, 1).value);
    expect(city('amsterdam').rentParts).toBeUndefined();
  });

  it('a single mid-level nurse: the checks and money left in Berlin and Munich use the warm rent', () => {
    const result = analyse(nurse);
    for (const [id, warm] of [
      ['berlin', 930],
      ['munich', 1130],
    ] as const) {
      const a = result.affordability.find((x) => x.cityId === id);
      expect(a, id).toBeDefined();
      expect(a!.rentMonthly.value).toBe(warm);
      expect(a!.rentParts).toEqual({
        netColdMonthly: id === 'berlin' ? 790 : 1020,
        chargesMonthly: id === 'berlin' ? 140 : 110,
      });
      const income = a!.householdIncomeMonthly?.value ?? a!.netMonthly.value;
      const others = (a!.livingCostsMonthly?.value ?? 0) + (a!.healthInsuranceMonthly?.value ?? 0);
      expect(a!.moneyLeftMonthly.value).toBeCloseTo(income - warm - others, 0);
    }
  });
});
