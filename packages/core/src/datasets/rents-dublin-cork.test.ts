import { describe, expect, it } from 'vitest';
import { cityRent, getCity, rentTenancy } from './cities';
import { sourceText } from '../text/sources';

const city = (id: string) => getCity(id)!;
const sizes = [1, 2, 3, 4] as const;

// Issue 15 item 2 and decision 0152: Dublin took the RTB index's standardised rent of all new tenancies (2,128 EUR,
// Q1 2024) as a 2-bedroom home, and Cork likewise (1,602 EUR, Q3 2024). Decision 0160 uses the CSO's table RIQ02
// (RTB Average Monthly Rent Report, newly registered tenancies) for one size published by bedrooms in each city.
describe('Dublin and Cork rents by bedrooms from CSO table RIQ02 (decision 0160)', () => {
  it('Dublin: the 2-bedroom rent is the RIQ02 two-bed apartments of 2025 Q4, official; 1, 3 and 4 are scaled', () => {
    const dublin = city('dublin');
    expect(sizes.map((b) => cityRent(dublin, b).value)).toEqual([1630, 2280, 2940, 3750]);
    expect(rentTenancy(dublin)).toBe('newcomer');
    const two = cityRent(dublin, 2);
    expect(two.basis).toBe('official');
    expect(two.year).toBe(2025);
    expect(two.source).toMatch(
      /table RIQ02.*newly registered.*two-bed apartments, Dublin, 2025 Q4 \(2,283\.59 EUR\)/,
    );
    expect(two.source).not.toMatch(/ESRI Rent Index|Thrive estimate/);
    for (const b of [1, 3, 4] as const) {
      const r = cityRent(dublin, b);
      expect(r.basis, `${b} bedroom(s)`).toBe('derived');
      expect(r.source).toMatch(
        new RegExp(
          `1, 3 and 4 bedrooms scaled from 2 bedrooms by floor area; 2,283.59 EUR for 2 bedrooms x \\d+ / 70 m2 for ${b} bedrooms?`,
        ),
      );
    }
    expect(two.note).toMatch(/what a newcomer agrees/);
    expect(sourceText(two.source, 'nl')).toMatch(/nieuw zijn geregistreerd.*2025 K4/);
    expect(sourceText(two.note!, 'nl')).toMatch(/wat een nieuwkomer afspreekt/);
  });

  it('Cork: the 1-bedroom rent is the RIQ02 one-bed apartments of 2025 Q4, official; 2, 3 and 4 are scaled', () => {
    const cork = city('cork');
    expect(sizes.map((b) => cityRent(cork, b).value)).toEqual([1250, 1750, 2260, 2880]);
    expect(rentTenancy(cork)).toBe('newcomer');
    const one = cityRent(cork, 1);
    expect(one.basis).toBe('official');
    expect(one.year).toBe(2025);
    expect(one.source).toMatch(/table RIQ02.*one-bed apartments, Cork City, 2025 Q4 \(1,252\.96 EUR\)/);
    for (const b of [2, 3, 4] as const) {
      const r = cityRent(cork, b);
      expect(r.basis, `${b} bedroom(s)`).toBe('derived');
      expect(sourceText(r.source, 'nl')).toMatch(
        new RegExp(
          `omgerekend van 1 slaapkamer naar woonoppervlak; 1\\.252,96 EUR voor 1 slaapkamer x \\d+ / 50 m2 voor ${b} slaapkamers`,
        ),
      );
    }
  });

  it("both lie above the RTB index's older all-dwelling new-tenancy levels they replace, and rise with bedrooms", () => {
    // The RTB Rent Index (standardised, all new tenancies): Dublin 2,128 EUR (Q1 2024), Cork City 1,602 (Q3 2024);
    // a 2-bedroom home registered in 2025 Q4 pays more than the mix of all sizes a year and more earlier.
    expect(cityRent(city('dublin'), 2).value).toBeGreaterThan(2128);
    expect(cityRent(city('cork'), 2).value).toBeGreaterThan(1602);
    for (const id of ['dublin', 'cork'])
      for (const b of [2, 3, 4] as const)
        expect(cityRent(city(id), b).value).toBeGreaterThan(cityRent(city(id), (b - 1) as 1 | 2 | 3).value);
  });
});
