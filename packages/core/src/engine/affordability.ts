import type { Affordability, AffordabilityWarning } from '../contracts/analysis-result';
import type { MoneyFigure } from '../contracts/figure';
import { EUROSTAT_OVERBURDEN, affordabilityChecks, rentShareOfNet } from '../rules/affordability';
import type { EngineCity, EngineData, HouseholdNetIncome } from './data';
import { money, weakest } from './money';
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
  const year = Math.min(income.year, grossAnnual.year, partner?.year ?? 9999);
  const payBasis = weakest(grossAnnual.basis, income.basis, ...(partner ? [partner.basis] : []));
  const netMonthly = money(
    income.netAnnual / 12,
    city.currency,
    payBasis,
    `${income.source} applied to the gross pay`,
    year,
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
  const householdIncome = money(
    netMonthly.value + benefits.value,
    city.currency,
    weakest(netMonthly.basis, benefits.basis),
    benefits.value > 0 ? 'net pay + child benefits' : 'net pay',
    year,
    'per-month',
  );
  const { rent, bedrooms } = rentFor(city, household.bedrooms);
  const living = livingCostFor(city, household);
  const left = money(
    householdIncome.value - rent.value - living.value,
    city.currency,
    weakest(householdIncome.basis, rent.basis, living.basis),
    benefits.value > 0 ? 'net pay + child benefits - rent - living costs' : 'net pay - rent - living costs',
    Math.min(year, rent.year, living.year),
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
    rentShareOfNet: rentShareOfNet(householdIncome.value, rent.value),
    moneyLeftMonthly: left,
    checks: affordabilityChecks(grossMonthly, householdIncome.value, rent.value),
    warnings,
  };
}
