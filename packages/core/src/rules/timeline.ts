import type { AnalysisResult } from '../contracts/analysis-result';
import { PREDICTION_TIMEFRAMES, type PredictionTimeframe } from '../contracts/enums';
import { addDays } from './dashboard';

/** The years after the analysis each prediction timeframe covers. */
export const TIMEFRAME_YEARS: Record<PredictionTimeframe, readonly [number, number]> = {
  '0-3': [0, 3],
  '3-5': [3, 5],
  '5-10': [5, 10],
};

/**
 * The Future Timeline's grouping: a milestone belongs to the timeframe whose years (counted from the analysis date)
 * hold its target date; anything before the analysis goes to the first, anything after ten years to the last.
 * Each list is sorted by target date.
 */
export function milestonesByTimeframe(
  result: Pick<AnalysisResult, 'generatedAt' | 'milestones'>,
): Record<PredictionTimeframe, AnalysisResult['milestones']> {
  const start = result.generatedAt.slice(0, 10);
  const bound = (years: number) => addDays(start, Math.round(years * 365.25));
  return Object.fromEntries(
    PREDICTION_TIMEFRAMES.map((tf) => {
      const [from, to] = TIMEFRAME_YEARS[tf];
      const list = result.milestones
        .filter(
          (m) =>
            m.targetDate >= (from === 0 ? '0000' : bound(from)) &&
            (tf === '5-10' || m.targetDate < bound(to)),
        )
        .sort((a, b) => a.targetDate.localeCompare(b.targetDate));
      return [tf, list];
    }),
  ) as Record<PredictionTimeframe, AnalysisResult['milestones']>;
}
