import { AnalysisRequest, type AnalysisRequestInput } from '../contracts/analysis-request';
import { HOME_CITY_KM } from '../rules/money-left';
import { keySkillsReady, planForGaps } from '../rules/learning';
import { inCountryScope } from '../rules/country-scope';
import {
  AnalysisResult,
  type Affordability,
  CONFIDENCE_CAPS,
  type AnalysisMilestone,
  type CareerPathStep,
  type CommunitySize,
  type HousingType,
  type Prediction,
  type Reason,
  type Recommendations,
  type Trend,
} from '../contracts/analysis-result';
import {
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  PREDICTION_TIMEFRAMES,
  type ExperienceLevel,
  type Industry,
  type PredictionTimeframe,
} from '../contracts/enums';
import { conformer } from '../contracts/conform';
import type { Figure, MoneyFigure } from '../contracts/figure';
import { affordabilityIn, rentFor, roomBesideFlat } from './affordability';
import { bundledEngineData } from './bundled';
import { UNKNOWN_EDUCATION_YEARS, closeTo, type CareerChoice } from './career';
import { cityFit } from './city-fit';
import { partnerGrossIn } from './household-money';
import { toCityMatch, withTrueCostCautions, type ScoredCity } from './cities';
import type { EngineCity, EngineData, EngineRole } from './data';
import { convert, convertValue } from './money';
import { mayQualifyForThirtyPercentRuling } from '../rules/thirty-percent-ruling';
import { ENGINE_VERSION } from './version';
import { studyCredit, type StudyCredit } from './studies';
import { culturalFit } from './cultural-fit';
import type { Person } from './profile';
import { cmp, salaryIn, type RoleFit } from './roles';
import { getRole, occupationPayFor } from '../datasets/roles';

/** The salary band's spread around a level's pay (roles.json `bandSpread`). */
import { skillGaps } from './skills';
import {
  degreeOfYears,
  householdCounts,
  marketInsightsText,
  milestoneText,
  pathDescription,
  pathNoteText,
  type MilestoneTextId,
} from './text';
import { blsOccupationInSentence, cityName, levelRoleTitle, roleInSentence } from '../text/names';
import { milestoneWords, type MilestoneParams } from '../text/localize-analysis';

export interface RunOptions {
  /** The moment of the analysis: milestone dates count from it. */
  now: Date;
  /** The data to use; the bundled datasets when absent. */
  datasets?: EngineData;
}

export { LEVEL_STEPS } from './career';
/** Recommendation caps: roles and companies 98, industries 99 (cities 97, see cities.ts). */
export const ROLE_MATCH_CAP = 98;
export const COMPANY_MATCH_CAP = 98;
export const INDUSTRY_MATCH_CAP = 99;

let bundled: EngineData | null = null;
/** The bundled datasets in the engine's shape, built on first use and kept. */
function bundledData(): EngineData {
  bundled ??= bundledEngineData();
  return bundled;
}

/** The result's structural check and shape (contracts/conform.ts), made once. */
const conformResult = conformer(AnalysisResult);

/**
 * The career analysis: pure and deterministic (same request, `now` and dataset version -> same result). The result
 * passes the `AnalysisResult` contract's structural check before it is returned, in the contract's shape (key order,
 * no stray keys): types, required fields, finite numbers, enums and the contract's refinements (confidence caps, no
 * city twice, affordability only for matched cities). The contract's remaining rules (lengths, ranges, patterns) are
 * checked by the full parse in the engine's contract test over many people, not on every run: the full parse took
 * about a fifth of an analysis's time (decision 0109).
 */
export function runAnalysis(
  requestInput: AnalysisRequestInput | AnalysisRequest,
  options: RunOptions,
): AnalysisResult {
  return conformResult(analysisOf(requestInput, options));
}

/** The analysis as the engine builds it, before the check (exported for the contract test). */
export function analysisOf(
  requestInput: AnalysisRequestInput | AnalysisRequest,
  options: RunOptions,
): AnalysisResult {
  const request = AnalysisRequest.parse(requestInput);
  const data = options.datasets ?? bundledData();
  if (data.cities.length === 0 || data.roles.length === 0)
    throw new Error('The datasets have no cities or roles.');
  // One city fit for the wizard and the analysis (engine/city-fit.ts): person, predicted career, pay per city, scores.
  const fit = cityFit(request, data, { now: options.now });
  const { person, salaryByCity, scored } = fit;
  const ranked = fit.career.ranked;
  const best = fit.career.best!;
  const roleFor = fit.career.roles as Record<PredictionTimeframe, EngineRole>;
  const levelFor = fit.career.levels;
  const cityMatches = withTrueCostCautions(
    scored.map((s) => toCityMatch(s, request, salaryByCity.get(s.city.id))),
  );
  const top = scored[0]!;

  // Money left and the checks use the earner's pay: their own where they live now, scaled by the role's typical pay
  // elsewhere (decisions 0089, 0129); the role's typical pay everywhere when no own pay or home city is known.
  const affordability = scored.map((s): Affordability => {
    const gross = fit.earnerPayByCity.get(s.city.id)!;
    const ruling = mayQualifyForThirtyPercentRuling({
      cityCountry: s.city.country,
      homeCountry: person.homeCountry,
      grossAnnualEur:
        gross.currency === 'EUR' ? gross.value : convertValue(gross.value, gross.currency, 'EUR', data.rates),
      educationLevel: request.education?.level,
    });
    return {
      ...affordabilityIn(
        s.city,
        gross,
        { ...person, roleId: roleFor['0-3'].id, inRoom: request.userType === 'student' },
        data,
        partnerGrossIn(s.city, gross, person, data),
      ),
      payOrigin:
        s.city.id === fit.currentPayCityId
          ? 'current'
          : fit.scaledPayCityIds.has(s.city.id)
            ? 'scaled'
            : 'role',
      ...(ruling && { thirtyPercentRuling: 'may-qualify' as const }),
    };
  });
  const affordabilityById = new Map(affordability.map((a) => [a.cityId, a]));

  // Decision 0141: a person living alone who studies, or whose housing budget is below the flat's rent, is shown a room.
  const roomWanted = (city: EngineCity, rent: MoneyFigure) =>
    roomBesideFlat(city, rent, person, request.userType, request.housingBudget, request.currency, data) !==
    undefined;
  const predictions = Object.fromEntries(
    PREDICTION_TIMEFRAMES.map((t) => [
      t,
      predictionFor(
        t,
        roleFor[t],
        levelFor[t],
        ranked.find((r) => r.role.id === roleFor[t].id) ?? best,
        top,
        person,
        data,
        request.familyStatus ?? 'single',
        affordabilityById.get(top.city.id)!.livingCostsMonthly!,
        roomWanted,
      ),
    ]),
  ) as Record<PredictionTimeframe, Prediction>;

  // Gaps towards the next role of the path that differs from the role now (3-5 years, else 5-10): someone who stays in
  // their role for the next years learns towards where the path leads, not the skills they practise daily.
  const towards = [roleFor['3-5'], roleFor['5-10']].find((r) => r.id !== roleFor['0-3'].id) ?? roleFor['3-5'];
  const studies = studyCredit(request, data, options.now);
  const originRole = fit.career.origin ? data.roles.find((r) => r.id === fit.career.origin) : undefined;
  const gaps = skillGaps(person, towards, data, {
    roleNow: roleFor['0-3'],
    ...(originRole && { origin: originRole }),
    ...(studies && { studies }),
    ...(request.timeline && { timeline: request.timeline }),
  });
  const careerPath: CareerPathStep[] = PREDICTION_TIMEFRAMES.map((t, i) => {
    const p = predictions[t];
    const role = roleFor[t];
    const notes = pathNotes(
      t,
      i,
      person,
      request.locale,
      predictions,
      roleFor,
      fit.career.newField,
      fit.career,
      top.city.id,
    );
    return {
      roleId: role.id,
      title: levelRoleTitle(p.career.level, role.id, request.locale, role.title).slice(0, 120),
      timeframe: t,
      skillRequirements: topSkillNames(role, data, 6),
      description: pathDescription(
        request.locale,
        t,
        roleInSentence(role.id, request.locale, role.title),
        p.career.level,
        cityName(top.city.id, request.locale, top.city.name),
      )
        .concat(...notes.map((n) => ` ${n.text}`))
        .slice(0, 1000),
      salary: p.career.salary,
      probability: p.career.confidence,
      ...(notes.length > 0 && { notes }),
    };
  });

  const recommendations = recommend(request, ranked, scored, fit.career, studies);
  const milestones = milestonesFor(
    request,
    options.now,
    roleFor,
    top.city,
    gaps,
    levelFor,
    top.extras?.distanceKm,
  );
  const topAffordability = affordabilityById.get(top.city.id)!;

  const marketData = {
    housing: {
      averageRent: Object.fromEntries(scored.map((s) => [s.city.id, rentFor(s.city, person.bedrooms).rent])),
    },
    laborMarket: {
      jobOpenings:
        best.role.openings ??
        ({
          value: 0,
          basis: 'estimate',
          source: 'No openings figure for this role',
          year: 2024,
          unit: 'per-year',
        } satisfies Figure),
    },
  };

  const result: AnalysisResult = {
    schemaVersion: 1,
    datasetVersion: data.version,
    engineVersion: ENGINE_VERSION,
    generatedAt: options.now.toISOString(),
    locale: request.locale,
    predictions,
    ...(request.consideredCountries.length > 0 && { consideredCountries: request.consideredCountries }),
    cityMatches,
    ...(person.assumedLanguages.length > 0 && { assumedLanguages: [...person.assumedLanguages] }),
    affordability,
    skillGaps: gaps,
    careerPath,
    ...(fit.career.origin && { currentRoleId: fit.career.origin }),
    ...(fit.ownPayShare !== undefined && { ownPayShare: fit.ownPayShare }),
    ...(fit.ownPayCountry !== undefined && { ownPayCountry: fit.ownPayCountry }),
    ...(fit.currentPayAside && { currentPayAside: fit.currentPayAside }),
    recommendations,
    milestones,
    marketInsights: marketInsightsText(request.locale, {
      role: roleInSentence(best.role.id, request.locale, best.role.title),
      growth: best.role.growth.value,
      openings: best.role.openings?.value,
      blsOccupation: blsOccupationInSentence(best.role.id, request.locale),
      city: cityName(top.city.id, request.locale, top.city.name),
      country: top.city.country,
      match: top.match,
      grossAnnual: topAffordability.grossAnnual.value,
      currency: topAffordability.currency,
      home: request.currency,
      bedrooms: topAffordability.bedrooms,
      ...(topAffordability.studyRoomMonthly && { studyRoomRent: topAffordability.studyRoomMonthly.value }),
      rentShare: topAffordability.rentShareOfNet,
      within30: topAffordability.checks.thirtyPercentOfNet.pass,
      household: householdCounts(topAffordability),
      payIsCurrent: topAffordability.payOrigin === 'current',
      payIsScaled: topAffordability.payOrigin === 'scaled',
      ...(studies?.studying && { studying: true }),
    }),
    marketData,
  };
  return result;
}

export { partnerGrossIn, PARTNER_DEFAULT_SHARE } from './household-money';

/**
 * The fit score shown beside each prediction (issue 16): not a probability (it is not calibrated against outcomes)
 * but how well the role fits and how much the analysis knows. Fit score = cap x role fit x (0.6 + 0.4 x evidence),
 * rounded, with the spec's caps 95 (0-3), 92 (3-5) and 88 (5-10); a fit of 0 gives 0.
 */
export function confidenceFor(timeframe: PredictionTimeframe, fit: number, evidence = 1): number {
  const f = Math.max(0, Math.min(1, fit));
  const e = Math.max(0, Math.min(1, evidence));
  return Math.round(CONFIDENCE_CAPS[timeframe] * f * (0.6 + 0.4 * e));
}

/**
 * How much the analysis knows about the person, 0..1: the mean of five kinds of evidence: skills matched to the
 * taxonomy (1 from 5 skills up), experience (chosen or from a CV), education, a CV, current pay.
 */
export function evidenceShare(person: Person): number {
  const parts = [
    Math.min(1, person.skillIds.size / 5),
    person.evidence.experience ? 1 : 0,
    person.educationYears !== null ? 1 : 0,
    person.evidence.resume ? 1 : 0,
    person.evidence.pay ? 1 : 0,
  ];
  return parts.reduce((a, b) => a + b, 0) / parts.length;
}

function predictionFor(
  timeframe: PredictionTimeframe,
  role: EngineRole,
  level: ExperienceLevel,
  fit: RoleFit,
  top: ScoredCity,
  person: Person,
  data: EngineData,
  familyStatus: Prediction['lifestyle']['familyStatus'],
  livingCost: MoneyFigure,
  roomWanted: (city: EngineCity, rent: MoneyFigure) => boolean,
): Prediction {
  const city = top.city;
  const localSalary = salaryIn(city, role, level, data);
  const salary = convert(localSalary, person.currency, data.rates);
  const { rent, bedrooms } = rentFor(city, person.bedrooms);
  const room = bedrooms === 1 && roomWanted(city, rent) ? city.roomRent : undefined;
  const quality = Object.values(city.quality).map((f) => f.value);
  const cultural = culturalFit(city, person.languages);
  return {
    career: {
      roleId: role.id,
      role: role.title.slice(0, 120),
      level,
      salary,
      skills: topSkillNames(role, data, 8),
      confidence: confidenceFor(timeframe, fit.fit, evidenceShare(person)),
    },
    location: {
      cityId: city.id,
      city: city.name,
      country: city.country,
      // The living costs of money left in this city (priced for the household's income, decision 0135).
      livingCost,
      housingPrice: rent,
      ...(room && { roomPrice: room }),
      marketGrowth: role.growth,
      ...(city.populationGrowth && { migrationTrend: trendOf(city.populationGrowth) }),
    },
    lifestyle: {
      familyStatus,
      housingType: housingType(bedrooms, person.children),
      bedrooms,
      culturalFit: cultural.value,
      culturalFitParts: cultural.parts,
      communitySize: communitySize(city.population),
      qualityOfLife: quality.length ? Math.round(quality.reduce((a, b) => a + b, 0) / quality.length) : 50,
    },
  };
}

/**
 * Notes on a path step (decision 0045): a changer's first step says plainly when the first years may pay less than
 * today (the low end of the level's band, bandSpread below the level's pay, is under their current pay) and when the
 * pay is an estimate; a step one level below the previous one says why (a new role); a role that asks more education
 * than the person has says so.
 */
function pathNotes(
  t: PredictionTimeframe,
  i: number,
  person: Person,
  locale: AnalysisRequest['locale'],
  predictions: Record<PredictionTimeframe, Prediction>,
  roles: Record<PredictionTimeframe, EngineRole>,
  newField?: CareerChoice['newField'],
  career?: CareerChoice,
  cityId?: string,
): Reason[] {
  const notes: Reason[] = [];
  const note = (code: string, params: Record<string, string | number>) =>
    notes.push({ code, params, text: pathNoteText(locale, code, params) });
  // The first step on a role taken from the person's words that fits them clearly less than another says what the
  // plan follows (walk W501), so it never runs silently on a poor fit they did not choose.
  const fromWords = career && betterThanWords(roles[t].id, career);
  const earlier = PREDICTION_TIMEFRAMES.slice(0, i).some((x) => roles[x].id === roles[t].id);
  if (career && fromWords && !earlier)
    note('path.from-words', {
      roleId: fromWords.role.id,
      match: Math.min(ROLE_MATCH_CAP, Math.round(fromWords.fit * 100)),
      nearest: career.nearest?.includes(roles[t].id) ? 1 : 0,
    });
  const salary = predictions[t].career.salary;
  // Years in another field (decision 0077): the first step says why it starts at entry or junior, naming the work that
  // is new and, when the person's CV or own words said it, the work their years were earned in (decision 0240).
  if (t === '0-3' && newField)
    note('path.new-field', {
      level: newField.level,
      roleId: roles[t].id,
      ...(newField.fromRole && { fromRoleId: newField.fromRole }),
      ...(person.workYears !== undefined && { years: Math.floor(person.workYears) }),
    });
  // A changer who does the work of the field they come from first (walk W502: a nurse moving towards healthcare
  // management stays a nurse until the manager's level is in reach) is not changing field in that step.
  const origin = career?.origin ? roles[t].id === career.origin : false;
  if (t === '0-3' && (person.careerChanger || newField) && person.currentPayAnnual !== undefined) {
    // The step's own pay, the figure the block shows beside the note (walk W706: "a junior here starts from about
    // $67,000", the band's low edge, beside the junior pay of $79,000).
    if (
      !(origin && !newField) &&
      salary.currency === person.currency &&
      salary.value < person.currentPayAnnual
    )
      note('path.pay-cut', {
        current: Math.round(person.currentPayAnnual),
        pay: salary.value,
        currency: salary.currency,
        level: predictions[t].career.level,
      });
    // The figure cites an official source for another level or place of the role (walk W502: a level worked out
    // from the HSE scale's first point read "there is no official figure for this role here"), or none at all.
    if (salary.basis === 'estimate')
      note('path.estimate', { cited: salary.source.startsWith('Thrive estimate') ? 0 : 1 });
  }
  // A step whose typical pay is below what the person earns now says so, whatever the step (decision 0150, walk
  // finding 29: a senior finance professional on USD 250,000 was shown a USD 170,000 role as her next step, unsaid).
  if (
    person.currentPayAnnual !== undefined &&
    salary.currency === person.currency &&
    salary.value < person.currentPayAnnual &&
    !notes.some((n) => n.code === 'path.pay-cut')
  )
    note('path.below-current', {
      current: Math.round(person.currentPayAnnual),
      pay: salary.value,
      currency: salary.currency,
    });
  const before = PREDICTION_TIMEFRAMES[i - 1];
  if (before) {
    const down =
      EXPERIENCE_LEVELS.indexOf(predictions[t].career.level) <
      EXPERIENCE_LEVELS.indexOf(predictions[before].career.level);
    if (down && roles[t].id !== roles[before].id) note('path.level-down', {});
    // The same level as the step before, at the top of what the person's answers reach (senior without leadership, or
    // lead): said in the row, so equal pay for 3-5 and 5-10 years does not read as no growth for seven years (decision
    // 0153, walk W23).
    const level = predictions[t].career.level;
    if (
      level === predictions[before].career.level &&
      (level === 'lead' || (level === 'senior' && !person.leadership)) &&
      notes.length < 4
    )
      note('path.level-top', { level });
    // A step priced from the mean of a whole occupational group (Eurostat SES: all managers) after a step priced from
    // the occupation's own figure rises partly because the basis changes (walk W503: a senior developer at EUR
    // 120,500, then an engineering manager at the mean of all German managers x Munich's pay level, 175,500): said.
    const previous = predictions[before].career.salary;
    if (
      cityId &&
      roles[t].id !== roles[before].id &&
      previous.currency === salary.currency &&
      salary.value > previous.value &&
      groupFigure(roles[t].id, cityId) &&
      !groupFigure(roles[before].id, cityId)
    )
      note('path.group-pay', { group: (getRole(roles[t].id)?.isco08 ?? '').slice(0, 1) });
    // Pay never drops along the path without a reason said (W24 of a walk): only a change of role can lower it.
    if (
      roles[t].id !== roles[before].id &&
      previous.currency === salary.currency &&
      salary.value < previous.value
    )
      note('path.pay-down', {});
  }
  const years = roles[t].educationYears;
  const newRole = !before || roles[before].id !== roles[t].id;
  if (years !== undefined && person.educationYears !== null && years > person.educationYears && newRole)
    note('path.degree', { degree: degreeOfYears(years) });
  // Without an education answer a role that asks more than a bachelor's says what it asks (decision 0161), so a
  // master's role is never predicted as if the person had one.
  if (years !== undefined && person.educationYears === null && years > UNKNOWN_EDUCATION_YEARS && newRole)
    note('path.degree-unknown', { degree: degreeOfYears(years) });
  return notes;
}

/** The role's pay in the city is the mean of its whole occupational group (decision 0150), not its own figure. */
const groupFigure = (roleId: string, cityId: string) => occupationPayFor(roleId, cityId)?.groupMean === true;

function trendOf(growth: Figure): Trend {
  if (growth.value > 1.5) return 'strong-growth';
  if (growth.value > 0.5) return 'growing';
  if (growth.value < -0.2) return 'declining';
  return 'stable';
}

function housingType(bedrooms: number, children: number): HousingType {
  if (bedrooms >= 4) return 'house';
  if (bedrooms >= 2 && children > 0) return 'family-apartment';
  return 'apartment';
}

function communitySize(population: number): CommunitySize {
  if (population < 250_000) return 'small';
  if (population < 1_000_000) return 'medium';
  if (population < 5_000_000) return 'large';
  return 'very-large';
}

/** Level words before a role title, in the person's language (entry and junior differ, so no two steps read alike). */
function topSkillNames(role: EngineRole, data: EngineData, n: number): string[] {
  const names = new Map(data.skills.map((s) => [s.id, s.name]));
  return [...role.skills]
    .sort((a, b) => b.importance - a.importance || cmp(a.skillId, b.skillId))
    .map((s) => names.get(s.skillId))
    .filter((x): x is string => !!x)
    .slice(0, n)
    .map((x) => x.slice(0, 80));
}

/**
 * Why a role stands where it does when the list is not in match order (decision 0028): a named target, a changer's
 * direction from skills, a step of the path, or the field a changer leaves.
 */
function placeReason(roleId: string, career: CareerChoice): Reason | null {
  if (career.targets.includes(roleId))
    return career.targetSource === 'skills'
      ? { code: 'role.direction', params: {}, text: 'Your skills outside your current field point here.' }
      : career.targetSource === 'industries'
        ? {
            code: 'role.field',
            params: {},
            text: 'In an industry you chose, outside the field you are leaving; it fits you best there.',
          }
        : roleId === career.chosen
          ? { code: 'role.chosen', params: {}, text: 'You chose it as the role you want to move to.' }
          : career.nearest?.includes(roleId)
            ? {
                code: 'role.nearest',
                params: {},
                text: 'Thrive has no role for exactly the work you wrote in your own words; this is the nearest one it has.',
              }
            : {
                code: 'role.named',
                params: {},
                text: 'You named it in your own words as where you want to go.',
              };
  if (Object.values(career.roles).some((r) => r?.id === roleId))
    return { code: 'role.path', params: {}, text: 'A step on your career path.' };
  const role = career.ranked.find((r) => r.role.id === roleId)?.role;
  // Decision 0257 (walk W716): after the targets and the path, roles close to a target come first and say so (before
  // the field a changer leaves: Mark's Python read him as a data engineer, of the data scientist's own field); a role
  // far from it is listed only when those leave room, and says why it is there.
  const goals = career.targets
    .map((id) => career.ranked.find((r) => r.role.id === id)?.role)
    .filter((g): g is EngineRole => !!g);
  if (role && career.closeToTargets?.includes(roleId)) {
    const goal = goals.find((g) => closeTo(g, role)) ?? goals[0]!;
    return {
      code: 'role.near-goal',
      params: { role: goal.title },
      text: `Close to ${goal.title}, where your plan leads: in its field, or a step to or from it.`.slice(
        0,
        500,
      ),
    };
  }
  const origin = career.origin ? career.ranked.find((r) => r.role.id === career.origin)?.role : undefined;
  if (origin && role && (role.id === origin.id || role.family === origin.family))
    return {
      code: 'role.origin',
      params: {},
      text: 'The field you are changing from; listed after roles that take you further.',
    };
  if (!role || goals.length === 0) return null;
  return {
    code: 'role.beside-goal',
    params: { role: goals[0]!.title },
    text: `Further from ${goals[0]!.title}, where your plan leads; listed because your skills fit it too.`.slice(
      0,
      500,
    ),
  };
}

/**
 * How far a role the person named in their own words (not chosen in the wizard) may fit below the role that fits
 * them best before the plan says so (walk W501: a student's "UX-onderzoeker" put the plan on the UX designer, 31 out
 * of 100, while the psychologist fitted 84 and the data analyst 75, and nothing said the plan followed her words).
 * 15 points of the shown match: a plausibility bound chosen by the team, not a statistic.
 */
export const WORDS_BELOW_FIT = 0.15;

/**
 * The role that fits better than a target taken from the person's words, when it fits at least WORDS_BELOW_FIT
 * more: the plan follows their words, and says which role their skills point to instead.
 */
export function betterThanWords(roleId: string, career: CareerChoice): RoleFit | undefined {
  if (!career.targets.includes(roleId) || roleId === career.chosen || career.targetSource !== 'named')
    return undefined;
  const target = career.ranked.find((r) => r.role.id === roleId);
  const other = [...career.ranked]
    .filter((r) => !career.targets.includes(r.role.id))
    .sort((a, b) => b.fit - a.fit || cmp(a.role.id, b.role.id))[0];
  return target && other && other.fit - target.fit >= WORDS_BELOW_FIT ? other : undefined;
}

function betterFit(r: RoleFit, career: CareerChoice): Reason | null {
  const other = betterThanWords(r.role.id, career);
  if (!other) return null;
  const match = Math.min(ROLE_MATCH_CAP, Math.round(other.fit * 100));
  return {
    code: 'role.better',
    params: { role: other.role.title, match },
    text: `Your plan follows it because of what you wrote; your skills fit ${other.role.title} better (${match} out of 100).`.slice(
      0,
      500,
    ),
  };
}

/**
 * How much of a role's key skills the person has. For the role their field of study leads to, the degree teaches them
 * (decision 0130): the skill gap credits them, so the sentence says so before the skills the person listed (walk
 * W601: a social-work graduate was told she had 0 of its key skills while the Skill Gap tab had nothing to learn).
 */
function skillsReason(r: RoleFit, studies: StudyCredit | undefined): Reason {
  const matched = r.matched.length;
  const share = Math.round(r.parts.skills * 100);
  if (studies && studies.roleId === r.role.id) {
    const field = studies.field.slice(0, 120);
    return studies.studying
      ? {
          code: 'role.studies-studying',
          params: { field, matched, share },
          text: `Your studies (${field}) teach its key skills by graduation; of them you listed ${matched} yourself (${share}% of what it asks).`,
        }
      : {
          code: 'role.studies',
          params: { field, matched, share },
          text: `Your studies (${field}) taught its key skills; of them you listed ${matched} yourself (${share}% of what it asks).`,
        };
  }
  // Decision 0257 (walk W716): a related skill counts half, so "0 of its key skills (13% ...)" read as two answers.
  // The sentence names what the share is made of: the key skills the person has and those they have a related skill
  // of; with neither, no share.
  const related = r.related.length;
  if (matched === 0)
    return related > 0
      ? {
          code: 'role.skills-near',
          params: { matched, related, share },
          text: `You have none of its key skills yet; skills of yours related to ${related} of them count half (${share}% of what it asks).`,
        }
      : {
          code: 'role.skills-none',
          params: { matched, related, share },
          text: 'You have none of its key skills yet.',
        };
  return related > 0
    ? {
        code: 'role.skills-related',
        params: { matched, related, share },
        text: `You already have ${matched} of its key skills; skills of yours related to ${related} more count half (${share}% of what it asks).`,
      }
    : {
        code: 'role.skills',
        params: { matched, related, share },
        text: `You already have ${matched} of its key skills (${share}% of what it asks).`,
      };
}

function recommend(
  request: AnalysisRequest,
  ranked: RoleFit[],
  scored: ScoredCity[],
  career: CareerChoice,
  studies?: StudyCredit,
): Recommendations {
  const roles = ranked.slice(0, 5).map((r) => ({
    roleId: r.role.id,
    title: r.role.title.slice(0, 120),
    match: Math.min(ROLE_MATCH_CAP, Math.round(r.fit * 100)),
    why: reasons(
      placeReason(r.role.id, career),
      betterFit(r, career),
      skillsReason(r, studies),
      r.role.wefFastGrowing
        ? { code: 'role.wef', params: {}, text: 'Among the fastest-growing roles (WEF Future of Jobs 2025).' }
        : null,
      // The BLS outlook is the local one where the plan's best city is American (walk W613); elsewhere it says it
      // is American, for want of a European figure.
      scored[0]?.city.country === 'US'
        ? {
            code: 'role.growth-us',
            params: { growth: r.role.growth.value, year: r.role.growth.year },
            text: `US outlook (${r.role.growth.source}): employment change ${r.role.growth.value}%.`.slice(
              0,
              500,
            ),
          }
        : {
            code: 'role.growth',
            params: { growth: r.role.growth.value, year: r.role.growth.year },
            text: `US outlook (${r.role.growth.source}): employment change ${r.role.growth.value}%, shown for lack of a European figure.`.slice(
              0,
              500,
            ),
          },
    ),
  }));

  // Industries: chosen (40 points), the best roles' industries (up to 35), strength in the top 5 cities (up to 25).
  // Decision 0143 (walk #14): a sector is shown only when the person chose it or the predicted role works in it; the
  // other best roles' sectors fill the list only when fewer than three are left, and say why. Strength in the top
  // cities alone no longer brings in a sector (a nurse who chose Healthcare was shown Technology).
  const best5 = ranked.slice(0, 5);
  const top5 = scored.slice(0, 5);
  const predicted = ranked[0]?.role;
  const scoredIndustries = INDUSTRIES.map((industry) => {
    const chosen = request.industries.includes(industry) ? 40 : 0;
    const roleShare =
      best5.filter((r) => r.role.industries.includes(industry)).length / Math.max(1, best5.length);
    const cityShare =
      top5.filter((s) => s.city.industries.includes(industry)).length / Math.max(1, top5.length);
    const score = chosen + 35 * roleShare + 25 * cityShare;
    const ofPredicted = predicted?.industries.includes(industry) ?? false;
    return { industry, score, chosen: chosen > 0, ofPredicted, roleShare, cityShare };
  }).sort((a, b) => b.score - a.score || cmp(a.industry, b.industry));
  const followed = scoredIndustries.filter((x) => x.chosen || x.ofPredicted);
  const extra = scoredIndustries.filter((x) => !x.chosen && !x.ofPredicted && x.roleShare > 0);
  const industries = [...followed, ...extra].slice(0, 3).map((x) => {
    const exampleRole = best5.find((r) => r.role.industries.includes(x.industry))?.role;
    return {
      id: x.industry,
      match: Math.min(INDUSTRY_MATCH_CAP, Math.round(x.score)),
      why: reasons(
        x.chosen ? { code: 'industry.chosen', params: {}, text: 'You chose it.' } : null,
        !x.chosen && x.ofPredicted && predicted
          ? {
              code: 'industry.predicted',
              params: { role: predicted.title },
              text: `Not one you chose: your predicted role, ${predicted.title}, works in it.`.slice(0, 500),
            }
          : null,
        !x.chosen && !x.ofPredicted && exampleRole
          ? {
              code: 'industry.extra',
              params: { role: exampleRole.title, share: Math.round(x.roleShare * 100) },
              text: `Not one you chose: ${Math.round(x.roleShare * 100)}% of your best-fitting roles work in it, ${exampleRole.title} among them.`.slice(
                0,
                500,
              ),
            }
          : null,
        // The extra sector's line already gives the share (decision 0257, walk W716: it was said twice).
        x.roleShare > 0 && (x.chosen || x.ofPredicted)
          ? {
              code: 'industry.roles',
              params: { share: Math.round(x.roleShare * 100) },
              text: `${Math.round(x.roleShare * 100)}% of your best-fitting roles work in it.`,
            }
          : null,
        x.cityShare > 0
          ? {
              code: 'industry.cities',
              params: { share: Math.round(x.cityShare * 100) },
              text: `${Math.round(x.cityShare * 100)}% of your top cities are hubs for it.`,
            }
          : null,
      ),
    };
  });

  // Companies: employers whose industry the person chose (fit 1), the best role's industries (0.6) or the other best
  // roles' industries (0.4), in every city, best city first: the 10 best cities alone held
  // too few employers for some industries (a nurse in the Netherlands saw 2). match = 0.7 x city match + 30 x
  // industry fit, capped at 98. The list holds fewer than 5 only when the data has fewer such employers.
  const chosen = new Set<Industry>(request.industries);
  const industryFit = (industry: Industry) =>
    chosen.has(industry)
      ? 1
      : ranked[0]!.role.industries.includes(industry)
        ? 0.6
        : best5.some((r) => r.role.industries.includes(industry))
          ? 0.4
          : 0;
  // Decision 0143 (walk #5): one entry per employer (an office named in brackets or a plant is the same employer:
  // 'Google (engineering office)' in Munich and 'Google (largest engineering office ...)' in Zurich), kept where it
  // scores best; employers in the best city and the cities the person picked come before the others.
  const companies: Recommendations['companies'] = [];
  const seen = new Set<string>();
  const preferred = new Set<string>([...request.preferredCities, ...(scored[0] ? [scored[0].city.id] : [])]);
  const candidates = scored.flatMap((s) =>
    s.city.employers
      .map((e) => ({ e, s, fit: industryFit(e.industry) }))
      .filter((x) => x.fit > 0)
      .map(({ e, s, fit }) => ({
        e,
        s,
        fit,
        near: preferred.has(s.city.id),
        // Walk W207: a person who would consider only the United Kingdom saw AIB in Dublin among the five. Employers in
        // the countries they chose (their home city and the cities they picked too) come first, as in every city list
        // (decision 0068).
        inScope:
          request.consideredCountries.length === 0 ||
          preferred.has(s.city.id) ||
          inCountryScope(
            { country: s.city.country, distanceKm: s.extras?.distanceKm },
            request.consideredCountries,
          ),
        score: 0.7 * s.match + 30 * fit,
      })),
  );
  // Decision 0257 (walk W716): within the countries, the industry decides before the city. Mark, who chose
  // technology and wants to be a data scientist, saw PNC (a bank in Pittsburgh, his best city) above Amazon: an
  // industry he chose comes first, then the industries of the first recommended role (his target), then those of
  // the other recommended roles; within each, the best and picked cities first, then the score.
  candidates.sort(
    (a, b) =>
      Number(b.inScope) - Number(a.inScope) ||
      b.fit - a.fit ||
      Number(b.near) - Number(a.near) ||
      b.score - a.score ||
      cmp(a.e.id, b.e.id),
  );
  for (const { e, s, score } of candidates) {
    const key = employerKey(e.name);
    if (companies.length >= 5 || seen.has(key)) continue;
    seen.add(key);
    // Why the industry: one the person chose, else the recommended role that works in it (never both "Works in
    // finance." and the role's industry as two lines).
    const byRole = chosen.has(e.industry)
      ? undefined
      : best5.find((r) => r.role.industries.includes(e.industry))?.role;
    companies.push({
      id: e.id,
      name: e.name.slice(0, 120),
      industry: e.industry,
      cityId: s.city.id,
      match: Math.min(COMPANY_MATCH_CAP, Math.round(score)),
      why: [
        {
          code: 'company.city',
          params: { city: s.city.name, match: s.match },
          text: `Based in ${s.city.name}, your ${s.match}% city match.`,
        },
        byRole
          ? {
              code: 'company.role-industry',
              params: { industry: e.industry, role: byRole.title },
              text: `Works in ${e.industry}, where ${byRole.title}, one of your recommended roles, works too.`.slice(
                0,
                500,
              ),
            }
          : {
              code: 'company.chosen',
              params: { industry: e.industry },
              text: `Works in ${e.industry}, an industry you chose.`,
            },
      ],
    });
  }

  const cities = withTrueCostCautions(scored.slice(0, 5).map((s) => toCityMatch(s, request))).map((m) => ({
    cityId: m.cityId,
    name: m.name,
    match: m.match,
    why: m.reasons.slice(0, 5),
  }));
  return { companies, industries, cities, roles };
}

/**
 * One employer whatever the office: the name without a bracketed place or office, a trailing 'plant', 'HQ2' or the
 * country of its arm ('UK', 'Germany'). Walk W716: Mark saw "Amazon HQ2 (Arlington)" and "Amazon" (Seattle) as two of
 * his five companies.
 */
export function employerKey(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+plant$/i, '')
    .replace(/\s+(hq\d*|uk|germany)$/i, '')
    .trim()
    .toLowerCase();
}

const DAY_MS = 86_400_000;
/** The person's timeline stretches the plan: 0-1 years x 0.5, 1-3 years x 1, 3-5 years x 1.5 (unknown x 1). */
export const TIMELINE_SCALE = { '0-1-years': 0.5, '1-3-years': 1, '3-5-years': 1.5 } as const;

function milestonesFor(
  request: AnalysisRequest,
  now: Date,
  roles: Record<PredictionTimeframe, EngineRole>,
  city: EngineCity,
  gaps: ReturnType<typeof skillGaps>,
  levels: Record<PredictionTimeframe, ExperienceLevel>,
  /** How far the best match is from where the person lives now, when known. */
  distanceKm?: number,
): AnalysisMilestone[] {
  const scale = request.timeline ? TIMELINE_SCALE[request.timeline] : 1;
  const at = (days: number, fixed = false) =>
    new Date(now.getTime() + Math.round(days * (fixed ? 1 : scale)) * DAY_MS).toISOString().slice(0, 10);
  const base = { roleId: roles['0-3'].id, cityId: city.id };
  const milestone = (
    id: MilestoneTextId,
    type: AnalysisMilestone['type'],
    targetDate: string,
    params: Partial<MilestoneParams> = {},
  ): AnalysisMilestone => {
    const stored = { ...base, ...params };
    const text = milestoneText(request.locale, id, milestoneWords(stored, request.locale));
    return {
      id,
      title: text.title.slice(0, 160),
      description: text.description,
      type,
      targetDate,
      params: stored,
    };
  };
  // A student whose graduation is still ahead (walk W424): the plan's work starts after it. The degree is a milestone
  // of its own, the applications fall in the last months of study, the first job follows graduation, and the 3-5 and
  // 5-10 year steps count from the first job, not from today (a student graduating in 2027 was told to step up in
  // 2029 as if already working).
  const graduation = graduationAhead(request, now);
  const after = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
  const later = (a: string, b: string) => (a > b ? a : b);
  const list: AnalysisMilestone[] = [milestone('profile-ready', 'foundation', at(14))];
  if (graduation) list.push(milestone('graduate', 'achievement', graduation));
  // The first skill of the learning plan, on the plan's own dates (decision 0120): the Skill Gap tab's plan starts on
  // the analysis date at the person's hours a week, and these two milestones are its first entry, not a fixed 30 days
  // (scaled by the timeline) later, so one learning goal has one date wherever it is shown.
  const plan = planForGaps(gaps, [], request.learningHoursPerWeek, now.toISOString().slice(0, 10));
  const entry = plan.entries[0];
  const first = entry ? gaps.find((g) => g.skillId === entry.skillId) : undefined;
  if (entry && first) {
    const skill = {
      skillId: first.skillId,
      hours: first.timeToTarget.hours,
      weeks: first.timeToTarget.weeks,
    };
    list.push(milestone('skill-start', 'skill', entry.startDate, skill));
    list.push(milestone('skill-target', 'skill', entry.targetDate, skill));
  }
  // The applications follow the learning plan (walk W708, decision 0251): not before the day the plan brings the
  // role's key skills (its High-priority gaps) to the target level at the person's hours a week, since employers
  // screen on them; a changer told to apply in four months while the plan teaches SQL for two more years was told
  // two things. The old date (four months, scaled by the timeline; a student's last months of study) stays the
  // earliest day, stored as `notBefore` so that the dashboard can move the date with the plan (`milestonesOnPlan`).
  const notBefore = graduation ? later(at(120), after(graduation, -90)) : at(120);
  const key = keySkillsReady(plan);
  const apply = key.date !== undefined ? later(notBefore, key.date) : notBefore;
  list.push(
    milestone('apply', 'career', apply, key.count > 0 ? { keySkills: key.count, notBefore } : { notBefore }),
  );
  // The first job follows the applications by five months, as it follows a student's (90 days before graduation to
  // 60 after), and the later steps count from it; without a graduation, they keep their own years unless the key
  // skills push the applications so far that the step up would come less than two years after them.
  const firstJob = graduation ? later(after(graduation, 60), after(apply, 150)) : undefined;
  if (graduation)
    list.push(
      milestone('first-job', 'career', firstJob!, {
        level: levels['0-3'],
        roleId: roles['0-3'].id,
      }),
    );
  // No move to the city the person already lives in (walk D6: "Plan your move to Utrecht" for someone in Utrecht).
  const livesThere = distanceKm !== undefined && distanceKm <= HOME_CITY_KM;
  if (
    !livesThere &&
    (request.whatMatters.includes('relocating') || !request.locationPreferences.includes('current'))
  ) {
    // Not before the applications either (decision 0251): the move is planned with the job.
    list.push(
      milestone('move', 'achievement', later(graduation ? later(at(240), graduation) : at(240), apply)),
    );
  }
  const start = firstJob;
  // Without a first job, the step up opens the 3-5 years period: on its first day as the Timeline counts it (three
  // years of 365.25 days), not a day before it (walk W814: "Step up to junior" under 0-3 years, none under 3-5).
  const stepUp = start
    ? after(start, 3 * 365)
    : later(at(Math.round(3 * 365.25), true), after(apply, 2 * 365));
  list.push(
    milestone('step-up', 'career', stepUp, {
      level: levels['3-5'],
      roleId: roles['3-5'].id,
    }),
  );
  list.push(
    milestone(
      'long-term',
      'achievement',
      start ? after(start, 6 * 365) : later(at(6 * 365, true), after(stepUp, 3 * 365)),
      {
        level: levels['5-10'],
        roleId: roles['5-10'].id,
      },
    ),
  );
  return list.sort((a, b) => cmp(a.targetDate, b.targetDate) || cmp(a.id, b.id));
}

/**
 * The day a graduation still ahead is read as (walk W424): 1 July of the graduation year, as the current-pay rule
 * reads it (`payAside`, decision 0162), when that day is after `now`; undefined for a year passed or not given.
 */
export function graduationAhead(request: Pick<AnalysisRequest, 'education'>, now: Date): string | undefined {
  const year = Number(request.education?.graduationYear);
  if (!Number.isInteger(year) || year <= 0) return undefined;
  const day = Date.UTC(year, 6, 1);
  return day > now.getTime() ? new Date(day).toISOString().slice(0, 10) : undefined;
}

/** The reasons given, each once (decision 0257: no code and no sentence twice in one recommendation). */
const reasons = (...list: (Reason | null)[]): Reason[] =>
  list.filter(
    (r, i): r is Reason =>
      r !== null && list.findIndex((o) => o !== null && (o.code === r.code || o.text === r.text)) === i,
  );
