import type { AnalysisRequest } from '../contracts/analysis-request';
import { PREDICTION_TIMEFRAMES, type ExperienceLevel, type PredictionTimeframe } from '../contracts/enums';
import type { EngineData, EngineRole } from './data';
import type { Person } from './profile';
import { levelAfter, rankRoles, type RoleFit } from './roles';

/** Levels each prediction timeframe steps up from the level now (0-3: now, 3-5: one step, 5-10: two steps). */
export const LEVEL_STEPS: Record<PredictionTimeframe, number> = { '0-3': 0, '3-5': 1, '5-10': 2 };

/**
 * The predicted career (issue 16): the role and level for each timeframe. One function, used by the city fit (the
 * pay each city offers) and by the analysis, so both speak of the same role.
 */
export interface CareerChoice {
  /** Every role by fit, best first (empty before any skill is known). */
  ranked: RoleFit[];
  /** The best fit (undefined before any skill is known). */
  best: RoleFit | undefined;
  roles: Record<PredictionTimeframe, EngineRole | undefined>;
  levels: Record<PredictionTimeframe, ExperienceLevel>;
}

export type CareerInput = Pick<AnalysisRequest, 'industries' | 'workEnergy' | 'industrySwitch'> & {
  skills: readonly string[];
};

export function predictCareer(person: Person, input: CareerInput, data: EngineData): CareerChoice {
  const ranked = input.skills.length > 0 || person.skillIds.size > 0 ? rankRoles(person, input, data) : [];
  const best = ranked[0];
  const roleById = new Map(data.roles.map((r) => [r.id, r]));
  const later =
    best &&
    ((best.role.next ?? []).map((id) => roleById.get(id)).find((r): r is EngineRole => !!r) ?? best.role);
  const levels = Object.fromEntries(
    PREDICTION_TIMEFRAMES.map((t) => [t, levelAfter(person, LEVEL_STEPS[t])]),
  ) as Record<PredictionTimeframe, ExperienceLevel>;
  return {
    ranked,
    best,
    roles: { '0-3': best?.role, '3-5': best?.role, '5-10': later },
    levels,
  };
}
