import type { Figure, MoneyFigure } from '../contracts/figure';
import type { ExchangeRate } from './data';

/**
 * The weaker of two bases: estimate < derived < official (a figure the person reported counts as official here). A computed
 * figure is at best 'derived'.
 */
export function weakest(...bases: Figure['basis'][]): Figure['basis'] {
  if (bases.includes('estimate')) return 'estimate';
  return 'derived';
}

export const round = (value: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function money(
  value: number,
  currency: string,
  basis: Figure['basis'],
  source: string,
  year: number,
  unit?: string,
): MoneyFigure {
  return {
    value: round(value, 2),
    currency,
    basis,
    source: source.slice(0, 300),
    year,
    ...(unit && { unit }),
  };
}

/**
 * Converts an amount between currencies through the euro (ECB reference rates are quoted per euro). The same
 * currency returns the figure unchanged; otherwise the result is 'derived' (or 'estimate' if either side is) and its
 * source names the rate.
 */
export function convert(
  figure: MoneyFigure,
  to: string,
  rates: Readonly<Record<string, ExchangeRate>>,
): MoneyFigure {
  if (figure.currency === to) return figure;
  const from = figure.currency === 'EUR' ? EURO : rates[figure.currency];
  const target = to === 'EUR' ? EURO : rates[to];
  if (!from || !target) throw new Error(`No exchange rate for ${figure.currency} -> ${to}`);
  const value = (figure.value / from.perEuro) * target.perEuro;
  // The rate's source names its year already ("…, 2024 annual average"): no second year after it.
  const rateNote =
    [from, target]
      .filter((r) => r !== EURO)
      .map((r) => (r.source.includes(String(r.year)) ? r.source : `${r.source} ${r.year}`))[0] ?? '';
  return money(
    value,
    to,
    weakest(figure.basis, from.basis, target.basis),
    `${figure.source}; converted at ${rateNote}`,
    Math.min(figure.year, from.year, target.year),
    figure.unit,
  );
}

/** A plain conversion of a number (no figure bookkeeping). */
export function convertValue(
  value: number,
  from: string,
  to: string,
  rates: Readonly<Record<string, ExchangeRate>>,
) {
  if (from === to) return value;
  const a = from === 'EUR' ? 1 : rates[from]?.perEuro;
  const b = to === 'EUR' ? 1 : rates[to]?.perEuro;
  if (!a || !b) throw new Error(`No exchange rate for ${from} -> ${to}`);
  return (value / a) * b;
}

const EURO: ExchangeRate = { perEuro: 1, basis: 'official', source: 'euro', year: 2100 };
