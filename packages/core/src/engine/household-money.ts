import type { MoneyFigure } from '../contracts/figure';
import { engineConstants } from '../datasets/constants';
import { affordabilityIn } from './affordability';
import type { EngineCity, EngineData } from './data';
import { convert, money } from './money';
import type { Person } from './profile';

/**
 * What a household keeps each month in a city (issue 16's "affordable"): the household money model of
 * engine/affordability.ts (net pay of both earners, child benefits, rent of the home it needs, living costs), the
 * same figures the affordability tab shows.
 */
export interface HouseholdMoney {
  netMonthly: MoneyFigure;
  rentMonthly: MoneyFigure;
  leftMonthly: MoneyFigure;
  bedrooms: number;
}

export type HouseholdMoneyModel = (
  city: EngineCity,
  grossAnnual: MoneyFigure,
  person: Person,
  data: EngineData,
) => HouseholdMoney;

export const householdMoney: HouseholdMoneyModel = (city, grossAnnual, person, data) => {
  const a = affordabilityIn(city, grossAnnual, person, data, partnerGrossIn(city, grossAnnual, person, data));
  return {
    netMonthly: a.netMonthly,
    rentMonthly: a.rentMonthly,
    leftMonthly: a.moneyLeftMonthly,
    bedrooms: a.bedrooms,
  };
};

/** Share of the main earner's pay a working partner earns when the person gave no amount (OECD Taxing Wages' two-earner couple). */
export const PARTNER_DEFAULT_SHARE = engineConstants.partnerDefaultShare.value;

/**
 * The working partner's gross pay in a city: their expected income as answered, converted to the city's currency at
 * ECB rates; without an amount, 67% of the main earner's pay there (the OECD two-earner convention).
 */
export function partnerGrossIn(
  city: EngineCity,
  mainGross: MoneyFigure,
  person: Pick<Person, 'partnerWorks' | 'partnerIncomeAnnual' | 'currency'>,
  data: EngineData,
): MoneyFigure | undefined {
  if (!person.partnerWorks) return undefined;
  if (person.partnerIncomeAnnual !== undefined) {
    const answered = money(
      person.partnerIncomeAnnual,
      person.currency,
      'estimate',
      "Your answer: the partner's expected gross income",
      mainGross.year,
      'per year, gross',
    );
    return convert(answered, city.currency, data.rates);
  }
  return money(
    mainGross.value * PARTNER_DEFAULT_SHARE,
    city.currency,
    'estimate',
    `${Math.round(PARTNER_DEFAULT_SHARE * 100)}% of the main earner's pay (OECD Taxing Wages two-earner couple)`,
    mainGross.year,
    'per year, gross',
  );
}
