import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { cityRent, cityTenantRent, getCity, rentTenancy } from '../datasets/cities';
import { sourceText } from '../text/sources';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0243 (walk finding W608): Madrid, Valencia, Seville and Malaga price what a newcomer pays from official
 * statistics: SERPAVI's 2024 median rent per m2 of the flats let (income tax returns, every tenancy in force) x the
 * Basque Government's ratio of new leases to all contracts in force (EMAL, Bilbao: new deposits of Q4 2024 over the
 * contracts in force at 31 December 2024) x the standard floor areas. Derived, 2024, tenancy newcomer.
 */
const city = (id: string) => getCity(id)!;
const sizes = [1, 2, 3, 4] as const;
const AREA = { 1: 50, 2: 70, 3: 90, 4: 115 } as const;
const RATIO = 933.9 / 847.5;
const SERPAVI = { madrid: 13.97, valencia: 8.18, seville: 9.17, malaga: 9.55 } as const;

describe('Spanish newcomer rents from SERPAVI and the EMAL ratio (decision 0243)', () => {
  it('each size is the SERPAVI median per m2 x 933.9 / 847.5 x its floor area, rounded to 10', () => {
    const rents = (id: string) => sizes.map((b) => cityRent(city(id), b).value);
    expect(rents('madrid')).toEqual([770, 1080, 1390, 1770]); // the estimate was 900 / 1,260 / 1,620 / 2,070
    expect(rents('valencia')).toEqual([450, 630, 810, 1040]); // was 690 / 970 / 1,240 / 1,590
    expect(rents('seville')).toEqual([510, 710, 910, 1160]); // was 570 / 800 / 1,030 / 1,310
    expect(rents('malaga')).toEqual([530, 740, 950, 1210]); // was 570 / 800 / 1,030 / 1,310
    for (const [id, perM2] of Object.entries(SERPAVI))
      for (const b of sizes)
        expect(cityRent(city(id), b).value, `${id} ${b}`).toBe(
          Math.round((perM2 * RATIO * AREA[b]) / 10) * 10,
        );
  });

  it('derived, 2024, what a newcomer pays; the source names the ratio and the city SERPAVI figure, in Dutch too', () => {
    for (const [id, perM2] of Object.entries(SERPAVI)) {
      expect(rentTenancy(city(id)), id).toBe('newcomer');
      for (const b of sizes) {
        const r = cityRent(city(id), b);
        expect(r.basis).toBe('derived');
        expect(r.year).toBe(2024);
        expect(r.source).toMatch(/^EMAL new-lease ratio, Bilbao 2024 \(933\.9 \/ 847\.5\) x .*\(SERPAVI\)/);
        expect(r.source).toContain(`, ${perM2} EUR/m2 (income tax returns, 2024)`);
        // Every size above what sitting tenants pay, by the ratio.
        const sitting = cityTenantRent(city(id), b)!;
        expect(sitting.tenancy).toBe('sitting');
        expect(r.value).toBeGreaterThan(sitting.value);
      }
    }
    const madrid = cityRent(city('madrid'), 1);
    expect(madrid.note).toMatch(/^What a newcomer agrees in Madrid: .*13\.97 EUR\/m2/);
    expect(madrid.note).toMatch(/Not aged to 2026: INE's rent index \(IPVA\)/);
    expect(madrid.note).toMatch(/15\.39 EUR\/m2 x 50\/70\/90\/115 m2 for 1-4 bedrooms\.$/);
    expect(sourceText(madrid.source, 'nl')).toMatch(
      /^verhouding van EMAL tussen nieuwe en alle lopende huurcontracten, Bilbao 2024 \(933,9 \/ 847,5\) x .*Madrid, 13,97 EUR\/m2 \(aangiften inkomstenbelasting, 2024\); 13,97 EUR\/m2 van alle huurcontracten x 933,9 \/ 847,5 \(.*, geleend\) = 15,39 EUR\/m2 x 50 m2 voor 1 slaapkamer = 769,71, afgerond op 10: 770$/,
    );
    const nl = sourceText(madrid.note!, 'nl');
    expect(nl).toMatch(/^Wat een nieuwkomer afspreekt in Madrid: .*13,97 EUR\/m2/);
    expect(nl).toMatch(/Niet bijgewerkt tot 2026/);
    expect(nl).toMatch(/15,39 EUR\/m2 x 50\/70\/90\/115 m2 voor 1-4 slaapkamers\.$/);
    // The sitting-tenant note no longer says the planner keeps its estimate.
    const sittingNote = cityTenantRent(city('madrid'), 1)!.note!;
    expect(sittingNote).toMatch(/x the Basque Government's ratio of new leases to all contracts in force/);
    expect(sourceText(sittingNote, 'nl')).toMatch(/besluit 0243/);
  });

  it("Bilbao's own newcomer and sitting rents carry the same ratio that the four cities borrow", () => {
    const bilbao = city('bilbao');
    expect(rentTenancy(bilbao)).toBe('newcomer');
    // 933.9 and 847.5 taken as 2-bedroom homes: 930 and 850 (rounded), the ratio 1.10.
    expect(cityRent(bilbao, 2).value).toBe(930);
    expect(cityTenantRent(bilbao, 2)!.value).toBe(850);
    expect(RATIO).toBeCloseTo(1.102, 3);
  });

  it("a single professional's Madrid check and money left use the newcomer rent", () => {
    const person = personMaker({ location: 'Amsterdam, Netherlands' })({
      userType: 'professional',
      skills: ['Accounting', 'Excel', 'Financial reporting'],
      educationBackground: {
        ...emptyAnswers().educationBackground,
        level: 'bachelors',
        fieldOfStudy: 'Finance',
      },
      experienceLevel: 'mid',
      careerGoalsText: 'financial analyst',
      industries: ['finance'],
      currency: 'EUR',
      familyStatus: 'single',
      consideredCountries: ['ES'],
      preferredCities: ['Madrid', 'Valencia'],
    });
    const result = analyse(person);
    for (const [id, rent] of [
      ['madrid', 770],
      ['valencia', 450],
    ] as const) {
      const a = result.affordability.find((x) => x.cityId === id);
      expect(a, id).toBeDefined();
      expect(a!.rentMonthly.value).toBe(rent);
      expect(a!.rentTenancy).toBe('newcomer');
      expect(a!.rentMonthly.basis).toBe('derived');
      const income = a!.householdIncomeMonthly?.value ?? a!.netMonthly.value;
      const others = (a!.livingCostsMonthly?.value ?? 0) + (a!.healthInsuranceMonthly?.value ?? 0);
      expect(a!.moneyLeftMonthly.value).toBeCloseTo(income - rent - others, 0);
    }
  });
});
