import { describe, expect, it } from 'vitest';
import { cityRent, cityTenantRent, getCity, rentTenancy } from './cities';
import { sourceText } from '../text/sources';

const city = (id: string) => getCity(id)!;

// Decision 0170: no official rent of new lettings was found for Bordeaux and Marseille, but their local rent
// observatories (ANIL network) publish what all private tenants pay. That figure is shown beside the planner's
// estimate as what sitting tenants pay, and the estimate is never below it.
describe('sitting-tenant rents of decision 0170', () => {
  it("Bordeaux: a'urba's 2021 median of all private flats (12.2 EUR/m2) beside the estimate, which stays above it", () => {
    const bordeaux = city('bordeaux');
    expect(rentTenancy(bordeaux)).toBe('estimate');
    const sitting = cityTenantRent(bordeaux, 1)!;
    expect(sitting).toBeDefined();
    expect(sitting.tenancy).toBe('sitting');
    expect(sitting.value).toBe(610); // 12.2 EUR/m2 x 50 m2
    expect(sitting.basis).toBe('derived'); // a rent per m2 scaled by floor area (decision 0122)
    expect(sitting.year).toBe(2021);
    expect(sitting.source).toMatch(/a'urba.*Les loyers en 2021.*12\.2 EUR\/m2/);
    expect(sourceText(sitting.source, 'nl')).toMatch(
      /mediane huur zonder servicekosten.*agglomeratie Bordeaux/,
    );
    expect(sourceText(sitting.note!, 'nl')).toMatch(/dus onder wat een nieuwkomer in de stad betaalt/);
    for (const b of [1, 2, 3, 4] as const) {
      const tenants = cityTenantRent(bordeaux, b)!;
      expect(cityRent(bordeaux, b).value, `${b} bedroom(s)`).toBeGreaterThanOrEqual(tenants.value);
    }
    // Not raised: the estimate (620 for 1 bedroom) already lies above what sitting tenants pay.
    expect(cityRent(bordeaux, 1).value).toBe(620);
  });

  it("Marseille: ADIL 13's 2021 median of the city's private homes (12.20 EUR/m2) beside the estimate", () => {
    const marseille = city('marseille');
    expect(rentTenancy(marseille)).toBe('estimate');
    const sitting = cityTenantRent(marseille, 1)!;
    expect(sitting).toBeDefined();
    expect(sitting.tenancy).toBe('sitting');
    expect(sitting.value).toBe(610); // 12.20 EUR/m2 x 50 m2
    expect(sitting.basis).toBe('derived'); // a rent per m2 scaled by floor area (decision 0122)
    expect(sitting.year).toBe(2021);
    expect(sitting.source).toMatch(/ADIL des Bouches-du-Rhone.*bilan 2021.*Marseille, 12\.20 EUR\/m2/);
    expect(sourceText(sitting.source, 'nl')).toMatch(/netwerk van ANIL.*alle huurders, Marseille/);
    expect(sourceText(sitting.note!, 'nl')).toMatch(/dus wat zittende huurders betalen/);
    for (const b of [1, 2, 3, 4] as const) {
      const tenants = cityTenantRent(marseille, b)!;
      expect(cityRent(marseille, b).value, `${b} bedroom(s)`).toBeGreaterThan(tenants.value);
    }
    expect(cityRent(marseille, 1).value).toBe(750);
  });
});
