/**
 * The housing budget the person typed on the lifestyle-reality step ("1100", "EUR 1,400", "€1.400 per maand",
 * "1200-1500", "1.5k"), read as a monthly amount (issue 16). The upper end of a range counts. A yearly amount ("per
 * year", "per jaar", or above 15,000) is divided by 12. A currency sign or code in the text wins over the wizard's
 * currency. Null when the text holds no amount.
 */
export interface HousingBudget {
  monthly: number;
  currency: string;
}

const SIGNS: [RegExp, string][] = [
  [/€|\beur(o|os)?\b/i, 'EUR'],
  [/£|\bgbp\b|\bpounds?\b/i, 'GBP'],
  [/\bchf\b|\bfr\.?\s/i, 'CHF'],
  [/\bsek\b|\bkr\b/i, 'SEK'],
  [/\bdkk\b/i, 'DKK'],
  [/\bnok\b/i, 'NOK'],
  [/\bpln\b|\bzl\b/i, 'PLN'],
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
  // "1.400" and "1,400" are thousands; "1.5" and "1,5" are decimals.
  if (/^\d{1,3}([.,]\d{3})+$/.test(s)) s = s.replace(/[.,]/g, '');
  else s = s.replace(',', '.');
  const value = Number(s);
  return Number.isFinite(value) ? value * (k ? 1000 : 1) : NaN;
}

export function parseHousingBudget(text: string, fallbackCurrency: string): HousingBudget | null {
  if (!text || !text.trim()) return null;
  const numbers = [...text.matchAll(/\d[\d.,\s]*\d(?:\s?k\b)?|\d(?:\s?k\b)?/gi)]
    .map((m) => parseNumber(m[0].trim()))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (numbers.length === 0) return null;
  let monthly = Math.max(...numbers);
  if (
    /per\s*(year|jaar|jahr|annum)|\/\s*(yr|year|jaar)|yearly|jaarlijks|annual/i.test(text) ||
    monthly > 15000
  )
    monthly /= 12;
  const currency = SIGNS.find(([re]) => re.test(text))?.[1] ?? fallbackCurrency;
  return { monthly: Math.round(monthly), currency };
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
