import type { Affordability, AffordabilityWarning } from '../contracts/analysis-result';
import { engineConstants } from '../datasets/constants';
import type { MoneyFigure } from '../contracts/figure';
import { EUROSTAT_OVERBURDEN, affordabilityChecks, rentShareOfNet } from '../rules/affordability';
import type { EngineCity, EngineData, HouseholdNetIncome } from './data';
import { childcareCost, childcareRuleFor } from './childcare';
import { composite, convertValue, money, weakest } from './money';
import type { Person } from './profile';

/** Rent of the dwelling the household needs: the bedroom count, else the nearest larger, else the largest. */
export function rentFor(city: EngineCity, bedrooms: number): { rent: MoneyFigure; bedrooms: number } {
  for (let b = bedrooms; b <= 4; b += 1) {
    const rent = city.rentByBedrooms[b as 0 | 1 | 2 | 3 | 4];
    if (rent) return { rent, bedrooms: b };
  }
  for (let b = Math.min(4, bedrooms); b >= 0; b -= 1) {
    const rent = city.rentByBedrooms[b as 0 | 1 | 2 | 3 | 4];
    if (rent) return { rent, bedrooms: b };
  }
  throw new Error(`City ${city.id} has no rent figure`);
}

/** Monthly living costs without rent for this household: one adult's costs x the OECD-modified scale. */
export function livingCostFor(city: EngineCity, person: Pick<Person, 'householdScale'>): MoneyFigure {
  const one = city.livingCostMonthly;
  return money(
    one.value * person.householdScale,
    one.currency,
    weakest(one.basis),
    `${one.source}; x ${person.householdScale} (OECD-modified equivalence scale)`,
    one.year,
    'per-month',
  );
}

/** Who lives on the money: the engine's person, or any caller's household (the figures API, comparisons). */
export interface HouseholdShape {
  bedrooms: number;
  householdScale: number;
  /** 1 or 2 (default 1). */
  adults?: number;
  children?: number;
  /** Children under school age in childcare (decision 0076); undefined: not asked. */
  youngChildren?: number;
}

/** The household's net income in the city: the datasets' household rules, else single-filer nets summed. */
export function householdIncomeIn(
  city: EngineCity,
  earners: readonly number[],
  household: Pick<HouseholdShape, 'adults' | 'children'>,
  data: EngineData,
): HouseholdNetIncome {
  const adults = household.adults ?? 1;
  const children = household.children ?? 0;
  if (data.householdNet)
    return data.householdNet({ country: city.country, cityId: city.id, earners, adults, children });
  const nets = earners.filter((g) => g > 0).map((g) => data.netSalary(city.country, g));
  const first = nets[0] ?? data.netSalary(city.country, 0);
  return {
    netAnnual: nets.reduce((s, n) => s + n.netAnnual, 0),
    childBenefitsAnnual: 0,
    basis: weakest(...nets.map((n) => n.basis), first.basis),
    source: first.source,
    year: Math.min(...nets.map((n) => n.year), first.year),
  };
}

/**
 * The household money model (issue 15): for a household in a city with the main earner's gross pay (and a working
 * partner's), all in the city's currency:
 * - net pay of both earners under the country's (and region's) tax rules, joint or separate as the country does;
 * - child benefits for the number of children;
 * - rent of the home the household needs (bedrooms), the newcomer figure of the datasets;
 * - living costs without rent for this household size (one adult's costs x the OECD-modified scale);
 * - money left = net pay + child benefits - rent - living costs;
 * - the checks against the household's net income (net pay + benefits): rent at most 30%, Dutch landlords' 3-4x
 *   gross (both earners' gross), Eurostat's 40% overburden line; and the warnings a person must see.
 * Pure: the same inputs and datasets give the same answer. The recommendations rank "affordable" cities by
 * `moneyLeftMonthly`.
 */
export function affordabilityIn(
  city: EngineCity,
  grossAnnual: MoneyFigure,
  household: HouseholdShape,
  data: EngineData,
  partnerGrossAnnual?: MoneyFigure,
): Affordability {
  const partner = partnerGrossAnnual && partnerGrossAnnual.value > 0 ? partnerGrossAnnual : undefined;
  const adults = partner ? 2 : (household.adults ?? 1);
  const earners = [grossAnnual.value, ...(adults > 1 ? [partner?.value ?? 0] : [])];
  const income = householdIncomeIn(city, earners, { adults, children: household.children ?? 0 }, data);
  // Net pay applies this year's tax rules to a pay figure that may be older: its year is the span (decision 0092).
  const payInputs = [income, grossAnnual, ...(partner ? [partner] : [])];
  const year = Math.min(...payInputs.map((f) => f.year));
  const payBasis = weakest(grossAnnual.basis, income.basis, ...(partner ? [partner.basis] : []));
  const netMonthly = composite(
    income.netAnnual / 12,
    city.currency,
    payBasis,
    `${income.source} applied to the gross pay`,
    payInputs,
    'per-month',
  );
  // Child benefits cite the child-benefit rules (their own source and year), not the income tax's (issue 15).
  const benefitSource = income.childBenefits;
  const benefits = money(
    income.childBenefitsAnnual / 12,
    city.currency,
    benefitSource ? (benefitSource.basis === 'estimate' ? 'estimate' : 'derived') : weakest(income.basis),
    income.childBenefitsAnnual > 0
      ? benefitSource
        ? benefitSource.source
        : `${income.source} (child benefits)`
      : 'No children in the household',
    income.childBenefitsAnnual > 0 && benefitSource ? benefitSource.year : year,
    'per-month',
  );
  const pension =
    income.pensionAnnual && income.pensionAnnual > 0
      ? money(
          income.pensionAnnual / 12,
          city.currency,
          'estimate',
          income.pensionSource ?? income.source,
          year,
          'per-month',
        )
      : undefined;
  const householdIncome = composite(
    netMonthly.value + benefits.value,
    city.currency,
    weakest(netMonthly.basis, benefits.basis),
    benefits.value > 0 ? 'net pay + child benefits' : 'net pay',
    [netMonthly, ...(benefits.value > 0 ? [benefits] : [])],
    'per-month',
  );
  const { rent, bedrooms } = rentFor(city, household.bedrooms);
  const living = livingCostFor(city, household);
  const care = childcareIn(city, household, adults, partner !== undefined, earners, data);
  const careValue = care.figure?.value ?? 0;
  const health = healthInsuranceIn(city, adults, household.children ?? 0, data);
  const left = composite(
    householdIncome.value - rent.value - living.value - (health?.value ?? 0) - careValue,
    city.currency,
    weakest(
      householdIncome.basis,
      rent.basis,
      living.basis,
      ...(health ? [health.basis] : []),
      ...(care.figure ? [care.figure.basis] : []),
    ),
    `${benefits.value > 0 ? 'net pay + child benefits' : 'net pay'} - rent - living costs${health ? ' - health insurance' : ''}${care.figure ? ' - childcare' : ''}`,
    [householdIncome, rent, living, ...(health ? [health] : []), ...(care.figure ? [care.figure] : [])],
    'per-month',
  );
  const grossMonthly = earners.reduce((s, g) => s + g, 0) / 12;
  const warnings: AffordabilityWarning[] = [];
  if (left.value < 0) warnings.push('money-left-negative');
  if (rent.value > householdIncome.value * EUROSTAT_OVERBURDEN) warnings.push('rent-over-40');
  return {
    cityId: city.id,
    currency: city.currency,
    grossAnnual,
    ...(partner && { partnerGrossAnnual: partner }),
    netMonthly,
    childBenefitsMonthly: benefits,
    ...(pension && { pensionMonthly: pension }),
    householdIncomeMonthly: householdIncome,
    rentMonthly: rent,
    ...(city.rentTenancy && { rentTenancy: city.rentTenancy }),
    bedrooms,
    livingCostsMonthly: living,
    ...(health && { healthInsuranceMonthly: health }),
    ...(care.figure && { childcareMonthly: care.figure }),
    ...(care.status && { childcare: care.status }),
    rentShareOfNet: rentShareOfNet(householdIncome.value, rent.value),
    moneyLeftMonthly: left,
    checks: affordabilityChecks(grossMonthly, householdIncome.value, rent.value),
    warnings,
  };
}

/**
 * Health insurance in money left (decision 0102): where the country's net pay leaves health cover to the household (the
 * US: the employee's share of an employer plan's premium, not a payroll tax), that share a month, single coverage for
 * one person and family coverage for any larger household. Elsewhere the statutory contribution is already in net pay
 * (or not modelled: `healthPremiums` has no entry for the country) and nothing is taken. Where insurance is
 * compulsory and bought per person (`healthPremiumsPerPerson`, Switzerland), the average premiums of the household.
 */
export function healthInsuranceIn(
  city: EngineCity,
  adults: number,
  children: number,
  data: Pick<EngineData, 'rates'>,
): MoneyFigure | undefined {
  // Compulsory insurance bought per person (decision 0105, Switzerland's KVG): each adult's and each child's average
  // premium in the city's canton, or the national average where the canton's was not found.
  const perPerson = engineConstants.healthPremiumsPerPerson?.[city.country];
  if (perPerson) {
    const local = perPerson.cities[city.id] ?? perPerson;
    const monthly = adults * local.adultMonthly + children * local.childMonthly;
    const value =
      perPerson.currency === city.currency
        ? monthly
        : convertValue(monthly, perPerson.currency, city.currency, data.rates);
    return money(value, city.currency, local.basis, local.source, local.year, 'per-month');
  }
  const people = adults + children;
  const rule = engineConstants.healthPremiums?.[city.country];
  if (!rule) return undefined;
  const annual = people > 1 ? rule.familyAnnual : rule.singleAnnual;
  const value =
    rule.currency === city.currency ? annual : convertValue(annual, rule.currency, city.currency, data.rates);
  return money(value / 12, city.currency, rule.basis, rule.source, rule.year, 'per-month');
}

/**
 * Childcare in money left (decision 0076): for a household with children, the net cost of a full-time place for each
 * child under school age where the city or country has an official rule; a couple with one earner is assumed to care
 * at home (no cost), a household that did not say how many children are young is not costed, and elsewhere the
 * status says childcare is not modelled.
 */
function childcareIn(
  city: EngineCity,
  household: HouseholdShape,
  adults: number,
  partnerWorks: boolean,
  earners: readonly number[],
  data: EngineData,
): { figure?: MoneyFigure; status?: Affordability['childcare'] } {
  if ((household.children ?? 0) <= 0) return {};
  const young = household.youngChildren;
  if (young === undefined) return { status: 'not-asked' };
  if (young <= 0) return { status: 'none' };
  if (adults > 1 && !partnerWorks) return { status: 'parent-at-home' };
  const rule = childcareRuleFor(city.country, city.id);
  if (!rule) return { status: 'not-modelled' };
  // The household's gross pay a year in the rule's currency (the city's, for every rule bundled).
  const gross = earners.reduce((s, g) => s + g, 0);
  const grossInRule =
    rule.currency === city.currency ? gross : convertValue(gross, city.currency, rule.currency, data.rates);
  const cost = childcareCost(rule, Math.min(young, household.children ?? young), grossInRule);
  const monthly =
    cost.currency === city.currency
      ? cost.monthly
      : convertValue(cost.monthly, cost.currency, city.currency, data.rates);
  return {
    figure: money(monthly, city.currency, cost.basis, cost.source, cost.year, 'per-month'),
    status: 'included',
  };
}
