/**
 * Which kind of statistic a pay figure's source names (decision 0165, walk W118): a median of an occupation and a
 * mean of a broad group are not the same measure, so Compare says so when its two sides differ. Sources are read as
 * the figure carries them (English from the datasets, or Dutch once localised). Undefined when the source names
 * neither (a pay scale, the person's own answer).
 */
/** 'median' includes an occupation's percentiles (quartiles); 'mean' an average over a group. */
export type PayStatistic = 'median' | 'mean';

export function payStatistic(source: string | undefined): PayStatistic | undefined {
  if (!source || isOwnAnswer(source)) return undefined;
  // Percentiles (CBS's quartiles) are of the same family as the median: the middle of the occupation's pay.
  if (/\bmedian|\bmediaan|\bmediane\b|\bpercentiles?\b|\bpercentiel/i.test(source)) return 'median';
  if (/\bmean\b|\baverage\b|\bgemiddelde?\b/i.test(source)) return 'mean';
  return undefined;
}

/** The two kinds when they differ and both are known, else undefined. */
export function mixedPayStatistics(
  a: string | undefined,
  b: string | undefined,
): { a: PayStatistic; b: PayStatistic } | undefined {
  const x = payStatistic(a);
  const y = payStatistic(b);
  return x && y && x !== y ? { a: x, b: y } : undefined;
}

/** A figure's year, or its period ('2024-2026'), as the figure carries it. */
export function figureYears(figure: { year: number; yearTo?: number | undefined }): string {
  return figure.yearTo && figure.yearTo !== figure.year
    ? `${figure.year}-${figure.yearTo}`
    : String(figure.year);
}

type Dated = { year: number; yearTo?: number | undefined; source?: string | undefined } | undefined;

/**
 * The two sides' years when they differ (decision 0176; decision 0165 left it): Entgeltatlas 2025 pay against CBS 2022,
 * or rents of different periods. Pay and rents move from year to year, so part of such a gap is the years'. The
 * person's own answer has no source year (it is what they earn now), so a side on it is not compared by year.
 */
export function mixedYears(a: Dated, b: Dated): { a: string; b: string } | undefined {
  if (!a || !b || !a.year || !b.year) return undefined;
  if (isOwnAnswer(a.source) || isOwnAnswer(b.source)) return undefined;
  const x = figureYears(a);
  const y = figureYears(b);
  return x !== y ? { a: x, b: y } : undefined;
}

function isOwnAnswer(source: string | undefined): boolean {
  return !!source && /^(your answer|jouw antwoord)/i.test(source.trim());
}
