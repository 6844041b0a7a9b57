import { describe, expect, it } from 'vitest';
import { cityRent, cityTenantRent, getCity, rentTenancy } from './cities';
import { sourceText } from '../text/sources';

const city = (id: string) => getCity(id)!;

// Decision 0193 (walk finding W209): the BFS structural survey 2024, table je-d-09.03.03.01 ("Durchschnittlicher
// Mietpreis in Franken nach Zimmerzahl und Kanton"), mean net rent of all tenancies by rooms. Swiss rooms count the
// living room but not the kitchen: rooms = bedrooms + 1. Typed here from the BFS table as the reference.
const BFS_2024: Record<string, { canton: string; rooms: [number, number, number, number] }> = {
  lausanne: { canton: 'Vaud', rooms: [1198, 1477, 1807, 2266] }, // 2, 3, 4, 5 rooms
  basel: { canton: 'Basel-Stadt', rooms: [1201, 1445, 1891, 2463] },
  geneva: { canton: 'Geneva', rooms: [1218, 1483, 1744, 2097] },
};
// BFS, rented flats 2022: older 4-room flats moved into within two years 1,731 CHF, all 4-room flats 1,622 CHF.
const RECENT_MOVERS = 1731 / 1622;

describe('Swiss rents of decision 0193', () => {
  for (const id of ['lausanne', 'basel'] as const) {
    it(`${id}: the BFS canton means as sitting-tenant rents, and the newcomer rent derived from them`, () => {
      const c = city(id);
      const bfs = BFS_2024[id]!;
      expect(rentTenancy(c)).toBe('newcomer');
      for (const b of [1, 2, 3, 4] as const) {
        const sitting = cityTenantRent(c, b)!;
        expect(sitting.tenancy).toBe('sitting');
        expect(sitting.basis).toBe('official'); // published for each size, not scaled
        expect(sitting.year).toBe(2024);
        expect(sitting.value, `${b} bedroom(s) = ${b + 1} rooms`).toBe(bfs.rooms[b - 1]);
        expect(sitting.source).toContain('je-d-09.03.03.01');
        expect(sitting.source).toContain(`canton of ${bfs.canton}`);
        const newcomer = cityRent(c, b);
        expect(newcomer.basis).toBe('derived');
        expect(newcomer.year).toBe(2024);
        expect(newcomer.value).toBe(Math.round((bfs.rooms[b - 1]! * RECENT_MOVERS) / 10) * 10);
        // Newcomers pay at least what all tenants of the canton pay.
        expect(newcomer.value).toBeGreaterThanOrEqual(sitting.value);
      }
      const source = cityRent(c, 2).source;
      expect(source).toMatch(
        /^BFS ratio of recent movers' to all tenants' rents.*2022 \(1731 \/ 1622\) x Swiss/,
      );
      expect(sourceText(source, 'nl')).toMatch(/^verhouding van het BFS tussen de huur van recent verhuisde/);
      expect(sourceText(source, 'nl')).toContain(`kanton ${bfs.canton}`);
      expect(sourceText(cityRent(c, 2).note!, 'nl')).toMatch(/Kamers = slaapkamers \+ 1/);
      expect(sourceText(cityTenantRent(c, 2)!.note!, 'nl')).toMatch(/wat zittende huurders betalen/);
    });
  }

  it('Lausanne, 2 bedrooms: the newcomer rent is no longer below the canton of Vaud 3-room mean of all tenancies (W209)', () => {
    // Was 1,330 CHF (an estimate), below the BFS Vaud 3-room mean.
    expect(cityRent(city('lausanne'), 2).value).toBeGreaterThanOrEqual(1477);
  });

  it("Geneva keeps OCSTAT's advertised rents of vacant flats as the newcomer figure; the BFS canton means beside it", () => {
    const geneva = city('geneva');
    expect(rentTenancy(geneva)).toBe('newcomer');
    expect(cityRent(geneva, 1).source).toMatch(/^Office cantonal de la statistique de Geneve \(OCSTAT\)/);
    for (const b of [1, 2, 3, 4] as const) {
      const sitting = cityTenantRent(geneva, b)!;
      expect(sitting.value).toBe(BFS_2024.geneva!.rooms[b - 1]);
      expect(cityRent(geneva, b).value).toBeGreaterThan(sitting.value);
    }
    // The canton, then the size's figure as published (decision 0254).
    expect(sourceText(cityTenantRent(geneva, 1)!.source, 'nl')).toMatch(
      /kanton Genève; 1 slaapkamer: 1\.218 CHF, zoals gepubliceerd$/,
    );
  });

  it("Zurich keeps Statistik Stadt Zürich's own figures for the city, above the BFS canton mean (3 rooms 1,732 CHF)", () => {
    const zurich = city('zurich');
    expect(cityRent(zurich, 2).source).toMatch(/^Statistik Stadt Zürich, Mietpreiserhebung \(MPE\) 2024/);
    // The tenants reference comes from the shared rents table, spelled there without the umlaut.
    expect(cityTenantRent(zurich, 2)!.source).toMatch(/^Statistik Stadt Z(ü|ue)rich/);
    expect(cityRent(zurich, 2).value).toBeGreaterThanOrEqual(1732);
  });
});
