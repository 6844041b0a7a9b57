import { engineConstants } from '../datasets/constants';
import type { ExchangeRate } from './data';

/**
 * Exchange rates for converting salaries between the cities' currencies and the person's salary currency: ECB euro
 * foreign exchange reference rates, annual averages of 2024 (units of currency per 1 EUR), typed in from the ECB's
 * statistical tables into the datasets (`engine-constants.json`, so the dataset version covers them). Every currency
 * of the cities dataset and of the salary step (EUR, USD, GBP, CAD, AUD) is here; an integrity test checks that.
 */
const { perEuro, basis, source, year } = engineConstants.exchangeRates;

export const EXCHANGE_RATES: Readonly<Record<string, ExchangeRate>> = Object.fromEntries(
  Object.entries(perEuro).map(([code, rate]) => [code, { perEuro: rate, basis, source, year }]),
);
