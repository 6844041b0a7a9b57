/**
 * The views of an analysis read (decision 0097): `first`, what the dashboard's first screen shows (the headline, the
 * analysis panel and the insight cards: `firstScreenOfResult` in analysis-summary.ts); `summary`, what its tabs, the
 * printable report and the JSON export show (the default of a read, fetched by the dashboard once a tab is shown);
 * `full`, the whole result. A module of its own, so the contracts that name the views load none of the cutting rules.
 */
export const ANALYSIS_VIEWS = ['first', 'summary', 'full'] as const;
export type AnalysisView = (typeof ANALYSIS_VIEWS)[number];
