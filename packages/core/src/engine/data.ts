import type { Figure, MoneyFigure } from '../contracts/figure';
import type { ExperienceLevel, Industry, SkillCategory, CourseLevel } from '../contracts/enums';
import { CITY_SCORES } from '../datasets/schemas';
import type { PlacesDataset } from '../datasets/places';
import type { PermitsDataset } from '../datasets/permits';

/**
 * What the engine reads, in one normalised shape. `bundled.ts` builds it from the project's datasets
 * (packages/core/src/datasets); tests pass small hand-made ones. Every figure a person sees keeps its basis, source
 * and year.
 */

/** Quality scores the city factors read (the datasets' city scores), each 0..100. Missing ones count as 50. */
export const QUALITY_KEYS = CITY_SCORES;
export type QualityKey = (typeof CITY_SCORES)[number];

/** English proficiency band of a city's country (most to least); 'native' where English is an official language. */
export const ENGLISH_BANDS = ['native', 'very-high', 'high', 'moderate', 'low'] as const;
export type EnglishBand = (typeof ENGLISH_BANDS)[number];

export interface EngineCity {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  currency: string;
  lat: number;
  lng: number;
  population: number;
  isEuropean: boolean;
  /** ISO 639-1 codes of the official/main languages. */
  languages: readonly string[];
  englishBand: EnglishBand;
  climate: 'warm' | 'seasons';
  coastal: boolean;
  mountains: boolean;
  techHub: boolean;
  /** Cost-of-living index (any fixed reference = 100), without rent. */
  costIndex: Figure;
  /** Monthly living costs of one adult without rent, local currency. */
  livingCostMonthly: MoneyFigure;
  /** Monthly rent by bedroom count (0 = studio), local currency; at least 1 bedroom present. */
  rentByBedrooms: Partial<Record<0 | 1 | 2 | 3 | 4, MoneyFigure>>;
  /** Who pays those rents: newcomers, tenants of recent years, sitting tenants, or an estimate (when known). */
  rentTenancy?: 'newcomer' | 'recent' | 'sitting' | 'estimate';
  /** Monthly rent of a room in a shared home, local currency, where a figure was found (decision 0141). */
  roomRent?: MoneyFigure;
  /**
   * Where the rents above are warm rents (decision 0233: German net cold rents + service and heating costs), their
   * parts by bedroom count, local currency a month.
   */
  rentParts?: Partial<Record<1 | 2 | 3 | 4, { netCold: number; charges: number }>>;
  /** Typical annual gross salary by role family (mid level), local currency. */
  salaryByFamily: Readonly<Record<string, MoneyFigure>>;
  quality: Partial<Record<QualityKey, Figure>>;
  /** Yearly population change, % (for the migration trend), when known. */
  populationGrowth?: Figure;
  industries: readonly Industry[];
  highlights: readonly string[];
  employers: readonly { id: string; name: string; industry: Industry }[];
}

export interface EngineRoleSkill {
  skillId: string;
  /** 0..100. */
  importance: number;
  /** Where the link comes from: 'curated' (core skills), 'onet-skill', 'onet-technology' (O*NET hot technologies). */
  origin?: string;
}

export interface EngineRole {
  id: string;
  title: string;
  /** The salary family the cities' salary tables use. */
  family: string;
  onetCode?: string;
  industries: readonly Industry[];
  skills: readonly EngineRoleSkill[];
  /** Annual gross salary by level in the band's currency (the reference market, e.g. US BLS). */
  salaryBands: Readonly<Partial<Record<ExperienceLevel, MoneyFigure>>>;
  /** Projected employment change over the projection decade, % (BLS). */
  growth: Figure;
  /** Annual openings (BLS), when known. */
  openings?: Figure;
  /** Named among the fastest-growing roles by the WEF Future of Jobs 2025 report. */
  wefFastGrowing: boolean;
  /** RIASEC interest profile, each 0..100 (O*NET), when known. */
  interests?: Partial<Record<'R' | 'I' | 'A' | 'S' | 'E' | 'C', number>>;
  /** Typical education in years after secondary school (0 none .. 8 doctorate), when known. */
  educationYears?: number;
  /**
   * The role needs a degree in its own field (BLS entry education "Doctoral or professional degree": a GP, a
   * pharmacist, a lawyer; decision 0120): offered only to someone who studied that field, does the role, or names it.
   */
  ownDegree?: boolean;
  /**
   * The lowest level at which people hold the role (decision 0150, `fromLevelOf` in engine/ladders.ts), when above
   * entry: a manager (ISCO-08 major group 1, `manager`) from mid level in the role itself; a role for which BLS gives
   * five years or more of work in a related occupation from mid level of the person's years of work.
   */
  from?: { level: ExperienceLevel; manager: boolean };
  /** Roles this one commonly leads to (ids). */
  next?: readonly string[];
}

export interface EngineSkill {
  id: string;
  name: string;
  category: SkillCategory;
  aliases: readonly string[];
  related: readonly string[];
  /**
   * Broader skills this one is a kind of (decision 0199): whoever has Power BI has data visualisation at the level they
   * have Power BI, not half of it as a merely related skill.
   */
  kindOf?: readonly string[];
}

export interface EngineCourse {
  id: string;
  title: string;
  provider: string;
  url: string;
  type: string;
  skills: readonly string[];
  level?: CourseLevel;
  hours?: number;
  free?: boolean;
  /** Skills mapped by hand (checked), not from a course list's topic. */
  curated?: boolean;
}

/** A household's net income for a year in a city (local currency): both earners taxed the country's way. */
export interface HouseholdNetIncome {
  /** Net pay of all earners after income taxes, contributions and a typical pension where one applies. */
  netAnnual: number;
  /** Child benefits a year. */
  childBenefitsAnnual: number;
  /** Where the child benefits come from (the child-benefit rules, not the income tax's), when the rules say. */
  childBenefits?: { basis: Figure['basis']; source: string; year: number };
  /** The typical occupational pension premium a year already taken from `netAnnual` (an estimate), where one applies. */
  pensionAnnual?: number;
  /** Where the pension premium comes from (the rule's note). */
  pensionSource?: string;
  /**
   * The pension line is the law's minimum contribution (the UK's automatic enrolment, an official rule applied to the
   * pay), not a typical premium (decision 0127).
   */
  pensionStatutory?: boolean;
  /**
   * The pension line is a public-sector scheme's member contribution (`nhs`, `teachers`; decision 0137): an official
   * rule applied to the pay, unless `pensionSchemeEstimate` (a scheme of another part of the country, Scotland).
   */
  pensionScheme?: 'nhs' | 'teachers';
  pensionSchemeEstimate?: boolean;
  /**
   * Each earner's part of `pensionAnnual` when both earners pay one (walk W14, decision 0151): the main earner's
   * first, each with its own source and kind, so a teacher's scheme is not named for the partner's pension too.
   */
  pensionParts?: PensionPartIncome[];
  basis: Figure['basis'];
  source: string;
  year: number;
}

/** One earner's pension contribution a year (decision 0151). */
export interface PensionPartIncome {
  earner: 'self' | 'partner';
  annual: number;
  source: string;
  statutory?: boolean;
  scheme?: 'nhs' | 'teachers';
  schemeEstimate?: boolean;
}

export interface HouseholdNetInput {
  country: string;
  cityId: string;
  /** Gross annual pay of the main earner, then the partner (0 if not working), local currency. */
  earners: readonly number[];
  adults: number;
  children: number;
  /** Children under school age, when the household said (benefits for school children leave them out). */
  youngChildren?: number;
  /** The ages of the children whose age is known (decision 0236): benefits by age take their band. */
  childAges?: readonly number[];
  /** The main earner's role, for a public-sector pension scheme of the role (decision 0137). */
  roleId?: string;
}

export interface NetSalary {
  /** Net annual income after income tax and employee contributions, local currency. */
  netAnnual: number;
  basis: Figure['basis'];
  source: string;
  year: number;
}

/** Annual euros per one unit of each currency is what conversion needs: `perEuro` = units of currency per 1 EUR. */
export interface ExchangeRate {
  perEuro: number;
  basis: Figure['basis'];
  source: string;
  year: number;
}

export interface EngineData {
  version: string;
  cities: readonly EngineCity[];
  roles: readonly EngineRole[];
  skills: readonly EngineSkill[];
  courses: readonly EngineCourse[];
  /** Net salary of a single filer in `country` for `grossAnnual` (local currency). */
  netSalary(country: string, grossAnnual: number): NetSalary;
  /**
   * Net income of a household in a city (regional taxes, joint taxation, child benefits). Without it the engine
   * sums each earner's single-filer net pay and counts no child benefits.
   */
  householdNet?(input: HouseholdNetInput): HouseholdNetIncome;
  rates: Readonly<Record<string, ExchangeRate>>;
  /** The datasets' own pay of a role at a level in a city (local currency), when they have one; else salaryIn's rule. */
  roleSalary?(roleId: string, level: ExperienceLevel, cityId: string): MoneyFigure | undefined;
  /** The offline gazetteer (typed locations, places named in free text); without it only detection is used. */
  places?: PlacesDataset;
  /** Work permits and their thresholds; without them the right to work is not assessed. */
  permits?: PermitsDataset;
}
