import { z } from 'zod';
import { CourseLevel, ExperienceLevel, Industry, SkillCategory } from '../contracts/enums';
import { FigureMeta, SourcedFigure } from './figure';

const Id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

// ---------- Skills ----------
export const Skill = z.object({
  id: Id,
  name: z.string().min(1),
  category: SkillCategory,
  aliases: z.array(z.string().min(1)),
  related: z.array(Id),
  /** Broader skills this one is a kind of (decision 0199: Power BI of data visualisation). */
  kindOf: z.array(Id).optional(),
});
export type Skill = z.infer<typeof Skill>;

export const SkillsDataset = z.object({
  source: z.string().min(1),
  year: z.number().int(),
  skills: z.array(Skill).min(200),
});
export type SkillsDataset = z.infer<typeof SkillsDataset>;

// ---------- Roles ----------
export const ROLE_FAMILIES = [
  'software',
  'data',
  'product',
  'design',
  'marketing',
  'finance',
  'healthcare',
  'education',
  'engineering',
  'operations',
  'sales',
  'legal',
] as const;
export const RoleFamily = z.enum(ROLE_FAMILIES);
export type RoleFamily = z.infer<typeof RoleFamily>;

export const RoleSkill = z.object({
  skillId: Id,
  /** O*NET importance scale 1-5; for technologies and curated skills a documented convention (see origin). */
  importance: z.number().min(1).max(5),
  origin: z.enum(['onet-skill', 'onet-technology', 'curated']),
});
export type RoleSkill = z.infer<typeof RoleSkill>;

export const SalaryBand = z.object({
  level: ExperienceLevel,
  low: SourcedFigure,
  median: SourcedFigure,
  high: SourcedFigure,
});
export type SalaryBand = z.infer<typeof SalaryBand>;

export const Role = z.object({
  id: Id,
  title: z.string().min(1),
  onetCode: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  onetTitle: z.string().min(1),
  isco08: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  family: RoleFamily,
  description: z.string().min(1),
  jobZone: z.number().int().min(1).max(5).optional(),
  hollandCode: z.string().optional(),
  industries: z.array(Industry),
  skills: z.array(RoleSkill).min(3),
  medianSalaryUS: SourcedFigure,
  growth: SourcedFigure.optional(),
  annualOpenings: SourcedFigure.optional(),
  entryEducation: z.string().optional(),
  /**
   * BLS Employment Projections' work experience in a related occupation that entry to the occupation typically asks
   * (decision 0150): a manager of professionals comes from five years or more in the work they manage.
   */
  workExperience: z.enum(['None', 'Less than 5 years', '5 years or more']).optional(),
  /** The BLS occupation of `growth` and `annualOpenings` where it is another than the role's own (decision 0130). */
  blsOccupation: z.object({ soc: z.string().regex(/^\d{2}-\d{4}$/), title: z.string().min(1) }).optional(),
  wefFastestGrowing: z.object({ rank: z.number().int().min(1), name: z.string().min(1) }).optional(),
});
export type Role = z.infer<typeof Role>;

export const RolesDataset = z.object({
  source: z.string().min(1),
  levelMultipliers: z.record(ExperienceLevel, z.number().positive()),
  bandSpread: z.number().positive().max(0.5),
  levelMeta: FigureMeta,
  wef: z.object({ source: z.string().min(1), year: z.number().int() }),
  specRoles: z.array(z.object({ title: z.string(), roleId: Id, level: ExperienceLevel })),
  roles: z.array(Role).min(40),
});
export type RolesDataset = z.infer<typeof RolesDataset>;

// ---------- Courses ----------
export const Course = z.object({
  id: Id,
  title: z.string().min(1),
  provider: z.string().min(1),
  url: z.url(),
  level: CourseLevel,
  /** Total hours when the source gives weeks and hours a week, else weeks alone; null when the source gives none. */
  durationHours: z.number().positive().nullable(),
  durationWeeks: z.number().positive().nullable(),
  cost: z.enum(['free', 'free-audit']),
  skills: z.array(Id).min(1),
  origin: z.enum(['ossu', 'free-programming-books', 'curated']),
});
export type Course = z.infer<typeof Course>;

export const CoursesDataset = z.object({
  sources: z.record(z.string(), z.string()),
  courses: z.array(Course).min(100),
});
export type CoursesDataset = z.infer<typeof CoursesDataset>;

// ---------- Cities ----------
export const ENGLISH_BANDS = ['native', 'very-high', 'high', 'moderate', 'low'] as const;
export const EnglishBand = z.enum(ENGLISH_BANDS);
export type EnglishBand = z.infer<typeof EnglishBand>;

export const CITY_SCORES = [
  'housing',
  'cost',
  'safety',
  'healthcare',
  'education',
  'environment',
  'commute',
  'leisure',
  'tolerance',
  'outdoors',
  'economy',
  'startups',
  'family',
] as const;
export const CityScoreKey = z.enum(CITY_SCORES);
export type CityScoreKey = z.infer<typeof CityScoreKey>;

export const MONEY_METHODS = ['us-rpp', 'country-tier'] as const;
export const MoneyMethod = z.enum(MONEY_METHODS);
export type MoneyMethod = z.infer<typeof MoneyMethod>;

const Score = z.number().int().min(0).max(100);

export const City = z.object({
  id: Id,
  name: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  country: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  population: z.number().int().positive(),
  languages: z.array(z.string().min(1)).min(1),
  english: EnglishBand,
  climate: z.enum(['warm', 'seasons']),
  koppen: z.string().regex(/^[A-E][A-Za-z]{1,2}$/),
  coastal: z.boolean(),
  mountains: z.boolean(),
  techHub: z.boolean(),
  tier: z.enum(['P', 'S', 'R']),
  european: z.boolean(),
  industries: z.array(Industry).min(1),
  highlights: z.array(z.string().min(1).max(80)).min(1),
  employers: z.partialRecord(Industry, z.array(z.string().min(1)).min(1)),
  moneyMethod: MoneyMethod,
  /** Cost-of-living index, EU27 = 100. */
  costOfLiving: z.number().positive(),
  /** Monthly rent in local currency for 1, 2, 3 and 4 bedrooms. */
  rent: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Official rent figures (they replace the estimate): basis, source, year and who pays them. */
  rentSource: FigureMeta.extend({
    tenancy: z.literal('newcomer'),
    /** Bedroom counts the official table does not cover, worked out from it (their figure is 'derived'). */
    derivedBedrooms: z.array(z.number().int().min(1).max(4)).optional(),
    /** How those sizes were worked out, cited after the source for them (decision 0122). */
    derivedHow: z.string().min(1).optional(),
  }).optional(),
  /**
   * How each size's rent (1-4 bedrooms) follows from its cited source (decision 0254): the conversion by floor area or
   * from a week, any borrowed ratio and the rounding, shown after the source ("<source>; <step>") so a person can redo
   * the arithmetic. Every form has a Dutch template (source-notes-nl.json).
   */
  rentSteps: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  /** Official rents of tenants already in place (sitting or recent tenancies), shown beside the planner's figure. */
  rentOfTenants: FigureMeta.extend({
    tenancy: z.enum(['recent', 'sitting']),
    rent: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    /** Each size's steps from the cited figure, as `rentSteps`. */
    steps: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  }).optional(),
  /**
   * Bedroom counts whose estimate lay below the official rent of tenants in place and was raised to it (newcomers pay
   * at least that): their rent is that official figure, cited as such, still an estimate of what a newcomer pays.
   */
  rentRaisedToTenants: z.array(z.number().int().min(1).max(4)).optional(),
  /**
   * The city's rent ratio where it is not its tier ratio (decision 0117): the country's anchor is an official level of
   * new leases over a whole country or region, so the estimate is never below it and is calibrated on the country's
   * primary cities in the same register. The note says how, in words a Dutch template exists for.
   */
  rentRatio: z.object({ value: z.number().positive(), note: z.string().min(1) }).optional(),
  /**
   * Monthly rent of a room in a shared home where an official or recognised figure was found (decision 0141): shown
   * beside the 1-bedroom flat to a student or a single person whose budget is below it, never the planner's rent.
   */
  roomRent: FigureMeta.extend({ value: z.number().positive() }).optional(),
  /**
   * Service and heating costs a month on top of the net rent at 1-4 bedrooms, where the country's rents are net of
   * them (decision 0233: German net cold rents): cold service costs and heating per m2 x floor area. The planner's rent
   * is then the warm rent, the net rent and these charges its parts.
   */
  rentCharges: FigureMeta.extend({
    charges: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    /** The floor areas the charges are priced on, m2 (50 / 70 / 90 / 115). */
    area: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    /** Cold service costs (water, waste, property tax, insurance, caretaker) per m2 a month. */
    cold: z.number().positive(),
    /** Heating and hot water per m2 a month. */
    warm: z.number().positive(),
  }).optional(),
  /** Typical gross annual salary in local currency by role family. */
  salaries: z.record(RoleFamily, z.number().positive()),
  /** The city's official regional pay level (its median pay / the national median) used in its salaries. */
  payRegion: FigureMeta.extend({ ratio: z.number().positive() }).optional(),
  /**
   * A US metro's BEA regional price parity / 100, taken as the pay level of its roles priced from national OEWS figures
   * (decision 0222): an estimate, since OEWS's pay by occupation and metro area was not at hand.
   */
  priceParity: FigureMeta.extend({ ratio: z.number().positive() }).optional(),
  scores: z.record(CityScoreKey, Score),
});
export type City = z.infer<typeof City>;

export const CitiesDataset = z.object({
  familyHomeBedrooms: z.number().int().min(3).max(4),
  methods: z.object({
    costOfLiving: z.record(MoneyMethod, FigureMeta),
    rent: z.record(MoneyMethod, FigureMeta),
    salaries: z.record(MoneyMethod, FigureMeta),
    english: FigureMeta,
    scores: z.record(CityScoreKey, FigureMeta),
  }),
  /** Official pay of occupations whose pay a national statistic or collective agreement sets (mid level, a year). */
  occupationPay: z.array(
    FigureMeta.extend({
      country: z.string().regex(/^[A-Z]{2}$/),
      /** Only these cities (a Land's pay scale); every city of the country when absent. */
      cities: z.array(Id).min(1).optional(),
      roleIds: z.array(Id).min(1),
      /** Mid-level annual gross. */
      annual: z.number().positive(),
      /** The source's own mid-level figure for a city's region (used instead of `annual` and a regional ratio). */
      cityAnnual: z.record(Id, z.number().positive()).optional(),
      /** The country's legal minimum for full-time work: no level is shown below it. */
      floor: z.object({ annual: z.number().positive(), note: z.string().min(1) }).optional(),
      /** A pay scale's annual total per level; the level multipliers apply to the levels it leaves out. */
      levels: z.partialRecord(ExperienceLevel, z.number().positive()).optional(),
      /**
       * NHS London pay: `levels` include the High Cost Area Supplement, a share of basic pay between a minimum and a
       * maximum a year (decision 0137); kept so the supplement can be shown and checked.
       */
      hcas: z
        .object({
          area: z.string().min(1),
          rate: z.number().positive().max(1),
          min: z.number().positive(),
          max: z.number().positive(),
        })
        .optional(),
      /**
       * `levels` are steps of a collective agreement's scale, paid the same in every city it covers: no regional ratio
       * of a statistic applies to them (decision 0194).
       */
      agreedScale: z.boolean().optional(),
      /**
       * A monthly table by step brought to the date in force (the Cao Ziekenhuizen, decision 0256): each level's step,
       * its amount in the table and its monthly pay now, and what the sum shares (the table's date, the product of the
       * rises, the months and the holiday-pay and year-end factor), so the figure's source states its own sum.
       */
      stepSums: z
        .partialRecord(
          ExperienceLevel,
          z.object({
            step: z.number().int().nonnegative(),
            table: z.number().positive(),
            monthly: z.number().positive(),
          }),
        )
        .optional(),
      stepScale: z
        .object({
          date: z.string().min(1),
          raise: z.number().positive(),
          months: z.number().positive(),
          factor: z.number().positive(),
        })
        .optional(),
      /** Levels of `levels` worked out beyond the source's own figures (a scale's first point only); estimates. */
      estimatedLevels: z.array(ExperienceLevel).optional(),
      /**
       * The source's own published points of the distribution, annual, of the same population as `annual` (CBS
       * quartiles, Salarium's 25th and 75th percentile; decision 0203): entry = p10, junior = p25, mid = p50 (else
       * `annual`), senior = p75, lead = p90 where published; a level without its point follows the multipliers from the
       * nearest published point toward the mid level, and no level lies above the top published point.
       */
      points: z
        .object({
          p10: z.number().positive().optional(),
          p25: z.number().positive().optional(),
          p50: z.number().positive().optional(),
          p75: z.number().positive().optional(),
          p90: z.number().positive().optional(),
        })
        .optional(),
      /**
       * The highest pay the source can report, in any city (the Entgeltatlas: pay above the pension contribution
       * ceiling is reported at the ceiling, so no median of it lies above; walk W402): a figure above it after every
       * factor is capped there and is an estimate.
       */
      reportCeiling: z
        .object({ annual: z.number().positive(), monthly: z.number().positive(), year: z.number().int() })
        .optional(),
      /** A bound no level passes where the source publishes no distribution (the LSE's managers' median, 0203). */
      ceiling: z.object({ annual: z.number().positive(), note: z.string().min(1) }).optional(),
      /**
       * `annual` is a group's mean over all its people divided by the mean of the five level multipliers (SES, SSB,
       * Statbel groups), so the five levels average the mean. For managers the levels at which people manage average
       * it instead (decision 0150, `roleSalaryInCity`).
       */
      groupMean: z.boolean().optional(),
      /** A role's pay relative to its group (an SES major group); 1 when absent. */
      roleFactors: z.record(Id, z.number().positive()).optional(),
      regional: z.boolean(),
      /** `price-parity`: the city's regional ratio is its price parity (`priceParity`, US metros; decision 0222). */
      regionalBy: z.literal('price-parity').optional(),
      /**
       * The city whose region the figure describes (Salarium's Zurich region, decision 0193): with `regional`, another
       * city takes its regional ratio over that city's.
       */
      regionOf: Id.optional(),
    }),
  ),
  /**
   * Regional pay by occupation group (decision 0145): an official city ratio of one occupation where published
   * (`tables`); for pay set by national agreements (`nationallySet`) elsewhere, the city's all-occupation ratio shrunk
   * toward 1 by `share`. Market-set occupations keep the all-occupation ratio (`payRegion`).
   */
  occupationRegional: z.object({
    tables: z.array(
      FigureMeta.extend({
        id: Id,
        country: z.string().regex(/^[A-Z]{2}$/),
        roleIds: z.array(Id).min(1),
        /** What the table's city and national figures are: medians (the Entgeltatlas) unless said (SCB: means, 0219). */
        measure: z.enum(['median', 'mean']).optional(),
        cities: z.record(Id, z.object({ ratio: z.number().positive(), level: z.string().min(1) })),
      }),
    ),
    nationallySet: FigureMeta.extend({
      roleIds: z.array(Id).min(1),
      share: z.number().gt(0).lt(1),
    }),
  }),
  cities: z.array(City).min(60),
});
export type CitiesDataset = z.infer<typeof CitiesDataset>;

// ---------- Tax (tax-schema.ts) ----------
export * from './tax-schema';

// ---------- Sources and version ----------
export const DataSource = z.object({
  id: Id,
  name: z.string().min(1),
  publisher: z.string().min(1),
  usedFor: z.string().min(1),
  basis: z.enum(['official', 'derived', 'estimate', 'curated']),
  year: z.string().min(4),
  licence: z.string().min(1),
  url: z.url().optional(),
});
export type DataSource = z.infer<typeof DataSource>;

export const SourcesDataset = z.object({
  version: z.string().min(1),
  attributions: z.array(z.string().min(10)).min(1),
  sources: z.array(DataSource).min(1),
});
export type SourcesDataset = z.infer<typeof SourcesDataset>;
