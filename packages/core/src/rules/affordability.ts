import { engineConstants } from '../datasets/constants';
import type { AffordabilityChecks, CheckRule, LandlordVerdict } from '../contracts/analysis-result';

/**
 * The three affordability checks of `AnalysisResult.affordability` (issue 6), one definition for the engine and the
 * tests:
 * - the 30% rule: rent at most 30% of net monthly income, cited to the country's own yardstick where it has one (the
 *   US HUD cost burden line, the UK ONS affordability threshold, the Dutch woonquote norm Nibud describes), elsewhere
 *   as the rule of thumb it is (decision 0217);
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

/**
 * The 30% line's figure for a city's country (decision 0217): the country's own yardstick where the constants carry
 * one, else the rule of thumb. The limit is 30% everywhere; only its citation differs.
 */
export function rentShareRule(country?: string): CheckRule {
  const own = country ? limits.rules.rentShareOfNetByCountry[country] : undefined;
  return { value: THIRTY_PERCENT * 100, unit: '%', ...(own ?? limits.rules.rentShareOfNet) };
}

/** Each check's limit as a full figure: value, unit, basis, source and year (issue 15, decision 0050). */
export const CHECK_RULES: {
  thirtyPercentOfNet: CheckRule;
  dutchLandlordGrossMultiple: CheckRule;
  eurostatOverburden40: CheckRule;
} = {
  /** The rule of thumb, for a country without its own yardstick (`rentShareRule` picks by country). */
  thirtyPercentOfNet: rentShareRule(),
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
 * passes every check), and limit and multiple are rounded to cents and hundredths. `country` (the city's, ISO code)
 * picks the 30% line's citation.
 */
export function affordabilityChecks(
  grossMonthly: number,
  netMonthly: number,
  rentMonthly: number,
  country?: string,
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
      rule: rentShareRule(country),
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

/**
 * Rent as a percentage of net income, one decimal (100 when there is no net income and some rent). Where one decimal
 * would land on the 30% or 40% line the checks read against the unrounded rent (30.03% rounds to 30.0 and fails the
 * 30% check), the share keeps as many more decimals (up to four) as it takes to stay off the line, so that no screen
 * says "30% (above 30%)" (walk W711, decision 0251).
 */
export function rentShareOfNet(netMonthly: number, rentMonthly: number): number {
  if (rentMonthly <= 0) return 0;
  if (netMonthly <= 0) return 100;
  const exact = (rentMonthly / netMonthly) * 100;
  const lines = [SHOWN_LIMITS.rentSharePercent, SHOWN_LIMITS.overburdenPercent];
  for (let digits = 1; digits <= 4; digits++) {
    const rounded = Math.round(exact * 10 ** digits) / 10 ** digits;
    if (digits === 4 || !lines.some((line) => rounded === line && exact !== line)) return rounded;
  }
  return exact;
}
