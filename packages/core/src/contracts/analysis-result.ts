import { z } from 'zod';
import {
  CourseLevel,
  Industry,
  MilestoneType,
  PREDICTION_TIMEFRAMES,
  SkillCategory,
  SkillPriority,
} from './enums';
import { AnalysisLocale } from './analysis-request';
import { Figure, MoneyFigure } from './figure';
import {
  Id,
  IsoDate,
  MatchPercent,
  Percent,
  CONFIDENCE_CAPS,
  Reason,
  Predictions,
  CityMatch,
  Affordability,
} from './analysis-result-cities';

// The reasons, predictions, cities and their affordability, built in a module of their own (decision 0234).
export {
  CONFIDENCE_CAPS,
  Reason,
  CareerPrediction,
  TRENDS,
  Trend,
  LocationPrediction,
  HOUSING_TYPES,
  HousingType,
  COMMUNITY_SIZES,
  CommunitySize,
  LifestylePrediction,
  Prediction,
  Predictions,
  FactorScore,
  WORK_RIGHT_STATUSES,
  CityWorkRight,
  CityFacts,
  CityMatch,
  LANDLORD_VERDICTS,
  LandlordVerdict,
  CheckRule,
  AffordabilityChecks,
  AFFORDABILITY_WARNINGS,
  AffordabilityWarning,
  RENT_TENANCIES,
  RentTenancy,
  CHILDCARE_STATUSES,
  ChildcareStatus,
  HealthCover,
  Affordability,
} from './analysis-result-cities';

/**
 * The career analysis the engine produces (issue 6) and the dashboard shows. Every figure carries its basis, source
 * and year (`Figure`). Short words the interface shows (trends, housing types, reasons) are ids or codes with
 * parameters, so the web can show them in the person's language; `text` fields hold the English wording (or the
 * `locale`'s, for prose written by the engine or a language model).
 */

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
