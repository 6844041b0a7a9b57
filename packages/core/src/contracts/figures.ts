import { z } from 'zod';
import { AffordabilityChecks, ChildcareStatus, PensionScheme, RentTenancy } from './analysis-result';
import { ExperienceLevel, FigureBasis, HealthCoverKind } from './enums';
import { FIGURE_SOURCE_MAX } from './figure';

/**
 * The open figures API (issue 15): GET /api/figures/cities, /roles, /cities/{cityId} and /net-pay. Every figure is
 * `{ value, currency, basis, source, year }`; query parameters are validated here, so the API and the web client
 * share one definition. Money is in the city's currency, a year for gross pay, a month for everything else.
 */

const Id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);
/** An amount: a number, or a query string holding one ("gross=" with nothing after it is an error, not 0). */
const Amount = z
  .union([z.number(), z.string().trim().min(1).transform(Number)])
  .pipe(z.number().finite().min(0).max(10_000_000));

export const ApiFigure = z.object({
  value: z.number().finite(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  basis: FigureBasis,
  /** Whole up to a figure's limit (600), so a composed citation keeps its last part and reads Dutch (decision 0222). */
  source: z.string().min(1).max(FIGURE_SOURCE_MAX),
  year: z.number().int(),
  /** Where the inputs are of several years: `year` the oldest's, `yearTo` the newest's (decision 0092). */
  yearTo: z.number().int().optional(),
  unit: z.string().max(40).optional(),
});
export type ApiFigure = z.infer<typeof ApiFigure>;

const Household = {
  /** Adults in the household: 1 or 2 (a couple is taxed as married or registered partners). */
  adults: z.coerce.number().int().min(1).max(2).default(1),
  children: z.coerce.number().int().min(0).max(5).default(0),
  /** The partner's gross pay a year, in the city's currency (0: not working). */
  partnerGross: Amount.default(0),
  /** Singapore: 'citizen' pays CPF; 'newcomer' (default) on an Employment Pass does not. */
  residency: z.enum(['newcomer', 'citizen']).default('newcomer'),
};

export const CityFiguresQuery = z
  .object({
    role: Id.optional(),
    level: ExperienceLevel.default('mid'),
    ...Household,
    /** Bedrooms of the home the money-left row uses (default: what the household needs). */
    bedrooms: z.coerce.number().int().min(1).max(4).optional(),
    /**
     * Children under school age in a full-time childcare place (at most `children`; decision 0076). Given, money left
     * takes their net childcare cost where official figures exist, and `childcareStatus` says how it stands.
     */
    youngChildren: z.coerce.number().int().min(0).max(5).optional(),
    /**
     * The age in years of each child counted in `youngChildren`, comma-separated, one per child (decision 0232): each
     * city then counts only those below its country's school-start age, and child benefits by age band take their
     * band (decision 0236). Absent: every young child counts everywhere.
     */
    youngChildAges: z
      .string()
      .regex(/^\d{1,2}(,\d{1,2}){0,4}$/)
      .optional(),
    /**
     * 'true': a student living alone (decision 0233): where the city has a room figure the answer gives `roomRent`, the
     * rent of a room in a shared home while she studies. Money left and the checks stay on the home of `bedrooms`, the
     * home a working graduate rents, as the pay is the role's (decision 0253). Ignored for a household of more than one.
     */
    room: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type CityFiguresQuery = z.infer<typeof CityFiguresQuery>;

export const NetPayQuery = z
  .object({
    city: Id,
    /** The main earner's gross pay a year, in the city's currency. */
    gross: Amount,
    /**
     * The main earner's role: a UK nurse or teacher pays the NHS or teachers' pension scheme's tier instead of the
     * automatic enrolment minimum (decision 0137). Without it, no role's scheme applies.
     */
    role: Id.optional(),
    ...Household,
  })
  .strict();
export type NetPayQuery = z.infer<typeof NetPayQuery>;

export const NetPayPart = z.object({
  id: z.string().min(1).max(120),
  name: z.string().min(1).max(200),
  kind: z.enum(['contribution', 'pension', 'income-tax', 'child-benefit']),
  /** 0 = the main earner, 1 = the partner; absent for a joint return and benefits. */
  person: z.number().int().min(0).max(1).optional(),
  /** A month, positive = paid (child benefits: received; a refundable credit paid out is negative tax). */
  monthly: ApiFigure,
});
export type NetPayPart = z.infer<typeof NetPayPart>;

export const NetPayFigures = z.object({
  cityId: Id,
  currency: z.string().regex(/^[A-Z]{3}$/),
  taxRegion: z.string().max(80).optional(),
  taxation: z.enum(['single', 'individual', 'joint', 'splitting', 'quotient']),
  grossAnnual: ApiFigure,
  partnerGrossAnnual: ApiFigure.optional(),
  /** Net pay of both earners a month, without child benefits. */
  netMonthly: ApiFigure,
  childBenefits: ApiFigure,
  parts: z.array(NetPayPart).max(60),
  datasetVersion: z.string().min(1).max(40),
});
export type NetPayFigures = z.infer<typeof NetPayFigures>;

export const CityFigures = z.object({
  cityId: Id,
  name: z.string().min(1).max(120),
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  roleId: Id,
  level: ExperienceLevel,
  adults: z.number().int().min(1).max(2),
  children: z.number().int().min(0).max(5),
  bedrooms: z.number().int().min(1).max(4),
  /**
   * With query `room=true` where the city has a room figure: the rent of a room in a shared home while a student
   * studies (decision 0253). Not in `moneyLeft` or `checks`, which are on the rent of a home of `bedrooms`.
   */
  roomRent: ApiFigure.optional(),
  /** Annual gross pay of the role at the level in the city. */
  salary: ApiFigure,
  partnerSalary: ApiFigure.optional(),
  /** Net pay of the household a month (both earners), without child benefits. */
  netMonthly: ApiFigure,
  /**
   * The pension contribution a month already taken from `netMonthly` where the country's rule or the role's scheme
   * has one (a typical Dutch or Swiss premium, the UK's automatic enrolment minimum, the NHS or teachers' scheme),
   * so a caller can show it as its own line (walk W802, decision 0262); `pensionStatutory`, `pensionScheme` and
   * `pensionParts` as in the analysis's affordability entry.
   */
  pension: ApiFigure.optional(),
  pensionStatutory: z.boolean().optional(),
  pensionScheme: PensionScheme.optional(),
  pensionParts: z
    .array(
      z.object({
        earner: z.enum(['self', 'partner']),
        monthly: ApiFigure,
        statutory: z.boolean().optional(),
        scheme: PensionScheme.optional(),
      }),
    )
    .max(2)
    .optional(),
  /** Rent a month by bedrooms "1".."4": what a newcomer pays where official, else an estimate (`rentTenancy`). */
  rent: z.partialRecord(z.enum(['1', '2', '3', '4']), ApiFigure),
  rentTenancy: RentTenancy,
  /** Official rents of tenants already in place, by bedrooms, where the datasets have them. */
  tenantRent: z.partialRecord(z.enum(['1', '2', '3', '4']), ApiFigure).optional(),
  livingCosts: ApiFigure,
  childBenefits: ApiFigure,
  /**
   * Health insurance the household pays a month out of net pay where it is not a payroll contribution (the US: the
   * employee's share of an employer plan, decision 0102; the Swiss KVG, decision 0105; the Dutch nominal premium less
   * the zorgtoeslag, decision 0106), taken from money left.
   */
  healthInsurance: ApiFigure.optional(),
  /**
   * What that health cover is, as the engine decided it (decision 0106): its kind, the amount a month (`monthly`, equal
   * to `healthInsurance`), and for the Dutch basic insurance the premiums, the zorgtoeslag a month and the own risk a
   * year (not in money left).
   */
  healthCover: z
    .object({
      kind: HealthCoverKind,
      monthly: ApiFigure,
      adults: z.number().int().min(0).max(2),
      children: z.number().int().min(0).max(10),
      premiumMonthly: ApiFigure.optional(),
      allowanceMonthly: ApiFigure.optional(),
      ownRiskAnnual: ApiFigure.optional(),
      /** The assets above which the allowance is not paid (decision 0119); the allowance assumes assets below it. */
      allowanceAssetLimit: ApiFigure.optional(),
    })
    .optional(),
  /** Net childcare cost a month for `youngChildren` (taken from money left), where official figures exist. */
  childcare: ApiFigure.optional(),
  /** How childcare stands in money left, for a household with children when `youngChildren` is given or not. */
  childcareStatus: ChildcareStatus.optional(),
  moneyLeft: ApiFigure,
  checks: AffordabilityChecks.extend({ rentShareOfNet: z.number().min(0) }),
  warnings: z.array(z.enum(['money-left-negative', 'rent-over-40'])).max(5),
  datasetVersion: z.string().min(1).max(40),
});
export type CityFigures = z.infer<typeof CityFigures>;

export const FigureCityList = z.object({
  cities: z.array(
    z.object({
      id: Id,
      name: z.string(),
      country: z.string(),
      currency: z.string(),
      rentTenancy: RentTenancy,
    }),
  ),
  datasetVersion: z.string(),
});
export const FigureRoleList = z.object({
  roles: z.array(z.object({ id: Id, name: z.string(), family: z.string() })),
  datasetVersion: z.string(),
});

/** Error codes of the figures API (400 and 404). */
export const FIGURES_ERROR_CODES = ['VALIDATION_FAILED', 'UNKNOWN_CITY', 'UNKNOWN_ROLE'] as const;
export type FiguresErrorCode = (typeof FIGURES_ERROR_CODES)[number];
