import { describe, expect, it } from 'vitest';
import { cityRent, getCity, listCities, rentTenancy } from './cities';
import { bundledEngineData } from '../engine/bundled';
import { convertValue } from '../engine/money';
import { sourceText } from '../text/sources';

const city = (id: string) => getCity(id)!;
const rates = bundledEngineData().rates;
const inEuro = (id: string, bedrooms: 1 | 2 | 3 | 4) =>
  convertValue(cityRent(city(id), bedrooms).value, city(id).currency, 'EUR', rates);

// Walk finding 21: a 1-bedroom in Warsaw (PLN 4,130) cost as much as one in Copenhagen (DKK 7,130, about PLN 4,116),
// both from the tier estimate (national rent per m2 x floor area x the city-tier ratio). Decision 0152.
describe('Warsaw and Copenhagen rents of decision 0152', () => {
  it("Warsaw: NBP's rent of the leases newly concluded in 2023 (about 76 PLN/m2) x floor area, not the tier estimate", () => {
    const warsaw = city('warsaw');
    expect(([1, 2, 3, 4] as const).map((b) => cityRent(warsaw, b).value)).toEqual([3800, 5320, 6840, 8740]);
    expect(rentTenancy(warsaw)).toBe('newcomer');
    for (const b of [1, 2, 3, 4] as const) {
      const r = cityRent(warsaw, b);
      expect(r.basis).toBe('derived'); // a rent per m2 x floor area is computed, not published by size
      expect(r.year).toBe(2023);
      expect(r.source).toMatch(/Narodowy Bank Polski \(NBP\).*newly concluded in Warsaw in 2023/);
      expect(r.source).not.toMatch(/Thrive estimate|tier/);
      expect(r.note).toMatch(/what a newcomer agrees/);
      expect(sourceText(r.source, 'nl')).toMatch(/nieuw zijn afgesloten/);
      expect(sourceText(r.note!, 'nl')).toMatch(/wat een nieuwkomer afspreekt/);
    }
    // The tier estimate gave 55 PLN/m2 x 50 m2 x 1.5 = 4,130 for 1 bedroom.
    expect(cityRent(warsaw, 1).value).toBeLessThan(4130);
  });

  it('a 1-bedroom in Copenhagen costs more in euros than one in Warsaw, at every size', () => {
    // Main had Warsaw 4,130 PLN above Copenhagen's 7,130 DKK once both are in euros.
    for (const b of [1, 2, 3, 4] as const)
      expect(inEuro('copenhagen', b), `${b} bedroom(s)`).toBeGreaterThan(inEuro('warsaw', b) * 1.05);
  });

  it('the other Polish cities keep the estimate and stay below Warsaw', () => {
    const pl = listCities().filter((c) => c.countryCode === 'PL' && c.id !== 'warsaw');
    expect(pl.length).toBeGreaterThan(0);
    for (const c of pl) {
      expect(rentTenancy(c), c.id).toBe('estimate');
      expect(cityRent(c, 1).value, c.id).toBeLessThan(cityRent(city('warsaw'), 1).value);
    }
  });
});
