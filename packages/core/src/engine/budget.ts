import { engineConstants } from '../datasets/constants';
/**
 * The housing budget the person typed on the lifestyle-reality step ("1100", "EUR 1,400", "€1.400 per maand",
 * "1200-1500", "1.5k"), read as a monthly amount (issue 16). The upper end of a range counts. A yearly amount ("per
 * year", "per jaar", or above the equivalent of EUR 15,000) is divided by 12, and says so. A currency sign or code in the text wins over the wizard's
 * currency. Null when the text holds no amount.
 */
export interface HousingBudget {
  monthly: number;
  currency: string;
  /** True when the text was read as a yearly amount and divided by 12 (the wizard says so under the field). */
  yearly: boolean;
}

/**
 * A monthly housing budget above this many euros (in the budget's currency at the ECB rate) is read as a yearly
 * amount: 15,000 euros, but 112,000 Danish kroner (walk W26: "16 000 kr" a month is an ordinary Danish rent).
 */
export const YEARLY_ABOVE_EUR = 15_000;

const SIGNS: [RegExp, string][] = [
  [/€|\beur(o|os)?\b/i, 'EUR'],
  [/£|\bgbp\b|\bpounds?\b/i, 'GBP'],
  [/\bchf\b|\bfr\.?\s/i, 'CHF'],
  [/\bsek\b|\bkr\b/i, 'SEK'],
  [/\bdkk\b/i, 'DKK'],
  [/\bnok\b/i, 'NOK'],
  [/\bpln\b|\bzl\b|zł/i, 'PLN'],
  [/\bczk\b|\bkc\b/i, 'CZK'],
  [/\baud\b|a\$/i, 'AUD'],
  [/\bcad\b|c\$/i, 'CAD'],
  [/\bsgd\b|s\$/i, 'SGD'],
  [/\busd\b|\$/i, 'USD'],
];

function parseNumber(raw: string): number {
  let s = raw.replace(/\s/g, '');
  const k = /k$/i.test(s);
  s = s.replace(/k$/i, '');
  // "1.400,00" and "1,400.00": the last separator is the decimal one, the others group thousands.
  const both = /^(\d{1,3}(?:([.,])\d{3})*)([.,])(\d{1,2})$/.exec(s);
  if (both && both[2] && both[2] !== both[3]) s = `${both[1]!.replace(/[.,]/g, '')}.${both[4]}`;
  // "1.400" and "1,400" are thousands; "1.5" and "1,5" are decimals.
  else if (/^\d{1,3}([.,]\d{3})+$/.test(s)) s = s.replace(/[.,]/g, '');
  else s = s.replace(',', '.');
  const value = Number(s);
  return Number.isFinite(value) ? value * (k ? 1000 : 1) : NaN;
}

/** The currency a typed amount names by sign or code ("108 000 PLN", "€1.400", "CHF1500"), if any. */
export function currencyNamedIn(text: string): string | undefined {
  // "CHF1500" and "1500kr": a code glued to the number still names the currency.
  const spaced = text.replace(/(\d)([a-z])/gi, '$1 $2').replace(/([a-z])(\d)/gi, '$1 $2');
  return SIGNS.find(([re]) => re.test(spaced))?.[1];
}

export function parseHousingBudget(text: string, fallbackCurrency: string): HousingBudget | null {
  if (!text || !text.trim()) return null;
  const numbers = [...text.matchAll(/\d[\d.,\s]*\d(?:\s?k\b)?|\d(?:\s?k\b)?/gi)]
    .map((m) => parseNumber(m[0].trim()))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (numbers.length === 0) return null;
  const typed = Math.max(...numbers);
  const currency = currencyNamedIn(text) ?? fallbackCurrency;
  const perEuro = currency === 'EUR' ? 1 : (engineConstants.exchangeRates.perEuro[currency] ?? 1);
  const yearly =
    /per\s*(year|jaar|jahr|annum)|\/\s*(yr|year|jaar)|yearly|jaarlijks|annual/i.test(text) ||
    typed / perEuro > YEARLY_ABOVE_EUR;
  return { monthly: Math.round(yearly ? typed / 12 : typed), currency, yearly };
}

/** The most a monthly housing budget can be (a higher figure is a typing slip, not a budget). */
export const HOUSING_BUDGET_MAX_MONTHLY = 100_000;

const CURRENCY_WORDS =
  /euros?|chf|eur|usd|gbp|sek|dkk|nok|pln|czk|aud|cad|sgd|pounds?|kr|zł|zl|kc|fr\.?|[a-z]\$/gi;

export type HousingBudgetProblem = 'noAmount' | 'negative' | 'unreadable' | 'tooLarge';

/**
 * Why a typed housing budget cannot be read as the person meant it (null when it can, or when it is empty: the
 * answer is optional). "-5e9 abc" is not a budget of 9, and "999999999" is not a monthly rent.
 */
export function housingBudgetProblem(text: string, fallbackCurrency = 'EUR'): HousingBudgetProblem | null {
  if (!text || !text.trim()) return null;
  if (/(^|[^\d\w])-\s*\d/.test(text) && !/\d\s*-\s*\d/.test(text)) return 'negative';
  // A digit run glued to letters other than a trailing k ("5e9", "12abc") is not an amount.
  const words = text.replace(CURRENCY_WORDS, ' ');
  if (/\d[a-jl-z]|\dk[a-z]|[a-z]\d/i.test(words)) return 'unreadable';
  const budget = parseHousingBudget(text, fallbackCurrency);
  if (!budget) return 'noAmount';
  if (budget.monthly > HOUSING_BUDGET_MAX_MONTHLY) return 'tooLarge';
  return null;
}

/**
 * How well a rent fits the budget, 0..1: 1 at or under it, then down by 2 points per 1% over, 0 from 50% over.
 * More budget never lowers it.
 */
export function budgetFit(rentMonthly: number, budgetMonthly: number): number {
  if (rentMonthly <= budgetMonthly) return 1;
  if (budgetMonthly <= 0) return 0;
  return Math.max(0, 1 - (2 * (rentMonthly - budgetMonthly)) / budgetMonthly);
}

/** The largest partner income a year the answers accept (the onboarding contract's limit). */
export const PARTNER_INCOME_MAX_ANNUAL = 10_000_000;

/**
 * The partner's expected gross income a year as typed on the lifestyle step (walks W403/W419): "42000", "42.000",
 * "42 000", "EUR 42,000", or an amount in another currency ("108 000 PLN"), which is converted to the answers'
 * currency at the bundled ECB reference rate and says so. `typed` is what the person wrote (amount and currency);
 * `amount` is what the plan uses, in `currency`. A text that is not one whole amount is a problem, never a silent 0.
 */
export type PartnerIncomeReading =
  | { kind: 'empty' }
  | { kind: 'problem'; problem: 'unreadable' | 'tooLarge' }
  | {
      kind: 'amount';
      amount: number;
      currency: string;
      typed: { value: number; currency: string };
      converted: boolean;
      /** The typed amount was a month's ("7 000 PLN per month"): the year is 12 of them (walk W511). */
      perMonth?: true;
    };

/** "per month", "a month", "monthly", "per maand", "maandelijks", "/month", "/mnd", "p/m" (walk W511). */
const PER_MONTH =
  /(\bper\s*(month|maand|monat|mnd)\b|\ba\s+month\b|\bmonthly\b|\bmaandelijks\b|\/\s*(month|maand|mnd|mo)\b|\bp\/m\b)/gi;

export function readPartnerIncome(text: string, currency: string): PartnerIncomeReading {
  if (!text || !text.trim()) return { kind: 'empty' };
  const named = currencyNamedIn(text);
  const perMonth = new RegExp(PER_MONTH.source, 'i').test(text);
  const rest = text
    .replace(PER_MONTH, ' ')
    .replace(CURRENCY_WORDS, ' ')
    .replace(/[€£$]/g, ' ')
    .replace(/\b(per\s*(year|jaar|jahr|annum)|a\s+year|yearly|annual|jaarlijks|bruto|gross)\b/gi, ' ')
    .trim();
  const digits = rest.replace(/[\s.,'\u00a0]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return { kind: 'problem', problem: 'unreadable' };
  const value = Number(digits);
  const yearly = perMonth ? value * 12 : value;
  const from = named ?? currency;
  const rates = engineConstants.exchangeRates.perEuro as Record<string, number | undefined>;
  const rateFrom = from === 'EUR' ? 1 : rates[from];
  const rateTo = currency === 'EUR' ? 1 : rates[currency];
  if (from !== currency && (!rateFrom || !rateTo)) return { kind: 'problem', problem: 'unreadable' };
  const amount = from === currency ? yearly : Math.round((yearly / rateFrom!) * rateTo!);
  if (amount > PARTNER_INCOME_MAX_ANNUAL) return { kind: 'problem', problem: 'tooLarge' };
  return {
    kind: 'amount',
    amount,
    currency,
    typed: { value, currency: from },
    converted: from !== currency,
    ...(perMonth && { perMonth: true as const }),
  };
}
