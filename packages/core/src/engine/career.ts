import type { AnalysisRequest } from '../contracts/analysis-request';
import {
  EXPERIENCE_LEVELS,
  PREDICTION_TIMEFRAMES,
  type ExperienceLevel,
  type PredictionTimeframe,
} from '../contracts/enums';
import type { EngineData, EngineRole } from './data';
import { ROLE_NEXT, fieldLeadsTo, roleOfStudyField, rolesInText } from './ladders';
import { SKILL_IMPLIES, type Person } from './profile';
import { cmp, keySkills, levelAfter, rankRoles, skillById, skillsShare, type RoleFit } from './roles';

/** Levels each prediction timeframe steps up from the level now (0-3: now, 3-5: one step, 5-10: two steps). */
export const LEVEL_STEPS: Record<PredictionTimeframe, number> = { '0-3': 0, '3-5': 1, '5-10': 2 };

/**
 * Pay plausibility (issue 16): a role whose mid-level pay near the person is more than 1.6 times what they earn now
 * loses fit, down to x 0.6 at 3.2 times: a worker on USD 22 an hour is not predicted a sales manager at 2.9 times
 * their pay. Without current pay, x 1.
 */
export const PAY_STRETCH = { free: 1.6, floor: 3.2, minFactor: 0.6 } as const;

/**
 * Pay growth along a path (decision 0033): a later step moves to another role only when that role pays at most this
 * many times the person's current pay at the level reached; otherwise they grow a level in the role they have. A retail
 * worker on USD 46k is not predicted a USD 120k sales manager in 3-5 years; a teacher moving into UX (about 1.5-1.8
 * times) still is. A plausibility bound chosen by the team, not a statistic.
 */
export const PAY_GROWTH: Record<Exclude<PredictionTimeframe, '0-3'>, number> = { '3-5': 2, '5-10': 2.5 };

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
  /** Roles the person named as where they want to go (the wizard's target role, then free text), ids. */
  targets: readonly string[];
  /**
   * Where the targets come from: named in the goals or notes, the skills a changer has outside their field, or the
   * industries a changer chose beyond those of the field they leave (decision 0120).
   */
  targetSource?: 'named' | 'skills' | 'industries';
  /** The role the person chose in the wizard's "Which role do you want to move to?" (decision 0202), id. */
  chosen?: string;
  /**
   * Roles close to the targets (decision 0257): of a target's field or a ladder step to or from one, ids. The
   * recommendations list them after the targets and the path, before roles far from the goal (unless one of those fits
   * `CLOSE_TO_GOAL_MARGIN` better).
   */
  closeToTargets?: readonly string[];
  /**
   * Targets found in the person's words only through a job the catalogue has no role for (walk W501: "UX-onderzoeker"
   * is a UX researcher; the UX designer is the nearest role), ids.
   */
  nearest?: readonly string[];
  /** A changer's current role (from the CV's job title, else their best skill match), id. */
  origin?: string;
  /**
   * Someone staying in their field: the role they do now or trained for, when their own words name one (the CV's
   * current job title, "I work as ...", else their field of study), id. Their near-term role.
   */
  own?: string;
  /**
   * The near-term role is in another field than the work the person has done (decision 0077): their years count as
   * experience, not as years in this field, so they start at entry or junior (`newField.level`). Absent when their
   * years count fully (the same field, or a CV job or a role they say they do in the new field).
   */
  newField?: {
    /** The field (role family) the years were earned in, when known (not when skills alone read it as the new one). */
    from?: string;
    /** The role of the work the person says they do or did (CV job, own words), id; the path note names it (0240). */
    fromRole?: string;
    /** The field of the near-term role, new to the person (decision 0240). */
    to: string;
    level: ExperienceLevel;
  };
  /** The level the person's current pay points to for the near-term role, when pay is known. */
  payLevel?: ExperienceLevel;
  /** Where that pay was compared. */
  payAnchor?: PayAnchorBasis;
}

export type CareerInput = Pick<
  AnalysisRequest,
  'industries' | 'workEnergy' | 'industrySwitch' | 'targetRole'
> & {
  resume?: Pick<NonNullable<AnalysisRequest['resume']>, 'experience'> &
    Partial<Pick<NonNullable<AnalysisRequest['resume']>, 'education'>>;
  /** What the person trained in (the education step's field of study). */
  education?: { fieldOfStudy?: string };
  skills: readonly string[];
  careerGoalsText?: string;
  additionalNotes?: string;
};

/** Where current pay is compared: the city nearest home, the cities of the pay's currency, or every city. */
export type PayAnchorBasis = 'home' | 'currency' | 'all-cities';

export interface CareerOptions {
  /** Annual gross pay of a role at a level near the person, in the person's currency (for pay anchoring). */
  payNear?: (role: EngineRole, level: ExperienceLevel) => number | undefined;
  /** Which cities `payNear` reads (reported back in the choice). */
  payAnchor?: PayAnchorBasis;
  /**
   * The person has no years of work since their degree (a student, a recent graduate, or a graduation year not
   * before this one): current pay does not raise an entry level (decision 0165).
   */
  freshGraduate?: boolean;
}

/**
 * 1. Rank roles by fit (engine/roles.ts), times the pay plausibility when current pay is known.
 * 2. The role a changer chose in the wizard (decision 0202) is their first target. Roles named in the goals or notes
 *    ("move into UX", "data analist worden") are targets and rank first; for a
 *    career changer, named roles in the field they work in now (their best skill match's family) are not targets
 *    when they also name one outside it.
 * 3. The near-term role needs at most one more year of education than the person has (unless named). A career
 *    changer (decision 0028) comes from their CV job's role, the role they say they do now, the role their field of
 *    study trains for (decision 0139), or their best skill match; without a named target, the skills they have outside that role point to one (DIRECTION), reached
 *    straight or through a bridge; with neither, they move to a bridge (the best-fitting next role of their current
 *    role) and on along its ladder (teacher -> instructional designer -> UX designer).
 * 4. The level now: the chosen level (or CV years, or who they are), lowered to one above what their current pay
 *    points to, but never below the level a person staying in their field chose (decision 0139); a changer starts
 *    one level lower in the new role. Years in another field (decision 0077: the family
 *    of the role they do now, from the CV, their own words or, for a changer, their skills, differs from the new
 *    role's and no CV job or stated role is in the new one) count as experience, not as years in the new field: they
 *    start at entry, or junior with at least two years of work (what they bring skips the entry level), and climb a
 *    level per timeframe from there. A changer whose field only their skills say, moving into a role they chose or
 *    named, is in its field only with skills of its work beyond the role's own key skills (decision 0240).
 * 5. Each later timeframe steps up one level; at the top (senior, or lead with leadership) it moves to the role's next
 *    role in its ladder (a changer at one level lower, at least mid; someone staying on their path at the same level
 *    and only to a role that pays no less; someone growing in their field only to a role of that field, decision
 *    0202); with neither, to lead. No two steps are the same.
 */
export function predictCareer(
  person: Person,
  input: CareerInput,
  data: EngineData,
  options: CareerOptions = {},
): CareerChoice {
  const byId = new Map(data.roles.map((r) => [r.id, r]));
  const text = `${input.careerGoalsText ?? ''} ${input.additionalNotes ?? ''}`;
  const mentioned = text.trim()
    ? rolesInText(text, data.roles)
    : { named: [], avoided: [], current: [] as string[], nearest: [] as string[] };
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
  const payFactor = (role: EngineRole) => {
    if (person.currentPayAnnual === undefined || !options.payNear) return 1;
    const pay = options.payNear(role, 'mid');
    if (!pay || person.currentPayAnnual <= 0) return 1;
    const ratio = pay / person.currentPayAnnual;
    if (ratio <= PAY_STRETCH.free) return 1;
    const t = Math.min(1, (ratio - PAY_STRETCH.free) / (PAY_STRETCH.floor - PAY_STRETCH.free));
    return 1 - t * (1 - PAY_STRETCH.minFactor);
  };
  // A role that needs a degree of its own (a GP needs medicine; walk 0112: a nursing student offered "Huisarts" at
  // 69%) is offered only to someone who studied its field (the education step, a CV's education), does it (a CV job,
  // their own words) or names it as a goal.
  const studied = [
    input.education?.fieldOfStudy ?? '',
    ...(input.resume?.education ?? []).map((e) => e.fieldOfStudy?.value ?? ''),
  ].filter((f) => f.trim() !== '');
  // The role a changer chose in the wizard (decision 0202, walk W308): where they want to go, as a named one is.
  const chosen = input.targetRole && byId.has(input.targetRole) ? input.targetRole : undefined;
  const doneOrNamed = new Set([
    ...(chosen ? [chosen] : []),
    ...mentioned.named,
    ...(input.resume?.experience ?? []).flatMap((job) => rolesInText(job.title.value, data.roles).named),
  ]);
  const qualified = (role: EngineRole) =>
    !role.ownDegree ||
    doneOrNamed.has(role.id) ||
    studied.some((field) => fieldLeadsTo(field, role, data.roles));
  const adjusted = bySkills
    .filter((r) => qualified(r.role))
    .map((r) => {
      const f = payFactor(r.role);
      return f === 1 ? r : { ...r, fit: Math.round(r.fit * f * 10_000) / 10_000 };
    });
  const avoided = new Set(mentioned.avoided);

  // Where a changer comes from: the role of their current (or latest) CV job, else the role they say they do now
  // ("I am a teacher", "ik werk als verpleegkundige"), else the roles their skills fit best
  // (every role within 0.005 of the best fit in its family: a teacher's skills fit preschool, primary and secondary
  // teaching alike).
  const cvRole = person.careerChanger ? roleOfCv(input.resume, data.roles) : undefined;
  // Someone staying in their field does the role their own words name (W10, W17 of a walk: a warehouse team lead
  // trained as a logistics technician was predicted a bookkeeping clerk from Excel alone; an ACCA senior accountant a
  // bookkeeping clerk): the CV's current job title, the role they say they do now, else their field of study.
  const own = person.careerChanger
    ? undefined
    : [
        roleOfCv(input.resume, data.roles),
        mentioned.current.find((id) => byId.has(id)),
        roleOfField(input, data.roles),
      ].find((id): id is string => !!id && byId.has(id) && !mentioned.avoided.includes(id));
  const saidNow = person.careerChanger ? mentioned.current.filter((id) => byId.has(id)) : [];
  // What a changer trained in says where they come from before their skills do (decision 0139; walk 0139: a retail
  // worker who trained in Retailmanagement and listed Data analysis, SQL and Power BI for where she is going was read
  // as a data analyst leaving data, so data analyst was never offered): a changer lists the skills of the new field
  // as readily as those of the old. Not when they name that role as where they want to go.
  const trainedFor = person.careerChanger ? roleOfField(input, data.roles) : undefined;
  const studiedRole =
    trainedFor && byId.has(trainedFor) && !mentioned.named.includes(trainedFor) && trainedFor !== chosen
      ? trainedFor
      : undefined;
  const topFit = bySkills[0];
  const origins: EngineRole[] = cvRole
    ? [byId.get(cvRole)!]
    : saidNow.length > 0
      ? saidNow.map((id) => byId.get(id)!)
      : studiedRole
        ? [byId.get(studiedRole)!]
        : topFit
          ? bySkills
              .filter((r) => r.role.family === topFit.role.family && r.fit >= topFit.fit - 0.005)
              .map((r) => r.role)
          : [];
  const originIds = new Set(origins.map((r) => r.id));
  const originFamily = origins[0]?.family;

  let targets = mentioned.named.filter((id) => byId.has(id) && !avoided.has(id) && !saidNow.includes(id));
  let targetSource: CareerChoice['targetSource'] = targets.length > 0 ? 'named' : undefined;
  // A changer who names both what they do and where they go ("a teacher who wants to move into UX"): the roles of
  // their current field are where they come from, not a target. With a CV, a changer who names only the field of
  // their current job names where they come from.
  if (person.careerChanger && originFamily) {
    const away = targets.filter((id) => !originIds.has(id) && byId.get(id)?.family !== originFamily);
    if (away.length > 0 && targets.length > 1) targets = away;
    else if (away.length === 0 && cvRole) targets = [];
  }
  // The chosen role comes first, whatever the words say (it is the one answer that asks exactly this).
  if (chosen && !avoided.has(chosen)) {
    targets = [chosen, ...targets.filter((id) => id !== chosen)];
    targetSource = 'named';
  }

  // A bridge from the person's own role builds on their experience there: one more year of slack. Without an
  // education answer the near-term role asks at most a bachelor's (decision 0161: a mid-level nurse who entered no
  // education was predicted a nurse practitioner, who needs a master's).
  const educationYears = person.educationYears ?? UNKNOWN_EDUCATION_YEARS;
  const reachable = (r: RoleFit, slack = 0) =>
    targets.includes(r.role.id) ||
    r.role.educationYears === undefined ||
    r.role.educationYears - educationYears < 2 + slack;

  // Roles people hold only after years of work (decision 0150) are predicted only from that level: a manager at that
  // level in the role itself (the sample career changer was predicted an entry-level engineering manager), a role
  // asking years of related work when the person's years of work reach it (`steps` timeframes from now). The level
  // now, before pay is read, decides the near-term role.
  const heldAt = (role: EngineRole, index: number, steps = 0) =>
    !role.from ||
    (role.from.manager ? index : Math.max(index, person.levelIndex + steps)) >=
      EXPERIENCE_LEVELS.indexOf(role.from.level);
  const levelNow = EXPERIENCE_LEVELS.indexOf(levelAfter(person, 0));

  // A changer without a named target: the skills they have outside their current field point the way (Figma, user
  // research and wireframing beside teaching point to UX), when at least two of a role's key skills are among them.
  let straight = true;
  if (person.careerChanger && targets.length === 0 && originFamily) {
    const originSkills = new Set(origins.flatMap((r) => keySkills(r, data).map((s) => s.skillId)));
    const away = new Set([...person.skillIds].filter((id) => !originSkills.has(id)));
    if (away.size >= DIRECTION.minSkills) {
      // A role whose key skills the changer already has (DIRECTION.straight of them) asks one more year of schooling
      // than the near-term rule (decision 0139): the skills they chose for it stand in for part of the degree (a
      // retail worker with an associate degree and SQL, Excel, data analysis and Power BI is offered data analyst).
      const direction = adjusted
        .filter((r) => r.role.family !== originFamily && !avoided.has(r.role.id))
        .map((r) => ({ r, ...skillsShare(away, r.role, data) }))
        .filter(
          (x) =>
            x.matched.length >= DIRECTION.minSkills &&
            reachable(x.r, x.matched.length >= DIRECTION.straight ? 1 : 0),
        )
        .sort((a, b) => b.share - a.share || b.r.fit - a.r.fit || cmp(a.r.role.id, b.r.role.id))[0];
      if (direction) {
        straight = direction.matched.length >= DIRECTION.straight;
        targets = [direction.r.role.id];
        targetSource = 'skills';
      }
    }
  }
  // A changer who names no target and whose skills point nowhere else: the industries they chose beyond those of the
  // field they leave say where they are going (decision 0120; walk 0112: an accountant who chose Technology was
  // predicted Financial Manager for ten years while Data Analyst fitted him best). The best-fitting role outside their
  // field in one of those industries, when it fits at least DIRECTION.otherFit.
  if (person.careerChanger && targets.length === 0 && originFamily) {
    const left = new Set(origins.flatMap((r) => r.industries));
    const towards = input.industries.filter((i) => !left.has(i));
    const field = adjusted
      .filter(
        (r) =>
          r.role.family !== originFamily &&
          !originIds.has(r.role.id) &&
          !avoided.has(r.role.id) &&
          reachable(r) &&
          r.fit >= DIRECTION.otherFit &&
          r.role.industries.some((i) => towards.includes(i)),
      )
      .sort((a, b) => b.fit - a.fit || cmp(a.role.id, b.role.id))[0];
    if (field) {
      targets = [field.role.id];
      targetSource = 'industries';
    }
  }
  if (targets.length === 0) targetSource = undefined;
  const isTarget = new Set(targets);
  const byFit = adjusted
    .filter((r) => !avoided.has(r.role.id))
    .sort(
      (a, b) =>
        Number(isTarget.has(b.role.id)) - Number(isTarget.has(a.role.id)) ||
        b.fit - a.fit ||
        cmp(a.role.id, b.role.id),
    );
  const fitOf = new Map(byFit.map((r) => [r.role.id, r]));

  // The near-term role needs no more than one more year of education than the person has (a nurse with a bachelor's
  // is not predicted a nurse practitioner, who needs a master's, in the next three years), unless they named it.
  // Nor is it a role held only later in a career (decision 0150): a named target of that kind is reached on the path
  // when the level allows (`later`).
  let best = byFit.find((r) => reachable(r) && heldAt(r.role, levelNow)) ?? byFit.find(reachable) ?? byFit[0];
  const later = byFit[0] && isTarget.has(byFit[0].role.id) && byFit[0] !== best ? byFit[0] : undefined;
  // Their own role leads (never a lower or unrelated one) unless they named where they want to go.
  const ownFit = own && targets.length === 0 ? fitOf.get(own) : undefined;
  if (ownFit) best = ownFit;
  // The roles a changer moves through: a bridge from where they come from (teacher -> instructional designer), then
  // on towards the target (-> UX designer). A target from the skills is reached straight when the person has at
  // least DIRECTION.straight of its key skills, else through a bridge that leads to it, when there is one.
  const route: EngineRole[] = [];
  const bridges = (towards?: string) =>
    [...new Set(origins.flatMap((o) => nextOf(o)))]
      .filter((id) => !originIds.has(id) && (!towards || nextOf(byId.get(id)).includes(towards)))
      .map((id) => fitOf.get(id))
      .filter((r): r is RoleFit => !!r && reachable(r, 1) && heldAt(r.role, levelNow))
      .sort((a, b) => b.fit - a.fit || cmp(a.role.id, b.role.id));
  if (best && person.careerChanger) {
    const target = targets[0] ? fitOf.get(targets[0]) : undefined;
    if (target && targetSource === 'skills' && !straight) {
      const bridge = bridges(target.role.id)[0];
      if (bridge) route.push(bridge.role, target.role);
    } else if (!target && originIds.has(best.role.id)) {
      const bridge = bridges()[0];
      if (bridge) {
        route.push(bridge.role);
        const onward = nextOf(bridge.role)
          .map((id) => fitOf.get(id))
          .filter((r): r is RoleFit => !!r && !originIds.has(r.role.id))
          .sort((a, b) => b.fit - a.fit || cmp(a.role.id, b.role.id))[0];
        if (onward) route.push(onward.role);
      }
    }
    if (route[0]) best = fitOf.get(route[0].id) ?? best;
  }
  if (best && later && route.length === 0) route.push(best.role, later.role);
  if (!best) {
    return {
      ranked: byFit,
      best,
      roles: { '0-3': undefined, '3-5': undefined, '5-10': undefined },
      levels: levelsOnly(),
      targets,
      ...(targetSource && { targetSource }),
    };
  }

  // Years in another field (decision 0077): a teacher of ten years who moves into data engineering has ten years of
  // work, not ten years of data engineering. The field they come from is a changer's origin, or the role a stayer's CV
  // title or own words name; their years count fully in the new field when a CV job or a role they say they do is in it.
  // The role of the work the person says they do or did (their CV's job, their own words), when that says it.
  const workedAs = person.careerChanger
    ? (cvRole ?? saidNow[0])
    : [roleOfCv(input.resume, data.roles), mentioned.current.find((id) => byId.has(id))].find(
        (id) => id !== undefined && byId.has(id),
      );
  const workNow = person.careerChanger ? originFamily : workedAs ? byId.get(workedAs)?.family : undefined;
  const workIn = (family: string) =>
    (input.resume?.experience ?? []).some((job) =>
      rolesInText(job.title.value, data.roles).named.some((id) => byId.get(id)?.family === family),
    ) || mentioned.current.some((id) => byId.get(id)?.family === family);
  // Skills alone do not put a changer's years in the field of the role they are moving into (decision 0240, walk
  // W603: a mechanical engineer of twenty years who listed Python, MATLAB and CAD and chose data scientist was read as
  // a data engineer from Python, so his years counted as data years and he was planned a mid-level data scientist at
  // the metro median). When a changer names no work (no CV job, no role they say they do, no field of study that
  // trains for one) and moves into a role they chose or named in the field their skills point to, that field is
  // theirs only if they have skills of its work beyond the new role's own key skills (a data analyst's Excel and
  // business intelligence beside data science): the new role's own skills are what a changer brings to it (decision
  // 0139), not years in it.
  const skillsOnly = person.careerChanger && !cvRole && saidNow.length === 0 && !studiedRole;
  const onlyItsOwnSkills =
    skillsOnly &&
    isTarget.has(best.role.id) &&
    workNow === best.role.family &&
    !skillsOfFieldBeyond(person.skillIds, best.role, data);
  const movesField =
    !workIn(best.role.family) &&
    (onlyItsOwnSkills || (workNow !== undefined && workNow !== best.role.family));
  const newField = movesField
    ? {
        ...(workNow !== undefined && workNow !== best.role.family && { from: workNow }),
        ...(workedAs && byId.get(workedAs)?.family === workNow && { fromRole: workedAs }),
        to: best.role.family,
      }
    : undefined;

  // The level now, anchored by current pay for the near-term role.
  const max = person.leadership ? 4 : 3;
  // A changer whose near-term role is the one they do now (their target is held only later in a career, decision
  // 0150) keeps doing it at their own level until they move (walk W502: a mid-level nurse moving towards healthcare
  // management was predicted a junior nurse for three years, "starting lower" in the work she does now).
  const staysFirst = person.careerChanger && !newField && originIds.has(best.role.id);
  let start = newField
    ? EXPERIENCE_LEVELS[Math.min(1, person.levelIndex)]!
    : staysFirst
      ? EXPERIENCE_LEVELS[Math.min(max, person.levelIndex)]!
      : levelAfter(person, 0);
  // The level a person staying in their field chose themselves is where they are now (decision 0139; walk 0139: a
  // developer who chose "Mid level 4-7 years" on EUR 62,000 in Frankfurt, near its entry figure, was predicted junior):
  // current pay may raise it, never lower it. A level from CV years or who they are (no answer) is still capped.
  const answered =
    (!person.careerChanger || staysFirst) && !newField && person.answeredLevel
      ? EXPERIENCE_LEVELS.indexOf(start)
      : -1;
  let payLevel: ExperienceLevel | undefined;
  if (person.currentPayAnnual !== undefined && options.payNear) {
    payLevel = closestLevel(person.currentPayAnnual, (level) => options.payNear!(best.role, level));
    if (payLevel) {
      const cap = Math.min(max, EXPERIENCE_LEVELS.indexOf(payLevel) + 1);
      if (EXPERIENCE_LEVELS.indexOf(start) > Math.max(cap, answered))
        start = EXPERIENCE_LEVELS[Math.max(cap, answered)]!;
      // And up (decision 0042): someone staying in their field whose pay already matches a higher level starts
      // there, so the near-term prediction is not below what they earn today (a USD 22/h retail worker who said
      // "mid" was predicted USD 35.5k against the USD 45.8k they earn).
      // The floor is the lowest level that pays at least what they earn (W1, W21 of a walk: the closest level could
      // still be a pay cut), else the closest.
      const paysEnough = EXPERIENCE_LEVELS.findIndex(
        (level) => (options.payNear!(best.role, level) ?? 0) >= person.currentPayAnnual!,
      );
      const floor = Math.min(
        max,
        EXPERIENCE_LEVELS.indexOf(payLevel) + 1,
        paysEnough >= 0
          ? Math.max(paysEnough, EXPERIENCE_LEVELS.indexOf(payLevel))
          : EXPERIENCE_LEVELS.indexOf(payLevel),
      );
      // Never more than one level above what the person's years support (decision 0153, walk W18: a Starter on PLN
      // 9,000 a month, near Warsaw's senior figure, was predicted a senior developer for years 0-3): in three years
      // a Starter (0-2 years) reaches junior at most, whatever their pay says.
      // A recent graduate at entry has no years to support more than entry (decision 0165, walk W116: a
      // Polish CS graduate of this year on PLN 7,500 a month, above Wroclaw's entry figure, a group mean below what
      // developers earn, was predicted junior, EUR 86,000 in Munich, above Germany's median of all developers).
      const fresh = options.freshGraduate && person.levelIndex === 0 && !(person.workYears! >= 1);
      const byYears = Math.min(max, EXPERIENCE_LEVELS.indexOf(levelAfter(person, 0)) + (fresh ? 0 : 1));
      // Not above a level the person chose themselves (walk W402: a developer in Krakow who chose "Mid level 4-7
      // years" on PLN 22,000 a month, above Krakow's mid figure, was predicted senior and priced at the senior level
      // in every city): the first timeframe is their own level; their own pay still counts as their money, and the
      // later timeframes may go up.
      if (!person.careerChanger && !newField && answered < 0 && EXPERIENCE_LEVELS.indexOf(start) < floor)
        start = EXPERIENCE_LEVELS[Math.min(floor, byYears)]!;
    }
  }
  // A current job title that names its level ("Senior Accountant") is the level they hold now, whatever the pay
  // points to (the near-term role is that job's own role).
  const titled = !person.careerChanger && ownFit ? levelOfTitle(input.resume) : undefined;
  if (titled !== undefined && EXPERIENCE_LEVELS.indexOf(start) < Math.min(max, titled))
    start = EXPERIENCE_LEVELS[Math.min(max, titled)]!;
  // A role held only after years of work is never predicted below its level (decision 0150), unless it is the role
  // the person says they do now.
  if (!ownFit && best.role.from?.manager && !heldAt(best.role, EXPERIENCE_LEVELS.indexOf(start)))
    start = best.role.from.level;

  const roles = { '0-3': best.role } as Record<PredictionTimeframe, EngineRole>;
  const levels = { '0-3': start } as Record<PredictionTimeframe, ExperienceLevel>;
  let role = best.role;
  let index = EXPERIENCE_LEVELS.indexOf(start);
  const seen = new Set([`${role.id}:${index}`]);
  let onRoute = 1;
  // A later role within PAY_GROWTH of the current pay (always, without a known current pay).
  const affordableStep = (r: EngineRole, at: number, t: '3-5' | '5-10') => {
    if (person.currentPayAnnual === undefined || person.currentPayAnnual <= 0 || !options.payNear)
      return true;
    const pay = options.payNear(r, EXPERIENCE_LEVELS[at]!);
    return !pay || pay <= person.currentPayAnnual * PAY_GROWTH[t];
  };
  // Whether `r` at level `at` pays less than `from` at level `fromAt`: near the person when their pay is known, else
  // on the roles' own bands (the reference market), so a step along the path is never a pay cut without a reason.
  const payRef = (r: EngineRole, at: number) => {
    const level = EXPERIENCE_LEVELS[at]!;
    return options.payNear?.(r, level) ?? r.salaryBands[level]?.value;
  };
  const paysLess = (r: EngineRole, at: number, from: EngineRole, fromAt: number) => {
    const next = payRef(r, at);
    const now = payRef(from, fromAt);
    return next !== undefined && now !== undefined && next < now;
  };
  for (const t of ['3-5', '5-10'] as const) {
    const along = route[onRoute];
    if (
      along &&
      !seen.has(`${along.id}:${index}`) &&
      affordableStep(along, index, t) &&
      heldAt(along, index, LEVEL_STEPS[t])
    ) {
      // Moving on in the transition: the new field at the same level (a role held only later in a career waits until
      // the level reaches it, decision 0150).
      role = along;
      onRoute += 1;
    } else if (index < max) index += 1;
    else {
      // A changer moves on one level lower (said by a path note); someone staying on their path keeps their level and
      // moves only to a role that pays at least what the one they leave does (W24 of a walk: Senior -> Mid-level,
      // CHF 109,000 -> 104,000, with no reason given).
      // When every next role pays less, the best-placed one is taken and the path says why (`path.pay-down`).
      const at = person.careerChanger ? Math.max(2, index - 1) : index;
      // The role's next roles, then those of the roles before it on the path (a senior machine-learning engineer who
      // reached AI research scientist may still move on to engineering manager).
      const open = [...new Set([role, ...Object.values(roles)].flatMap((r) => nextOf(r)))]
        .map((id) => byId.get(id))
        .filter(
          (r): r is EngineRole =>
            !!r &&
            qualified(r) &&
            !seen.has(`${r.id}:${at}`) &&
            affordableStep(r, at, t) &&
            heldAt(r, at, LEVEL_STEPS[t]),
        );
      // Someone staying on their path moves to a role of another field only when it pays no less (decision 0150,
      // walk finding 29: a senior finance professional was moved on to a lower-paid product manager); a role of their
      // own field that pays less may still be taken, and the path says so (`path.pay-down`).
      // Someone growing in their field (decision 0202, walk W301: a senior teacher in Stockholm was moved on to
      // instructional designer, then UX designer) moves only to a role of the field of their near-term role.
      const inField = person.growInField ? open.filter((r) => r.family === best.role.family) : open;
      const pick = (list: EngineRole[]) =>
        list.find((r) => !paysLess(r, at, role, index)) ?? list.find((r) => r.family === role.family);
      let next = person.careerChanger ? open[0] : pick(inField);
      // Management comes last on a stayer's path, and a manager does not step back out of it to a lower-paid role
      // (walk W503: a senior developer at EUR 120,500, then an engineering manager at the mean of all German managers
      // x Munich's pay level, 175,500, then back to 120,500 as a cloud architect, "it pays less here than your
      // previous step"). A role held only as a manager, met before the last step while a role of the field that is
      // not one is open, waits: the other role comes first (a senior nurse: nurse practitioner, then healthcare
      // manager; a senior developer: cloud architect, then engineering manager).
      if (!person.careerChanger && next?.from?.manager && t !== '5-10') {
        const first = pick(inField.filter((r) => !r.from?.manager));
        if (first) next = first;
      }
      if (!person.careerChanger && role.from?.manager && next && paysLess(next, at, role, index))
        next = undefined;
      if (next) {
        role = next;
        index = at;
      }
      // Else they stay where they are: never a lead level without leadership, never a level down.
    }
    seen.add(`${role.id}:${index}`);
    roles[t] = role;
    levels[t] = EXPERIENCE_LEVELS[index]!;
  }

  // Recommendations: targets first, then the roles of the path, then (decision 0257) the roles close to a target:
  // of its field (role family) or a step to or from it on a ladder (`ROLE_NEXT`), unless a role further away fits
  // CLOSE_TO_GOAL_MARGIN better; then the rest by fit. For a changer, the roles of the field they leave come after
  // other roles that fit at least DIRECTION.otherFit. Walk W716: Mark, a mechanical engineer who chose data scientist,
  // was recommended a penetration tester (Python is one of its key skills) before the data roles; a role far from the
  // goal now comes only when the goal's field and ladder leave room among the five, and then says why
  // (`role.beside-goal`).
  const onPath = new Set(Object.values(roles).map((r) => r.id));
  const nearGoal = closeToTargets(targets, byId);
  // A role close to a target is not one of the field a changer leaves, even when the skills read her as coming from
  // the target's field (walk W716: Mark's Python read him as a data engineer).
  const leaving = (r: RoleFit) =>
    person.careerChanger &&
    !nearGoal.has(r.role.id) &&
    (originIds.has(r.role.id) || r.role.family === originFamily);
  // The best fit among the roles neither a target, on the path, close to a target nor of the field left: a role close
  // to the goal that fits CLOSE_TO_GOAL_MARGIN less stays among the others, by fit (walk W501's student, who wrote
  // "UX-onderzoeker of iets met data", keeps data analyst at 73 before a technical writer at 41).
  const farBest = byFit.find(
    (r) => !isTarget.has(r.role.id) && !onPath.has(r.role.id) && !nearGoal.has(r.role.id) && !leaving(r),
  )?.fit;
  const close = new Set(
    [...nearGoal].filter((id) => {
      const fit = fitOf.get(id)?.fit;
      return fit !== undefined && (farBest === undefined || fit >= farBest - CLOSE_TO_GOAL_MARGIN);
    }),
  );
  const group = (r: RoleFit) =>
    isTarget.has(r.role.id)
      ? 0
      : onPath.has(r.role.id)
        ? 1
        : leaving(r)
          ? 4
          : close.has(r.role.id)
            ? 2
            : !person.careerChanger
              ? // Someone growing in their field sees the roles of that field before others (decision 0202).
                person.growInField && r.role.family !== best.role.family
                ? 4
                : 3
              : r.fit >= DIRECTION.otherFit
                ? 3
                : 5;
  const ranked = [...byFit].sort((a, b) => group(a) - group(b) || b.fit - a.fit || cmp(a.role.id, b.role.id));
  return {
    ranked,
    best,
    roles,
    levels,
    targets,
    ...(targetSource && { targetSource }),
    ...(nearGoal.size > 0 && { closeToTargets: [...nearGoal] }),
    ...(chosen && targets.includes(chosen) && { chosen }),
    ...(targetSource === 'named' && nearestOf(targets, mentioned.nearest, chosen)),
    ...(person.careerChanger && origins[0] && { origin: origins[0].id }),
    ...(ownFit && { own: ownFit.role.id }),
    ...(newField && { newField: { ...newField, level: start } }),
    ...(payLevel && { payLevel }),
    ...(payLevel && options.payAnchor && { payAnchor: options.payAnchor }),
  };
}

/**
 * The years of education after school assumed for someone who gave no education (decision 0161): a bachelor's at most,
 * so no near-term role asks for a master's or more unless the person named it; later steps that do say so
 * (`path.degree-unknown`).
 */
export const UNKNOWN_EDUCATION_YEARS = 4;

/**
 * A changer's direction from skills: at least 2 key skills of the role among the skills outside their current role;
 * straight in with 3 (else through a bridge that leads there, when there is one); other roles listed before the field
 * they leave from a fit of 0.4.
 */
export const DIRECTION = { minSkills: 2, straight: 3, otherFit: 0.4 } as const;

const nextOf = (role: EngineRole | undefined): readonly string[] =>
  role ? (role.next ?? ROLE_NEXT[role.id] ?? []) : [];

/**
 * How much better a role far from the person's goal must fit than one close to it to be recommended before it
 * (decision 0257): 15 points of the shown match, the bound of `WORDS_BELOW_FIT` (decision 0230). A bound chosen by the
 * team, not a statistic.
 */
export const CLOSE_TO_GOAL_MARGIN = 0.15;

/**
 * The roles close to the targets (decision 0257): of a target's field (role family), or a step to or from a target on
 * a ladder (`ROLE_NEXT`: data analyst -> data scientist -> machine learning engineer), not the targets themselves.
 */
export function closeToTargets(
  targets: readonly string[],
  byId: ReadonlyMap<string, EngineRole>,
): ReadonlySet<string> {
  const goals = targets.map((id) => byId.get(id)).filter((r): r is EngineRole => !!r);
  const close = new Set<string>();
  if (goals.length === 0) return close;
  for (const role of byId.values())
    if (!targets.includes(role.id) && goals.some((g) => closeTo(g, role))) close.add(role.id);
  return close;
}

/** `role` is of `goal`'s field (role family) or a step to or from it on a ladder (decision 0257). */
export const closeTo = (goal: EngineRole, role: EngineRole): boolean =>
  goal.family === role.family || nextOf(goal).includes(role.id) || nextOf(role).includes(goal.id);

/**
 * Whether the person has a skill of the work of `role`'s field beyond `role`'s own key skills (decision 0240): a key
 * skill of another role of the same family that is not one of `role`'s key skills nor a kind of one (Tableau is a kind
 * of data visualisation). A data analyst's Excel or business intelligence counts towards data science; Python alone
 * does not, being a data scientist's own skill.
 */
function skillsOfFieldBeyond(skillIds: ReadonlySet<string>, role: EngineRole, data: EngineData): boolean {
  const skills = skillById(data);
  const own = new Set(keySkills(role, data).map((s) => s.skillId));
  // A kind of one of the role's skills, or what one of them is a kind of or implies (Python is programming), is the
  // role's too.
  for (const id of [...own])
    for (const k of [...(skills.get(id)?.kindOf ?? []), ...(SKILL_IMPLIES[id] ?? [])]) own.add(k);
  const beyond = [...skillIds].filter(
    (id) => !own.has(id) && !(skills.get(id)?.kindOf ?? []).some((k) => own.has(k)),
  );
  if (beyond.length === 0) return false;
  const field = new Set(
    data.roles
      .filter((r) => r.family === role.family && r.id !== role.id)
      .flatMap((r) => keySkills(r, data).map((s) => s.skillId)),
  );
  return beyond.some((id) => field.has(id) || (skills.get(id)?.kindOf ?? []).some((k) => field.has(k)));
}

/** The level a CV's current job title names: senior (3) for "Senior", "Sr", "Principal"; lead (4) for "Lead", "Head". */
function levelOfTitle(resume: CareerInput['resume']): number | undefined {
  const jobs = resume?.experience ?? [];
  const job = jobs.find((j) => j.current.value) ?? jobs[0];
  const words = new Set((job?.title.value ?? '').toLowerCase().split(/[^a-z]+/));
  if (['lead', 'head', 'leiter', 'leiterin', 'hoofd', 'teamleider'].some((w) => words.has(w))) return 4;
  if (['senior', 'sr', 'principal'].some((w) => words.has(w))) return 3;
  return undefined;
}

/**
 * The role a field of study trains for (the education step's, else the CV's first education): "Logistics technician",
 * "Primary Education with QTS" (decision 0139).
 */
function roleOfField(input: CareerInput, roles: readonly EngineRole[]): string | undefined {
  const field = input.education?.fieldOfStudy?.trim() || input.resume?.education?.[0]?.fieldOfStudy?.value;
  return field ? roleOfStudyField(field, roles) : undefined;
}

/** The role of the CV's current job (else its first listed job), from its title. */
function roleOfCv(resume: CareerInput['resume'], roles: readonly EngineRole[]): string | undefined {
  const jobs = resume?.experience ?? [];
  const job = jobs.find((j) => j.current.value) ?? jobs[0];
  return job ? rolesInText(job.title.value, roles).named[0] : undefined;
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

/** The targets named in the person's words only through a job the catalogue has no role for, unless chosen. */
function nearestOf(
  targets: readonly string[],
  nearest: readonly string[],
  chosen: string | undefined,
): { nearest?: readonly string[] } {
  const ids = targets.filter((id) => id !== chosen && nearest.includes(id));
  return ids.length > 0 ? { nearest: ids } : {};
}
