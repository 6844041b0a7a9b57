import { SPEC_CURRENCIES, type Currency, type SalaryTimeframe } from '../contracts/enums';
import { engineConstants } from '../datasets/constants';
import { periodsPerYear } from './dashboard';

/** The two interface languages; formatting functions take one of them as an argument. */
export type DisplayLocale = 'en' | 'nl';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Spec section 5: the salary slider starts at 45000. */
export const DEFAULT_SALARY = 45000;

/** Spec section 5: an empty salary text means 75000. */
export const DEFAULT_SALARY_TEXT_VALUE = 75000;

/**
 * EUR per period (decision 0016): the spec's single 25000..250000 range is kept for a year; a month and an hour get
 * their own bounds, so a monthly or hourly salary can be entered at all.
 */
const EUR_BOUNDS: Record<SalaryTimeframe, SliderBounds> = {
  annual: { min: 25000, max: 250000, step: 2500 },
  monthly: { min: 2000, max: 20000, step: 250 },
  hourly: { min: 12, max: 130, step: 1 },
};
const OTHER_BOUNDS: Record<SalaryTimeframe, SliderBounds> = {
  annual: { min: 30000, max: 300000, step: 5000 },
  monthly: { min: 2500, max: 25000, step: 500 },
  hourly: { min: 15, max: 150, step: 5 },
};

/** The nearest of 1, 2, 2.5 and 5 times a power of ten (a slider step a person reads easily). */
function niceStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const mantissa = value / power;
  const nice = [1, 2, 2.5, 5, 10].reduce((best, m) =>
    Math.abs(Math.log(m / mantissa)) < Math.abs(Math.log(best / mantissa)) ? m : best,
  );
  return nice * power;
}

/**
 * The lower end of a converted slider is 40% of the EUR one: pay in Poland and Czechia is well under the euro area's
 * (a Polish full-time minimum wage, 4,666 PLN a month in 2025, is about EUR 13,000 a year), and someone staying there
 * must be able to enter it.
 */
const LOW_PAY_SHARE = 0.4;

/**
 * The EUR bounds carried to a currency the spec does not list (decision 0062) at the bundled ECB annual reference
 * rate: the step made a round number, the ends rounded to whole steps, the lower end at 40%. So a zloty year runs
 * 40,000..1,080,000 in steps of 10,000 and a Czech month 20,000..500,000, where the spec's "other currency" range (30,000..300,000) would
 * make a Czech salary impossible to enter.
 */
function convertedBounds(currency: Currency, timeframe: SalaryTimeframe): SliderBounds {
  const rate = engineConstants.exchangeRates.perEuro[currency];
  if (!rate) return OTHER_BOUNDS[timeframe];
  const eur = EUR_BOUNDS[timeframe];
  const step = niceStep(eur.step * rate);
  return {
    min: Math.max(step, Math.round((eur.min * LOW_PAY_SHARE * rate) / step) * step),
    max: Math.round((eur.max * rate) / step) * step,
    step,
  };
}

/**
 * Salary slider bounds (spec section 5): other currencies annual 30000..300000 step 5000, monthly 2500..25000 step
 * 500, hourly 15..150 step 5. EUR annual 25000..250000 step 2500 as the spec says; the spec gives that range for
 * every EUR timeframe, which makes a monthly or hourly salary impossible, so EUR monthly is 2000..20000 step 250 and
 * hourly 12..130 step 1 (decision 0016). Currencies beyond the spec's five get the EUR bounds at the ECB rate
 * (decision 0062).
 */
export function salarySliderBounds(currency: Currency, timeframe: SalaryTimeframe): SliderBounds {
  if (currency === 'EUR') return EUR_BOUNDS[timeframe];
  if ((SPEC_CURRENCIES as readonly string[]).includes(currency)) return OTHER_BOUNDS[timeframe];
  return convertedBounds(currency, timeframe);
}

/**
 * The largest current pay the wizard takes per period (walk F31): 10,000,000 a year (the contract's bound), and per
 * month or hour a round amount whose yearly equivalent stays under it. A larger amount is refused, never clamped.
 */
export const CURRENT_PAY_MAX: Record<SalaryTimeframe, number> = {
  annual: 10_000_000,
  monthly: 800_000,
  hourly: 4_800,
};

export interface SalaryChoice {
  amount: number;
  currency: Currency;
  timeframe: SalaryTimeframe;
}

export interface ConvertedSalary {
  /** The amount in the new currency and period, on the slider (snapped and within bounds). */
  amount: number;
  /** The amount before snapping and clamping. */
  exact: number;
  /** True when the exact amount fell outside the slider and was brought to its nearest end. */
  clamped: boolean;
  /** True when the exact amount, rounded to a whole unit, lay inside the slider but off its steps (walk W516). */
  snapped: boolean;
  /** Whether an exchange rate was used (its source and year for the visible note). */
  rate: { source: string; year: number } | null;
}

/**
 * When the person changes the salary's currency or period, the amount is converted instead of silently clamped
 * (issue 14): periods by `periodsPerYear` (a month is the payslip month of where the person lives, as the engine reads
 * it: x 12.96 in the Netherlands, x 14 in Portugal, Spain and Austria, x 13 in Italy, else x 12; decision 0077),
 * currencies at the bundled ECB annual reference rates; the result is brought onto the new slider and says whether
 * that moved it.
 */
export function convertSalaryChoice(
  from: SalaryChoice,
  to: { currency: Currency; timeframe: SalaryTimeframe },
  homeCountry?: string,
): ConvertedSalary {
  const { perEuro, source, year } = engineConstants.exchangeRates;
  const rateOf = (currency: Currency) => (currency === 'EUR' ? 1 : (perEuro[currency] ?? Number.NaN));
  const yearly = from.amount * periodsPerYear(from.timeframe, homeCountry);
  const converted = (yearly / rateOf(from.currency)) * rateOf(to.currency);
  const exact = converted / periodsPerYear(to.timeframe, homeCountry);
  const amount = clampSalary(exact, to.currency, to.timeframe);
  const { min, max } = salarySliderBounds(to.currency, to.timeframe);
  const clamped = !Number.isFinite(exact) || exact < min || exact > max;
  return {
    amount,
    exact,
    clamped,
    snapped: !clamped && Math.round(exact) !== amount,
    rate: from.currency === to.currency ? null : { source, year },
  };
}

/**
 * Brings a salary onto the slider for this currency and timeframe: snapped to the nearest step (counted from the
 * minimum) and clamped to the bounds. Used when the currency or timeframe changes; a non-finite value becomes the
 * default 45000, itself clamped.
 */
export function clampSalary(value: number, currency: Currency, timeframe: SalaryTimeframe): number {
  const { min, max, step } = salarySliderBounds(currency, timeframe);
  const v = Number.isFinite(value) ? value : DEFAULT_SALARY;
  if (v <= min) return min;
  if (v >= max) return max;
  const snapped = min + Math.round((v - min) / step) * step;
  return Math.min(max, snapped);
}

/**
 * A current pay as the salary slider can hold it: on the slider's step at or above it (the slider cannot hold every
 * amount, and the slider never starts below what the person earns). Undefined without a positive pay. The wizard starts
 * the slider from it (`onboarding/salary.ts`) and the dashboard recognises that start (walk 30).
 */
export function currentPayOnSlider(
  amount: number | undefined,
  currency: Currency,
  timeframe: SalaryTimeframe,
): number | undefined {
  if (amount === undefined || !(amount > 0)) return undefined;
  const { step, max } = salarySliderBounds(currency, timeframe);
  const snapped = clampSalary(amount, currency, timeframe);
  return snapped < amount && snapped + step <= max ? snapped + step : snapped;
}

/**
 * Whether an untouched slider started from the person's current pay rather than the predicted role's typical pay: the
 * wizard starts it from the higher of the two, the current pay as the slider holds it (`currentPayOnSlider`; walk 30).
 * One rule for every place that names the slider's start (the salary card, the profile card, the report; walk W23
 * found the card saying "your current pay" and the profile "typical pay" of one amount).
 */
export function sliderStartedAtCurrentPay(answers: {
  salaryChosen?: boolean | undefined;
  salaryRange: number;
  currency: Currency;
  timeframe: SalaryTimeframe;
  currentPay?: { amount: number; currency: Currency; timeframe: SalaryTimeframe } | undefined;
}): boolean {
  const pay = answers.currentPay;
  if (answers.salaryChosen || !pay || pay.amount <= 0) return false;
  if (pay.currency !== answers.currency || pay.timeframe !== answers.timeframe) return false;
  return currentPayOnSlider(pay.amount, answers.currency, answers.timeframe) === answers.salaryRange;
}

const HOUR_SUFFIX: Record<DisplayLocale, string> = { en: '/hour', nl: '/uur' };

/**
 * One formatter per language and currency, made once: building an Intl.NumberFormat costs far more than formatting
 * with it, and every analysis request's `salaryExpectation` text is written with one (decision 0134). A handful of
 * entries (two languages times the currencies in use).
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: DisplayLocale, currency: string, cents = false): Intl.NumberFormat {
  const key = `${locale}|${currency}|${cents}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * A salary as shown on the slider: currency symbol, no decimals, and '/hour' ('/uur' in Dutch) for hourly.
 * en: '€45,000', '$25/hour'; nl: '€ 45.000' (with a no-break space, as Intl writes it). An hourly wage typed with
 * cents keeps them (walk W416: EUR 14.35 an hour was shown as '€14/hour'): '€14.35/hour', '€ 14,35/uur'.
 */
export function formatSalary(
  amount: number,
  currency: Currency,
  timeframe: SalaryTimeframe,
  locale: DisplayLocale,
): string {
  const formatted = payAmountText(amount, currency, timeframe, locale);
  return timeframe === 'hourly' ? `${formatted}${HOUR_SUFFIX[locale]}` : formatted;
}

/**
 * A pay amount with its currency and without its period: whole units, but an hourly wage keeps its cents (walk W416:
 * EUR 14.35 an hour is not EUR 14): '€45,000', '€14.35', nl '€ 14,35'.
 */
export function payAmountText(
  amount: number,
  currency: Currency,
  timeframe: SalaryTimeframe,
  locale: DisplayLocale,
): string {
  return currencyFormat(locale, currency, timeframe === 'hourly' && hasCents(amount)).format(amount);
}

/** Whether an amount has cents worth showing (14.35, 14.5), not a whole amount (14, 45000). */
export function hasCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(Math.round(amount * 100) - Math.round(amount) * 100) > 0;
}

/**
 * A typed pay written back into its field in the person's language (walk W413: a Dutch "14,35" came back as
 * "14.35"): no thousands separators, the cents kept. nl '14,35', en '14.35', '45000'.
 */
export function typedPayText(amount: number, locale: DisplayLocale): string {
  return new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: hasCents(amount) ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

const TIMEFRAME_WORDS: Record<DisplayLocale, Record<Exclude<SalaryTimeframe, 'hourly'>, string>> = {
  en: { annual: 'per year', monthly: 'per month' },
  nl: { annual: 'per jaar', monthly: 'per maand' },
};

/**
 * The spec's `salaryExpectation` text: the formatted amount and the timeframe, e.g. '€45,000 per year',
 * '$4,000 per month', '£25/hour'.
 */
export function salaryExpectationText(
  amount: number,
  currency: Currency,
  timeframe: SalaryTimeframe,
  locale: DisplayLocale,
): string {
  const formatted = formatSalary(amount, currency, timeframe, locale);
  return timeframe === 'hourly' ? formatted : `${formatted} ${TIMEFRAME_WORDS[locale][timeframe]}`;
}

/**
 * Salary text to a number (spec section 5): everything but digits is dropped; no digits at all gives 75000.
 * '€ 52.500' -> 52500, '45,000 per year' -> 45000, '' -> 75000. Capped at Number.MAX_SAFE_INTEGER.
 */
export function parseSalaryText(text: string | null | undefined): number {
  const digits = (text ?? '').replace(/\D/g, '');
  if (digits === '') return DEFAULT_SALARY_TEXT_VALUE;
  return Math.min(Number(digits), Number.MAX_SAFE_INTEGER);
}

/**
 * The dashboard insight summary's salary range (spec section 9): 90% to 120% of the expectation, rounded to whole
 * units.
 */
export function insightSalaryRange(expectation: number): { low: number; high: number } {
  return { low: Math.round(expectation * 0.9), high: Math.round(expectation * 1.2) };
}

/** Why a typed pay cannot be read as an amount (null: it can, or the field is empty). */
export type TypedPayProblem = 'negative' | 'unreadable';

/**
 * A pay amount as a person types it, in either language's way of writing numbers (walk W2: a Dutch "45.000" was read
 * by the number field as 45): "45.000", "45,000", "45 000", "45'000" and "€ 45.000" are forty-five thousand; "2.000,50"
 * and "2,000.50" are two thousand and a half; a lone separator followed by one or two digits ("45,5", "45.5") is a
 * decimal one. A currency sign or code around the number is dropped (the currency is picked beside the field).
 * Returns the amount, a problem, or null for an empty field.
 */
export function readTypedPay(text: string): { amount: number } | { problem: TypedPayProblem } | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const bare = trimmed
    .replace(/€|£|\$|\b(eur|euro|euros|usd|gbp|chf|sek|dkk|nok|pln|czk|aud|cad|sgd|kr|zl|fr)\b\.?/gi, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (/^[-\u2212]\d/.test(bare)) return { problem: 'negative' };
  if (!/^\d[\d.,]*$/.test(bare) || /[.,]$/.test(bare)) return { problem: 'unreadable' };
  let digits: string;
  // "2.000,50" and "2,000.50": the last separator is the decimal one, the others group thousands.
  const both = /^(\d{1,3}(?:([.,])\d{3})*)([.,])(\d{1,2})$/.exec(bare);
  if (both && both[2] && both[2] !== both[3]) digits = `${both[1]!.replace(/[.,]/g, '')}.${both[4]}`;
  // "45.000", "45,000" and "1.234.567" group thousands.
  else if (/^\d{1,3}([.,]\d{3})+$/.test(bare)) digits = bare.replace(/[.,]/g, '');
  // "45,5" and "45.5" are decimals; anything else with separators ("4.5.6", "12,3456") cannot be read for sure.
  else if (/^\d+([.,]\d{1,2})?$/.test(bare)) digits = bare.replace(',', '.');
  else return { problem: 'unreadable' };
  const amount = Number(digits);
  return Number.isFinite(amount) ? { amount } : { problem: 'unreadable' };
}

/**
 * A current pay typed as a year that is probably a month's (a walk typed 3,100 with the period left at "per year"):
 * worth less than EUR 8,000 a year at the bundled ECB rate, below a full-time minimum wage in every country Thrive
 * covers (Poland's 2025 minimum is about EUR 13,000 a year). The wizard asks; it never changes the answer by itself.
 */
export const YEARLY_PAY_LOOKS_MONTHLY_EUR = 8000;

export function yearlyPayLooksMonthly(amount: number, currency: Currency): boolean {
  const rate = currency === 'EUR' ? 1 : engineConstants.exchangeRates.perEuro[currency];
  if (!rate || !(amount > 0)) return false;
  return amount / rate < YEARLY_PAY_LOOKS_MONTHLY_EUR;
}

/** The currency of each country whose money the wizard offers (the euro area by its members); others have none. */
const COUNTRY_CURRENCIES: Record<string, Currency> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  LI: 'CHF',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  PL: 'PLN',
  CZ: 'CZK',
  SG: 'SGD',
  ...Object.fromEntries(
    [
      'AT',
      'BE',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PT',
      'SI',
      'SK',
    ].map((code) => [code, 'EUR' as Currency]),
  ),
};

/**
 * The money a person is paid in where they live, when the wizard offers it: a Chicago nurse's current pay is in US
 * dollars unless she says otherwise (walk 0087: 86,000 typed in Chicago was read as euros).
 */
export function currencyOfCountry(countryCode: string | undefined): Currency | undefined {
  return countryCode ? COUNTRY_CURRENCIES[countryCode.toUpperCase()] : undefined;
}
