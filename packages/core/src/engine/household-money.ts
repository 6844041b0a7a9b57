import type { Affordability } from '../contracts/analysis-result';
import type { MoneyFigure } from '../contracts/figure';
import { engineConstants } from '../datasets/constants';
import { affordabilityIn } from './affordability';
import type { EngineCity, EngineData } from './data';
import { convert, convertValue, money } from './money';
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
  /** How childcare stands in `leftMonthly` (decision 0076), for a household with children. */
  childcare?: Affordability['childcare'];
}

export type HouseholdMoneyModel = (
  city: EngineCity,
  grossAnnual: MoneyFigure,
  person: Person & { inRoom?: boolean },
  data: EngineData,
) => HouseholdMoney;

export const householdMoney: HouseholdMoneyModel = (city, grossAnnual, person, data) => {
  const a = affordabilityIn(city, grossAnnual, person, data, partnerGrossIn(city, grossAnnual, person, data));
  return {
    netMonthly: a.netMonthly,
    rentMonthly: a.rentMonthly,
    leftMonthly: a.moneyLeftMonthly,
    bedrooms: a.bedrooms,
    ...(a.childcare && { childcare: a.childcare }),
  };
};

/** Share of the main earner's pay a working partner earns when the person gave no amount (OECD Taxing Wages' two-earner couple). */
export const PARTNER_DEFAULT_SHARE = engineConstants.partnerDefaultShare.value;

/** A country's typical pay: the mean over its cities of their mean mid-level pay by role family, in euros. */
const payLevels = new WeakMap<EngineData, Map<string, number>>();
export function countryPayLevelEur(country: string, data: EngineData): number | undefined {
  let levels = payLevels.get(data);
  if (!levels) {
    levels = new Map();
    const sums = new Map<string, { total: number; n: number }>();
    for (const city of data.cities) {
      const pays = Object.values(city.salaryByFamily);
      if (pays.length === 0) continue;
      let mean: number;
      try {
        mean =
          pays.reduce((s, p) => s + convertValue(p.value, p.currency, 'EUR', data.rates), 0) / pays.length;
      } catch {
        continue; // a currency without a rate: that city does not count
      }
      const acc = sums.get(city.country) ?? { total: 0, n: 0 };
      acc.total += mean;
      acc.n += 1;
      sums.set(city.country, acc);
    }
    for (const [c, acc] of sums) levels.set(c, acc.total / acc.n);
    payLevels.set(data, levels);
  }
  return levels.get(country);
}

/**
 * The working partner's gross pay in a city (decision 0051):
 * - their expected income as answered, in the home country (where they earn it now), converted only if the city pays
 *   in another currency;
 * - in another country (decision 0214, amending 0051): the lower of the answer at the exchange rate and the answer
 *   carried by the ratio of the two countries' typical pay (`countryPayLevelEur`); where pay is higher the answer
 *   is kept as given (converted at the ECB rate where the currency differs), where it is lower it is scaled down
 *   (estimate);
 * - when the home country is not known (a euro earner without a location), converted at ECB rates as before;
 * - without an amount, 67% of the main earner's pay there (the OECD two-earner convention).
 */
export function partnerGrossIn(
  city: EngineCity,
  mainGross: MoneyFigure,
  person: Pick<Person, 'partnerWorks' | 'partnerIncomeAnnual' | 'currency' | 'homeCountry'>,
  data: EngineData,
): MoneyFigure | undefined {
  if (!person.partnerWorks) return undefined;
  if (person.partnerIncomeAnnual !== undefined) {
    // The person's own answer (walk W312: it read "Estimate"); carried to another country it is an estimate.
    const answered = money(
      person.partnerIncomeAnnual,
      person.currency,
      'reported',
      "Your answer: the partner's expected gross income",
      mainGross.year,
      'per year, gross',
    );
    const home = person.homeCountry;
    if (!home || home === city.country) return convert(answered, city.currency, data.rates);
    const from = countryPayLevelEur(home, data);
    const to = countryPayLevelEur(city.country, data);
    if (!from || !to) return convert(answered, city.currency, data.rates);
    // Decision 0214 (walk W403): abroad the lower of the answer at the exchange rate and the answer carried by the
    // ratio of typical pay. A partner moving from Kraków to Munich is not promised 2.9 times their pay; a partner
    // moving from Amsterdam to Kraków does not keep Dutch pay. The source line says which one counts.
    const ratio = to / from;
    if (ratio >= 1) {
      const converted = convert(answered, city.currency, data.rates);
      return {
        ...converted,
        source: `Your answer: the partner's expected gross income in ${home}, kept at the exchange rate in ${city.country} (typical pay there is ${Math.round(ratio * 100)}% of it; higher pay is not assumed)`,
      };
    }
    const inEur = convertValue(person.partnerIncomeAnnual, person.currency, 'EUR', data.rates) * ratio;
    return money(
      convertValue(inEur, 'EUR', city.currency, data.rates),
      city.currency,
      'estimate',
      `Your answer: the partner's expected gross income in ${home}, carried to ${city.country} by the ratio of typical pay (${Math.round(ratio * 100)}%)`,
      mainGross.year,
      'per year, gross',
    );
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
