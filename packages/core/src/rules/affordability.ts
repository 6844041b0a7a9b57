import { engineConstants } from '../datasets/constants';
import type { AffordabilityChecks, CheckRule, LandlordVerdict } from '../contracts/analysis-result';

/**
 * The three affordability checks of `AnalysisResult.affordability` (issue 6), one definition for the engine and the
 * tests:
 * - the 30% rule: rent at most 30% of net monthly income;
 * - the Dutch landlord screen: gross monthly income at least 4x the rent (most landlords), 3x (the lenient ones);
 * - Eurostat's housing cost overburden: housing costs above 40% of disposable (net) income.
 */
const limits = engineConstants.affordability;
export const THIRTY_PERCENT = limits.rentShareOfNet;
export const EUROSTAT_OVERBURDEN = limits.eurostatOverburden;
export const LANDLORD_MULTIPLES = { strict: limits.landlordStrict, lenient: limits.landlordLenient } as const;
/** The limits as a person reads them beside a figure: percent of net income, and times the rent. */
export const SHOWN_LIMITS = {
  rentSharePercent: Number((THIRTY_PERCENT * 100).toFixed(6)),
  overburdenPercent: Number((EUROSTAT_OVERBURDEN * 100).toFixed(6)),
  landlordMultiples: [LANDLORD_MULTIPLES.lenient, LANDLORD_MULTIPLES.strict],
} as const;

/** Each check's limit as a full figure: value, unit, basis, source and year (issue 15, decision 0050). */
export const CHECK_RULES: {
  thirtyPercentOfNet: CheckRule;
  dutchLandlordGrossMultiple: CheckRule;
  eurostatOverburden40: CheckRule;
} = {
  thirtyPercentOfNet: { value: THIRTY_PERCENT * 100, unit: '%', ...limits.rules.rentShareOfNet },
  dutchLandlordGrossMultiple: { value: LANDLORD_MULTIPLES.strict, unit: 'x rent', ...limits.rules.landlord },
  eurostatOverburden40: { value: EUROSTAT_OVERBURDEN * 100, unit: '%', ...limits.rules.eurostatOverburden },
};

export function landlordVerdict(multiple: number): LandlordVerdict {
  if (multiple >= LANDLORD_MULTIPLES.strict) return 'meets-4x';
  if (multiple >= LANDLORD_MULTIPLES.lenient) return 'meets-3x';
  return 'below-3x';
}

/**
 * All amounts per month in one currency. The gross-to-rent multiple is capped at 99 (also for a rent of 0, which
 * passes every check), and limit and multiple are rounded to cents and hundredths.
 */
export function affordabilityChecks(
  grossMonthly: number,
  netMonthly: number,
  rentMonthly: number,
): AffordabilityChecks {
  const gross = Math.max(0, grossMonthly);
  const net = Math.max(0, netMonthly);
  const rent = Math.max(0, rentMonthly);
  const limit = net * THIRTY_PERCENT;
  const multiple = rent === 0 ? 99 : Math.min(99, gross / rent);
  return {
    thirtyPercentOfNet: {
      pass: rent <= limit,
      limit: Math.round(limit * 100) / 100,
      rule: CHECK_RULES.thirtyPercentOfNet,
    },
    dutchLandlordGrossMultiple: {
      multiple: Math.round(multiple * 100) / 100,
      verdict: landlordVerdict(multiple),
      rule: CHECK_RULES.dutchLandlordGrossMultiple,
    },
    eurostatOverburden40: {
      overburdened: rent > net * EUROSTAT_OVERBURDEN,
      rule: CHECK_RULES.eurostatOverburden40,
    },
  };
}

/** Rent as a percentage of net income, one decimal (100 when there is no net income and some rent). */
export function rentShareOfNet(netMonthly: number, rentMonthly: number): number {
  if (rentMonthly <= 0) return 0;
  if (netMonthly <= 0) return 100;
  return Math.round((rentMonthly / netMonthly) * 1000) / 10;
}
