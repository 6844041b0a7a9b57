import { FIGURE_SOURCE_MAX, type Figure, type MoneyFigure } from '../contracts/figure';
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
    source: source.slice(0, FIGURE_SOURCE_MAX),
    year,
    ...(unit && { unit }),
  };
}

/** The years of a figure's inputs: the oldest, and the newest where it is later (decision 0092). */
export function yearSpan(...inputs: { year: number; yearTo?: number | undefined }[]): {
  year: number;
  yearTo?: number;
} {
  const year = Math.min(...inputs.map((f) => f.year));
  const yearTo = Math.max(...inputs.map((f) => f.yearTo ?? f.year));
  return yearTo > year ? { year, yearTo } : { year };
}

/** `money` for a figure computed from `inputs`: its year is their span (`yearSpan`). */
export function composite(
  value: number,
  currency: string,
  basis: Figure['basis'],
  source: string,
  inputs: { year: number; yearTo?: number | undefined }[],
  unit?: string,
): MoneyFigure {
  const { yearTo, ...rest } = yearSpan(...inputs);
  return { ...money(value, currency, basis, source, rest.year, unit), ...(yearTo && { yearTo }) };
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
  return composite(
    value,
    to,
    weakest(figure.basis, from.basis, target.basis),
    `${figure.source}; converted at ${rateNote}`,
    // The euro's own entry has no year of its own (2100): only the rates used count.
    [figure, ...[from, target].filter((r) => r !== EURO)],
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
