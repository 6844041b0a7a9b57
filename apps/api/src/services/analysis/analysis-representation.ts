import { makeRepresentation, type Representation } from './completed-analysis-cache';
import type { AnalysisCut } from './analysis-cut';

/** Bumped when the shape of an analysis read changes, so no client keeps an old one. */
const REPRESENTATION = 'r2';

/** Rows are immutable per status (a retry is a new row), so id, status and view identify an answer. */
export const etagOf = (id: string | null, status: string | null, view: string) =>
  `"${REPRESENTATION}.${id ?? 'none'}.${status ?? ''}.${view}"`;

/**
 * The answer of an analysis read: the record (without the currency of its request, which the cut used) with the
 * result and market data of the view. The read makes it from the stored row; the runner from the row it just
 * completed and the engine thread's first screen (decision 0109): the same fields in the same order, so the same bytes.
 */
export function analysisRepresentation(
  { personCurrency: _currency, ...analysis }: { id: string; status: string; personCurrency?: string | null },
  view: string,
  cut: AnalysisCut | null,
): Representation {
  return makeRepresentation(etagOf(analysis.id, analysis.status, view), {
    analysis: cut
      ? { ...analysis, analysisResult: cut.analysisResult, marketData: cut.marketData, cut: cut.cut }
      : analysis,
  });
}
