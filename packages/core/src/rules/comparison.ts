import type { ExperienceLevel, PredictionTimeframe } from '../contracts/enums';
import type { Figure, MoneyFigure } from '../contracts/figure';
import { citiesDataset, findSpecRole, getCity, getRole, listCities, listRoles } from '../datasets/index';
import type { Affordability, AnalysisResult, CityMatch } from '../contracts/analysis-result';
import { affordabilityIn } from '../engine/affordability';
import { CULTURAL_FIT_SOURCE, culturalFit, type CulturalFit } from '../engine/cultural-fit';
import { personLanguages, speaksOneOf } from '../engine/languages';
import { partnerGrossIn } from '../engine/household-money';
import {
  derivePerson,
  normalizeSkill,
  SKILL_IMPLIES,
  skillIndex,
  type Person,
  type PersonInput,
} from '../engine/profile';
import { bundledEngineData } from '../engine/bundled';
import type { EngineData } from '../engine/data';
import { convert } from '../engine/money';
import { payAtShare, shareIn } from '../engine/pay-share';
import { nearestHomeMatch } from './country-scope';
import { salaryIn, skillsShare } from '../engine/roles';

/**
 * Comparison Mode (spec section 2) over the bundled datasets: the spec's four cities and four roles are the
 * defaults, any city or role of the datasets can be chosen. A city's money is in euros (converted at ECB rates where a
 * city uses another currency); a role's pay is in its city's own currency (decision 0034); every value is a `Figure`
 * with its basis, source and year.
 */

export const DEFAULT_COMPARE_CITIES = ['amsterdam', 'utrecht', 'rotterdam', 'berlin'] as const;
export const DEFAULT_COMPARE_ROLES = [
  'Senior Data Scientist',
  'Product Manager',
  'Data Analytics Lead',
  'Machine Learning Engineer',
] as const;

let data: EngineData | null = null;
const engineData = () => (data ??= bundledEngineData());

export interface ComparisonCityOption {
  id: string;
  name: string;
  country: string;
}

/** Every city of the datasets, the spec's four first, then by name. */
export function comparisonCityOptions(): ComparisonCityOption[] {
  const first = DEFAULT_COMPARE_CITIES as readonly string[];
  return [...listCities()]
    .sort((a, b) => {
      const ia = first.indexOf(a.id);
      const ib = first.indexOf(b.id);
      if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
      return a.name.localeCompare(b.name, 'en');
    })
    .map((c) => ({ id: c.id, name: c.name, country: c.country }));
}

/** English band as a 0-100 bar (EF EPI bands; native-English countries 100). */
export const ENGLISH_BAND_SCORE = { native: 100, 'very-high': 90, high: 75, moderate: 55, low: 35 } as const;

export interface CityComparison {
  cityId: string;
  name: string;
  country: string;
  currency: string;
  /** Average gross annual salary of the role family, euros. */
  salary: MoneyFigure;
  family: string;
  /** Living costs of one adult a month without rent, euros. */
  costOfLiving: MoneyFigure;
  /** Rent of a 4-bedroom home a month, euros. */
  rent4: MoneyFigure;
  /** Rent of the household's home (`bedrooms`) a month, euros: the rent of the money-left row. */
  rent: MoneyFigure;
  /** Net pay minus rent (of `bedrooms`) and living costs, a month, euros. */
  moneyLeft: MoneyFigure;
  bedrooms: number;
  /** The parts of cultural fit (engine/cultural-fit.ts), each 0-100. */
  culturalFitParts: CulturalFit['parts'];
  bars: {
    schools: Figure;
    /** Cultural fit: the one measure of the predictions too (language, openness, culture and leisure). */
    culturalFit: Figure;
    commute: Figure;
    familyFriendly: Figure;
    language: Figure;
  };
  languages: string[];
  /** Whether the person speaks one of the city's official languages at least conversationally (walk W4). */
  speaksLocal: boolean;
  /**
   * The city's languages (ISO 639-1) the person was taken to speak because they named none (decision 0245), from
   * `assumedLanguages`; Compare says them as assumed (walk W705).
   */
  languagesAssumed: string[];
}

export interface CityComparisonOptions {
  /** Role family of the salary row (the person's predicted role's family); default 'data'. */
  family?: string;
  /** Bedrooms of the home in the money-left row; default 1. */
  bedrooms?: number;
  /** Household scale (OECD-modified) of the living costs; default 1. */
  householdScale?: number;
  /** The person's languages (engine/languages.ts `personLanguages`) for cultural fit; default: English only. */
  languages?: ReadonlyMap<string, number>;
  /** Of those, the ones assumed from where they live (engine/languages.ts `assumedLanguages`, decision 0245). */
  assumedLanguages?: readonly string[];
}

/** The comparison figures of one city, or undefined for an unknown id. */
export function cityComparison(
  cityId: string,
  options: CityComparisonOptions = {},
): CityComparison | undefined {
  const d = engineData();
  const city = d.cities.find((c) => c.id === cityId);
  const raw = getCity(cityId);
  if (!city || !raw) return undefined;
  const family = options.family && city.salaryByFamily[options.family] ? options.family : 'data';
  const gross = city.salaryByFamily[family] ?? Object.values(city.salaryByFamily)[0]!;
  const bedrooms = Math.min(4, Math.max(0, options.bedrooms ?? 1));
  const householdScale = options.householdScale ?? 1;
  const eur = (figure: MoneyFigure) => roundFigure(convert(figure, 'EUR', d.rates));
  const affordability = affordabilityIn(city, gross, { bedrooms, householdScale }, d);
  const rent4 = city.rentByBedrooms[4] ?? city.rentByBedrooms[3]!;
  // Priced for the household's income at the city's typical pay, as in money left (decision 0135).
  const living: MoneyFigure = affordability.livingCostsMonthly!;
  const score = (key: keyof typeof city.quality): Figure =>
    city.quality[key] ?? { value: 0, basis: 'estimate', source: 'No figure for this city', year: 2024 };
  const english = citiesDataset.methods.english;
  const personal = options.languages ?? personLanguages({ locale: 'en' });
  const cultural = culturalFit(city, personal);
  return {
    cityId: city.id,
    name: city.name,
    country: raw.country,
    currency: city.currency,
    family,
    salary: eur(gross),
    costOfLiving: eur(living),
    rent4: eur(rent4),
    rent: eur(affordability.rentMonthly),
    moneyLeft: eur(affordability.moneyLeftMonthly),
    bedrooms: affordability.bedrooms,
    culturalFitParts: cultural.parts,
    bars: {
      schools: score('education'),
      culturalFit: {
        value: cultural.value,
        basis: 'estimate',
        source: CULTURAL_FIT_SOURCE,
        year: 2025,
        unit: 'score 0-100',
      },
      commute: score('commute'),
      familyFriendly: score('family'),
      language: { ...english, value: ENGLISH_BAND_SCORE[raw.english] },
    },
    languages: raw.languages,
    speaksLocal: speaksOneOf(city.languages, personal),
    languagesAssumed: (options.assumedLanguages ?? []).filter((code) => city.languages.includes(code)),
  };
}

/**
 * The working partner's gross pay a year in a city's currency, as the analysis models it: the answered income
 * converted at ECB rates, else 67% of the main earner's pay there (the role at the level); 0 without a working
 * partner. For the figures API's `partnerGross`.
 */
export function partnerGrossInCity(
  cityId: string,
  roleId: string,
  level: ExperienceLevel,
  household: PredictionHousehold,
): number {
  const d = engineData();
  const city = d.cities.find((c) => c.id === cityId);
  const role = d.roles.find((r) => r.id === roleId);
  if (!city || !role || !household.partnerWorks) return 0;
  return Math.round(partnerGrossIn(city, salaryIn(city, role, level, d), household, d)?.value ?? 0);
}

/** A figure of the figures API (or any money figure) in euros at the bundled ECB rates, rounded to whole euros. */
export function inEuros(figure: MoneyFigure): MoneyFigure {
  return roundFigure(convert(figure, 'EUR', engineData().rates));
}

function roundFigure(figure: MoneyFigure): MoneyFigure {
  return { ...figure, value: Math.round(figure.value) };
}

// ---------------------------------------------------------------- roles

export interface ComparisonRoleOption {
  /** The spec's title ('Senior Data Scientist') or a dataset role id. */
  key: string;
  title: string;
}

/** The spec's four role titles first, then every role of the datasets by title. */
export function comparisonRoleOptions(): ComparisonRoleOption[] {
  const spec = DEFAULT_COMPARE_ROLES.map((title) => ({ key: title, title }));
  const rest = [...listRoles()]
    .sort((a, b) => a.title.localeCompare(b.title, 'en'))
    .map((r) => ({ key: r.id, title: r.title }));
  return [...spec, ...rest];
}

/** What the city defaults are read from: the analysis's matched cities, best first, with their distance from home. */
export type CityDefaultsSource = { cityMatches: readonly Pick<CityMatch, 'cityId' | 'facts'>[] };

/**
 * The city the person lives in now (decision 0084): the matched city nearest home within `HOME_CITY_KM` (the rule of
 * the money-left list and the city lists), with its distance. Null without a known home near a city of the datasets.
 */
export function homeCityOf(
  result: CityDefaultsSource | null | undefined,
): { cityId: string; distanceKm: number } | null {
  const nearest = nearestHomeMatch((result?.cityMatches ?? []).filter((m) => !!getCity(m.cityId)));
  return nearest ? { cityId: nearest.cityId, distanceKm: nearest.facts!.distanceKm! } : null;
}

/** An analysis' affordability entry on the person's own pay: where they live now (decision 0089) or scaled (0129). */
export type OwnPayEntry = Affordability & { payOrigin: 'current' | 'scaled' };

/**
 * Where the analysis used the person's own pay (decision 0089: where they live now) or their own pay scaled by the
 * role's typical pay (decision 0129: every other city): its affordability entry, else none (no own pay given).
 */
export function ownPayEntry(
  affordability: readonly Affordability[] | undefined,
  cityId: string,
): OwnPayEntry | undefined {
  const entry = affordability?.find(
    (x) => x.cityId === cityId && (x.payOrigin === 'current' || x.payOrigin === 'scaled'),
  );
  return entry as OwnPayEntry | undefined;
}

/**
 * The analysis' own-pay entries a compared pair of cities uses (decision 0164): both cities' when the analysis has the
 * person's own pay (or own pay scaled) for both, else none, so both cities stand on the role's typical pay and the
 * difference is about the city. A career changer's home city has her current pay but every other city the new role's
 * (decision 0153): the pair then takes the new role's pay in both, as the Timeline does after the move. Compare, the
 * report and the JSON export read the pair through this one rule (a domain rule, so in the core: decision 0176).
 */
export function pairOwnPay(
  affordability: readonly Affordability[] | undefined,
  a: string,
  b: string,
): (cityId: string) => OwnPayEntry | undefined {
  const both = !!ownPayEntry(affordability, a) && !!ownPayEntry(affordability, b);
  return (cityId) => (both ? ownPayEntry(affordability, cityId) : undefined);
}

/**
 * The two cities Compare opens with (walk F22): where the person lives now (the matched city nearest home, within
 * `HOME_CITY_KM`) against their best match; without a home city among the matches, their two best matches. Without a result
 * (or cities Compare does not know), the spec's first two cities.
 */
export function defaultComparedCities(result: CityDefaultsSource | null | undefined): [string, string] {
  const spec: [string, string] = [DEFAULT_COMPARE_CITIES[0], DEFAULT_COMPARE_CITIES[1]];
  const known = (id: string | undefined): id is string => !!id && !!getCity(id);
  const matches = (result?.cityMatches ?? []).filter((m) => known(m.cityId));
  if (matches.length === 0) return spec;
  const home = homeCityOf(result)?.cityId;
  const first = home ?? matches[0]!.cityId;
  const second = matches.find((m) => m.cityId !== first)?.cityId;
  return second ? [first, second] : [first, first === spec[0] ? spec[1] : spec[0]];
}

/** What the role defaults are read from: the analysis result (its predictions, current role and recommendations). */
export type RoleDefaultsSource = Pick<AnalysisResult, 'predictions' | 'recommendations'> & {
  currentRoleId?: string | undefined;
};

/**
 * The two roles Compare opens with: the person's current role (a changer's, when the analysis knows it) against their
 * predicted role; without a known current role, the predicted role against the next different role of their path or
 * recommendations. Without a result, the spec's first two roles.
 */
export function defaultComparedRoles(result: RoleDefaultsSource | null | undefined): [string, string] {
  const spec: [string, string] = [DEFAULT_COMPARE_ROLES[0], DEFAULT_COMPARE_ROLES[1]];
  if (!result) return spec;
  const known = (id: string | undefined): id is string => !!id && !!getRole(id);
  const predicted = result.predictions['0-3'].career.roleId;
  const later = [
    result.predictions['3-5'].career.roleId,
    result.predictions['5-10'].career.roleId,
    ...result.recommendations.roles.map((r) => r.roleId),
  ];
  const first = known(result.currentRoleId) ? result.currentRoleId : known(predicted) ? predicted : undefined;
  if (!first) return spec;
  const second = [predicted, ...later].find((id) => known(id) && id !== first);
  return second ? [first, second] : [first, first === spec[0] ? spec[1] : spec[0]];
}

export const LEVEL_SCORE: Record<ExperienceLevel, number> = {
  entry: 20,
  junior: 40,
  mid: 60,
  senior: 80,
  lead: 100,
};

export interface RoleComparison {
  key: string;
  title: string;
  roleId: string;
  level: ExperienceLevel;
  description: string;
  /** Typical gross annual pay in the city, in the city's own currency (decision 0034: shown first, then ≈ the person's). */
  salary: MoneyFigure;
  cityName: string;
  /** The city's country: the BLS outlook is the local one in an American city (walk W613). */
  cityCountry: string;
  /** An employer of the role's industries in that city, when the data names one. */
  company: string | null;
  bars: {
    level: Figure;
    skillsMatch: Figure;
    /** Lower is better: the share of the role's important skills the person lacks. */
    learningGaps: Figure;
    growthPath: Figure;
  };
  /** BLS projected employment change, %. */
  growth: Figure;
}

export interface RoleComparisonOptions {
  /** The person's skills (names or ids). */
  skills?: readonly string[];
  /** City of the salary and company; default Amsterdam. */
  cityId?: string;
  /** Level for roles chosen from the datasets (the spec's titles carry their own); default mid. */
  level?: ExperienceLevel;
}

/** Importance (O*NET 1-5 scale) from which a skill counts as important for the gaps bar. */
const IMPORTANT = 3;

export function roleComparison(key: string, options: RoleComparisonOptions = {}): RoleComparison | undefined {
  const spec = findSpecRole(key);
  const role = spec?.role ?? getRole(key);
  if (!role) return undefined;
  const level: ExperienceLevel = spec?.level ?? options.level ?? 'mid';
  const d = engineData();
  const city = d.cities.find((c) => c.id === (options.cityId ?? 'amsterdam')) ?? d.cities[0]!;
  const pay = d.roleSalary?.(role.id, level, city.id) ?? city.salaryByFamily[role.family]!;
  // The city's own figure in its own currency: the view adds "≈" the person's currency (decision 0034).
  const salary = roundFigure(convert(pay, city.currency, d.rates));
  // The person's skills as the analysis reads them (name, alias or id), so the match agrees with Recommendations.
  const index = skillIndex(d);
  const have = new Set(
    (options.skills ?? []).map((s) => index.get(normalizeSkill(s))).filter((s): s is string => !!s),
  );
  // As the analysis does (decision 0045): a programming language implies programming.
  for (const id of [...have]) for (const implied of SKILL_IMPLIES[id] ?? []) have.add(implied);
  const skills = role.skills;
  const engineRole = d.roles.find((r) => r.id === role.id);
  const fit = engineRole ? skillsShare(have, engineRole, d) : undefined;
  const share = fit?.share ?? 0;
  const important = skills.filter((s) => s.importance >= IMPORTANT);
  const missingImportant = important.filter((s) => !have.has(s.skillId)).length;
  const yours = {
    basis: 'derived' as const,
    source: 'Your skills compared with O*NET skills of the role',
    year: 2024,
  };
  const growth = role.growth ?? {
    value: 0,
    basis: 'estimate' as const,
    source: 'No BLS projection',
    year: 2024,
  };
  const employers = getCity(city.id)?.employers ?? {};
  const company = role.industries.map((i) => employers[i]?.[0]).find((n): n is string => !!n) ?? null;
  return {
    key,
    title: spec ? key : role.title,
    roleId: role.id,
    level,
    description: role.description,
    salary,
    cityName: city.name,
    cityCountry: city.country,
    company,
    bars: {
      level: {
        value: LEVEL_SCORE[level],
        basis: 'derived',
        source: 'Experience level of the role',
        year: 2024,
      },
      skillsMatch: { ...yours, value: Math.round(share * 100) },
      // The key skills the match counts that the person has neither themselves nor a related one of (walk 0801, W813:
      // a 72% match beside 77% gaps, two measures on two skill lists); a role outside the engine's list keeps the
      // share of its important skills not listed.
      learningGaps: {
        ...yours,
        value:
          fit && fit.keyCount > 0
            ? Math.round(((fit.keyCount - fit.matched.length - fit.related.length) / fit.keyCount) * 100)
            : important.length
              ? Math.round((missingImportant / important.length) * 100)
              : 0,
      },
      growthPath: {
        value: Math.max(0, Math.min(100, Math.round(50 + growth.value * 2.5))),
        basis: growth.basis === 'official' ? 'derived' : 'estimate',
        source: `${growth.source} (50 = no change, +/-2.5 per %)`.slice(0, 300),
        year: growth.year,
      },
    },
    growth,
  };
}

/** b minus a, rounded: what the comparison's difference display shows. */
export function comparisonDifference(a: number, b: number): number {
  return Math.round(b - a);
}

// ---------------------------------------------------------------- a prediction's household money

/** Who lives on the money in a prediction: the household part of the engine's person. */
export type PredictionHousehold = Pick<
  Person,
  | 'bedrooms'
  | 'householdScale'
  | 'adults'
  | 'children'
  | 'youngChildren'
  | 'youngChildAges'
  | 'partnerWorks'
  | 'partnerIncomeAnnual'
  | 'currency'
  | 'homeCountry'
> & {
  /**
   * A student living alone: the room where the city has a room figure is carried as the rent while she studies
   * (`studyRoomMonthly`); money left is on the home of `bedrooms`, as the pay is after graduation (decision 0253).
   */
  inRoom?: boolean;
};

/** The household of an analysis request (adults, children, bedrooms, a working partner), as the engine sees it. */
export function householdOfRequest(request: PersonInput): PredictionHousehold {
  const p = derivePerson(request, engineData());
  return {
    bedrooms: p.bedrooms,
    householdScale: p.householdScale,
    adults: p.adults,
    children: p.children,
    ...(p.youngChildren !== undefined && { youngChildren: p.youngChildren }),
    ...(p.youngChildAges && { youngChildAges: p.youngChildAges }),
    partnerWorks: p.partnerWorks,
    ...(p.partnerIncomeAnnual !== undefined && { partnerIncomeAnnual: p.partnerIncomeAnnual }),
    ...(p.homeCountry && { homeCountry: p.homeCountry }),
    currency: p.currency,
    // As the analysis prices it (engine/run.ts): a student living alone carries the room while she studies where the
    // city has a room figure, and every period's money is on the graduate's home, as the card's (decisions 0246, 0253).
    ...(request.userType === 'student' && { inRoom: true }),
  };
}

/** The years from now at which each timeframe of the plan starts (decision 0236). */
export const TIMEFRAME_START_YEARS: Record<PredictionTimeframe, number> = { '0-3': 0, '3-5': 3, '5-10': 5 };

/**
 * The household at the start of a timeframe (decision 0236, walk W605): the children whose ages are known are that
 * many years older, so a child who reaches the country's school-start age no longer needs a childcare place and
 * benefits by age take the band of its age then. Without ages, the household as it is (every young child counted in
 * every period, as the question asked of today).
 */
export function householdInTimeframe<
  H extends (Pick<Person, 'youngChildAges'> & { inRoom?: boolean }) | undefined,
>(household: H, timeframe: PredictionTimeframe): H {
  const years = TIMEFRAME_START_YEARS[timeframe];
  if (!household || years === 0) return household;
  // A student's room belongs to the first period only (decision 0246): from three years on she has graduated. Money is
  // on the home her household needs in every period (decision 0253).
  const later = household.inRoom ? ({ ...household, inRoom: undefined } as H) : household;
  if (!household.youngChildAges) return later;
  return { ...later, youngChildAges: household.youngChildAges.map((age) => age + years) };
}

const ONE_ADULT: PredictionHousehold = {
  bedrooms: 1,
  householdScale: 1,
  adults: 1,
  children: 0,
  partnerWorks: false,
  currency: 'EUR',
};

/**
 * A predicted timeframe's money for the household, in the city's currency: the household money model of the
 * analysis (net pay of both earners, child benefits, the newcomer rent of the home it needs, living costs by
 * household size, money left, the 30% / 3-4x / 40% checks and warnings) with that timeframe's predicted pay.
 * Without a household, one adult in a 1-bedroom home.
 */
export function predictionAffordability(
  prediction: { career: { salary: MoneyFigure; roleId?: string }; location: { cityId: string } },
  household: PredictionHousehold = ONE_ADULT,
  ownPayShare?: number,
  /** The country where the share was measured (`AnalysisResult.ownPayCountry`): abroad it counts at most 1. */
  ownPayCountry?: string,
): Affordability | undefined {
  const d = engineData();
  const city = d.cities.find((c) => c.id === prediction.location.cityId);
  if (!city) return undefined;
  try {
    const typical = convert(prediction.career.salary, city.currency, d.rates);
    // One pay basis (decision 0129): with the person's share of the role's pay, each period is at that share.
    const share =
      ownPayShare !== undefined
        ? shareIn(ownPayShare, ownPayCountry !== undefined && city.country !== ownPayCountry)
        : undefined;
    const gross =
      share !== undefined
        ? payAtShare(share, typical, typical.year, true, share < ownPayShare! ? ownPayShare : undefined)
        : typical;
    const roleId = prediction.career.roleId;
    return affordabilityIn(
      city,
      gross,
      { ...household, ...(roleId && { roleId }) },
      d,
      partnerGrossIn(city, gross, household, d),
    );
  } catch {
    return undefined;
  }
}

export { rankByMoneyLeft } from './money-left';
