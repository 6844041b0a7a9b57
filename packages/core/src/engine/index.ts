// The career analysis engine: pure, deterministic, over the bundled datasets (see docs/analysis.md).

export {
  runAnalysis,
  confidenceFor,
  LEVEL_STEPS,
  TIMELINE_SCALE,
  ROLE_MATCH_CAP,
  COMPANY_MATCH_CAP,
  INDUSTRY_MATCH_CAP,
  type RunOptions,
} from './run';
export { scoreCitiesForAnswers, cityFitForAnswers, type PartialAnswers } from './hubs';
export { cityFit, type CityFit } from './city-fit';
export {
  scoreCities,
  factorWeights,
  CITY_FACTORS,
  CITY_MATCH_CAP,
  type CityFactor,
  type CityInput,
} from './cities';
export { bundledEngineData, EU27_LIVING_COST_EUR } from './bundled';
export { ENGINE_VERSION } from './version';
export { EXCHANGE_RATES } from './exchange-rates';
export { bedroomsFor } from './profile';
export type { EngineData, EngineCity, EngineRole, EngineSkill, EngineCourse } from './data';
