import constantsJson from './data/constants.json';
import type { EngineConstants } from './constants-schema';

export type { ChildcareRule, EngineConstants } from './constants-schema';

/**
 * Constants of the engine's money rules, from the datasets (`scripts/datasets/sources/engine-constants.json`), so
 * the dataset version changes whenever one of them does: the EU27 living cost of one adult, the OECD-modified
 * equivalence scale, the affordability thresholds, the default share of a working partner's pay and the ECB rates.
 * The bundled file is checked against its schema (constants-schema.ts) by the datasets' tests, not at each load:
 * building the schema cost a phone's browser a blocking task on every page that uses a money rule (decision 0082).
 */
export const engineConstants = constantsJson as EngineConstants;
