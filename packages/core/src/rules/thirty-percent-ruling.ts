import { engineConstants } from '../datasets/constants';

/**
 * The Dutch 30% ruling (30%-regeling, decision 0120): an employer may pay an employee recruited from abroad with
 * specific expertise part of the pay as a tax-free allowance for extraterritorial costs. Official rule as the
 * Belastingdienst publishes it for 2025 (Handboek Loonheffingen 2025, "30%-regeling"; Wet op de loonbelasting 1964
 * art. 31a and Uitvoeringsbesluit loonbelasting 1965 art. 10e, as changed by the Belastingplan 2025):
 * - at most 30% of the pay (the taxable pay plus the allowance) in 2025 and 2026, at most 27% from 1 January 2027;
 * - the taxable pay without the allowance must exceed the salary norm: EUR 46,660 a year in 2025, EUR 35,468 for an
 *   employee under 30 with a Dutch or equivalent master's degree (both indexed each year, raised from 2027);
 * - only on pay up to the WNT norm (EUR 246,000 in 2025);
 * - for at most 60 months, and only for someone who lived more than 150 km from the Dutch border for more than 16 of
 *   the 24 months before starting.
 * Thrive says the ruling may apply and leaves it out of net pay: whether an employer applies it, and how much, is not
 * known from the answers. The figures are in the datasets (`engine-constants.json`, `thirtyPercentRuling`), so the
 * dataset version changes with them.
 */
export const THIRTY_PERCENT_RULING = engineConstants.thirtyPercentRuling;

/** Master's degree or above (the education step's levels). */
const MASTERS = new Set(['masters', 'phd']);

/**
 * Whether a job in a city may qualify for the 30% ruling: the city is in the Netherlands, the person lives in another
 * country (known), and the gross pay there (EUR a year) reaches the salary norm (the lower one with a master's degree,
 * whose age condition the note says).
 */
export function mayQualifyForThirtyPercentRuling(input: {
  cityCountry: string;
  homeCountry: string | undefined;
  grossAnnualEur: number;
  educationLevel?: string;
}): boolean {
  if (input.cityCountry !== 'NL' || !input.homeCountry || input.homeCountry === 'NL') return false;
  const norm = MASTERS.has(input.educationLevel ?? '')
    ? THIRTY_PERCENT_RULING.youngMastersNorm
    : THIRTY_PERCENT_RULING.salaryNorm;
  return input.grossAnnualEur > norm;
}
