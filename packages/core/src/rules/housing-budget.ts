import { findCityByName, cityPlannerRent, cityTenantRent } from '../datasets/cities';
import type { HousingBudget } from '../engine/budget';
import { EXCHANGE_RATES } from '../engine/exchange-rates';
import { convertValue } from '../engine/money';

/**
 * A housing budget below every rent in the person's cities (walk finding 11, decision 0131): "50" a month is most
 * likely a slip, but it may be a real answer (a room paid by family, a student's share), so the wizard warns and keeps
 * it. The lowest rent is the lowest one-bedroom rent of the cities the person chose (the planner's rent, or the
 * official rent of tenants in place where lower), in the budget's currency at the ECB reference rates.
 */
export interface BudgetBelowRents {
  /** The city with the lowest rent, as the dataset names it. */
  city: string;
  /** Its one-bedroom rent a month, in the budget's currency, rounded. */
  rent: number;
  currency: string;
}

export function budgetBelowRents(
  budget: HousingBudget | null,
  cityNames: readonly string[],
): BudgetBelowRents | null {
  if (!budget || !(budget.monthly > 0)) return null;
  let lowest: BudgetBelowRents | null = null;
  for (const name of cityNames) {
    const city = findCityByName(name);
    if (!city) continue;
    const rents = [cityPlannerRent(city, 1).value, cityTenantRent(city, 1)?.value].filter(
      (v): v is number => typeof v === 'number' && v > 0,
    );
    let rent: number;
    try {
      rent = convertValue(Math.min(...rents), city.currency, budget.currency, EXCHANGE_RATES);
    } catch {
      continue; // a currency the reference rates do not know: no comparison
    }
    if (!lowest || rent < lowest.rent)
      lowest = { city: city.name, rent: Math.round(rent), currency: budget.currency };
  }
  return lowest && budget.monthly < lowest.rent ? lowest : null;
}
