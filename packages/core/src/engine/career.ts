import type { AnalysisRequest } from '../contracts/analysis-request';
import {
  EXPERIENCE_LEVELS,
  PREDICTION_TIMEFRAMES,
  type ExperienceLevel,
  type PredictionTimeframe,
} from '../contracts/enums';
import type { EngineData, EngineRole } from './data';
import { ROLE_NEXT, rolesInText } from './ladders';
import type { Person } from './profile';
import { cmp, levelAfter, rankRoles, type RoleFit } from './roles';

/** Levels each prediction timeframe steps up from the level now (0-3: now, 3-5: one step, 5-10: two steps). */
export const LEVEL_STEPS: Record<PredictionTimeframe, number> = { '0-3': 0, '3-5': 1, '5-10': 2 };

/**
 * Pay plausibility (issue 16): a role whose mid-level pay near the person is more than 1.6 times what they earn now
 * loses fit, down to x 0.6 at 3.2 times: a worker on USD 22 an hour is not predicted a sales manager at 2.9 times
 * their pay. Without current pay, x 1.
 */
export const PAY_STRETCH = { free: 1.6, floor: 3.2, minFactor: 0.6 } as const;

/**
 * The predicted career (issue 16): the role and level for each timeframe. One function, used by the city fit (the
 * pay each city offers) and by the analysis, so both speak of the same role.
 */
export interface CareerChoice {
  /** Every role by fit, best first (named targets first); empty before any skill is known. */
  ranked: RoleFit[];
  /** The near-term role (undefined before any skill is known). */
  best: RoleFit | undefined;
  roles: Record<PredictionTimeframe, EngineRole | undefined>;
  levels: Record<PredictionTimeframe, ExperienceLevel>;
  /** Roles the person named as where they want to go (free text), ids. */
  targets: readonly string[];
  /** The level the person's current pay points to for the near-term role, when pay is known. */
  payLevel?: ExperienceLevel;
}

export type CareerInput = Pick<AnalysisRequest, 'industries' | 'workEnergy' | 'industrySwitch'> & {
  skills: readonly string[];
  careerGoalsText?: string;
  additionalNotes?: string;
};

export interface CareerOptions {
  /** Annual gross pay of a role at a level near the person, in the person's currency (for pay anchoring). */
  payNear?: (role: EngineRole, level: ExperienceLevel) => number | undefined;
}

/**
 * 1. Rank roles by fit (engine/roles.ts), times the pay plausibility when current pay is known.
 * 2. Roles named in the goals or notes ("move into UX", "data analist worden") are targets and rank first; for a
 *    career changer, named roles in the field they work in now (their best skill match's family) are not targets
 *    when they also name one outside it.
 * 3. The near-term role needs at most one more year of education than the person has (unless named). A career
 *    changer without a named target moves to the best-fitting next role of their current role (teacher ->
 *    instructional designer), when one exists.
 * 4. The level now: the chosen level (or CV years, or who they are), lowered to one above what their current pay
 *    points to; a changer starts one level lower in the new role.
 * 5. Each later timeframe steps up one level; at the top (senior, or lead with leadership) it moves to the role's next
 *    role in its ladder (at one level lower, at least mid); with neither, to lead. No two steps are the same.
 */
export function predictCareer(
  person: Person,
  input: CareerInput,
  data: EngineData,
  options: CareerOptions = {},
): CareerChoice {
  const byId = new Map(data.roles.map((r) => [r.id, r]));
  const text = `${input.careerGoalsText ?? ''} ${input.additionalNotes ?? ''}`;
  const mentioned = text.trim() ? rolesInText(text, data.roles) : { named: [], avoided: [] };
  const noSkills = input.skills.length === 0 && person.skillIds.size === 0;
  const levelsOnly = (): Record<PredictionTimeframe, ExperienceLevel> =>
    Object.fromEntries(PREDICTION_TIMEFRAMES.map((t) => [t, levelAfter(person, LEVEL_STEPS[t])])) as Record<
      PredictionTimeframe,
      ExperienceLevel
    >;
  if (noSkills && mentioned.named.length === 0)
    return {
      ranked: [],
      best: undefined,
      roles: { '0-3': undefined, '3-5': undefined, '5-10': undefined },
      levels: levelsOnly(),
      targets: [],
    };

  const bySkills = rankRoles(person, input, data);
  const current = bySkills[0]?.role.id;
  const payFactor = (role: EngineRole) => {
    if (person.currentPayAnnual === undefined || !options.payNear) return 1;
    const pay = options.payNear(role, 'mid');
    if (!pay || person.currentPayAnnual <= 0) return 1;
    const ratio = pay / person.currentPayAnnual;
    if (ratio <= PAY_STRETCH.free) return 1;
    const t = Math.min(1, (ratio - PAY_STRETCH.free) / (PAY_STRETCH.floor - PAY_STRETCH.free));
    return 1 - t * (1 - PAY_STRETCH.minFactor);
  };
  const adjusted = bySkills.map((r) => {
    const f = payFactor(r.role);
    return f === 1 ? r : { ...r, fit: Math.round(r.fit * f * 10_000) / 10_000 };
  });
  const avoided = new Set(mentioned.avoided);
  let targets = mentioned.named.filter((id) => byId.has(id) && !avoided.has(id));
  // A changer who names both what they do and where they go ("a teacher who wants to move into UX"): the roles of
  // their current field are where they come from, not a target.
  const currentFamily = current ? byId.get(current)?.family : undefined;
  if (person.careerChanger && targets.length > 1) {
    const away = targets.filter((id) => id !== current && byId.get(id)?.family !== currentFamily);
    if (away.length > 0) targets = away;
  }
  const isTarget = new Set(targets);
  const ranked = adjusted
    .filter((r) => !avoided.has(r.role.id))
    .sort(
      (a, b) =>
        Number(isTarget.has(b.role.id)) - Number(isTarget.has(a.role.id)) ||
        b.fit - a.fit ||
        cmp(a.role.id, b.role.id),
    );

  // The near-term role needs no more than one more year of education than the person has (a nurse with a bachelor's
  // is not predicted a nurse practitioner, who needs a master's, in the next three years), unless they named it.
  const reachable = (r: RoleFit) =>
    isTarget.has(r.role.id) ||
    person.educationYears === null ||
    r.role.educationYears === undefined ||
    r.role.educationYears - person.educationYears < 2;
  let best = ranked.find(reachable) ?? ranked[0];
  if (best && person.careerChanger && targets.length === 0 && best.role.id === current) {
    const bridges = (ROLE_NEXT[best.role.id] ?? [])
      .map((id) => ranked.find((r) => r.role.id === id))
      .filter((r): r is RoleFit => !!r && reachable(r))
      .sort((a, b) => b.fit - a.fit || cmp(a.role.id, b.role.id));
    if (bridges[0]) best = bridges[0];
  }
  if (!best) {
    return {
      ranked,
      best,
      roles: { '0-3': undefined, '3-5': undefined, '5-10': undefined },
      levels: levelsOnly(),
      targets,
    };
  }

  // The level now, anchored by current pay for the near-term role.
  const max = person.leadership ? 4 : 3;
  let start = levelAfter(person, 0);
  let payLevel: ExperienceLevel | undefined;
  if (person.currentPayAnnual !== undefined && options.payNear) {
    payLevel = closestLevel(person.currentPayAnnual, (level) => options.payNear!(best.role, level));
    if (payLevel) {
      const cap = Math.min(max, EXPERIENCE_LEVELS.indexOf(payLevel) + 1);
      if (EXPERIENCE_LEVELS.indexOf(start) > cap) start = EXPERIENCE_LEVELS[cap]!;
    }
  }

  const roles = { '0-3': best.role } as Record<PredictionTimeframe, EngineRole>;
  const levels = { '0-3': start } as Record<PredictionTimeframe, ExperienceLevel>;
  let role = best.role;
  let index = EXPERIENCE_LEVELS.indexOf(start);
  const seen = new Set([`${role.id}:${index}`]);
  for (const t of ['3-5', '5-10'] as const) {
    if (index < max) index += 1;
    else {
      const next = (role.next ?? ROLE_NEXT[role.id] ?? [])
        .map((id) => byId.get(id))
        .find((r): r is EngineRole => !!r && !seen.has(`${r.id}:${Math.max(2, index - 1)}`));
      if (next) {
        role = next;
        index = Math.max(2, index - 1);
      } else if (index < 4) index += 1;
    }
    seen.add(`${role.id}:${index}`);
    roles[t] = role;
    levels[t] = EXPERIENCE_LEVELS[index]!;
  }
  return { ranked, best, roles, levels, targets, ...(payLevel && { payLevel }) };
}

/** The level whose pay is closest to `pay` on a log scale (undefined when no level has a figure). */
function closestLevel(
  pay: number,
  payAt: (level: ExperienceLevel) => number | undefined,
): ExperienceLevel | undefined {
  let best: ExperienceLevel | undefined;
  let distance = Infinity;
  for (const level of EXPERIENCE_LEVELS) {
    const at = payAt(level);
    if (!at || at <= 0 || pay <= 0) continue;
    const d = Math.abs(Math.log(at / pay));
    if (d < distance) {
      distance = d;
      best = level;
    }
  }
  return best;
}
