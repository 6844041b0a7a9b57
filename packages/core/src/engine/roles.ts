import type { AnalysisRequest } from '../contracts/analysis-request';
import type { MoneyFigure } from '../contracts/figure';
import { EXPERIENCE_LEVELS, type ExperienceLevel, type Industry, type WorkEnergy } from '../contracts/enums';
import type { EngineCity, EngineData, EngineRole } from './data';
import { convert, money, round, weakest } from './money';
import type { Person } from './profile';

/** The parts of a role's fit, each 0..1, and their weights (sum 1). */
export const ROLE_FIT_WEIGHTS = { skills: 0.55, industry: 0.2, interests: 0.15, education: 0.1 } as const;

export interface RoleFit {
  role: EngineRole;
  fit: number;
  parts: Record<keyof typeof ROLE_FIT_WEIGHTS, number>;
  /** Skills of the role the person has (ids). */
  matched: string[];
  /** Key skills of the role the person has only a related skill (or a tool) of, each counted half (ids). */
  related: string[];
  /** How many key skills the role has (`keySkills`: at most 10). */
  keyCount: number;
}

/** The work-energy types of the how-you-thrive step, as O*NET RIASEC interests (Holland codes). */
export const ENERGY_INTERESTS: Record<WorkEnergy, readonly ('R' | 'I' | 'A' | 'S' | 'E' | 'C')[]> = {
  creative: ['A'],
  analytical: ['I'],
  people: ['S'],
  'problem-solving': ['I'],
  leadership: ['E'],
  technical: ['R', 'I'],
  strategic: ['E'],
  'hands-on': ['R'],
  mentoring: ['S'],
  research: ['I'],
  optimization: ['C'],
  customer: ['S', 'E'],
  'deep-work': ['I'],
};

export type RoleInput = Pick<AnalysisRequest, 'industries' | 'workEnergy' | 'industrySwitch'>;

/**
 * How well a role fits: 55% skills (importance-weighted share of the role's key skills the person has: its 10 most
 * important Technical and Domain Knowledge skills, because few people list O*NET's general skills such as active
 * listening as chips; a related skill counts half), 20% industry (1 if the role works in a chosen industry, 0.5 when none chosen or when only the
 * role matters to the person, else 0), 15% interests (cosine of the person's work energies as RIASEC against the
 * role's O*NET interest profile; 0.5 if either is unknown), 10% education (1 when the person's years of education
 * reach the role's typical ones, minus 0.35 per missing year and 0.15 per year beyond one more than it asks; 0.5 if
 * unknown).
 */
export function roleFit(person: Person, input: RoleInput, role: EngineRole, data: EngineData): RoleFit {
  const { share: skills, matched, related, keyCount } = skillsShare(person.skillIds, role, data);

  const industry =
    input.industries.length === 0 || input.industrySwitch === 'role-matters'
      ? Math.max(0.5, role.industries.some((i) => input.industries.includes(i)) ? 1 : 0)
      : role.industries.some((i) => input.industries.includes(i))
        ? 1
        : 0;

  let interests = 0.5;
  if (role.interests && input.workEnergy.length > 0) {
    const mine: Record<string, number> = {};
    for (const energy of input.workEnergy)
      for (const code of ENERGY_INTERESTS[energy]) mine[code] = (mine[code] ?? 0) + 1;
    interests = cosine(mine, role.interests);
  }

  let education = 0.5;
  if (person.educationYears !== null && role.educationYears !== undefined) {
    const missing = Math.max(0, role.educationYears - person.educationYears);
    const extra = Math.max(0, person.educationYears - role.educationYears - 1);
    education = Math.max(0, Math.min(1, 1 - 0.35 * missing - 0.15 * extra));
  }

  const parts = { skills, industry, interests, education };
  const fit =
    ROLE_FIT_WEIGHTS.skills * skills +
    ROLE_FIT_WEIGHTS.industry * industry +
    ROLE_FIT_WEIGHTS.interests * interests +
    ROLE_FIT_WEIGHTS.education * education;
  return { role, fit: round(fit, 4), parts, matched, related, keyCount };
}

/**
 * The skills part of a role's fit, 0..1: the importance-weighted share of the role's key skills the person has (a
 * related skill, and a tool of a key skill, count half: decision 0199 keeps the ranking's rule), the key skills they have
 * and those they have only a related skill of (ids), and how many key skills the role has. The one rule behind Recommendations and the
 * Compare tab's skills match.
 */
export function skillsShare(
  skillIds: ReadonlySet<string>,
  role: EngineRole,
  data: EngineData,
): { share: number; matched: string[]; related: string[]; keyCount: number } {
  const top = keySkills(role, data);
  const total = top.reduce((sum, s) => sum + s.importance, 0);
  const matched: string[] = [];
  const related: string[] = [];
  let have = 0;
  for (const s of top) {
    if (skillIds.has(s.skillId)) {
      have += s.importance;
      matched.push(s.skillId);
    } else if (hasRelated(skillIds, s.skillId, data)) {
      have += s.importance / 2;
      related.push(s.skillId);
    }
  }
  return { share: total > 0 ? have / total : 0, matched, related, keyCount: top.length };
}

/** Every role by fit, best first (ties by id). */
export function rankRoles(person: Person, input: RoleInput, data: EngineData): RoleFit[] {
  return data.roles
    .map((role) => roleFit(person, input, role, data))
    .sort((a, b) => b.fit - a.fit || cmp(a.role.id, b.role.id));
}

/**
 * Whether the person has a skill, or a skill that is a kind of it (decision 0199: whoever lists Power BI or Tableau has
 * data visualisation; they were counted as related, half, and the skill gap put data visualisation first to learn).
 * The skill gap's levels use it; the role ranking does not (a nurse listing SQL, Excel and Tableau would be read as a
 * data analyst changing to nursing).
 */
export function hasSkillOrKind(skillIds: ReadonlySet<string>, skillId: string, data: EngineData): boolean {
  if (skillIds.has(skillId)) return true;
  const skills = skillById(data);
  for (const id of skillIds) if (skills.get(id)?.kindOf?.includes(skillId)) return true;
  return false;
}

function hasRelated(skillIds: ReadonlySet<string>, skillId: string, data: EngineData): boolean {
  const skill = skillById(data).get(skillId);
  return !!skill && skill.related.some((id) => skillIds.has(id));
}

const byId = new WeakMap<object, Map<string, EngineData['skills'][number]>>();
export function skillById(data: EngineData) {
  let map = byId.get(data.skills);
  if (!map) {
    map = new Map(data.skills.map((s) => [s.id, s]));
    byId.set(data.skills, map);
  }
  return map;
}

function cosine(a: Record<string, number>, b: Record<string, number | undefined>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const code of ['R', 'I', 'A', 'S', 'E', 'C']) {
    const x = a[code] ?? 0;
    const y = b[code] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0.5;
}

export const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Level multipliers used when a role's band lacks a level: entry 0.7, junior 0.85, mid 1, senior 1.25, lead 1.5. */
export const DEFAULT_LEVEL_FACTORS: Record<ExperienceLevel, number> = {
  entry: 0.7,
  junior: 0.85,
  mid: 1,
  senior: 1.25,
  lead: 1.5,
};

/** The level's share of the mid level in the role's own band (or the default multipliers). */
export function levelFactor(role: EngineRole, level: ExperienceLevel): number {
  const mid = role.salaryBands.mid?.value;
  const at = role.salaryBands[level]?.value;
  return mid && at ? at / mid : DEFAULT_LEVEL_FACTORS[level];
}

/**
 * Annual gross pay of `role` at `level` in `city`, local currency: the city's typical salary for the role's family
 * times the level's share of mid in the role's band. Without a city figure for the family, the role's own band at
 * the level converted to the city's currency (an estimate: a reference-market salary).
 */
export function salaryIn(
  city: EngineCity,
  role: EngineRole,
  level: ExperienceLevel,
  data: EngineData,
): MoneyFigure {
  const own = data.roleSalary?.(role.id, level, city.id);
  if (own) return own;
  const local = city.salaryByFamily[role.family];
  if (local) {
    const factor = levelFactor(role, level);
    if (factor === 1) return local;
    return money(
      local.value * factor,
      local.currency,
      weakest(local.basis),
      `${local.source}; x ${round(factor, 2)} for ${level} level (role band)`,
      local.year,
    );
  }
  const band = role.salaryBands[level] ?? role.salaryBands.mid;
  if (!band) throw new Error(`Role ${role.id} has no salary band`);
  const value =
    band.value * (band.value === role.salaryBands[level]?.value ? 1 : DEFAULT_LEVEL_FACTORS[level]);
  const converted = convert({ ...band, value }, city.currency, data.rates);
  return {
    ...converted,
    basis: 'estimate',
    source: `${band.source} (reference market, no local figure)`.slice(0, 300),
  };
}

/** Level index + steps, capped at lead (or senior without leadership). */
export function levelAfter(person: Person, steps: number): ExperienceLevel {
  const max = person.leadership ? 4 : 3;
  const start = person.careerChanger ? Math.max(0, person.levelIndex - 1) : person.levelIndex;
  return EXPERIENCE_LEVELS[Math.min(max, Math.max(start, Math.min(start + steps, max)))]!;
}

export const industriesOf = (roles: readonly EngineRole[]): Industry[] => [
  ...new Set(roles.flatMap((r) => r.industries)),
];

/**
 * O*NET's cross-functional systems skills (systems analysis, systems evaluation, technology design, operations
 * analysis) that O*NET rates for nearly every technical occupation and people hardly ever list: like soft skills they
 * are not key skills when they come from O*NET's general ratings (decision 0045). They diluted the key skills of
 * software roles (three of nine for a software developer) but not of a database administrator, so a CS graduate with
 * Python, Java and React was predicted a DBA. A role that names one of them itself (curated) keeps it.
 */
export const GENERAL_ONET_SKILLS: ReadonlySet<string> = new Set([
  'systems-analysis',
  'systems-evaluation',
  'technology-design',
  'operations-analysis',
]);

/**
 * A role's 10 most important Technical and Domain Knowledge skills (all its skills if it has fewer than 3 such), not
 * counting O*NET's general systems skills (`GENERAL_ONET_SKILLS`). O*NET
 * hot technologies (software tools such as Excel) count only when the role has fewer than 3 other such skills: a
 * nurse's key skills are nursing and patient care, not office software.
 */
export function keySkills(role: EngineRole, data: EngineData): EngineRole['skills'] {
  const skills = skillById(data);
  const sorted = [...role.skills].sort((a, b) => b.importance - a.importance || cmp(a.skillId, b.skillId));
  const specific = sorted.filter(
    (s) =>
      skills.get(s.skillId)?.category !== 'Soft Skills' &&
      !(s.origin === 'onet-skill' && GENERAL_ONET_SKILLS.has(s.skillId)),
  );
  const core = specific.filter((s) => s.origin !== 'onet-technology');
  return (core.length >= 3 ? core : specific.length >= 3 ? specific : sorted).slice(0, 10);
}
