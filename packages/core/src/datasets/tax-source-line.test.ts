import { describe, expect, it } from 'vitest';
import { NetPayQuery } from '../contracts/figures';
import { householdNetIncome } from '../engine/bundled';
import { netPayFor } from '../rules/figures';
import { sourceText } from '../text/sources';
import { listCities } from './cities';
import { householdNetPay, netAnnualSalary, taxDataset, taxRegionOfCity } from './tax';

// Decision 0143 (walk #32): the net-pay source line names every tax applied, the region's state and city taxes too.
describe('US net-pay source line names the state and city taxes', () => {
  const us = taxDataset.rules.find((r) => r.countryCode === 'US')!;
  const usCities = listCities()
    .filter((c) => c.countryCode === 'US')
    .map((c) => c.id);

  it('every US city with a state or local tax cites that region on the line the app shows', () => {
    expect(usCities.length).toBe(17);
    for (const cityId of usCities) {
      const region = us.regions![taxRegionOfCity(cityId)!]!;
      const taxes = [...(region.incomeTaxes ?? []), ...(region.contributions ?? [])];
      if (taxes.length === 0) continue;
      const cited = region.sourceLine ?? region.source;
      const q = NetPayQuery.parse({ city: cityId, gross: 120000 });
      const r = netPayFor(q);
      expect(r.ok, cityId).toBe(true);
      const line = r.ok ? r.value.netMonthly.source : '';
      expect(line, cityId).toContain(cited);
      expect(line.length, cityId).toBeLessThanOrEqual(300);
      expect(netAnnualSalary('US', 120000, { cityId }).source, cityId).toContain(cited);
      const h = householdNetPay({ countryCode: 'US', cityId, earners: [120000], adults: 1, children: 0 });
      expect(householdNetIncome(h).source, cityId).toContain(cited);
      // Dutch: the line is translated, not shown in English.
      expect(sourceText(line, 'nl'), cityId).not.toBe(line);
      expect(sourceText(line, 'nl'), cityId).not.toContain(' …');
    }
  });

  it('New York: IRS, SSA, and New York State and City (Form IT-201) on the line', () => {
    const r = netPayFor(NetPayQuery.parse({ city: 'new-york-city', gross: 250000, adults: 2 }));
    const line = r.ok ? r.value.netMonthly.source : '';
    for (const part of ['IRS', 'SSA', 'New York State', 'New York City', 'IT-201 instructions 2025'])
      expect(line).toContain(part);
    expect(sourceText(line, 'nl')).toContain('inkomstenbelasting van de staat New York en van New York City');
  });
});
