import { describe, expect, it } from 'vitest';
import { budgetBelowRents } from './housing-budget';
import { parseHousingBudget } from '../engine/budget';
import { cityRent, cityTenantRent, findCityByName } from '../datasets/cities';
import { EXCHANGE_RATES } from '../engine/exchange-rates';
import { convertValue } from '../engine/money';

const utrecht = findCityByName('Utrecht')!;
const lowestUtrecht = Math.min(cityRent(utrecht, 1).value, cityTenantRent(utrecht, 1)?.value ?? Infinity);

describe('a housing budget below every rent in the person’s cities (walk finding 11)', () => {
  it('warns about EUR 50 a month in Utrecht, naming the lowest one-bedroom rent', () => {
    const found = budgetBelowRents(parseHousingBudget('50', 'EUR'), ['Utrecht']);
    expect(found).toEqual({ city: 'Utrecht', rent: Math.round(lowestUtrecht), currency: 'EUR' });
  });

  it('says nothing for a budget at or above that rent, for no budget, or for cities it does not know', () => {
    expect(
      budgetBelowRents(parseHousingBudget(String(Math.ceil(lowestUtrecht)), 'EUR'), ['Utrecht']),
    ).toBeNull();
    expect(budgetBelowRents(parseHousingBudget('', 'EUR'), ['Utrecht'])).toBeNull();
    expect(budgetBelowRents(parseHousingBudget('50', 'EUR'), ['Atlantis'])).toBeNull();
  });

  it('compares in the budget’s currency and takes the cheapest of the cities', () => {
    const london = findCityByName('London')!;
    const inGbp = (value: number, from: string) => convertValue(value, from, 'GBP', EXCHANGE_RATES);
    const lowest = (city: typeof london) =>
      inGbp(Math.min(cityRent(city, 1).value, cityTenantRent(city, 1)?.value ?? Infinity), city.currency);
    const cheaper = lowest(utrecht) < lowest(london) ? utrecht : london;
    const found = budgetBelowRents(parseHousingBudget('£100', 'EUR'), ['London', 'Utrecht']);
    expect(found).toEqual({ city: cheaper.name, rent: Math.round(lowest(cheaper)), currency: 'GBP' });
  });
});
