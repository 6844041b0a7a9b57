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
  /** Typical gross annual salary in local currency by role family. */
  salaries: z.record(RoleFamily, z.number().positive()),
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
  cities: z.array(City).min(60),
});
export type CitiesDataset = z.infer<typeof CitiesDataset>;

// ---------- Tax ----------
const Bracket = z.object({ upTo: z.number().positive().nullable(), rate: z.number().min(0).max(1) });
const Points = z.array(z.tuple([z.number().min(0), z.number()])).min(1);

export const TaxSchedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('brackets'), brackets: z.array(Bracket).min(1) }),
  z.object({
    kind: z.literal('formula'),
    /** tax = a*t^2 + b*t + c with t = (x - base) / divisor, in the zone with the largest `from` <= x. */
    zones: z
      .array(
        z.object({
          from: z.number().min(0),
          base: z.number(),
          divisor: z.number().positive(),
          a: z.number(),
          b: z.number(),
          c: z.number(),
        }),
      )
      .min(1),
  }),
]);
export type TaxSchedule = z.infer<typeof TaxSchedule>;

export const TaxDeduction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: z.number().min(0) }),
  z.object({
    kind: z.literal('rate'),
    rate: z.number().min(0).max(1),
    min: z.number().min(0).optional(),
    max: z.number().min(0).optional(),
  }),
  z.object({ kind: z.literal('points'), points: Points }),
]);
export type TaxDeduction = z.infer<typeof TaxDeduction>;

const IncomeBase = z.enum(['gross', 'afterDeductible']);

export const TaxRule = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  year: z.number().int(),
  basis: z.enum(['official', 'estimate']),
  source: z.string().min(1),
  note: z.string().min(1),
  contributions: z.array(
    z.object({
      name: z.string().min(1),
      rate: z.number().min(0).max(1),
      from: z.number().min(0).optional(),
      to: z.number().positive().optional(),
      base: IncomeBase,
      deductible: z.boolean(),
    }),
  ),
  incomeTaxes: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        base: IncomeBase,
        share: z.tuple([z.number().positive(), z.number().positive()]).optional(),
        deductions: z.array(TaxDeduction),
        schedule: TaxSchedule,
      }),
    )
    .min(1),
  credits: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('points'),
        name: z.string().min(1),
        base: IncomeBase,
        points: Points,
        appliesTo: z.array(z.string()).optional(),
      }),
      z.object({
        kind: z.literal('allowance'),
        name: z.string().min(1),
        amount: z.number().positive(),
        taxId: z.string().min(1),
      }),
    ]),
  ),
  surcharges: z.array(
    z.object({
      name: z.string().min(1),
      rate: z.number().min(0).max(1),
      freeAmount: z.number().min(0).optional(),
      phaseInRate: z.number().min(0).max(1).optional(),
    }),
  ),
});
export type TaxRule = z.infer<typeof TaxRule>;

export const TaxDataset = z.object({ year: z.number().int(), rules: z.array(TaxRule).min(1) });
export type TaxDataset = z.infer<typeof TaxDataset>;

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
