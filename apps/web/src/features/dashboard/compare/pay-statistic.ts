/**
 * Which kind of statistic a pay figure's source names (decision 0165, walk W118): a median of an occupation and a
 * mean of a broad group are not the same measure, so Compare says so when its two sides differ. Sources are read as
 * the figure carries them (English from the datasets, or Dutch once localised). Undefined when the source names
 * neither (a pay scale, the person's own answer).
 */
/** 'median' includes an occupation's percentiles (quartiles); 'mean' an average over a group. */
export type PayStatistic = 'median' | 'mean';

export function payStatistic(source: string | undefined): PayStatistic | undefined {
  if (!source || /^(your answer|jouw antwoord)/i.test(source.trim())) return undefined;
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
