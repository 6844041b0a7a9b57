import taxJson from './data/tax.json';
import type { SourcedFigure } from './figure';
import {
  TaxDataset,
  type ChildBenefit,
  type ChildBenefitPart,
  type Contribution,
  type IncomeTax,
  type RoleScheme,
  type TaxCredit,
  type TaxDeduction,
  type TaxRule,
  type TaxSchedule,
} from './tax-schema';

/** Validated once at module load; a malformed file fails loudly rather than computing nonsense. */
export const taxDataset: TaxDataset = TaxDataset.parse(taxJson);

const rulesByCountry = new Map(taxDataset.rules.map((r) => [r.countryCode, r]));

export function getTaxRule(countryCode: string): TaxRule | undefined {
  return rulesByCountry.get(countryCode.toUpperCase());
}

export function listTaxCountries(): string[] {
  return [...rulesByCountry.keys()];
}

/** The tax region (state, canton, municipality, Scotland) of a city, when its country's rule has regional layers. */
export function taxRegionOfCity(cityId: string): string | undefined {
  return taxDataset.regionByCity[cityId];
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

/** The marginal rate of a bracket schedule at an amount (0 for formula schedules below their first zone). */
export function marginalRate(schedule: TaxSchedule, amount: number): number {
  if (schedule.kind === 'brackets') {
    let lower = 0;
    for (const { upTo, rate } of schedule.brackets) {
      const top = upTo ?? Infinity;
      if (amount <= top && amount >= lower) return rate;
      lower = top;
    }
    return schedule.brackets[schedule.brackets.length - 1]!.rate;
  }
  return (scheduleTax(schedule, amount + 100) - scheduleTax(schedule, amount)) / 100;
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

// ---------------------------------------------------------------- the effective rule of a place

export interface TaxOptions {
  /** A tax region id of the rule (a state, canton, municipality); else the city's region, else national rules. */
  region?: string;
  cityId?: string;
  /** Newcomers (the default) pay no contributions reserved for citizens and permanent residents (Singapore's CPF). */
  residency?: 'newcomer' | 'citizen';
  /** Include the typical occupational pension premium where the rule has one (default true). */
  pension?: boolean;
  /**
   * The main earner's role: where the rule has a public-sector scheme for it (the UK's NHS and teachers' schemes),
   * its tiered member contribution replaces the pension line (decision 0137). The partner's role is not known.
   */
  roleId?: string;
}

interface EffectiveRule {
  rule: TaxRule;
  regionId?: string;
  regionName?: string;
  basis: 'official' | 'estimate';
  sources: string[];
  notes: string[];
  contributions: Contribution[];
  incomeTaxes: IncomeTax[];
  credits: TaxCredit[];
  childBenefit: ChildBenefit;
}

const effectiveCache = new Map<string, EffectiveRule>();

function effectiveRule(countryCode: string, options: TaxOptions): EffectiveRule {
  const rule = getTaxRule(countryCode);
  if (!rule) throw new Error(`No tax rule for country ${countryCode}`);
  const regionId = options.region ?? (options.cityId ? taxRegionOfCity(options.cityId) : undefined);
  const region = regionId ? rule.regions?.[regionId] : undefined;
  const key = `${rule.countryCode}|${region ? regionId : ''}`;
  const cached = effectiveCache.get(key);
  if (cached) return cached;
  const incomeTaxes = rule.incomeTaxes.flatMap((t) => {
    const r = region?.replace?.[t.id];
    if (!r) return [t];
    if (r.omit) return [];
    return [
      {
        ...t,
        ...(r.name && { name: r.name }),
        ...(r.schedule && { schedule: r.schedule }),
        ...(r.deductions && { deductions: r.deductions }),
        ...(r.joint && { joint: r.joint }),
        ...(r.loneParent && { loneParent: r.loneParent }),
      },
    ];
  });
  const effective: EffectiveRule = {
    rule,
    ...(region && { regionId, regionName: region.name }),
    basis: !region
      ? (rule.basisWithoutRegion ?? rule.basis)
      : rule.basis === 'estimate' || region.basis === 'estimate'
        ? 'estimate'
        : 'official',
    // A region's taxes are named on the source line (decision 0143): the short forms where the rule has them, so the
    // region's forms fit the 300-character line beside the national ones.
    sources: region ? [rule.sourceLine ?? rule.source, region.sourceLine ?? region.source] : [rule.source],
    notes: [rule.note, ...(region?.note ? [region.note] : [])],
    contributions: [...rule.contributions, ...(region?.contributions ?? [])],
    incomeTaxes: [...incomeTaxes, ...(region?.incomeTaxes ?? [])],
    credits: [...rule.credits.map((c) => region?.replaceCredits?.[c.name] ?? c), ...(region?.credits ?? [])],
    childBenefit: region?.childBenefit ?? rule.childBenefit,
  };
  effectiveCache.set(key, effective);
  return effective;
}

// ---------------------------------------------------------------- one earner's contributions

export type NetLineKind = 'contribution' | 'pension' | 'income-tax' | 'child-benefit';

/** One line of a net-pay calculation: what is paid (positive) or received (child benefits, refunds). */
export interface NetLine {
  id: string;
  name: string;
  kind: NetLineKind;
  /** Annual amount in the country's currency; for taxes after credits; negative for a refundable credit paid out. */
  amount: number;
  /** 0 = the main earner, 1 = the partner; absent for taxes of a joint return and for benefits. */
  person?: number;
  basis: 'official' | 'estimate';
  note?: string;
  /** A pension line's own source, where it has one (decision 0127). */
  source?: string;
  /** A pension line that is the law's minimum contribution, not a typical premium (decision 0127). */
  statutory?: boolean;
  /** A public-sector scheme's member contribution (its id: `nhs`, `teachers`; decision 0137). */
  scheme?: RoleScheme['id'];
}

interface PersonContributions {
  lines: NetLine[];
  deductible: number;
  total: number;
}

const band = (base: number, from = 0, to = Infinity) => Math.max(0, Math.min(base, to) - from);

/** The public-sector scheme of a role under a rule, if any (decision 0137). */
export function roleSchemeOf(rule: TaxRule, roleId: string | undefined): RoleScheme | undefined {
  return roleId ? rule.roleSchemes?.find((s) => s.roleIds.includes(roleId)) : undefined;
}

/** A scheme's member rate for a gross pay: the rate of the tier the pay falls in, applied to all of it. */
export function schemeRate(scheme: RoleScheme, gross: number): number {
  return (
    scheme.tiers.find((t) => t.upTo === null || gross <= t.upTo) ?? scheme.tiers[scheme.tiers.length - 1]!
  ).rate;
}

/** A contribution's rate for an earner in a household with `children` children. */
const rateOf = (c: Contribution, children: number) =>
  c.rateByChildren ? c.rateByChildren[Math.min(children, c.rateByChildren.length - 1)]! : c.rate;

function contributionsOf(
  er: EffectiveRule,
  gross: number,
  person: number,
  options: TaxOptions,
  children = 0,
) {
  const out: PersonContributions = { lines: [], deductible: 0, total: 0 };
  const applies = (c: Contribution) =>
    !(c.citizensOnly && options.residency !== 'citizen') &&
    !(c.kind === 'pension' && options.pension === false) &&
    !(c.exemptBelow !== undefined && gross < c.exemptBelow) &&
    gross > 0;
  const add = (c: Contribution, amount: number, i: number) => {
    out.lines.push({
      id: `c${i}-${person}`,
      name: c.name,
      kind: c.kind === 'pension' ? 'pension' : 'contribution',
      amount,
      person,
      basis: c.basis ?? er.basis,
      ...(c.note && { note: c.note }),
      ...(c.source && { source: c.source }),
      ...(c.statutory && { statutory: true }),
    });
    out.total += amount;
  };
  // The main earner's public-sector scheme replaces the rule's pension line (decision 0137).
  const scheme =
    person === 0 && options.pension !== false ? roleSchemeOf(er.rule, options.roleId) : undefined;
  er.contributions.forEach((c, i) => {
    if (c.base !== 'gross' || !applies(c) || (scheme && c.kind === 'pension')) return;
    const amount = rateOf(c, children) * band(gross, c.from, c.to) + (c.fixed ?? 0);
    if (c.deductible) out.deductible += amount;
    add(c, amount, i);
  });
  if (scheme && gross > 0) {
    const amount = schemeRate(scheme, gross) * gross;
    out.deductible += amount;
    out.lines.push({
      id: `scheme-${person}`,
      name: scheme.name,
      kind: 'pension',
      amount,
      person,
      basis: er.regionId && scheme.estimateInRegions?.includes(er.regionId) ? 'estimate' : scheme.basis,
      note: scheme.note,
      source: scheme.source,
      scheme: scheme.id,
    });
    out.total += amount;
  }
  const after = gross - out.deductible;
  er.contributions.forEach((c, i) => {
    if (c.base !== 'afterDeductible' || !applies(c) || (scheme && c.kind === 'pension')) return;
    add(c, rateOf(c, children) * band(after, c.from, c.to) + (c.fixed ?? 0), i);
  });
  return out;
}

// ---------------------------------------------------------------- income taxes of one tax unit

interface TaxUnit {
  /** Gross and income after deductible contributions of each member. */
  gross: number[];
  after: number[];
  adults: number;
  children: number;
  /** A married couple filing one return (joint variants, splitting, quotient). */
  joint: boolean;
  /** One adult with children, no partner (a single parent's allowances apply); never a spouse taxed separately. */
  loneParent?: boolean;
  /** Taxable income moved to (+) or from (-) this unit, by tax id (Belgium's marital quotient). */
  shift?: Record<string, number>;
  /** A spouse taxed separately: the other spouse's income after deductible contributions (Austria's sole earner). */
  partnerIncome?: number;
  /** A spouse taxed separately who is the lower earner of a couple with children (the Dutch IACK). */
  lowerEarnerParent?: boolean;
}

interface UnitTaxes {
  taxes: { id: string; name: string; taxable: number; amount: number }[];
  credits: number;
  refund: number;
  /** Sums paid out whatever the tax (points credits with `paidOut`), by credit name. */
  paid: { name: string; amount: number }[];
  surcharges: { name: string; amount: number }[];
  total: number;
}

function deductionAmount(d: TaxDeduction, base: number, unit: TaxUnit, done: Map<string, number>): number {
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
    case 'per-child':
      return d.amount * unit.children;
    case 'single-parent':
      return unit.loneParent && unit.children > 0
        ? d.amount + (d.perExtraChild ?? 0) * (unit.children - 1)
        : 0;
    case 'tax':
      return Math.min(done.get(d.taxId) ?? 0, interpolate(d.cap, sum(unit.gross)));
  }
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** France's parts: 1 single, 2 couple; + 0.5 for each of the first two children, + 1 from the third; + 0.5 for a single parent. */
export function quotientParts(adults: number, children: number): number {
  const base = adults >= 2 ? 2 : 1;
  const kids = Math.min(children, 2) * 0.5 + Math.max(0, children - 2);
  return base + kids + (adults < 2 && children > 0 ? 0.5 : 0);
}

function taxOfUnit(er: EffectiveRule, unit: TaxUnit): UnitTaxes {
  const family = er.rule.family;
  const gross = sum(unit.gross);
  const after = sum(unit.after);
  const done = new Map<string, number>();
  const taxable = new Map<string, number>();
  const taxes: UnitTaxes['taxes'] = [];
  for (const t of er.incomeTaxes) {
    const variant =
      unit.joint && t.joint
        ? t.joint
        : unit.loneParent && unit.children > 0 && t.loneParent
          ? t.loneParent
          : t;
    const share = t.share ? t.share[0] / t.share[1] : 1;
    const before = (t.base === 'gross' ? gross : after) * share;
    const deductions = variant.deductions.reduce((s, d) => s + deductionAmount(d, before, unit, done), 0);
    const x = Math.max(0, before - deductions + (unit.shift?.[t.id] ?? 0));
    let schedule = variant.schedule;
    if (unit.joint && t.lowerEarnerBand && schedule.kind === 'brackets' && unit.gross.length > 1) {
      const lower = Math.min(...unit.gross);
      const { bracket, max } = t.lowerEarnerBand;
      const shift = Math.min(lower, max);
      schedule = {
        kind: 'brackets',
        brackets: schedule.brackets.map((b, i) =>
          i >= bracket && b.upTo !== null ? { ...b, upTo: b.upTo + shift } : b,
        ),
      };
    }
    let amount: number;
    if (family.kind === 'splitting' && unit.joint && family.taxIds.includes(t.id)) {
      amount = family.divisor * scheduleTax(schedule, x / family.divisor);
    } else if (family.kind === 'quotient' && family.taxIds.includes(t.id)) {
      const parts = quotientParts(unit.adults, unit.children);
      const baseParts = unit.adults >= 2 ? 2 : 1;
      const full = parts * scheduleTax(schedule, x / parts);
      const plain = baseParts * scheduleTax(schedule, x / baseParts);
      const cap = ((parts - baseParts) / 0.5) * family.plafondPerHalfPart;
      amount = Math.max(full, plain - cap);
    } else {
      amount = scheduleTax(schedule, x);
    }
    if (t.recapture && gross > t.recapture.from) {
      const flat = marginalRate(schedule, x) * x;
      const f = Math.min(1, (gross - t.recapture.from) / t.recapture.phase);
      if (flat > amount) amount += f * (flat - amount);
    }
    done.set(t.id, amount);
    taxable.set(t.id, x);
    taxes.push({ id: t.id, name: t.name, taxable: x, amount });
  }

  // Credits: non-refundable ones reduce the taxes they apply to, never below zero; refundable parts are paid out.
  const pools: { ids: string[]; amount: number }[] = [];
  let refundable = 0;
  const paid: { name: string; amount: number }[] = [];
  const allIds = er.incomeTaxes.map((t) => t.id);
  for (const cr of er.credits) {
    if (cr.kind === 'points') {
      if (
        cr.partnerIncomeMax !== undefined &&
        (unit.partnerIncome === undefined || unit.partnerIncome > cr.partnerIncomeMax)
      )
        continue;
      if (cr.lowerEarnerParent && !unit.lowerEarnerParent && !(unit.loneParent && unit.children > 0))
        continue;
      if (cr.loneParent && !(unit.loneParent && unit.children > 0 && !unit.joint)) continue;
      const base =
        cr.base === 'gross'
          ? gross
          : cr.base === 'afterDeductible'
            ? after
            : (taxable.get(cr.taxId ?? '') ?? 0);
      const n = !unit.joint
        ? 1
        : cr.perAdult
          ? unit.adults
          : cr.perEarner
            ? Math.max(1, unit.gross.filter((g) => g > 0).length)
            : 1;
      const points = unit.joint && cr.jointPoints ? cr.jointPoints : cr.points;
      const amount = interpolate(points, base) * n;
      if (cr.paidOut) paid.push({ name: cr.name, amount });
      else pools.push({ ids: cr.appliesTo ?? allIds, amount });
    } else if (cr.kind === 'allowance') {
      const tax = er.incomeTaxes.find((t) => t.id === cr.taxId);
      let allowance = cr.amount;
      if (cr.children && unit.children > 0) {
        const { totals, perExtraChild } = cr.children;
        const n = Math.min(unit.children, totals.length);
        allowance += totals[n - 1]! + perExtraChild * (unit.children - n);
      }
      if (tax) pools.push({ ids: [cr.taxId], amount: scheduleTax(tax.schedule, allowance) });
    } else if (cr.kind === 'se-job') {
      pools.push({ ids: [cr.taxId], amount: seJobCredit(er, cr, gross, unit) });
    } else if (cr.kind === 'sole-earner') {
      if (unit.children <= 0 || unit.partnerIncome === undefined || unit.partnerIncome > cr.partnerIncomeMax)
        continue;
      const n = Math.min(unit.children, cr.totals.length);
      const amount = cr.totals[n - 1]! + cr.perExtraChild * (unit.children - n);
      pools.push({ ids: cr.appliesTo ?? allIds, amount });
    } else if (cr.kind === 'home-carer') {
      if (!unit.joint || unit.children <= 0 || unit.gross.length < 2) continue;
      const lower = Math.min(...unit.gross);
      const amount = Math.max(0, cr.amount - cr.taper * Math.max(0, lower - cr.incomeFrom));
      pools.push({ ids: cr.appliesTo ?? allIds, amount });
    } else {
      if (unit.children <= 0) continue;
      let amount = 0;
      for (let i = 0; i < unit.children; i++) amount += cr.amounts[Math.min(i, cr.amounts.length - 1)]!;
      if (cr.phaseOut) {
        const from = unit.joint ? cr.phaseOut.joint : cr.phaseOut.single;
        amount = Math.max(
          0,
          amount - Math.ceil(Math.max(0, gross - from) / cr.phaseOut.per) * cr.phaseOut.amount,
        );
      }
      const ids = cr.appliesTo ?? allIds;
      // What the credits before it leave of the tax (Poland's child relief comes after the tax-reducing amount), so
      // the refundable part is what this credit cannot use.
      const before = pools
        .filter((p) => p.ids.some((id) => ids.includes(id)))
        .reduce((s, p) => s + p.amount, 0);
      const due = Math.max(0, ids.reduce((s, id) => s + (done.get(id) ?? 0), 0) - before);
      const used = Math.min(due, amount);
      pools.push({ ids, amount: used });
      if (cr.refundable && amount > used) {
        const limit = Math.min(
          cr.refundable.perChild * unit.children,
          cr.refundable.rate * Math.max(0, gross - cr.refundable.above),
        );
        refundable += Math.min(amount - used, limit);
      }
    }
  }
  const remaining = new Map(taxes.map((t) => [t.id, t.amount]));
  let credits = 0;
  for (const pool of pools) {
    let left = pool.amount;
    for (const id of pool.ids) {
      const due = remaining.get(id) ?? 0;
      const use = Math.min(due, left);
      remaining.set(id, due - use);
      left -= use;
      credits += use;
    }
  }
  const afterCredits = [...remaining.values()].reduce((s, v) => s + v, 0);
  const splitFactor = family.kind === 'splitting' && unit.joint ? family.divisor : 1;
  const surcharges = er.rule.surcharges.map((sc) => {
    const free = sc.freeAmount === undefined ? undefined : sc.freeAmount * splitFactor;
    if (free !== undefined && afterCredits <= free) return { name: sc.name, amount: 0 };
    const full = sc.rate * afterCredits;
    const phased =
      free !== undefined && sc.phaseInRate !== undefined ? sc.phaseInRate * (afterCredits - free) : Infinity;
    return { name: sc.name, amount: Math.min(full, phased) };
  });
  for (const t of taxes) t.amount = remaining.get(t.id) ?? 0;
  const total =
    afterCredits +
    surcharges.reduce((s, x) => s + x.amount, 0) -
    refundable -
    paid.reduce((s, p) => s + p.amount, 0);
  return { taxes, credits, refund: refundable, paid, surcharges, total };
}

function seJobCredit(
  er: EffectiveRule,
  cr: Extract<TaxCredit, { kind: 'se-job' }>,
  gross: number,
  unit: TaxUnit,
): number {
  const tax = er.incomeTaxes.find((t) => t.id === cr.taxId);
  if (!tax) return 0;
  const ai = Math.floor(gross / 100) * 100;
  const ga = tax.deductions.reduce((s, d) => s + deductionAmount(d, gross, unit, new Map()), 0);
  const ki = tax.schedule.kind === 'brackets' ? tax.schedule.brackets[0]!.rate : 0;
  const p = cr.pbb;
  let base: number;
  if (ai <= 0.91 * p) base = ai;
  else if (ai <= 3.24 * p) base = 0.91 * p + 0.3874 * (ai - 0.91 * p);
  else if (ai <= 8.08 * p) base = 1.813 * p + cr.step3 * (ai - 3.24 * p);
  else base = cr.cap * p;
  return Math.max(0, Math.floor((base - ga) * ki));
}

/**
 * Denmark: a spouse's unused part of the first (zero-rate) band of the listed taxes moves to the other spouse. Returns
 * the rule for earner `i` with that band widened by what the other spouse leaves unused (the rule itself otherwise).
 */
function transferUnusedBand(er: EffectiveRule, grosses: number[], after: number[], i: number): EffectiveRule {
  const family = er.rule.family;
  if (family.kind !== 'individual' || !family.transferUnusedBand || grosses.length < 2) return er;
  const other = 1 - i;
  const ids = family.transferUnusedBand;
  let changed = false;
  const incomeTaxes = er.incomeTaxes.map((t) => {
    if (!ids.includes(t.id) || t.schedule.kind !== 'brackets') return t;
    const [first, ...rest] = t.schedule.brackets;
    if (!first || first.rate !== 0 || first.upTo === null) return t;
    const base = t.base === 'gross' ? grosses[other]! : after[other]!;
    const unit: TaxUnit = {
      gross: [grosses[other]!],
      after: [after[other]!],
      adults: 1,
      children: 0,
      joint: false,
    };
    const deductions = t.deductions.reduce((s, d) => s + deductionAmount(d, base, unit, new Map()), 0);
    const unused = Math.max(0, first.upTo - Math.max(0, base - deductions));
    if (unused <= 0) return t;
    changed = true;
    const widened = { ...first, upTo: first.upTo + unused };
    return { ...t, schedule: { kind: 'brackets' as const, brackets: [widened, ...rest] } };
  });
  return changed ? { ...er, incomeTaxes } : er;
}

// ---------------------------------------------------------------- child benefits

function childBenefitPart(part: ChildBenefitPart, allChildren: number, ctx: BenefitContext): number {
  // A school-age benefit leaves out the children the household said are under school age (decision 0208).
  const children = part.schoolAge
    ? Math.max(0, allChildren - Math.min(ctx.youngChildren ?? 0, allChildren))
    : allChildren;
  if (children <= 0) return 0;
  let monthly = 0;
  if (part.perChild)
    for (let i = 0; i < children; i++) monthly += part.perChild[Math.min(i, part.perChild.length - 1)]!;
  // Children of a known age at their age band's amount instead (decision 0236, walk W606); the others stay at the
  // OECD convention's age. A school-age part counts only the children at school, so it does not take the young ones'.
  if (part.byAge && part.perChild && !part.schoolAge) {
    const convention = part.perChild[part.perChild.length - 1]!;
    for (const age of (ctx.childAges ?? []).slice(0, children)) {
      const band = part.byAge.find((b) => b.upTo === null || age <= b.upTo);
      monthly += (band?.monthly ?? 0) - convention;
    }
  }
  if (part.totalByCount) {
    const t = part.totalByCount;
    const last = t.length - 1;
    monthly += children <= last ? t[children]! : t[last]! + (children - last) * (t[last]! - t[last - 1]!);
  }
  if (part.singleParent && ctx.loneParent && children > 0) monthly += part.singleParent;
  if (part.perChildByIncome) monthly += children * interpolate(part.perChildByIncome.points, ctx.isee);
  const lm = part.livingMinimumTest;
  if (lm && children > 0) {
    const livingMinimum = lm.firstAdult + (ctx.adults - 1) * lm.furtherAdult + children * lm.perChild;
    if (ctx.householdNet / 12 >= lm.multiple * livingMinimum) return 0;
    if (lm.raised && ctx.higherEarnerGross / 12 >= lm.raised.earnedMonthlyMin)
      monthly += children * lm.raised.perChild;
  }
  if (part.byReferenceIncome && children > 0) {
    const reference = ctx.householdGross / (children + 1);
    const bracket = part.byReferenceIncome.find((b) => b.upTo === null || reference <= b.upTo);
    monthly += children * (bracket?.monthly ?? 0);
  }
  let annual = monthly * 12;
  if (part.taper)
    annual = Math.max(0, annual - part.taper.rate * Math.max(0, ctx.householdGross - part.taper.from));
  if (part.withdraw) {
    const share = (ctx.higherEarnerGross - part.withdraw.from) / (part.withdraw.to - part.withdraw.from);
    annual *= 1 - Math.max(0, Math.min(1, share));
  }
  if (part.steps) {
    let factor = 1;
    for (const s of part.steps) {
      if (ctx.householdTaxable > s.from + Math.max(0, children - 2) * s.perExtraChild) factor = s.factor;
    }
    annual *= factor;
  }
  if (part.twoTier && children > 0) {
    const t = part.twoTier;
    const floor = t.floor * 12 * children;
    const afterFirst = Math.max(floor, annual - t.rate * Math.max(0, ctx.householdGross - t.from));
    annual = Math.max(0, Math.min(afterFirst, annual) - t.rate2 * Math.max(0, ctx.householdGross - t.from2));
  }
  return annual;
}

interface BenefitContext {
  /** Children under school age, when the household said (decision 0076); undefined: not known. */
  youngChildren?: number;
  /** The ages of the children whose age is known (decision 0236); the others are of the OECD convention's age. */
  childAges?: readonly number[];
  /** One adult with children: single parents' supplements apply. */
  loneParent: boolean;
  householdGross: number;
  householdTaxable: number;
  higherEarnerGross: number;
  isee: number;
  adults: number;
  /** Gross minus contributions, pension and income tax, before child benefits. */
  householdNet: number;
}

// ---------------------------------------------------------------- households

export interface HouseholdTaxInput extends TaxOptions {
  countryCode: string;
  /** Gross annual pay of each earner, local currency: the main earner first, then the partner (0 if not working). */
  earners: readonly number[];
  /** 1 or 2 adults; with 2 adults the couple is taxed as a married couple (joint where the country does so). */
  adults: number;
  children: number;
  /** Children under school age, when known (benefits for school children leave them out; decision 0208). */
  youngChildren?: number;
  /** The ages of the children whose age is known (decision 0236): benefits by age take their band. */
  childAges?: readonly number[];
}

export interface HouseholdNet {
  countryCode: string;
  currency: string;
  year: number;
  region?: string;
  regionName?: string;
  /** How the couple's income taxes were computed. */
  taxation: 'single' | 'individual' | 'joint' | 'splitting' | 'quotient';
  grossByEarner: number[];
  gross: number;
  lines: NetLine[];
  contributions: number;
  pension: number;
  incomeTax: number;
  childBenefits: number;
  /** Pay after tax and contributions (pension included), without child benefits. */
  netPay: number;
  /** What the household receives: net pay plus child benefits. */
  net: number;
  /** Where the child benefits come from: the country's (or region's) child-benefit rules, not the income tax's. */
  childBenefitSource: { basis: 'official' | 'estimate'; source: string; year: number };
  basis: 'derived' | 'estimate';
  sources: string[];
  notes: string[];
}

function validateGross(g: number) {
  if (!Number.isFinite(g) || g < 0) throw new Error('Gross salary must be a non-negative number');
}

/**
 * Net income of a household for a year under the country's (and region's) 2025 rules: each earner's employee
 * contributions (and a typical occupational pension where the rule has one, as its own line), income taxes on the
 * couple's incomes taxed the country's way (individually, jointly, with income splitting or France's quotient
 * familial; where joint filing is optional the cheaper way), credits, and child benefits for the number of
 * children. Pure: the rules are data (`tax.json`).
 */
export function householdNetPay(input: HouseholdTaxInput): HouseholdNet {
  const er = effectiveRule(input.countryCode, input);
  const adults = input.adults >= 2 ? 2 : 1;
  const grosses = Array.from({ length: adults }, (_, i) => input.earners[i] ?? 0);
  grosses.forEach(validateGross);
  const children = Math.max(0, Math.floor(input.children));
  const people = grosses.map((g, i) => contributionsOf(er, g, i, input, children));
  const after = grosses.map((g, i) => g - people[i]!.deductible);

  const family = er.rule.family;
  const main = grosses.length > 1 && grosses[1]! > grosses[0]! ? 1 : 0;
  const separately = (): { units: UnitTaxes[]; persons: (number | undefined)[] } => {
    const unitOf = (i: number, shift?: Record<string, number>) =>
      taxOfUnit(transferUnusedBand(er, grosses, after, i), {
        gross: [grosses[i]!],
        after: [after[i]!],
        adults: 1,
        children: i === main ? children : 0,
        joint: false,
        ...(shift && { shift }),
        ...(grosses.length === 2 && { partnerIncome: after[1 - i]! }),
        ...(grosses.length === 2 && children > 0 && i !== main && { lowerEarnerParent: true }),
      });
    let units = grosses.map((_, i) => unitOf(i));
    const quotient = family.kind === 'individual' ? family.maritalQuotient : undefined;
    if (quotient && units.length === 2) {
      const shifts: Record<string, number>[] = [{}, {}];
      const low = 1 - main;
      for (const id of quotient.taxIds) {
        const x = units.map((u) => u.taxes.find((t) => t.id === id)?.taxable ?? 0);
        const moved = Math.max(0, Math.min(quotient.rate * sum(x), quotient.max) - x[low]!);
        shifts[main]![id] = -moved;
        shifts[low]![id] = moved;
      }
      units = grosses.map((_, i) => unitOf(i, shifts[i]));
    }
    return { units, persons: grosses.map((_, i) => i) };
  };
  const together = () => ({
    units: [taxOfUnit(er, { gross: grosses, after, adults: 2, children, joint: true })],
    persons: [undefined],
  });
  let chosen: { units: UnitTaxes[]; persons: (number | undefined)[] };
  let taxation: HouseholdNet['taxation'] = adults === 1 ? 'single' : 'individual';
  if (adults === 1) {
    chosen = {
      units: [
        taxOfUnit(er, { gross: grosses, after, adults: 1, children, joint: false, loneParent: children > 0 }),
      ],
      persons: [0],
    };
  } else if (family.kind === 'individual') {
    chosen = separately();
  } else {
    const joint = together();
    taxation = family.kind;
    chosen = joint;
    if ((family.kind === 'splitting' || family.kind === 'joint') && family.optional) {
      const apart = separately();
      if (sum(apart.units.map((u) => u.total)) < joint.units[0]!.total) {
        chosen = apart;
        taxation = 'individual';
      }
    }
  }

  const lines: NetLine[] = people.flatMap((p) => p.lines);
  chosen.units.forEach((u, k) => {
    const person = chosen.persons[k];
    for (const t of u.taxes)
      lines.push({
        id: `${t.id}${person === undefined ? '' : `-${person}`}`,
        name: t.name,
        kind: 'income-tax',
        amount: t.amount,
        ...(person !== undefined && { person }),
        basis: er.basis,
      });
    for (const s of u.surcharges)
      if (s.amount > 0)
        lines.push({
          id: `surcharge-${s.name}${person === undefined ? '' : `-${person}`}`,
          name: s.name,
          kind: 'income-tax',
          amount: s.amount,
          ...(person !== undefined && { person }),
          basis: er.basis,
        });
    if (u.refund > 0)
      lines.push({
        id: `refund${person === undefined ? '' : `-${person}`}`,
        name: 'Refundable child credit',
        kind: 'income-tax',
        amount: -u.refund,
        ...(person !== undefined && { person }),
        basis: er.basis,
      });
    for (const p of u.paid)
      if (p.amount > 0)
        lines.push({
          id: `paid-${p.name}${person === undefined ? '' : `-${person}`}`,
          name: p.name,
          kind: 'income-tax',
          amount: -p.amount,
          ...(person !== undefined && { person }),
          basis: er.basis,
        });
  });

  const householdGross = sum(grosses);
  const firstTax = er.incomeTaxes[0]?.id;
  const householdTaxable = sum(chosen.units.map((u) => u.taxes.find((t) => t.id === firstTax)?.taxable ?? 0));
  const members = adults + children;
  const scale = taxDataset.iseeScale[Math.min(members, taxDataset.iseeScale.length) - 1]!;
  const ctx: BenefitContext = {
    loneParent: adults === 1 && children > 0,
    ...(input.youngChildren !== undefined && { youngChildren: input.youngChildren }),
    ...(input.childAges && { childAges: input.childAges }),
    householdGross,
    householdTaxable,
    higherEarnerGross: Math.max(...grosses),
    isee: sum(after) / scale,
    adults,
    householdNet:
      householdGross -
      sum(lines.filter((l) => l.kind === 'contribution' || l.kind === 'pension').map((l) => l.amount)) -
      sum(chosen.units.map((u) => u.total)),
  };
  let childBenefits = 0;
  if (children > 0) {
    er.childBenefit.parts.forEach((part, i) => {
      const amount = childBenefitPart(part, children, ctx);
      if (amount <= 0) return;
      childBenefits += amount;
      lines.push({
        id: `benefit-${i}`,
        name: part.name,
        kind: 'child-benefit',
        amount,
        basis: er.childBenefit.basis,
      });
    });
  }

  const contributions = sum(lines.filter((l) => l.kind === 'contribution').map((l) => l.amount));
  const pension = sum(lines.filter((l) => l.kind === 'pension').map((l) => l.amount));
  const incomeTax = sum(chosen.units.map((u) => u.total));
  const netPay = householdGross - contributions - pension - incomeTax;
  const anyEstimate = er.basis === 'estimate' || lines.some((l) => l.basis === 'estimate' && l.amount !== 0);
  return {
    countryCode: er.rule.countryCode,
    currency: er.rule.currency,
    year: er.rule.year,
    ...(er.regionId && { region: er.regionId, regionName: er.regionName }),
    taxation,
    grossByEarner: grosses,
    gross: householdGross,
    lines,
    contributions,
    pension,
    incomeTax,
    childBenefits,
    netPay,
    net: netPay + childBenefits,
    childBenefitSource: {
      basis: er.childBenefit.basis,
      source: er.childBenefit.source,
      year: er.childBenefit.year,
    },
    basis: anyEstimate ? 'estimate' : 'derived',
    // A single parent's relief is cited only to a single parent (decision 0122).
    sources: [
      ...er.sources,
      ...(ctx.loneParent && er.rule.loneParentRelief ? [er.rule.loneParentRelief.source] : []),
      ...(children > 0 ? [er.childBenefit.source] : []),
    ],
    notes: [
      ...er.notes,
      ...(adults > 1 ? [family.note] : []),
      ...(children > 0 ? [er.childBenefit.note] : []),
    ],
  };
}

// ---------------------------------------------------------------- one earner (the original interface)

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
 * Net annual pay of a single employee without children: gross minus employee contributions (and the typical
 * occupational pension where the rule has one, unless `pension: false`), income taxes after credits, and
 * surcharges. National rules unless `options` name a region or a city.
 */
export function netSalaryBreakdown(
  countryCode: string,
  grossAnnual: number,
  options: TaxOptions = {},
): NetSalaryBreakdown {
  validateGross(grossAnnual);
  const er = effectiveRule(countryCode, options);
  const person = contributionsOf(er, grossAnnual, 0, options);
  const unit = taxOfUnit(er, {
    gross: [grossAnnual],
    after: [grossAnnual - person.deductible],
    adults: 1,
    children: 0,
    joint: false,
  });
  return {
    countryCode: er.rule.countryCode,
    currency: er.rule.currency,
    gross: grossAnnual,
    contributions: person.lines.map((l) => ({ name: l.name, amount: l.amount })),
    incomeTaxes: unit.taxes,
    credits: unit.credits,
    surcharges: sum(unit.surcharges.map((s) => s.amount)),
    totalTax: unit.total,
    net: grossAnnual - person.total - unit.total,
  };
}

/** Net annual pay as a figure: `derived` from official rules, `estimate` where the rule itself is an estimate. */
export function netAnnualSalary(
  countryCode: string,
  grossAnnualLocalCurrency: number,
  options: TaxOptions = {},
): SourcedFigure {
  const h = householdNetPay({
    countryCode,
    earners: [grossAnnualLocalCurrency],
    adults: 1,
    children: 0,
    ...options,
  });
  return {
    value: Math.round(h.net),
    basis: h.basis,
    source: h.sources.join('; ').slice(0, 300),
    year: h.year,
    currency: h.currency,
    unit: 'per year, net',
    note: h.notes.join(' ').slice(0, 1000),
  };
}
