// Builds tax.json: national rules (sources/tax-2025.json), regional layers (sources/tax-regions-2025.json: US states
// and cities, Swedish municipalities, Scotland, Spain's autonomous communities and Bizkaia) and child benefits
// (sources/child-benefits-2025.json, with Swiss cantons). Used by build.mjs.
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

// ------------------------------------------------------------------ Switzerland (sources/tax-ch-2025.json)

const pct = (x) => Math.round(x * 1e6) / 1e8;

/** [upTo, percent] pairs (upTo null = open) or [width, percent] pairs as brackets, rates times `factor`. */
function chBrackets(rows, kind, factor = 1, stretch = 1) {
  let at = 0;
  return rows.map(([edge, rate]) => {
    const upTo = edge === null ? null : kind === 'widths' ? (at += edge) : edge;
    return { upTo: upTo === null ? null : Math.round(upTo * stretch), rate: pct(rate * factor) };
  });
}

/** The direct federal tax (national) with its married scale, deductions and the parents' credit. */
function chFederal(ch) {
  const f = ch.federal;
  const professional = { kind: 'rate', ...f.professional };
  return {
    tax: {
      id: 'federal',
      name: f.name,
      base: 'afterDeductible',
      schedule: { kind: 'brackets', brackets: chBrackets(f.single, 'thresholds') },
      deductions: [
        professional,
        { kind: 'fixed', amount: f.insurance.single },
        { kind: 'per-child', amount: f.childDeduction + f.insurance.perChild },
      ],
      joint: {
        schedule: { kind: 'brackets', brackets: chBrackets(f.married, 'thresholds') },
        deductions: [
          professional,
          { kind: 'fixed', amount: f.insurance.married + f.marriedDeduction },
          { kind: 'per-child', amount: f.childDeduction + f.insurance.perChild },
        ],
      },
    },
    credit: {
      kind: 'per-child',
      name: "Parents' credit (direct federal tax)",
      amounts: [f.childCredit],
      appliesTo: ['federal'],
    },
  };
}

/** A canton's and commune's income tax as a region layer. */
function chCanton(ch, c) {
  const factor = (c.multipliers.canton + c.multipliers.commune) / 100;
  const single = chBrackets(c.single, c.scale, factor);
  const married = c.married
    ? chBrackets(c.married, c.scale, factor)
    : chBrackets(c.single, c.scale, factor, c.marriedSplitting);
  const professional = { kind: 'rate', ...c.professional };
  const perChild = c.childDeduction + (c.insurance.perChild ?? 0);
  const deductions = (status) => [
    professional,
    {
      kind: 'fixed',
      amount:
        c.insurance[status] +
        (status === 'married' ? (c.marriedDeduction ?? 0) : 0) +
        (c.allowance?.[status] ?? 0),
    },
    { kind: 'per-child', amount: perChild },
  ];
  return {
    name: c.commune,
    ...(c.basis && { basis: c.basis }),
    source: `${ch.source}; canton ${c.canton}, commune ${c.commune} (BFS ${c.bfsId}), ${ch.year}`,
    note: c.note,
    incomeTaxes: [
      {
        id: 'cantonal',
        name: c.name,
        base: 'afterDeductible',
        schedule: { kind: 'brackets', brackets: single },
        deductions: deductions('single'),
        joint: { schedule: { kind: 'brackets', brackets: married }, deductions: deductions('married') },
      },
    ],
    ...(c.personalTax && {
      contributions: [
        {
          name: 'Personalsteuer',
          rate: 0,
          fixed: c.personalTax,
          base: 'gross',
          deductible: false,
          kind: 'local',
        },
      ],
    }),
  };
}

export function buildTax(cityIds) {
  const national = src('tax-2025.json');
  const regional = src('tax-regions-2025.json');
  const benefits = src('child-benefits-2025.json');
  const ch = src('tax-ch-2025.json');
  const federal = chFederal(ch);
  national.rules.CH = {
    ...national.rules.CH,
    incomeTaxes: [federal.tax],
    credits: [federal.credit],
  };
  regional.regions.CH = Object.fromEntries(
    Object.entries(ch.cantons).map(([id, c]) => [id, chCanton(ch, c)]),
  );
  const rules = Object.entries(national.rules).map(([countryCode, r]) => {
    const childBenefit = benefits.countries[countryCode];
    if (!childBenefit) throw new Error(`no child benefit entry for ${countryCode}`);
    if (!r.family) throw new Error(`no family taxation for ${countryCode}`);
    const regions = { ...(regional.regions[countryCode] ?? {}) };
    for (const [id, region] of Object.entries(benefits.regions[countryCode] ?? {})) {
      regions[id] = regions[id] ? { ...regions[id], childBenefit: region.childBenefit } : region;
    }
    for (const region of Object.values(regions)) {
      if (region.incomeTaxes) region.incomeTaxes = region.incomeTaxes.map(expandTax);
    }
    return {
      countryCode,
      currency: r.currency,
      year: national.year,
      basis: r.basis,
      ...(r.basisWithoutRegion && { basisWithoutRegion: r.basisWithoutRegion }),
      source: r.source,
      ...(r.sourceLine && { sourceLine: r.sourceLine }),
      note: r.note,
      ...(r.loneParentRelief && { loneParentRelief: r.loneParentRelief }),
      contributions: r.contributions,
      // A public-sector scheme's tiered member contribution for named roles, instead of the pension line (decision 0137).
      ...(r.roleSchemes && { roleSchemes: r.roleSchemes }),
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
