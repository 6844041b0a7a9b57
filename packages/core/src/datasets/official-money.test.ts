import { describe, expect, it } from 'vitest';
import { cityRent, cityTenantRent, getCity, rentTenancy } from './cities';
import { roleSalaryInCity } from './roles';

const city = (id: string) => getCity(id)!;

describe('official rents', () => {
  it('US cities use HUD Fair Market Rents FY2025 (recent movers) by bedrooms', () => {
    // ../shared/data/rents/us_hud_fmr_fy2025_metros.csv: New York County 1-4 BR.
    const nyc = city('new-york-city');
    expect(([1, 2, 3, 4] as const).map((b) => cityRent(nyc, b).value)).toEqual([2511, 2780, 3465, 3738]);
    expect(cityRent(nyc, 1).basis).toBe('official');
    expect(rentTenancy(nyc)).toBe('newcomer');
  });

  it('Dublin and Lisbon use new-letting figures (RTB new tenancies, INE new leases)', () => {
    expect(rentTenancy(city('dublin'))).toBe('newcomer');
    expect(cityRent(city('dublin'), 2).value).toBe(2130); // RTB Q1 2024 new tenancies 2,128, taken as 2 bedrooms
    expect(cityRent(city('lisbon'), 1).value).toBe(760); // 15.22 EUR/m2 x 50 m2
  });

  it('sitting-tenant figures are shown beside the planner, never used as what a newcomer pays', () => {
    const berlin = city('berlin');
    expect(rentTenancy(berlin)).toBe('estimate');
    const sitting = cityTenantRent(berlin, 1)!;
    expect(sitting.tenancy).toBe('sitting');
    expect(sitting.value).toBe(380); // Census 2022: 7.67 EUR/m2 x 50 m2
    expect(cityRent(berlin, 1).value).toBeGreaterThan(sitting.value);
    expect(cityTenantRent(city('munich'), 1)!.tenancy).toBe('recent');
  });
});

describe('official pay', () => {
  it('German nurses: the Destatis full-time median (4,310 a month x 12), the same in Munich and Berlin', () => {
    const berlin = roleSalaryInCity('registered-nurse', 'mid', 'berlin')!;
    expect(berlin.value).toBe(51500);
    expect(berlin.basis).toBe('official');
    expect(roleSalaryInCity('registered-nurse', 'mid', 'munich')!.value).toBe(51500);
    expect(roleSalaryInCity('registered-nurse', 'senior', 'berlin')!.basis).toBe('estimate');
  });

  it('Munich is not Berlin: the regional pay level comes from the BA full-time medians', () => {
    const munich = roleSalaryInCity('software-developer', 'mid', 'munich')!.value;
    const berlin = roleSalaryInCity('software-developer', 'mid', 'berlin')!.value;
    expect(munich / berlin).toBeCloseTo(5362 / 4189, 1);
    expect(city('munich').payRegion!.ratio).toBeCloseTo(5362 / 4013, 3);
  });
});
