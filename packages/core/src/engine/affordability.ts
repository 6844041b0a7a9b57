import type { Affordability } from '../contracts/analysis-result';
import type { MoneyFigure } from '../contracts/figure';
import { affordabilityChecks, rentShareOfNet } from '../rules/affordability';
import type { EngineCity, EngineData } from './data';
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

/**
 * Affordability in the city's currency: gross pay of the predicted role there, net after income tax and employee
 * contributions (the datasets' tax rules, single filer), rent of the dwelling the household needs, rent as % of net,
 * money left after rent and living costs, and the three checks (30% of net; Dutch landlords' 3-4x gross; Eurostat's
 * 40% overburden line).
 */
export function affordabilityIn(
  city: EngineCity,
  grossAnnual: MoneyFigure,
  person: Pick<Person, 'bedrooms' | 'householdScale'>,
  data: EngineData,
): Affordability {
  const net = data.netSalary(city.country, grossAnnual.value);
  const netMonthly = money(
    net.netAnnual / 12,
    city.currency,
    weakest(grossAnnual.basis, net.basis),
    `${net.source} ${net.year} applied to the gross salary`,
    Math.min(net.year, grossAnnual.year),
    'per-month',
  );
  const { rent, bedrooms } = rentFor(city, person.bedrooms);
  const living = livingCostFor(city, person);
  const left = money(
    netMonthly.value - rent.value - living.value,
    city.currency,
    weakest(netMonthly.basis, rent.basis, living.basis),
    'net pay - rent - living costs',
    Math.min(netMonthly.year, rent.year, living.year),
    'per-month',
  );
  return {
    cityId: city.id,
    currency: city.currency,
    grossAnnual,
    netMonthly,
    rentMonthly: rent,
    bedrooms,
    rentShareOfNet: rentShareOfNet(netMonthly.value, rent.value),
    moneyLeftMonthly: left,
    checks: affordabilityChecks(grossAnnual.value / 12, netMonthly.value, rent.value),
  };
}
