import { z } from 'zod';
import {
  CourseLevel,
  ExperienceLevel,
  FamilyStatus,
  HealthCoverKind,
  Industry,
  MilestoneType,
  PREDICTION_TIMEFRAMES,
  SkillCategory,
  SkillPriority,
} from './enums';
import { AnalysisLocale } from './analysis-request';
import { Figure, MoneyFigure } from './figure';

/**
 * The career analysis the engine produces (issue 6) and the dashboard shows. Every figure carries its basis, source
 * and year (`Figure`). Short words the interface shows (trends, housing types, reasons) are ids or codes with
 * parameters, so the web can show them in the person's language; `text` fields hold the English wording (or the
 * `locale`'s, for prose written by the engine or a language model).
 */

const Id = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-_.]*$/);
const Percent = z.number().min(0).max(100);
/** Match scores: the spec caps them "near 97-99"; never above 99. */
const MatchPercent = z.number().min(0).max(99);
const IsoDate = z.iso.date();

/** Career-forecast confidence caps per timeframe (spec section 9). */
export const CONFIDENCE_CAPS = { '0-3': 95, '3-5': 92, '5-10': 88 } as const;

/** A reason in words: a code the web translates, its parameters, and the English text. */
export const Reason = z.object({
  code: Id,
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  text: z.string().min(1).max(500),
});
export type Reason = z.infer<typeof Reason>;

// ---------------------------------------------------------------- predictions

export const CareerPrediction = z.object({
  roleId: Id,
  role: z.string().min(1).max(120),
  level: ExperienceLevel,
  /** Annual gross salary. */
  salary: MoneyFigure,
  skills: z.array(z.string().min(1).max(80)).max(30),
  confidence: Percent,
});
export type CareerPrediction = z.infer<typeof CareerPrediction>;

export const TRENDS = ['declining', 'stable', 'growing', 'strong-growth'] as const;
export const Trend = z.enum(TRENDS);
export type Trend = z.infer<typeof Trend>;

export const LocationPrediction = z.object({
  cityId: Id,
  city: z.string().min(1).max(120),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** Monthly living cost for this household, without rent. */
  livingCost: MoneyFigure,
  /** Monthly rent of the dwelling this household needs. */
  housingPrice: MoneyFigure,
  /**
   * Monthly rent of a room in a shared home, shown beside the 1-bedroom flat to a person living alone who is a student
   * or whose housing budget is below the flat's rent, where the city has a figure (decision 0141).
   */
  roomPrice: MoneyFigure.optional(),
  /** Outlook of the predicted role's labour market (e.g. BLS projected change, unit '%'). */
  marketGrowth: Figure,
  /** The city's population trend, only when the datasets hold a population growth figure (none do yet). */
  migrationTrend: Trend.optional(),
});
export type LocationPrediction = z.infer<typeof LocationPrediction>;

export const HOUSING_TYPES = ['room', 'studio', 'apartment', 'family-apartment', 'house'] as const;
export const HousingType = z.enum(HOUSING_TYPES);
export type HousingType = z.infer<typeof HousingType>;

export const COMMUNITY_SIZES = ['small', 'medium', 'large', 'very-large'] as const;
export const CommunitySize = z.enum(COMMUNITY_SIZES);
export type CommunitySize = z.infer<typeof CommunitySize>;

export const LifestylePrediction = z.object({
  familyStatus: FamilyStatus,
  housingType: HousingType,
  bedrooms: z.number().int().min(0).max(6),
  /** Cultural fit (engine/cultural-fit.ts): the mean of the three parts below. */
  culturalFit: Percent,
  /** Its parts: language (the person's languages in the city), openness (tolerance score), culture and leisure. */
  culturalFitParts: z.object({ language: Percent, openness: Percent, leisure: Percent }).optional(),
  communitySize: CommunitySize,
  qualityOfLife: Percent,
});
export type LifestylePrediction = z.infer<typeof LifestylePrediction>;

export const Prediction = z.object({
  career: CareerPrediction,
  location: LocationPrediction,
  lifestyle: LifestylePrediction,
});
export type Prediction = z.infer<typeof Prediction>;

export const Predictions = z.object({ '0-3': Prediction, '3-5': Prediction, '5-10': Prediction });
export type Predictions = z.infer<typeof Predictions>;

// ---------------------------------------------------------------- cities and affordability

export const FactorScore = z
  .object({
    /** Factor id, e.g. 'housing', 'safety', 'industry-fit' (the engine documents its factors). */
    factor: Id,
    earned: z.number().min(0),
    /** Points the person's priorities give this factor. */
    possible: z.number().min(0),
  })
  .refine((f) => f.earned <= f.possible + 1e-9, { message: 'earned exceeds possible', path: ['earned'] });
export type FactorScore = z.infer<typeof FactorScore>;

/** The right to work in a city's country (issue 16). */
export const WORK_RIGHT_STATUSES = ['citizen', 'free-movement', 'agreement', 'permit', 'unknown'] as const;
export const CityWorkRight = z.object({
  status: z.enum(WORK_RIGHT_STATUSES),
  /** The free-movement rule or agreement that applies ('eu-eea-ch', 'common-travel-area', 'trans-tasman'). */
  basis: z.string().max(40).optional(),
  /**
   * The person gave no citizenship: the right is worked out as for a citizen of the country they live in (ISO
   * alpha-2), an assumption shown with it (decision 0102). Absent when citizenship was answered, and in older analyses.
   */
  assumedFrom: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /**
   * The person gave neither a citizenship nor where they live: the right is not known, and is worked out (and the city
   * ranked) as for a citizen of an EU/EEA country or Switzerland, shown as unknown with the way to answer (decision
   * 0107). Absent otherwise, and in older analyses.
   */
  rankedAs: z.literal('eu-eea-ch').optional(),
  permit: z
    .object({
      id: z.string().max(60),
      name: z.string().max(200),
      /** Annual gross threshold for this person in the city's currency (null: no single threshold known). */
      threshold: MoneyFigure.nullable(),
      meets: z.boolean().nullable(),
      lottery: z
        .object({ selectionRate: z.number().min(0).max(100), fiscalYear: z.number().int() })
        .optional(),
      source: z.string().max(400),
      url: z.url().max(500),
      year: z.number().int(),
    })
    .optional(),
});
export type CityWorkRight = z.infer<typeof CityWorkRight>;

/** Facts beside a city's score (issue 16): distance from home, rent against the budget, money left, right to work. */
export const CityFacts = z.object({
  distanceKm: z.number().min(0).optional(),
  budget: z
    .object({
      rent: z.number().min(0),
      budget: z.number().min(0),
      currency: z.string().regex(/^[A-Z]{3}$/),
      fits: z.boolean(),
      /** The same rent in the city's own currency (decision 0034: the city's currency first); older results lack it. */
      cityRent: z.number().min(0).optional(),
      cityCurrency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      /**
       * The rent is a room in a shared home while the person studies (a student living alone where the city has a room
       * figure, decision 0253): her budget is her money now, compared with what she rents now.
       */
      room: z.literal(true).optional(),
    })
    .optional(),
  moneyLeftMonthly: MoneyFigure.optional(),
  /**
   * `moneyLeftMonthly` is on the person's own current pay, in the city they live in now (decision 0089), not on the
   * predicted role's typical pay there: the wizard says so beside it (walk 0112).
   */
  moneyLeftOnCurrentPay: z.boolean().optional(),
  /** `moneyLeftMonthly` is on the person's own pay scaled to this city by the role's typical pay (decision 0129). */
  moneyLeftOnScaledPay: z.boolean().optional(),
  /**
   * `moneyLeftMonthly` is on the predicted role's typical pay although a current pay was given, and why (decision
   * 0162): 'studying' (the plan is for after graduation), 'changing' (a career changer: the plan is for the new role,
   * decision 0179) or 'part-time' (the pay is far below the role's).
   */
  moneyLeftOnRolePay: z.enum(['studying', 'changing', 'part-time']).optional(),
  /**
   * `moneyLeftMonthly` leaves out the childcare of a child under school age: no official net cost for the city, or the
   * person did not say how many go to childcare (decision 0076). The wizard says so beside it (decision 0163, W110).
   */
  moneyLeftWithoutChildcare: z.boolean().optional(),
  workRight: CityWorkRight.optional(),
  /**
   * The city's languages the person was taken to speak fluently because they named none, those of the country they
   * live in (decision 0245); the breakdown says so.
   */
  languagesAssumed: z
    .array(z.string().regex(/^[a-z]{2,3}$/))
    .max(10)
    .optional(),
});
export type CityFacts = z.infer<typeof CityFacts>;

export const CityMatch = z.object({
  cityId: Id,
  name: z.string().min(1).max(120),
  country: z.string().regex(/^[A-Z]{2}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  match: MatchPercent,
  breakdown: z.array(FactorScore).min(1).max(30),
  reasons: z.array(Reason).max(10),
  facts: CityFacts.optional(),
});
export type CityMatch = z.infer<typeof CityMatch>;

/** Dutch landlords commonly ask a gross monthly income of 3 to 4 times the rent. */
export const LANDLORD_VERDICTS = ['meets-4x', 'meets-3x', 'below-3x'] as const;
export const LandlordVerdict = z.enum(LANDLORD_VERDICTS);
export type LandlordVerdict = z.infer<typeof LandlordVerdict>;

/**
 * A check's limit as a full figure (issue 15): the share (30, 40, unit '%') or the multiple (4, unit 'x rent') with
 * its basis, source and year. Optional: analyses stored before engine 2025.10 have none.
 */
export const CheckRule = Figure.extend({ unit: z.enum(['%', 'x rent']) });
export type CheckRule = z.infer<typeof CheckRule>;

export const AffordabilityChecks = z.object({
  /** Rent at most 30% of net income. */
  thirtyPercentOfNet: z.object({ pass: z.boolean(), limit: z.number().min(0), rule: CheckRule.optional() }),
  /** Gross monthly income / rent, and the verdict against the 3-4x screen. */
  dutchLandlordGrossMultiple: z.object({
    multiple: z.number().min(0),
    verdict: LandlordVerdict,
    rule: CheckRule.optional(),
  }),
  /** Eurostat housing cost overburden: housing costs above 40% of disposable income. */
  eurostatOverburden40: z.object({ overburdened: z.boolean(), rule: CheckRule.optional() }),
});
export type AffordabilityChecks = z.infer<typeof AffordabilityChecks>;

/** Warnings a person must see: money left below zero, rent above Eurostat's 40% overburden line. */
export const AFFORDABILITY_WARNINGS = ['money-left-negative', 'rent-over-40'] as const;
export const AffordabilityWarning = z.enum(AFFORDABILITY_WARNINGS);
export type AffordabilityWarning = z.infer<typeof AffordabilityWarning>;

/** Who pays the rent figure: newcomers (new lettings, recent movers), tenants of recent years, sitting tenants, or an estimate. */
export const RENT_TENANCIES = ['newcomer', 'recent', 'sitting', 'estimate'] as const;
export const RentTenancy = z.enum(RENT_TENANCIES);

/**
 * Childcare in money left (decision 0076): `included` (the net cost is `childcareMonthly`), `not-modelled` (no official
 * figure for the city), `not-asked` (the person did not say how many children are under school age), `parent-at-home`
 * (a couple with one earner: no paid childcare assumed), `none` (no child under school age).
 */
export const CHILDCARE_STATUSES = [
  'included',
  'not-modelled',
  'not-asked',
  'parent-at-home',
  'none',
] as const;
/** A public-sector pension scheme whose member contribution the role pays (the UK's NHS and teachers' schemes). */
export const PensionScheme = z.enum(['nhs', 'teachers']);
export const ChildcareStatus = z.enum(CHILDCARE_STATUSES);
export type ChildcareStatus = z.infer<typeof ChildcareStatus>;

/**
 * The health cover a household pays out of net pay in a city (decision 0106), decided by the engine: its kind, the
 * amount a month taken from money left (`monthly`, the same figure as `Affordability.healthInsuranceMonthly`), and
 * for the Dutch basic insurance its parts: the nominal premiums of the adults and the zorgtoeslag taken off them, and
 * the compulsory own risk a year (shown, not taken: it is paid only for care used).
 */
export const HealthCover = z.object({
  kind: HealthCoverKind,
  monthly: MoneyFigure,
  /** Insured adults and children the amount covers (per-person kinds). */
  adults: z.number().int().min(0).max(2),
  children: z.number().int().min(0).max(10),
  /** The premiums before any allowance, a month. */
  premiumMonthly: MoneyFigure.optional(),
  /** The income-related allowance a month taken off the premiums (the Dutch zorgtoeslag); 0 above its income limit. */
  allowanceMonthly: MoneyFigure.optional(),
  /** The compulsory own risk a year for each adult (the Dutch eigen risico); not in money left. */
  ownRiskAnnual: MoneyFigure.optional(),
  /**
   * The assets above which the allowance is not paid, for this household (alone or with a partner; the zorgtoeslag's
   * vermogensgrens, decision 0119). The allowance assumes the household is below it: the wizard asks no savings.
   */
  allowanceAssetLimit: MoneyFigure.optional(),
});
export type HealthCover = z.infer<typeof HealthCover>;

export const Affordability = z.object({
  cityId: Id,
  currency: z.string().regex(/^[A-Z]{3}$/),
  /**
   * The main earner's annual gross pay: the person's own current pay in the city they live in now (`payOrigin`
   * 'current', decision 0089), else the typical pay of the predicted role there.
   */
  grossAnnual: MoneyFigure,
  /**
   * Whose pay `grossAnnual` is: 'current' the person's own, 'scaled' the person's own carried to this city by the
   * role's typical pay here over where they live now (decision 0129), 'role' the predicted role's typical pay (no own
   * pay or no home city); absent (older analyses): role.
   */
  payOrigin: z.enum(['current', 'scaled', 'role']).optional(),
  /** The working partner's annual gross pay, when the household has one. */
  partnerGrossAnnual: MoneyFigure.optional(),
  /** The household's net pay a month (both earners, taxed the country's way), without child benefits. */
  netMonthly: MoneyFigure,
  /** Child benefits a month for the household's children. */
  childBenefitsMonthly: MoneyFigure.optional(),
  /**
   * The typical occupational pension premium a month (employee share, an estimate), already taken from `netMonthly`,
   * where the country's rule has one (the Netherlands, Switzerland): shown as its own labelled line.
   */
  pensionMonthly: MoneyFigure.optional(),
  /**
   * `pensionMonthly` is the law's minimum employee contribution (the UK's automatic enrolment: 5% of qualifying
   * earnings), not a typical premium (decision 0127).
   */
  pensionStatutory: z.boolean().optional(),
  /**
   * `pensionMonthly` is a public-sector scheme's member contribution for the role (the UK's NHS Pension Scheme,
   * `nhs`, or Teachers' Pension Scheme, `teachers`), not the automatic enrolment minimum (decision 0137).
   */
  pensionScheme: PensionScheme.optional(),
  /**
   * Each earner's part of `pensionMonthly` when both earners pay one (walk W14, decision 0151), the person's first:
   * each with its own source, and the kind of contribution it is (a scheme, the law's minimum, else a typical premium).
   * `pensionStatutory` and `pensionScheme` above then describe the person's part.
   */
  pensionParts: z
    .array(
      z.object({
        earner: z.enum(['self', 'partner']),
        monthly: MoneyFigure,
        statutory: z.boolean().optional(),
        scheme: PensionScheme.optional(),
      }),
    )
    .max(2)
    .optional(),
  /** Net pay plus child benefits a month: what the checks compare the rent with. */
  householdIncomeMonthly: MoneyFigure.optional(),
  rentMonthly: MoneyFigure,
  /** Who pays `rentMonthly` (the planner uses the newcomer figure where the datasets have one). */
  rentTenancy: RentTenancy.optional(),
  bedrooms: z.number().int().min(0).max(6),
  /**
   * Analyses made before decision 0253 only: 'room' said `rentMonthly` was a room in a shared home (decision 0233) and
   * `flatRentMonthly` the 1-bedroom flat beside it. No longer produced: money left is on the home of `bedrooms`.
   */
  housing: z.enum(['room']).optional(),
  flatRentMonthly: MoneyFigure.optional(),
  /**
   * A student living alone where the city has a room figure (decision 0253, walk W704): the rent of a room in a shared
   * home while she studies. Not in money left or the checks, which run on pay after graduation and so on the home of
   * `bedrooms` a working graduate rents.
   */
  studyRoomMonthly: MoneyFigure.optional(),
  /**
   * `rentMonthly` is a warm rent (decision 0233, walk W508: German net cold rents): its net cold rent and the service
   * and heating costs on top, city currency a month; absent: the rent as the city's statistics give it.
   */
  rentParts: z.object({ netColdMonthly: z.number().min(0), chargesMonthly: z.number().min(0) }).optional(),
  /** Living costs without rent a month for this household (the OECD-modified scale). */
  livingCostsMonthly: MoneyFigure.optional(),
  /**
   * Health insurance the household pays out of net pay a month where no payroll contribution covers it (decision
   * 0102; the US: the employee's share of an employer plan, single or family coverage; decision 0105: the Swiss KVG;
   * decision 0106: the Dutch nominal premium less the zorgtoeslag); taken from money left.
   */
  healthInsuranceMonthly: MoneyFigure.optional(),
  /** What that health cover is (decision 0106); absent in analyses before engine 2025.43 and where none is taken. */
  healthCover: HealthCover.optional(),
  /** Net childcare cost a month for the children under school age (taken from money left), when modelled. */
  childcareMonthly: MoneyFigure.optional(),
  /** How childcare stands in money left; absent for a household without children and in older analyses. */
  childcare: ChildcareStatus.optional(),
  /** Rent as % of the household's net income (net pay plus child benefits). */
  rentShareOfNet: z.number().min(0),
  moneyLeftMonthly: MoneyFigure,
  checks: AffordabilityChecks,
  warnings: z.array(AffordabilityWarning).max(5).optional(),
  /**
   * The Dutch 30% ruling (decision 0120, `rules/thirty-percent-ruling.ts`): 'may-qualify' for a Dutch city when the
   * person lives in another country and the pay there reaches the salary norm. Said beside net pay, not in it.
   */
  thirtyPercentRuling: z.enum(['may-qualify']).optional(),
});
export type Affordability = z.infer<typeof Affordability>;

// ---------------------------------------------------------------- skills, path, recommendations, milestones

export const ResourceRef = z.object({
  id: Id,
  title: z.string().min(1).max(200),
  provider: z.string().min(1).max(120),
  url: z.url().max(500),
  type: z.string().min(1).max(40),
  level: CourseLevel.optional(),
  durationHours: z.number().min(0).optional(),
  free: z.boolean().optional(),
});
export type ResourceRef = z.infer<typeof ResourceRef>;

export const SkillGap = z.object({
  skillId: Id,
  name: z.string().min(1).max(80),
  category: SkillCategory,
  /** 0..100. */
  currentLevel: Percent,
  targetLevel: Percent,
  priority: SkillPriority,
  /** Hours of learning needed, and weeks at the person's weekly learning hours. */
  timeToTarget: z.object({ hours: z.number().min(0), weeks: z.number().int().min(0) }),
  resources: z.array(ResourceRef).max(10),
  /**
   * The person's studies teach this skill (decision 0130): the role their field of study leads to, the level the
   * degree reaches by graduation, and whether they are still studying (then `timeToTarget` holds only what lies
   * beyond the degree, and no learning plan schedules the rest) with the graduation year when given.
   */
  studies: z
    .object({
      roleId: Id,
      level: Percent,
      studying: z.boolean(),
      graduationYear: z.number().int().min(1950).max(2100).optional(),
    })
    .optional(),
});
export type SkillGap = z.infer<typeof SkillGap>;

export const CareerPathStep = z.object({
  roleId: Id,
  title: z.string().min(1).max(120),
  timeframe: z.enum(PREDICTION_TIMEFRAMES),
  skillRequirements: z.array(z.string().min(1).max(80)).max(20),
  description: z.string().max(1000),
  salary: MoneyFigure,
  probability: Percent,
  /** What the step's description adds (decision 0045): a pay cut on changing field, an estimate, a level down, a degree. */
  notes: z.array(Reason).max(4).optional(),
});
export type CareerPathStep = z.infer<typeof CareerPathStep>;

const recommendation = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, match: MatchPercent, why: z.array(Reason).min(1).max(5) });

export const CompanyRecommendation = recommendation({
  id: Id,
  name: z.string().min(1).max(120),
  industry: Industry,
  cityId: Id.optional(),
});
export const IndustryRecommendation = recommendation({ id: Industry });
export const CityRecommendation = recommendation({ cityId: Id, name: z.string().min(1).max(120) });
export const RoleRecommendation = recommendation({ roleId: Id, title: z.string().min(1).max(120) });

export const Recommendations = z.object({
  companies: z.array(CompanyRecommendation).max(5),
  industries: z.array(IndustryRecommendation).max(3),
  cities: z.array(CityRecommendation).max(5),
  roles: z.array(RoleRecommendation).max(5),
});
export type Recommendations = z.infer<typeof Recommendations>;

export const AnalysisMilestone = z.object({
  id: Id,
  title: z.string().min(1).max(160),
  description: z.string().max(1000),
  type: MilestoneType,
  /** 'YYYY-MM-DD', counted from the analysis' `now`. */
  targetDate: IsoDate,
  /**
   * What the title and description are made of (roleId, cityId, skillId, hours, weeks, level), so they can be written
   * again in the viewer's language; absent in analyses made before issue 17 (derived from the analysis then).
   */
  params: z.record(z.string().max(40), z.union([z.string().max(80), z.number()])).optional(),
});
export type AnalysisMilestone = z.infer<typeof AnalysisMilestone>;

export const MarketData = z.object({
  housing: z.object({
    /** Average monthly rent by city id. */
    averageRent: z.record(z.string(), MoneyFigure),
  }),
  laborMarket: z.object({
    jobOpenings: Figure,
    /**
     * The BLS occupation of the openings in a sentence, in the result's language, where it is another than the
     * role's (decision 0130: 'data scientists' for Data Analyst), else null. Written when the result is put in the
     * viewer's language (`localizeAnalysis`), so the dashboard's first screen needs none of the role and name data
     * (decision 0133); absent in results read before it.
     */
    blsOccupation: z.string().min(1).max(200).nullable().optional(),
  }),
});
export type MarketData = z.infer<typeof MarketData>;

// ---------------------------------------------------------------- the result

export const AnalysisResult = z
  .object({
    schemaVersion: z.literal(1),
    datasetVersion: z.string().min(1).max(40),
    /** Version of the engine's rules (engine/version.ts); with the dataset version it identifies every figure. */
    engineVersion: z.string().min(1).max(40).optional(),
    /** ISO date-time of the `now` the engine was given. */
    generatedAt: z.iso.datetime({ offset: true }),
    locale: AnalysisLocale,
    predictions: Predictions,
    /**
     * The countries the person would consider (decision 0068): `cityMatches` puts the cities in them and the home city
     * first (each keeps its own match). Absent when none were chosen, and on older results.
     */
    consideredCountries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(40)
      .optional(),
    cityMatches: z.array(CityMatch).max(200),
    /**
     * Languages (ISO 639-1) the person was taken to speak fluently because they named none: those of the country they
     * live in (decision 0245). Each city that speaks one says so beside its score; Compare counts them as the plan did.
     * Absent when they named their languages, when no place was found, and on older results.
     */
    assumedLanguages: z
      .array(z.string().regex(/^[a-z]{2,3}$/))
      .max(10)
      .optional(),
    affordability: z.array(Affordability).max(200),
    skillGaps: z.array(SkillGap).max(50),
    careerPath: z.array(CareerPathStep).max(10),
    /**
     * A career changer's current role, id: the role of their CV's current job, else the role they say they do now,
     * else their best skill match in the field they leave (engine/career.ts `origin`). Absent for everyone else.
     */
    currentRoleId: Id.optional(),
    /**
     * The person's current pay over the near-term role's typical pay where they live now (decision 0129): every city's
     * earner pay is this share of the role's typical pay there, and the Future Timeline carries it to each period's
     * typical pay. Absent without a current pay or a home city, and for a career changer or someone moving into a new
     * field (decision 0153: their own pay is the old work's), then every figure is on typical pay.
     */
    ownPayShare: z.number().positive().max(1000).optional(),
    /**
     * The country (ISO 3166-1 alpha-2) where `ownPayShare` was measured: in a city of another country the share counts
     * at most 1 (decision 0153). Absent on results stored before it (then the share counts everywhere).
     */
    ownPayCountry: z.string().length(2).optional(),
    /**
     * Why the current pay the person gave is not the pay of the plan (decision 0162): 'studying' (a student, or a
     * graduation year still ahead: the plan is on the predicted role's pay after graduation), 'changing' (a career
     * changer, decision 0179: her pay is from the work she leaves) or 'part-time' (the pay is far below the role's
     * typical pay). Every city and period is then on the role's typical pay.
     */
    currentPayAside: z.enum(['studying', 'changing', 'part-time']).optional(),
    recommendations: Recommendations,
    milestones: z.array(AnalysisMilestone).max(30),
    marketInsights: z.string().max(4000),
    marketData: MarketData,
  })
  .superRefine((result, ctx) => {
    for (const timeframe of PREDICTION_TIMEFRAMES) {
      const cap = CONFIDENCE_CAPS[timeframe];
      if (result.predictions[timeframe].career.confidence > cap) {
        ctx.addIssue({
          code: 'custom',
          message: `confidence above the ${cap} cap`,
          path: ['predictions', timeframe, 'career', 'confidence'],
        });
      }
    }
    const cityIds = new Set(result.cityMatches.map((city) => city.cityId));
    if (cityIds.size !== result.cityMatches.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate city in cityMatches', path: ['cityMatches'] });
    }
    result.affordability.forEach((entry, index) => {
      if (!cityIds.has(entry.cityId)) {
        ctx.addIssue({
          code: 'custom',
          message: `affordability for a city not in cityMatches: ${entry.cityId}`,
          path: ['affordability', index, 'cityId'],
        });
      }
    });
  });
export type AnalysisResult = z.infer<typeof AnalysisResult>;
