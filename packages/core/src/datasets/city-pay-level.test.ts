import { describe, expect, it } from 'vitest';
import { getCity, listCities } from './cities';
import { roleSalaryInCity } from './roles';

// Decision 0143: a German city's regional pay level is the city's own (Kreis) BA median, not its Land's.
describe('German city pay levels (decision 0143)', () => {
  const german = listCities().filter((c) => c.countryCode === 'DE');

  it('Frankfurt uses the city (kreisfreie Stadt) level, not the Land Hessen median of 4,325', () => {
    const frankfurt = getCity('frankfurt-am-main')!.payRegion!;
    expect(frankfurt.ratio).toBeCloseTo(5177 / 4013, 3);
    expect(frankfurt.ratio).toBeGreaterThan(4325 / 4013 + 0.1);
    expect(frankfurt.basis).toBe('derived');
    expect(frankfurt.note).toContain('kreisfreie Stadt Frankfurt am Main');
    // Junior: a mid-level developer in either city is above what the Entgeltatlas can report (walk W402).
    const fra = roleSalaryInCity('software-developer', 'junior', 'frankfurt-am-main')!.value;
    const muc = roleSalaryInCity('software-developer', 'junior', 'munich')!.value;
    expect(fra / muc).toBeCloseTo(5177 / 5362, 2);
  });

  it('no German city carries a Land figure; the ones without a city figure are named', () => {
    for (const c of german) {
      if (!c.payRegion) continue;
      expect(c.payRegion.note, c.id).not.toMatch(/\(Land \(/);
      expect(c.payRegion.note, c.id).toMatch(/\((city|city state) /);
    }
    // Decision 0158: Duesseldorf's own 2024 median (4,759.61 EUR) and Cologne's 2022 one scaled, both by Kreis.
    expect(german.filter((c) => !c.payRegion).map((c) => c.id)).toEqual([]);
    expect(getCity('stuttgart')!.payRegion!.ratio).toBeCloseTo(5350 / 4013, 3);
  });
});
