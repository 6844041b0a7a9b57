import type { AnalysisLocale } from '../contracts/analysis-request';
import { CURRENCIES, type Currency, type SalaryTimeframe } from '../contracts/enums';
import type { MoneyFigure } from '../contracts/figure';
import { OnboardingAnswers, type OnboardingAnswersInput } from '../contracts/onboarding';
import type { EngineData } from '../engine/data';
import { cityFitForAnswers } from '../engine/hubs';
import { convertValue } from '../engine/money';
import { haversineKm } from '../rules/hubs';
import { clampSalary, currentPayOnSlider, salarySliderBounds } from '../rules/salary';
import { namedPayMonths, periodsPerYear } from '../rules/dashboard';
import { cityName, roleTitle } from '../text/names';
import { countryInSentence } from '../text/country-names';
import type { ExperienceLevel } from '../contracts/enums';

export type PointKey = 'p10' | 'p25' | 'p50' | 'p75' | 'p90';
const POINT_KEYS: Record<string, PointKey> = {
  '10th percentile': 'p10',
  '25th percentile': 'p25',
  median: 'p50',
  '75th percentile': 'p75',
  '90th percentile': 'p90',
};

/**
 * The area a city's figure is of when its source says it is not the city's own ('state of Pennsylvania, not the
 * metro'), and the source's point the figure is ('the source's 25th percentile for junior level'; the median at mid
 * level, which the source states as its median).
 */
export function figureScope(source: string, level: ExperienceLevel): { area?: string; point?: PointKey } {
  const area = /\((?:state of )?([^(),;]+?),? not the metro/.exec(source)?.[1];
  const named =
    /the source's (10th percentile|25th percentile|median|75th percentile|90th percentile) for \w+ level(?:;|$)/.exec(
      source,
    )?.[1];
  const point = named
    ? POINT_KEYS[named]
    : level === 'mid' && area && /, median /.test(source)
      ? 'p50'
      : undefined;
  return { ...(area && { area }), ...(point && { point }) };
}

/** The salary step's starting point, derived from the person's place, currency and predicted role (issue 15). */
export interface SalarySuggestion {
  /** On the slider of `currency` and `timeframe` (snapped to its step, within its bounds). */
  amount: number;
  currency: Currency;
  timeframe: SalaryTimeframe;
  /** The predicted near-term role in `locale`, when one is known yet. */
  role?: string;
  /** Where the pay is taken from, in `locale`: the city nearest home, or the home country; none without a home. */
  place?: string;
  /** The underlying yearly figure in `currency` with its basis, source and year. */
  figure: MoneyFigure;
  /**
   * 'current-pay' when the slider starts from what the person earns now because the predicted role's pay is lower
   * (then `predictedAmount` is that pay in the slider's currency and period, not snapped to its step).
   */
  from?: 'current-pay';
  predictedAmount?: number;
  /**
   * The typical pay in the slider's currency and period before it is put on the slider's step (walk 4: the text
   * promised the typical pay while the slider showed it rounded to a step); whole units, cents for hourly.
   */
  exactAmount: number;
  /** The level of the predicted role the figure is for (walk W707: the sentence says whose pay it is). */
  level?: ExperienceLevel;
  /**
   * The wider area the figure is of, when the source has none for the city named in `place` (a US state's OEWS
   * figure for a metro: walk W707, "the typical pay in Pittsburgh" was Pennsylvania's 25th percentile).
   */
  area?: string;
  /** The source's published point the figure is, where it is one ('p25': its 25th percentile). */
  point?: PointKey;
  /** The slider's step, so the text can say the starting point is the typical pay rounded to the nearest step. */
  step: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const isSliderCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

/**
 * A target salary to start the slider from instead of a fixed EUR 45,000 (issue 15): the typical pay of the person's
 * predicted near-term role at their level (the same figure the city cards use: official scales and earnings surveys
 * where the datasets have them, else the estimate) where they live:
 * - home resolved to a town: the bundled city of their country nearest to it (any country: the nearest city);
 * - home known only as a country: the median over that country's cities;
 * - no home: the median over the cities paid in their current pay's currency, else in the wizard's currency.
 * In their currency: the current pay's, else their country's when the slider offers it, else the wizard's; per the
 * period they gave their current pay in, else the wizard's. Nothing here is a number per currency. When the person
 * earns more than that now, the slider starts from their current pay instead (`from: 'current-pay'`).
 */
export function suggestedSalary(
  input: OnboardingAnswersInput,
  data: EngineData,
  options: { locale?: AnalysisLocale } = {},
): SalarySuggestion | null {
  const answers = OnboardingAnswers.parse(input);
  const locale = options.locale ?? 'en';
  const fit = cityFitForAnswers(answers, data, { locale });
  const home = fit.home;
  const inCountry = home ? data.cities.filter((c) => c.country === home.countryCode) : [];
  let cities: EngineData['cities'];
  let place: string | undefined;
  if (home && (home.precision === 'place' || inCountry.length === 0)) {
    const pool = inCountry.length > 0 ? inCountry : data.cities;
    const nearest = [...pool].sort(
      (a, b) =>
        haversineKm(home.lat, home.lng, a.lat, a.lng) - haversineKm(home.lat, home.lng, b.lat, b.lng) ||
        a.id.localeCompare(b.id),
    )[0]!;
    cities = [nearest];
    place = cityName(nearest.id, locale, nearest.name);
    // A national figure (a UK-wide ASHE median, one national collective agreement) is not the pay "in Manchester":
    // when another city of the country has the same figure from the same source, the text names the country
    // (decision 0163, walk W108).
    const own = fit.salaryByCity.get(nearest.id);
    const national =
      own &&
      inCountry.some((c) => {
        const other = c.id !== nearest.id ? fit.salaryByCity.get(c.id) : undefined;
        return other && other.value === own.value && other.source === own.source;
      });
    if (national && home) place = countryInSentence(home.countryCode, locale);
  } else if (home) {
    cities = inCountry;
    place = countryInSentence(home.countryCode, locale);
  } else {
    const by = answers.currentPay?.currency ?? answers.currency;
    const paid = data.cities.filter((c) => c.currency === by);
    cities = paid.length > 0 ? paid : data.cities;
    place = undefined;
  }
  const local = cities.map((c) => fit.salaryByCity.get(c.id)).filter((f): f is MoneyFigure => !!f);
  if (local.length === 0) return null;
  const countryCurrency = cities[0]!.currency;
  const currency: Currency =
    answers.currentPay?.currency ?? (isSliderCurrency(countryCurrency) ? countryCurrency : answers.currency);
  const timeframe = answers.currentPay?.timeframe ?? answers.timeframe;
  let yearly: number;
  try {
    yearly = median(local.map((f) => convertValue(f.value, f.currency, currency, data.rates)));
  } catch {
    return null;
  }
  const sample = local[0]!;
  const role = fit.career.roles['0-3'];
  const level = fit.career.levels['0-3'];
  // One city's figure from a wider area says so (walk W707); a country named as the place is that area already.
  const stated = figureScope(sample.source, level);
  const scope =
    cities.length === 1 && place === cityName(cities[0]!.id, locale, cities[0]!.name) ? stated : {};
  // The source's point names whose pay it is wherever the source states one (walk W819: "the typical pay is
  // EUR 93,000" was a senior's 75th percentile); the median at mid level is named only for a wider area, as before.
  const point = scope.area ? scope.point : stated.point;
  // Never below what the person earns now (W13, W22 of a walk: EUR 2,250 a month against their own EUR 4,200): the
  // slider starts from the higher of their current pay and the predicted role's pay, and says which. The current
  // pay is in the slider's currency and period already (they are taken from it).
  // A month is the payslip month of home (decision 0077): a Dutch year of EUR 49,248 starts the slider at EUR 3,800.
  // A typical pay whose source names its year-end payment: the month is its payslip month, the bonus divided out, as
  // the dashboard says it (decision 0163, walk W104: EUR 41,000 / 12.96 = 3,164 for a CAO with 8.33% on top).
  const named = timeframe === 'monthly' ? namedPayMonths(sample.source) : undefined;
  const exact = yearly / (named ?? periodsPerYear(timeframe, fit.person.homeCountry));
  const predicted = clampSalary(exact, currency, timeframe);
  const pay = answers.currentPay;
  const bounds = salarySliderBounds(currency, timeframe);
  const own = currentPayOnSlider(pay?.amount, currency, timeframe);
  const fromOwn = own !== undefined && own > predicted;
  return {
    amount: fromOwn ? own : predicted,
    exactAmount: timeframe === 'hourly' ? Math.round(exact * 100) / 100 : Math.round(exact),
    step: bounds.step,
    // The typical pay as the figure is (its own rounding, the one every other screen shows), not snapped to the
    // slider's step: step 12 said GBP 40,000 beside a figure of 38,500 (decision 0163, walk W108).
    ...(fromOwn && {
      from: 'current-pay' as const,
      predictedAmount: timeframe === 'hourly' ? Math.round(exact * 100) / 100 : Math.round(exact),
    }),
    currency,
    timeframe,
    ...(role && { role: roleTitle(role.id, locale, role.title), level }),
    ...(place && { place }),
    ...(role && scope.area && { area: scope.area }),
    ...(role && point && { point }),
    figure: {
      value: Math.round(yearly),
      currency,
      basis: sample.basis,
      source: sample.source,
      year: sample.year,
      ...(sample.unit && { unit: sample.unit }),
    },
  };
}
