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
    // A developer's median in either city (6,301 x 12 x 5,177 / 4,013 = 97,542; x 5,362 / 4,013 = 101,028) is above
    // what the Entgeltatlas can report, so both are kept within it (walk W402) and every level is that median x the
    // level's factor (walk W504): the source cannot tell the two cities apart above its ceiling.
    const fra = roleSalaryInCity('software-developer', 'junior', 'frankfurt-am-main')!;
    const muc = roleSalaryInCity('software-developer', 'junior', 'munich')!;
    expect([fra.value, muc.value]).toEqual([82000, 82000]);
    expect(fra.source).toMatch(/its median there kept within 96,600 EUR a year/);
  });

  it('no German city carries a Land figure; the ones without a city figure are named', () => {
    for (const c of german) {
      if (!c.payRegion) continue;
      expect(c.payRegion.note, c.id).not.toMatch(/\(Land \(/);
      expect(c.payRegion.note, c.id).toMatch(/\((city|city state) /);
    }
    // Decision 0158: Düsseldorf's own 2024 median (4,759.61 EUR) and Cologne's 2022 one scaled, both by Kreis.
    expect(german.filter((c) => !c.payRegion).map((c) => c.id)).toEqual([]);
    expect(getCity('stuttgart')!.payRegion!.ratio).toBeCloseTo(5350 / 4013, 3);
  });
});
