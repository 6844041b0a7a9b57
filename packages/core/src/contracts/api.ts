import { z } from 'zod';
import { Affordability, AnalysisResult, CityFacts, CityMatch, Reason } from './analysis-result';
import { ANALYSIS_VIEWS } from './analysis-views';
import { Currency, ExperienceLevel, LifestyleValue, SalaryTimeframe } from './enums';
import { Figure, MoneyFigure } from './figure';
import { ResumeFacts } from './resume-facts';

/**
 * Request and response schemas of the per-person /api routes, shared by the server (validation), the OpenAPI
 * description (generated from the route declarations in apps/api routes/) and the web app's client (which parses
 * answers with them).
 */

/** A course or skill id of the datasets (slug). */
export const DatasetId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

/** Every refusal: `{ error: { code, message, details? } }` (the web maps the code to the person's language). */
export const ApiErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

// ---------------------------------------------------------------- analyses

export const AnalysisStatus = z.enum(['pending', 'completed', 'failed']);

/** POST /api/functions/generate-career-analysis: the job (200 when it finished within the wait, else 202). */
export const SubmittedAnalysisResponse = z.object({
  analysis: z.object({
    id: z.string(),
    status: AnalysisStatus,
    createdAt: z.union([z.string(), z.date()]),
    duplicate: z.boolean(),
  }),
});
export type SubmittedAnalysisResponse = z.infer<typeof SubmittedAnalysisResponse>;

/**
 * How a read was cut: the first screen keeps the best city, the summary the best cities (contracts/analysis-summary.ts;
 * decision 0097).
 */
export const AnalysisCutSchema = z.object({
  view: z.enum(ANALYSIS_VIEWS),
  cityCount: z.number().int().min(0),
  citiesIncluded: z.number().int().min(0),
});

/** One career analysis as GET /api/analyses/latest and /api/analyses/:id answer it. */
export const AnalysisRecord = z.object({
  id: z.string(),
  status: AnalysisStatus,
  analysisResult: AnalysisResult.nullable(),
  /** The market data of the analysis; the summary keeps the rents of its cities only. */
  marketData: z.looseObject({ insights: z.string().optional() }).nullable(),
  /** Who wrote the prose: 'engine' or 'model' (a language model, in the analysis' language). */
  proseBy: z.string().nullable().optional(),
  failureReason: z.string().nullable(),
  datasetVersion: z.string().nullable(),
  engineVersion: z.string().nullable().optional(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Present on a completed read: the summary holds the best cities of `cityCount`. */
  cut: AnalysisCutSchema.optional(),
});
export type AnalysisRecord = z.infer<typeof AnalysisRecord>;
export const AnalysisReadResponse = z.object({ analysis: AnalysisRecord });
export const LatestAnalysisResponse = z.object({ analysis: AnalysisRecord.nullable() });
export type LatestAnalysisResponse = z.infer<typeof LatestAnalysisResponse>;

/** GET /api/analyses/:id/cities/:cityId: one city of a completed analysis. */
export const AnalysisCityResponse = z.object({
  city: z.object({
    rank: z.number().int().min(1),
    match: CityMatch,
    affordability: Affordability.nullable(),
  }),
});

// ---------------------------------------------------------------- compared cities

/** How many cities the Compare tab sets side by side (its two pickers); the account keeps exactly as many. */
export const COMPARED_CITY_COUNT = 2;

/**
 * PUT /api/analyses/:id/compared-cities: the cities the person compared on this analysis, in the pickers' order (ids
 * of the bundled city list; an unknown id is 400 UNKNOWN_CITY, the same city twice 400 SAME_CITY).
 */
export const ComparedCitiesBody = z
  .object({ cities: z.array(DatasetId).length(COMPARED_CITY_COUNT) })
  .strict();
export type ComparedCitiesBody = z.infer<typeof ComparedCitiesBody>;

/** GET and PUT /api/analyses/:id/compared-cities: the picks the account keeps for the analysis, or null (none yet). */
export const ComparedCitiesResponse = z.object({
  comparedCities: z.object({ cities: z.tuple([z.string(), z.string()]), updatedAt: z.string() }).nullable(),
});
export type ComparedCitiesResponse = z.infer<typeof ComparedCitiesResponse>;

// ---------------------------------------------------------------- resume

/**
 * POST /api/functions/analyze-resume: the facts read from the CV; `read` is 'ocr' when the CV was a scan read by OCR
 * (issue 18 row 5), 'text' when it came from the PDF's text layer.
 */
export const ResumeUploadResponse = z.object({
  analysis: z.object({
    id: z.string(),
    analysis: ResumeFacts,
    createdAt: z.string(),
    read: z.enum(['text', 'ocr']).optional(),
  }),
});
export type ResumeUploadResponse = z.infer<typeof ResumeUploadResponse>;
/** GET /api/resume-analyses/latest: the newest CV reading, or null. */
export const LatestResumeResponse = z.object({
  analysis: z.object({ id: z.string(), analysisResult: z.unknown(), createdAt: z.string() }).nullable(),
});
export type LatestResumeResponse = z.infer<typeof LatestResumeResponse>;

// ---------------------------------------------------------------- profile (saved onboarding answers)

export { SavedAnswersResponse } from './saved-answers';

// ---------------------------------------------------------------- learning progress

export const LEARNING_STATUSES = ['enrolled', 'in-progress', 'completed'] as const;
export const LearningStatus = z.enum(LEARNING_STATUSES);

/** Hours one log may add or remove (PATCH addHours). */
export const MAX_HOURS_PER_LOG = 24;

export const LearningItem = z.object({
  courseId: z.string(),
  skillId: z.string(),
  status: LearningStatus,
  hoursSpent: z.number(),
  certified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LearningItem = z.infer<typeof LearningItem>;

export const LearningList = z.object({ items: z.array(LearningItem) });
export const LearningItemResponse = z.object({ item: LearningItem });
export const LearningEnrolBody = z.object({ skillId: DatasetId });

/** PATCH /api/learning-progress/:courseId. */
export const LearningUpdate = z
  .object({
    status: LearningStatus.optional(),
    addHours: z.number().min(-MAX_HOURS_PER_LOG).max(MAX_HOURS_PER_LOG).optional(),
    certified: z.boolean().optional(),
  })
  .strict();
export type LearningUpdate = z.infer<typeof LearningUpdate>;

// ---------------------------------------------------------------- location

export { GeoLocation, PlaceResponse } from './location';

// ---------------------------------------------------------------- the caller

/** GET /api/me: who is calling (email null for an anonymous visitor). */
export const MeResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable().optional(),
    lastName: z.string().nullable().optional(),
    isAnonymous: z.boolean().nullable().optional(),
    twoFactorEnabled: z.boolean().nullable().optional(),
  }),
});
export type MeResponse = z.infer<typeof MeResponse>;

// ---------------------------------------------------------------- onboarding city cards

/**
 * GET /api/onboarding/city-names?locale=: the cities Thrive has figures for, named in the screen's language, for the
 * wizard's "Cities you would like to live in" (decision 0161); the datasets stay out of the browser bundle.
 */
export const CityNamesResponse = z.object({
  cities: z.array(z.object({ id: z.string(), name: z.string(), countryCode: z.string() })).max(500),
});
export type CityNamesResponse = z.infer<typeof CityNamesResponse>;

/** POST /api/onboarding/hubs: the wizard's three hub cards (core onboarding/cities.ts FitHub). */
export const HubsResponse = z.object({
  hubs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      countryCode: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      industries: z.array(z.string()),
      highlights: z.array(z.string()),
      avgSalary: Figure,
      /** The same pay in the city's own currency, shown first (decision 0034); absent in older answers. */
      avgSalaryLocal: Figure.optional(),
      isEuropean: z.boolean(),
      baseScore: z.number(),
      score: z.number(),
      industryMatch: z.boolean(),
      distanceKm: z.number().nullable(),
      reasons: z.array(Reason),
      facts: CityFacts.optional(),
      /** The predicted role whose typical pay `avgSalary` is (walk 20); absent before a role is known. */
      role: z.string().max(200).optional(),
      /** The role's level the pay is for, and the source's point it is where it names one (walk W819). */
      level: ExperienceLevel.optional(),
      point: z.enum(['p10', 'p25', 'p50', 'p75', 'p90']).optional(),
    }),
  ),
});

/**
 * POST /api/onboarding/salary-suggestion: where the salary slider starts (core onboarding/salary.ts
 * `suggestedSalary`): the predicted role's typical pay where the person lives, in their currency and period.
 */
export const SalarySuggestionResponse = z.object({
  suggestion: z
    .object({
      amount: z.number().min(0),
      currency: Currency,
      timeframe: SalaryTimeframe,
      role: z.string().max(200).optional(),
      place: z.string().max(200).optional(),
      figure: MoneyFigure,
      /** The slider starts from the current pay, which is above the predicted role's pay (`predictedAmount`). */
      from: z.literal('current-pay').optional(),
      predictedAmount: z.number().min(0).optional(),
      /** The typical pay before it is put on the slider's step (absent from older servers). */
      exactAmount: z.number().min(0).optional(),
      /** The slider's step the starting point is rounded to. */
      step: z.number().positive().optional(),
      /** The predicted role's level the figure is for (walk W707). */
      level: ExperienceLevel.optional(),
      /** The wider area the figure is of where the source has none for `place` (a US state for a metro; walk W707). */
      area: z.string().max(200).optional(),
      /** The source's published point the figure is (walk W707). */
      point: z.enum(['p10', 'p25', 'p50', 'p75', 'p90']).optional(),
    })
    .nullable(),
});
export type SalarySuggestionResponse = z.infer<typeof SalarySuggestionResponse>;

/** POST /api/onboarding/refined-cities: the wizard's two refined city cards (core onboarding/cities.ts RefinedCity). */
export const RefinedCitiesResponse = z.object({
  cities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      countryCode: z.string(),
      score: z.number(),
      costOfLiving: Figure,
      schoolRating: Figure,
      reasons: z.array(z.object({ value: LifestyleValue, score: Figure })),
      why: z.array(Reason),
      facts: CityFacts.optional(),
      /** Rent a month of the household's home, city currency, with basis, source and year (walk F41). */
      rent: MoneyFigure.optional(),
    }),
  ),
});

// ---------------------------------------------------------------- accounts

export { ProvidersResponse, SignInResponse, SocialSignInResponse } from './auth';
export { SessionResponse } from './session';

export const Factor = z.object({
  id: z.string(),
  factorType: z.enum(['totp', 'phone']),
  status: z.enum(['verified', 'unverified']),
  friendlyName: z.string(),
  phone: z.string().optional(),
  issuer: z.string().optional(),
});
/** GET /api/account/factors. */
export const FactorList = z.object({
  factors: z.array(Factor),
  assurance: z.object({ current: z.string(), next: z.string() }),
});
export type FactorList = z.infer<typeof FactorList>;
/** POST /api/account/factors (TOTP): the secret to show once, and backup codes. */
export const TotpEnrolment = z.object({
  id: z.string(),
  totp: z.object({ qrCode: z.string(), secret: z.string(), uri: z.string() }),
  backupCodes: z.array(z.string()),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;
/** POST /api/account/factors (phone): the factor to verify with the code sent. */
export const PhoneEnrolment = z.object({ id: z.string(), phone: z.string() });
export const BackupCodesResponse = z.object({ backupCodes: z.array(z.string()) });

/** GET /api/dev/mailbox (development only): the mail and SMS outboxes. */
export const DevMailbox = z.object({
  kind: z.string(),
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
  sms: z.array(z.object({ id: z.string(), to: z.string(), text: z.string(), createdAt: z.string() })),
});
