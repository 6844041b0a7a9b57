import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import type { AnalysisView } from '@thrive/core/contracts/analysis-views';
import {
  firstScreenOfResult,
  fullAnalysisCut,
  onlyCities,
  summarizeAnalysisResult,
} from '@thrive/core/contracts/analysis-summary';
import { localizeAnalysis } from '@thrive/core/text/localize-analysis';
import { marketDataOf } from '../../lib/packed-result';

/** What a read answers: the first screen, the summary or the whole result, as stored or written in one language. */
export type View = `${AnalysisView}${'' | '.en' | '.nl'}`;

/**
 * The part of an analysis read cut from its result: the result in the view (cut, and written in the viewer's
 * language), the record's market data for it and what was cut. A pure function of the result, the view and the two
 * facts of the record it reads (who wrote the prose, the currency of the request), with no database or request in
 * it, so the engine thread can make the first screen's as soon as it has the result (decision 0109) and the read
 * makes the same from the stored result.
 */
export interface AnalysisCut {
  analysisResult: AnalysisResult;
  marketData: unknown;
  cut: unknown;
}

export function cutAnalysis(
  result: AnalysisResult,
  marketData: unknown,
  view: View,
  record: { proseBy: string | null; personCurrency?: string | null },
): AnalysisCut {
  const [shape, lang] = view.split('.') as [AnalysisView, 'en' | 'nl' | undefined];
  // The first screen is cut from the summary once it is written in the viewer's language, so its headline is the
  // summary's (decision 0097).
  const whole = shape === 'full' ? { result, cut: fullAnalysisCut(result) } : summarizeAnalysisResult(result);
  // In the viewer's language: the browser then needs none of the names and sentence data (decision 0040).
  const written = lang
    ? {
        ...whole,
        result: localizeAnalysis(whole.result, lang, {
          proseBy: record.proseBy,
          // Money about a city also in the person's own currency, as in their request (decision 0034).
          homeCurrency: record.personCurrency ?? undefined,
        }),
      }
    : whole;
  const first = shape === 'first' ? firstScreenOfResult(written.result) : null;
  // The first screen counts the cities of the whole analysis, as the summary does.
  const cut = first ? { ...first, cut: { ...first.cut, cityCount: written.cut.cityCount } } : written;
  return {
    analysisResult: cut.result,
    marketData: shape === 'full' ? marketData : summaryMarketData(marketData, cut.result),
    cut: cut.cut,
  };
}

/**
 * The first screen of a result the engine just made, in the language of its request, as the read of
 * `/api/analyses/latest?view=first&lang=` cuts it from the stored result: made on the engine thread, so the first
 * read of a new analysis does not unpack and cut the whole result on the request thread (decision 0109).
 */
export function firstScreenCut(
  result: AnalysisResult,
  personCurrency: string | null,
): { view: View; cut: AnalysisCut } {
  const view: View = `first.${result.locale}`;
  return {
    view,
    cut: cutAnalysis(result, marketDataOf(result), view, { proseBy: 'engine', personCurrency }),
  };
}

/** The record's market data with the average rents of the cities of the summary (or the first screen) only. */
function summaryMarketData(marketData: unknown, result: AnalysisResult): unknown {
  const data = marketData as { housing?: { averageRent?: Record<string, unknown> } } | null;
  const rents = data?.housing?.averageRent;
  if (!data || !rents || typeof rents !== 'object') return marketData;
  const kept = new Set(result.cityMatches.map((city) => city.cityId));
  return { ...data, housing: { ...data.housing, averageRent: onlyCities(rents, kept) } };
}
