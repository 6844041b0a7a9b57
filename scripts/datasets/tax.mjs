// Builds tax.json: national rules (sources/tax-2025.json), regional layers (sources/tax-regions-2025.json: US states
// and cities, Swedish municipalities, Scotland) and child benefits (sources/child-benefits-2025.json, with Swiss
// cantons). Used by build.mjs.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = (name) => JSON.parse(readFileSync(resolve(here, 'sources', name), 'utf8'));
const round = (x) => Math.round(x * 10) / 10;

/** Sweden's basic allowance (grundavdrag, IL 63 kap. 3 §) for people under 66, as points on income. */
function seGrundavdrag(pbb) {
  const f = (x) => {
    const r = x / pbb;
    if (r <= 0.99) return 0.423 * pbb;
    if (r <= 2.72) return 0.225 * pbb + 0.2 * x;
    if (r <= 3.11) return 0.77 * pbb;
    if (r <= 7.88) return 0.77 * pbb - 0.1 * (x - 3.11 * pbb);
    return 0.293 * pbb;
  };
  return [0, 0.99, 2.72, 3.11, 7.88].map((r) => r * pbb).map((x) => [round(x), round(f(x))]);
}

const expandDeductions = (ds) =>
  ds.map((d) => (d.kind === 'se-grundavdrag' ? { kind: 'points', points: seGrundavdrag(d.pbb) } : d));
const expandTax = (t) => ({ ...t, deductions: expandDeductions(t.deductions) });

export function buildTax(cityIds) {
  const national = src('tax-2025.json');
  const regional = src('tax-regions-2025.json');
  const benefits = src('child-benefits-2025.json');
  const rules = Object.entries(national.rules).map(([countryCode, r]) => {
    const childBenefit = benefits.countries[countryCode];
    if (!childBenefit) throw new Error(`no child benefit entry for ${countryCode}`);
    if (!r.family) throw new Error(`no family taxation for ${countryCode}`);
    const regions = { ...(regional.regions[countryCode] ?? {}), ...(benefits.regions[countryCode] ?? {}) };
    for (const region of Object.values(regions)) {
      if (region.incomeTaxes) region.incomeTaxes = region.incomeTaxes.map(expandTax);
    }
    return {
      countryCode,
      currency: r.currency,
      year: national.year,
      basis: r.basis,
      source: r.source,
      note: r.note,
      contributions: r.contributions,
      incomeTaxes: r.incomeTaxes.map(expandTax),
      credits: r.credits,
      surcharges: r.surcharges,
      family: r.family,
      childBenefit,
      ...(Object.keys(regions).length > 0 && { regions }),
    };
  });
  const regionByCity = { ...regional.regionByCity, ...benefits.regionByCity };
  for (const [city, region] of Object.entries(regionByCity)) {
    if (!cityIds.has(city)) throw new Error(`tax region for unknown city ${city}`);
    if (!rules.some((r) => r.regions?.[region])) throw new Error(`unknown tax region ${region}`);
  }
  return { year: national.year, rules, regionByCity, iseeScale: benefits.iseeScale.values };
}
