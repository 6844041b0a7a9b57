import taxJson from './data/tax.json';
import type { SourcedFigure } from './figure';
import { TaxDataset, type TaxDeduction, type TaxRule, type TaxSchedule } from './schemas';

/** Validated once at module load; a malformed file fails loudly rather than computing nonsense. */
export const taxDataset: TaxDataset = TaxDataset.parse(taxJson);

const rulesByCountry = new Map(taxDataset.rules.map((r) => [r.countryCode, r]));

export function getTaxRule(countryCode: string): TaxRule | undefined {
  return rulesByCountry.get(countryCode.toUpperCase());
}

export function listTaxCountries(): string[] {
  return [...rulesByCountry.keys()];
}

/** Tax of a schedule on an amount (0 for amounts <= 0). */
export function scheduleTax(schedule: TaxSchedule, amount: number): number {
  if (amount <= 0) return 0;
  if (schedule.kind === 'brackets') {
    let tax = 0;
    let lower = 0;
    for (const { upTo, rate } of schedule.brackets) {
      const top = upTo ?? Infinity;
      if (amount > lower) tax += (Math.min(amount, top) - lower) * rate;
      if (amount <= top) break;
      lower = top;
    }
    return tax;
  }
  const x = Math.floor(amount);
  let zone = schedule.zones[0];
  for (const z of schedule.zones) if (x >= z.from) zone = z;
  if (!zone) return 0;
  const t = (x - zone.base) / zone.divisor;
  return Math.max(0, Math.floor(zone.a * t * t + zone.b * t + zone.c));
}

/** Piecewise-linear interpolation through points sorted by x; flat before the first and after the last. */
export function interpolate(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0];
  if (!first) return 0;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (x <= b[0]) return b[0] === a[0] ? b[1] : a[1] + ((x - a[0]) * (b[1] - a[1])) / (b[0] - a[0]);
  }
  return points[points.length - 1]![1];
}

function deductionAmount(d: TaxDeduction, base: number): number {
  switch (d.kind) {
    case 'fixed':
      return d.amount;
    case 'rate': {
      let v = base * d.rate;
      if (d.min !== undefined) v = Math.max(v, d.min);
      if (d.max !== undefined) v = Math.min(v, d.max);
      return v;
    }
    case 'points':
      return interpolate(d.points, base);
  }
}

export interface NetSalaryBreakdown {
  countryCode: string;
  currency: string;
  gross: number;
  contributions: { name: string; amount: number }[];
  incomeTaxes: { id: string; name: string; taxable: number; amount: number }[];
  credits: number;
  surcharges: number;
  totalTax: number;
  net: number;
}

/**
 * Net annual pay for a single employee without children under the country's 2025 rules: gross minus employee
 * contributions, income taxes after credits, and surcharges. One function for every country: the differences are
 * data (`tax.json`), documented per rule in its `note`.
 */
export function netSalaryBreakdown(countryCode: string, grossAnnual: number): NetSalaryBreakdown {
  const rule = getTaxRule(countryCode);
  if (!rule) throw new Error(`No tax rule for country ${countryCode}`);
  if (!Number.isFinite(grossAnnual) || grossAnnual < 0)
    throw new Error('Gross salary must be a non-negative number');
  const gross = grossAnnual;

  const band = (base: number, from = 0, to = Infinity) => Math.max(0, Math.min(base, to) - from);
  const grossContribs = rule.contributions
    .filter((c) => c.base === 'gross')
    .map((c) => ({ c, amount: c.rate * band(gross, c.from, c.to) }));
  const deductible = grossContribs.filter(({ c }) => c.deductible).reduce((s, { amount }) => s + amount, 0);
  const afterDeductible = gross - deductible;
  const laterContribs = rule.contributions
    .filter((c) => c.base === 'afterDeductible')
    .map((c) => ({ c, amount: c.rate * band(afterDeductible, c.from, c.to) }));
  const contributions = [...grossContribs, ...laterContribs].map(({ c, amount }) => ({
    name: c.name,
    amount,
  }));

  const baseOf = (b: 'gross' | 'afterDeductible') => (b === 'gross' ? gross : afterDeductible);
  const incomeTaxes = rule.incomeTaxes.map((t) => {
    const share = t.share ? t.share[0] / t.share[1] : 1;
    const before = baseOf(t.base) * share;
    const taxable = Math.max(0, before - t.deductions.reduce((s, d) => s + deductionAmount(d, before), 0));
    return { id: t.id, name: t.name, taxable, amount: scheduleTax(t.schedule, taxable) };
  });

  // Credits are non-refundable: they reduce the taxes they apply to, never below zero.
  const creditPools = new Map<string, number>();
  for (const cr of rule.credits) {
    const ids = cr.kind === 'allowance' ? [cr.taxId] : (cr.appliesTo ?? rule.incomeTaxes.map((t) => t.id));
    const amount =
      cr.kind === 'allowance'
        ? scheduleTax(rule.incomeTaxes.find((t) => t.id === cr.taxId)!.schedule, cr.amount)
        : interpolate(cr.points, baseOf(cr.base));
    const key = ids.join('|');
    creditPools.set(key, (creditPools.get(key) ?? 0) + amount);
  }
  let creditsUsed = 0;
  const remaining = new Map(incomeTaxes.map((t) => [t.id, t.amount]));
  for (const [key, amount] of creditPools) {
    let left = amount;
    for (const id of key.split('|')) {
      const due = remaining.get(id) ?? 0;
      const use = Math.min(due, left);
      remaining.set(id, due - use);
      left -= use;
      creditsUsed += use;
    }
  }
  const taxAfterCredits = [...remaining.values()].reduce((s, v) => s + v, 0);
  const surcharges = rule.surcharges.reduce((s, sc) => {
    if (sc.freeAmount !== undefined && taxAfterCredits <= sc.freeAmount) return s;
    const full = sc.rate * taxAfterCredits;
    const phased =
      sc.freeAmount !== undefined && sc.phaseInRate !== undefined
        ? sc.phaseInRate * (taxAfterCredits - sc.freeAmount)
        : Infinity;
    return s + Math.min(full, phased);
  }, 0);
  const contributionTotal = contributions.reduce((s, c) => s + c.amount, 0);
  const totalTax = taxAfterCredits + surcharges;
  return {
    countryCode: rule.countryCode,
    currency: rule.currency,
    gross,
    contributions,
    incomeTaxes,
    credits: creditsUsed,
    surcharges,
    totalTax,
    net: gross - contributionTotal - totalTax,
  };
}

/** Net annual pay as a figure: `derived` from official rules, `estimate` where the rule itself is an estimate. */
export function netAnnualSalary(countryCode: string, grossAnnualLocalCurrency: number): SourcedFigure {
  const b = netSalaryBreakdown(countryCode, grossAnnualLocalCurrency);
  const rule = getTaxRule(countryCode)!;
  return {
    value: Math.round(b.net),
    basis: rule.basis === 'official' ? 'derived' : 'estimate',
    source: rule.source,
    year: rule.year,
    currency: rule.currency,
    unit: 'per year, net',
    note: rule.note,
  };
}
