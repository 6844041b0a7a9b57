import type { Affordability } from '../contracts/analysis-result';
import { EXCHANGE_RATES } from '../engine/exchange-rates';
import { convert } from '../engine/money';

/**
 * "Affordable" for this household: the analysis's cities ranked by what the household keeps a month after rent and
 * living costs (compared in euros at ECB rates), most first. Its own module (needs only the exchange rates, not the
 * bundled datasets) so the dashboard's first screen does not load the engine's data to rank five cities.
 */
export function rankByMoneyLeft(
  affordability: readonly Affordability[],
  limit = 5,
): { entry: Affordability; moneyLeftEur: number }[] {
  return affordability
    .map((entry) => ({
      entry,
      moneyLeftEur: convert(entry.moneyLeftMonthly, 'EUR', EXCHANGE_RATES).value,
    }))
    .sort((a, b) => b.moneyLeftEur - a.moneyLeftEur || a.entry.cityId.localeCompare(b.entry.cityId))
    .slice(0, limit);
}
