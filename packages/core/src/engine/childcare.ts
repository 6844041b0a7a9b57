import type { FigureBasis } from '../contracts/enums';
import { engineConstants, type ChildcareRule } from '../datasets/constants';

/**
 * Net childcare cost a month (decision 0076): for the household's children under school age in a full-time place,
 * where an official price, cap or allowance table exists. The rule is the city's own (a municipal rate: Copenhagen,
 * Berlin, Vienna; a US county's market price), else the country's (the Dutch allowance, Sweden's maxtaxa, Norway's maximum price); anywhere else
 * childcare is not modelled and the caller says so.
 *
 * - Netherlands (kinderopvangtoeslag): each child's cost is the hours of a full-time week (5 days of 10 hours, at most
 *   230 a month) at the maximum hourly price of day care; the allowance is the table's percentage of it by the joint
 *   income (the sum of both earners' gross pay standing in for the toetsingsinkomen), the first table for the first
 *   child and the second for every later one (where the second is not at hand, the first: an estimate). The parents
 *   pay the rest.
 * - Sweden (maxtaxa): per child a share of the household's gross monthly income, capped.
 * - Norway, Copenhagen, Berlin, Vienna, Hamburg, Ireland, Portugal (decision 0197): a fee per place, paid the months
 *   a year the rule says, averaged over twelve, with sibling discounts.
 * - Munich (decision 0197): the city's Krippe fee by the family's gross income for the years under 3, averaged with the
 *   fee-free kindergarten years; Frankfurt (decision 0223) the same way, its one highest fee an estimate, and Kraków and
 *   Wrocław (0223) their pre-school hours beyond the free five at the national cap, the crèche paid by Aktywnie w żłobku.
 * - Düsseldorf (decision 0224): the city's fee under 3 by family gross income, the same way; Stuttgart and Leipzig (0224)
 *   a fee per place averaged over the years under school age, with their sibling reductions (estimates).
 * - Madrid and Warsaw (decision 0223): public places free of fees (a place fee of 0; meals not costed).
 * - France (decision 0197): the Cnaf's national crèche barème, an hourly rate of the family's resources, less the
 *   tax credit (`effortRateCost`).
 * - Aarhus (decision 0207): the city's rates like Copenhagen's, paid 11 months; in both, the national økonomisk
 *   friplads lowers the fee by household income (`freePlacePays`).
 * - England (decision 0207): the working parents' funded hours (30 a week, 38 weeks, from 9 months) and the DfE's mean
 *   fee for the other hours of a full-time year, less Tax-Free Childcare's 20% (`fundedHoursCost`).
 * - Australia (decision 0224): the Child Care Subsidy's percentage of the hourly fee by family income
 *   (`hourlySubsidyMonthly`), the fee taken at the hourly cap (an estimate).
 * - US cities (decision 0111): the county's median weekly price of a full-time center-based place (NDCP 2022; Pittsburgh 2020, decision 0224) by age
 *   group, averaged over ages 1 to 4, for 52 weeks; no subsidy or tax credit is applied (none is universal).
 */
export interface ChildcareCost {
  /** What the parents pay a month for all the young children, in the rule's currency. */
  monthly: number;
  currency: string;
  basis: FigureBasis;
  source: string;
  year: number;
}

/** The hours a month of a full-time week: hours a week x 52 weeks / 12 months. */
export function hoursPerMonth(hoursPerWeek: number, max: number): number {
  return Math.min(max, (hoursPerWeek * 52) / 12);
}

/**
 * One child's monthly price under a weekly-by-age rule (decision 0111): the published weekly prices averaged over the
 * years spent in each age group, times the weeks of a year, over twelve months. Derived from the official prices.
 */
export function weeklyByAgeMonthly(rule: Extract<ChildcareRule, { kind: 'weekly-by-age' }>): number {
  const groups = ['infant', 'toddler', 'preschool'] as const;
  const years = groups.reduce((sum, g) => sum + rule.years[g], 0);
  if (years <= 0) return 0;
  const weekly = groups.reduce((sum, g) => sum + rule.weekly[g] * rule.years[g], 0) / years;
  return (weekly * rule.weeksPerYear) / 12;
}

/**
 * The city's rule, else the country's. A city's entry may name another entry (decision 0207: the English cities name
 * `england`, so Edinburgh, under Scotland's rules, is not costed as England).
 */
/**
 * How many of the children counted for childcare need a full-time place in `country` (decision 0232, walk W514): with
 * each one's age, those younger than the age school starts there (a five-year-old is at school in the Netherlands, not
 * in Germany); without ages for every one of them, all of them, as the question used to ask "under school age".
 */
export function youngChildrenIn(
  country: string,
  youngChildren: number | undefined,
  ages: readonly number[] | undefined,
): number | undefined {
  if (youngChildren === undefined || !ages || ages.length !== youngChildren) return youngChildren;
  const start = engineConstants.schoolStart?.ages[country]?.age;
  return start === undefined ? youngChildren : ages.filter((age) => age < start).length;
}

export function childcareRuleFor(country: string, cityId: string): ChildcareRule | undefined {
  const rules = engineConstants.childcare;
  const entry = rules[cityId] ?? rules[country];
  const rule = typeof entry === 'string' ? rules[entry] : entry;
  return typeof rule === 'object' ? rule : undefined;
}

type FreePlace = NonNullable<Extract<ChildcareRule, { kind: 'place-fee' }>['freePlace']>;

/**
 * The share of a place fee the parents pay under an income-related free place (decision 0207, Denmark's økonomisk
 * friplads): 0 below the lower limit, `firstStepPays` on the first step, then one percentage point more a step up to the
 * upper limit, 1 from there; the limits raised for each child after the first. `grossAnnual` is the household's gross
 * pay; the scale's personal income is taken as its `incomeOfGross` share.
 */
export function freePlacePays(freePlace: FreePlace, grossAnnual: number, children: number): number {
  const raise = freePlace.perOtherChild * Math.max(0, Math.round(children) - 1);
  const low = freePlace.fullBelow + raise;
  const high = freePlace.noneFrom + raise;
  const income = grossAnnual * freePlace.incomeOfGross;
  if (income < low) return 0;
  if (income >= high) return 1;
  // The steps from the first one (paying `firstStepPays`) to the last below the upper limit, one point each.
  const steps = Math.round((1 - freePlace.firstStepPays) * 100);
  const width = (high - low) / steps;
  const step = Math.min(steps - 1, Math.floor((income - low) / width));
  return Math.min(1, freePlace.firstStepPays + step / 100);
}

/**
 * England's funded hours (decision 0207): per child, the mean over the years costed of the hours of a full-time year
 * beyond the funded ones at that year's mean fee, less Tax-Free Childcare's top-up, over twelve months. Working parents'
 * hours and the top-up need every parent earning under the cap (`earners`, each one's gross pay; gross stands in for
 * the adjusted net income); otherwise only the universal hours.
 */
export function fundedHoursCost(
  rule: Extract<ChildcareRule, { kind: 'funded-hours' }>,
  youngChildren: number,
  earners: readonly number[],
): { monthly: number; eligible: boolean } {
  const eligible = earners.length > 0 && earners.every((g) => g < rule.earnerCap);
  const hours = rule.hoursPerWeek * rule.weeksPerYear;
  const perYear = rule.years.map((y) => {
    const paid = Math.max(0, hours - (eligible ? y.fundedWorking : y.fundedUniversal)) * y.hourlyFee;
    const topUp = eligible ? Math.min(rule.topUpShare * paid, rule.topUpCapYear) : 0;
    return paid - topUp;
  });
  const annual = perYear.reduce((s, v) => s + v, 0) / perYear.length;
  return { monthly: (Math.max(0, youngChildren) * annual) / 12, eligible };
}

/**
 * Australia's Child Care Subsidy (decision 0224): the percentage of the fee the government pays for a family income
 * (`maxPercent` up to `fullRateUpTo`, then `stepPercent` points less for each whole `stepIncome` above it, not below 0).
 */
export function hourlySubsidyPercent(
  rule: Extract<ChildcareRule, { kind: 'hourly-subsidy' }>,
  familyIncome: number,
): number {
  if (familyIncome <= rule.fullRateUpTo) return rule.maxPercent;
  const steps = Math.floor((familyIncome - rule.fullRateUpTo) / rule.stepIncome);
  return Math.max(0, rule.maxPercent - steps * rule.stepPercent);
}

/**
 * One child's monthly cost under an hourly subsidy (decision 0224): the fee for the hours of a full-time year less the
 * subsidy's percentage of the fee (at most the hourly cap) for the subsidised hours, over twelve months.
 */
export function hourlySubsidyMonthly(
  rule: Extract<ChildcareRule, { kind: 'hourly-subsidy' }>,
  familyIncome: number,
): number {
  const percent = hourlySubsidyPercent(rule, familyIncome);
  const fees = rule.hoursPerWeek * rule.weeksPerYear * rule.hourlyFee;
  const subsidisedHours = Math.min(rule.subsidisedHoursPerWeek, rule.hoursPerWeek) * rule.weeksPerYear;
  const subsidy = (percent / 100) * Math.min(rule.hourlyFee, rule.hourlyCap) * subsidisedHours;
  return (fees - subsidy) / 12;
}

/**
 * The Dutch allowance percentage for a joint income: the table's row for the income, and the first child's fixed
 * minimum (vaste voet) above the last row. A later child's percentage is the table's where it has one; elsewhere the
 * first child's, which the 2025 rule guarantees as a minimum (an estimate, `published: false`).
 */
export function dutchAllowancePercent(
  rule: Extract<ChildcareRule, { kind: 'allowance' }>,
  jointIncome: number,
  child: 'first' | 'other',
): { percent: number; published: boolean } {
  const row = rule.table.find((r) => jointIncome <= r.upTo);
  const first = row ? row.first : rule.floorFirst;
  if (child === 'first') return { percent: first, published: true };
  const other = row?.other;
  return other === undefined ? { percent: first, published: false } : { percent: other, published: true };
}

/**
 * France's crèche fee (decision 0197): per child in a place, the hourly rate of the family's monthly resources (by the
 * number of children the family has, `children`) times the hours of a full-time month, the resources capped at the
 * ceiling; less the tax credit (a share of the fees, up to a cap of fees per child a year). The barème takes the
 * family's taxable resources, which Thrive does not have: gross pay stands in. Where even three quarters of the gross
 * pay (French employees' contributions are below a quarter of it) is above the ceiling, the ceiling applies whatever the
 * deductions and the fee is derived (`capped`); below, an estimate (a little high).
 */
export function effortRateCost(
  rule: Extract<ChildcareRule, { kind: 'effort-rate' }>,
  youngChildren: number,
  grossAnnual: number,
  children: number,
): { monthly: number; capped: boolean } {
  const monthlyGross = grossAnnual / 12;
  const resources = Math.min(monthlyGross, rule.resourcesCeilingMonthly);
  const rates = rule.ratePercentByChildren;
  const rate = rates[Math.min(Math.max(1, Math.round(children)), rates.length) - 1]! / 100;
  const fee = rate * resources * rule.hoursPerMonth;
  const credit = rule.taxCreditShare * Math.min(fee, rule.taxCreditCapYear / 12);
  return {
    monthly: Math.max(0, youngChildren) * (fee - credit),
    capped: monthlyGross * 0.75 >= rule.resourcesCeilingMonthly,
  };
}

/**
 * What the parents pay a month for `youngChildren` children in childcare under `rule`, with `grossAnnual` the
 * household's gross pay a year (both earners) in the rule's currency and `children` all the family's children (the
 * French barème's rate goes by them).
 */
export function childcareCost(
  rule: ChildcareRule,
  youngChildren: number,
  grossAnnual: number,
  children = youngChildren,
  earners: readonly number[] = [grossAnnual],
): ChildcareCost {
  const n = Math.max(0, Math.round(youngChildren));
  const figure = (monthly: number, basis: FigureBasis, source: string): ChildcareCost => ({
    monthly: Math.round(monthly * 100) / 100,
    currency: rule.currency,
    basis,
    source,
    year: rule.year,
  });
  if (rule.kind === 'allowance') {
    const perChild = hoursPerMonth(rule.hoursPerWeek, rule.maxHoursPerMonth) * rule.hourlyPrice;
    let total = 0;
    let published = true;
    for (let i = 0; i < n; i += 1) {
      const p = dutchAllowancePercent(rule, grossAnnual, i === 0 ? 'first' : 'other');
      published &&= p.published;
      total += perChild * (1 - p.percent / 100);
    }
    // The cost follows from official figures (derived); a later child without a published percentage, an estimate.
    return published ? figure(total, 'derived', rule.source) : figure(total, 'estimate', rule.gapSource);
  }
  if (rule.kind === 'income-share') {
    const monthlyIncome = grossAnnual / 12;
    let total = 0;
    for (let i = 0; i < n; i += 1) {
      const share = rule.shares[Math.min(i, rule.shares.length - 1)]!;
      const cap = rule.caps[Math.min(i, rule.caps.length - 1)]!;
      total += Math.min(share * monthlyIncome, cap);
    }
    return figure(total, 'derived', rule.source);
  }
  if (rule.kind === 'effort-rate') {
    const c = effortRateCost(rule, n, grossAnnual, children);
    return c.capped
      ? figure(c.monthly, 'derived', rule.source)
      : figure(c.monthly, 'estimate', rule.belowCeilingSource);
  }
  if (rule.kind === 'income-bands') {
    // Each child pays the band's fee for the share of the years it is charged, averaged over the years under school age.
    const band = rule.bands.find((b) => grossAnnual <= b.upTo);
    let fee = band ? band.monthly : rule.above;
    // The state's refund of the fee below its income limit (Bavaria's Krippengeld; decision 0208).
    const r = rule.refund;
    if (r && grossAnnual <= r.incomeMax + r.perExtraChild * Math.max(0, children - 1))
      fee = Math.max(0, fee - r.monthly);
    // A fee that is itself an estimate (Frankfurt's, decision 0223) keeps the cost one.
    return figure(
      n * fee * rule.feeYearsShare,
      rule.basis === 'estimate' ? 'estimate' : 'derived',
      rule.source,
    );
  }
  if (rule.kind === 'funded-hours') {
    const c = fundedHoursCost(rule, n, earners);
    return c.eligible
      ? figure(c.monthly, rule.basis, rule.source)
      : figure(c.monthly, rule.basis, rule.overCapSource);
  }
  if (rule.kind === 'hourly-subsidy') {
    // The family's gross pay stands in for its adjusted taxable income; the fee may be assumed (`basis`).
    return figure(
      n * hourlySubsidyMonthly(rule, grossAnnual),
      rule.basis === 'estimate' ? 'estimate' : 'derived',
      rule.source,
    );
  }
  if (rule.kind === 'weekly-by-age') {
    return figure(n * weeklyByAgeMonthly(rule), 'derived', rule.source);
  }
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    const discount = rule.siblingDiscounts[Math.min(i, rule.siblingDiscounts.length - 1)]!;
    total += (rule.monthly * (1 - discount) * rule.monthsPaid) / 12;
  }
  // An income-related free place (Denmark, decision 0207) lowers the fee below its upper limit; the source says so.
  const pays = rule.freePlace && n > 0 ? freePlacePays(rule.freePlace, grossAnnual, children) : 1;
  const source = pays < 1 ? rule.freePlace!.sourceTemplate.replace('{source}', rule.source) : rule.source;
  // One child at a fee paid every month is the official fee itself; sibling discounts and months averaged derive it;
  // a fee that is itself an estimate (Hamburg's highest fee for every income, decision 0197) stays one, and so does a
  // free place on gross pay standing in for the personal income (decision 0207).
  const asPublished = rule.basis === 'official' && rule.monthsPaid === 12 && n === 1;
  const basis = rule.basis === 'estimate' || pays < 1 ? 'estimate' : asPublished ? 'official' : 'derived';
  return figure(total * pays, basis, source);
}
