import { z } from 'zod';
import { HealthCoverKind } from '../contracts/enums';

/**
 * The schema of the engine's constants (constants.ts): the datasets' tests check the bundled file against it, and the
 * types come from it.
 */
const RuleSource = z.object({
  basis: z.enum(['official', 'derived', 'estimate']),
  source: z.string().min(1).max(300),
  year: z.number().int(),
});

const Basis = z.enum(['official', 'derived', 'estimate']);

/** The Dutch childcare allowance (kinderopvangtoeslag): a share of the price up to the maximum hourly price. */
const ChildcareAllowance = z.object({
  kind: z.literal('allowance'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  hourlyPrice: z.number().positive(),
  hoursPerWeek: z.number().positive(),
  maxHoursPerMonth: z.number().positive(),
  /**
   * Allowance % by joint income (up to and including `upTo`), the first child and every later child; `other` is left
   * out where the later-child percentage is not at hand (later children then get at least the first child's).
   */
  table: z
    .array(z.object({ upTo: z.number().positive(), first: z.number(), other: z.number().optional() }))
    .min(1),
  /** The first child's fixed minimum (vaste voet) from this joint income on; the table's last row ends just below. */
  floorFrom: z.number().positive(),
  floorFirst: z.number().min(0).max(100),
  basis: Basis,
  source: z.string().min(1).max(300),
  /** Source of a later child's percentage where the table has none (the first child's, an estimate). */
  gapSource: z.string().min(1).max(300),
  year: z.number().int(),
});
/** A fee as a share of household gross income per child, capped per child (Sweden's maxtaxa). */
const ChildcareIncomeShare = z.object({
  kind: z.literal('income-share'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  shares: z.array(z.number().min(0).max(1)).min(1),
  caps: z.array(z.number().min(0)).min(1),
  basis: Basis,
  source: z.string().min(1).max(300),
  year: z.number().int(),
});
/** A fee per full-time place (a national maximum price or a municipal rate), with sibling discounts. */
/**
 * An income-related free place on top of a place fee (decision 0207: Denmark's økonomisk friplads, dagtilbudsloven
 * section 43 and the ministry's fripladsskala): below `fullBelow` a year of household income the place is free; from
 * there the parents pay `firstStepPays` of the fee, and the subsidy falls one percentage point a step up to `noneFrom`,
 * where it ends. The limits rise by `perOtherChild` for each child after the first. The scale takes the household's
 * personal income, gross pay less the labour market contribution: gross pay x `incomeOfGross` stands in.
 */
const FreePlace = z.object({
  fullBelow: z.number().positive(),
  noneFrom: z.number().positive(),
  firstStepPays: z.number().min(0).max(1),
  perOtherChild: z.number().min(0),
  incomeOfGross: z.number().positive().max(1),
  /** Source of a fee the free place lowers: `{source}` is the place fee's own. */
  sourceTemplate: z.string().min(1).max(300),
  year: z.number().int(),
});
const ChildcarePlaceFee = z.object({
  kind: z.literal('place-fee'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  monthly: z.number().min(0),
  monthsPaid: z.number().int().min(1).max(12),
  /** Discount of the 1st, 2nd, ... child; the last applies to every further child. */
  siblingDiscounts: z.array(z.number().min(0).max(1)).min(1),
  freePlace: FreePlace.optional(),
  basis: Basis,
  source: z.string().min(1).max(300),
  year: z.number().int(),
});
/**
 * Median weekly prices of a full-time place by age group (decision 0111: the US Department of Labor's National Database
 * of Childcare Prices, center-based care, by county): a child under school age is costed at the prices averaged over
 * the years it spends in each age group, for the weeks of a year.
 */
const AgeGroupNumbers = z.object({
  infant: z.number().min(0),
  toddler: z.number().min(0),
  preschool: z.number().min(0),
});
const ChildcareWeeklyByAge = z.object({
  kind: z.literal('weekly-by-age'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The published median weekly price of each age group (NDCP: infant 0-23, toddler 24-35, preschool 36-54 months). */
  weekly: AgeGroupNumbers,
  /** Years of the ages costed spent in each age group (ages 1 to 4: 1, 1 and 2); the weights of the average. */
  years: AgeGroupNumbers,
  weeksPerYear: z.number().positive().max(53),
  basis: Basis,
  source: z.string().min(1).max(300),
  year: z.number().int(),
});
/**
 * An hourly fee as a rate of the family's monthly resources, by the number of children the family has, between a floor
 * and a ceiling of resources, less a tax credit on what is paid (decision 0197: France's national PSU barème for
 * crèches, the Cnaf's taux d'effort, and the 50% crédit d'impôt for childcare outside the home).
 */
const ChildcareEffortRate = z.object({
  kind: z.literal('effort-rate'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** % of monthly resources an hour, for a family of 1, 2, 3, ... children; the last applies to every larger family. */
  ratePercentByChildren: z.array(z.number().positive().max(1)).min(1),
  /** Monthly resources above this count as this (the plafond). */
  resourcesCeilingMonthly: z.number().positive(),
  /** Hours a month of a full-time place. */
  hoursPerMonth: z.number().positive(),
  /** Share of the fee paid back as a tax credit, up to `taxCreditCapYear` of fees per child a year. */
  taxCreditShare: z.number().min(0).max(1),
  taxCreditCapYear: z.number().min(0),
  basis: Basis,
  source: z.string().min(1).max(300),
  /** Source when the resources are below the ceiling: gross pay stands in for the taxable resources (an estimate). */
  belowCeilingSource: z.string().min(1).max(300),
  year: z.number().int(),
});
/**
 * A monthly fee by the family's gross income a year, charged for part of the years under school age (decision 0197:
 * Munich's Krippe fee for the years under 3, the kindergarten free of fees from 3). A fee that is itself an estimate
 * (`basis`, decision 0223: Frankfurt's highest fee) keeps the cost one.
 */
const ChildcareIncomeBands = z.object({
  kind: z.literal('income-bands'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The fee a month for a family income up to and including `upTo`; `above` past the last band. */
  bands: z.array(z.object({ upTo: z.number().positive(), monthly: z.number().min(0) })),
  /** Past the last band; with no bands, the one fee for every income (decision 0223: Frankfurt's Krippe). */
  above: z.number().min(0),
  /** Share of the years under school age the fee is charged (the rest free of fees): the weight of the average. */
  feeYearsShare: z.number().min(0).max(1),
  /**
   * A state's refund of the fee (Bavaria's Krippengeld, art. 23a BayKiBiG; decision 0208): up to `monthly` a child
   * when the family's income is at most `incomeMax`, raised by `perExtraChild` for each child after the first.
   */
  refund: z
    .object({
      monthly: z.number().positive(),
      incomeMax: z.number().positive(),
      perExtraChild: z.number().min(0),
    })
    .optional(),
  basis: Basis,
  source: z.string().min(1).max(300),
  year: z.number().int(),
});
/**
 * Government-funded hours and a market fee for the rest (decision 0207: England's early years entitlements and the
 * DfE's survey of providers' fees, less Tax-Free Childcare). Each year of the ages costed has its mean hourly fee and
 * its funded hours a year, for working parents (every parent working, each earning under `earnerCap` a year) and for
 * everyone; the parents pay the hours of a full-time year beyond the funded ones, less the top-up (working parents
 * only: `topUpShare` of what is paid, up to `topUpCapYear` a child a year).
 */
const ChildcareFundedHours = z.object({
  kind: z.literal('funded-hours'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  years: z
    .array(
      z.object({
        hourlyFee: z.number().positive(),
        fundedWorking: z.number().min(0),
        fundedUniversal: z.number().min(0),
      }),
    )
    .min(1),
  hoursPerWeek: z.number().positive(),
  weeksPerYear: z.number().positive().max(53),
  earnerCap: z.number().positive(),
  topUpShare: z.number().min(0).max(1),
  topUpCapYear: z.number().min(0),
  basis: Basis,
  source: z.string().min(1).max(300),
  /** Source when an earner is at or over `earnerCap`: the universal hours only, no top-up. */
  overCapSource: z.string().min(1).max(300),
  year: z.number().int(),
});
/**
 * A government subsidy of an hourly fee by the family's income (decision 0224: Australia's Child Care Subsidy). The
 * subsidy is `maxPercent` of the fee (at most the hourly cap) up to a family income of `fullRateUpTo`, then
 * `stepPercent` points less for each whole `stepIncome` above it, never below 0; it covers at most
 * `subsidisedHoursPerWeek` of the `hoursPerWeek` paid, for `weeksPerYear` weeks. The same rate for every child.
 */
const ChildcareHourlySubsidy = z.object({
  kind: z.literal('hourly-subsidy'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The fee an hour taken for a place (an estimate where no official mean fee is at hand: `basis`). */
  hourlyFee: z.number().positive(),
  /** The most an hour the subsidy's percentage applies to. */
  hourlyCap: z.number().positive(),
  hoursPerWeek: z.number().positive(),
  weeksPerYear: z.number().positive().max(53),
  subsidisedHoursPerWeek: z.number().min(0),
  maxPercent: z.number().min(0).max(100),
  fullRateUpTo: z.number().min(0),
  stepIncome: z.number().positive(),
  stepPercent: z.number().min(0).max(100),
  basis: Basis,
  source: z.string().min(1).max(300),
  year: z.number().int(),
});
export const ChildcareRule = z.discriminatedUnion('kind', [
  ChildcareHourlySubsidy,
  ChildcareFundedHours,
  ChildcareIncomeBands,
  ChildcareAllowance,
  ChildcareIncomeShare,
  ChildcarePlaceFee,
  ChildcareWeeklyByAge,
  ChildcareEffortRate,
]);
export type ChildcareRule = z.infer<typeof ChildcareRule>;

/** Mean spending of the five income quintiles, lowest first, in the table's unit (decision 0135). */
const LivingByIncome = z.object({
  levels: z.array(z.number().positive()).length(5),
  unit: z.string().min(1),
  basis: z.enum(['official', 'derived', 'estimate']),
  source: z.string().min(1).max(120),
  year: z.number().int(),
  note: z.string().min(1),
});

/** One country's spending by income quintile per adult equivalent (decision 0146, Eurostat hbs_exp_t133). */
const CountryLivingByIncome = z.object({
  levels: z.array(z.number().positive()).length(5),
  mean: z.number().positive(),
  basis: z.enum(['official', 'derived', 'estimate']),
  source: z.string().min(1).max(120),
  year: z.number().int(),
});

/** The top cut-off points of income quintiles 1-4 (decision 0146, Eurostat ilc_di01), a year per adult equivalent. */
const IncomeQuintileCutoffs = z.object({
  limits: z.array(z.number().positive()).length(4),
  currency: z.string().length(3),
  basis: z.enum(['official', 'derived', 'estimate']),
  source: z.string().min(1).max(120),
  year: z.number().int(),
});

export const EngineConstants = z.object({
  livingCost: z.object({
    eu27MonthlyEur: z.number().positive(),
    basis: z.enum(['official', 'derived', 'estimate']),
    source: z.string().min(1),
    year: z.number().int(),
    /** Living costs by the household's income quintile (decision 0135): Europe's and the US's survey tables. */
    byIncome: z
      .object({
        europe: LivingByIncome.extend({
          mean: z.number().positive(),
          housingShare: z.number().min(0).max(1),
        }),
        us: LivingByIncome.extend({ lowerLimits: z.array(z.number().positive()).length(4) }),
        /** Decision 0146: each country's own row (per adult equivalent), by the app's country code. */
        countries: z.record(z.string().length(2), CountryLivingByIncome).optional(),
        /** Decision 0146: each country's income quintile cut-offs (equivalised net income), by the app's country code. */
        cutoffs: z.record(z.string().length(2), IncomeQuintileCutoffs).optional(),
      })
      .optional(),
  }),
  equivalenceScale: z.object({
    firstAdult: z.number().positive(),
    otherAdult: z.number().positive(),
    child: z.number().positive(),
    basis: z.enum(['official', 'derived', 'estimate']),
    source: z.string().min(1),
    year: z.number().int(),
  }),
  affordability: z.object({
    rentShareOfNet: z.number().positive().max(1),
    eurostatOverburden: z.number().positive().max(1),
    landlordStrict: z.number().positive(),
    landlordLenient: z.number().positive(),
    source: z.string().min(1),
    /** Basis, source and year of each check's limit, shown with the check (issue 15). */
    rules: z.object({
      /** The 30% line where a country has no own yardstick: a rule of thumb (decision 0217). */
      rentShareOfNet: RuleSource,
      /** The 30% line cited to the country's own yardstick (US HUD, UK ONS, Dutch Nibud), by ISO country code. */
      rentShareOfNetByCountry: z.record(z.string().regex(/^[A-Z]{2}$/), RuleSource),
      landlord: RuleSource,
      eurostatOverburden: RuleSource,
    }),
  }),
  partnerDefaultShare: z.object({ value: z.number().positive().max(2), source: z.string().min(1) }),
  /** The Dutch 30% ruling as the Belastingdienst publishes it (decision 0120; `rules/thirty-percent-ruling.ts`). */
  thirtyPercentRuling: z.object({
    share: z.number().positive().max(100),
    shareFrom2027: z.number().positive().max(100),
    salaryNorm: z.number().positive(),
    youngMastersNorm: z.number().positive(),
    payCap: z.number().positive(),
    months: z.number().int().positive(),
    distanceKm: z.number().positive(),
    basis: z.enum(['official', 'derived', 'estimate']),
    source: z.string().min(1),
    year: z.number().int(),
  }),
  /**
   * The age from which a child is at school full-day, by country code (decision 0232, walk W514): a child counted for
   * childcare needs a place in a country only while younger than it. A country not listed: every child counted.
   */
  schoolStart: z
    .object({
      note: z.string(),
      year: z.number().int(),
      ages: z.record(
        z.string().regex(/^[A-Z]{2}$/),
        z.object({
          age: z.number().int().min(2).max(8),
          compulsory: z.number().int().min(2).max(8),
          source: z.string().min(1),
        }),
      ),
    })
    .optional(),
  /** Childcare rules by country code or city id (decision 0076); `note` says what they are. */
  childcare: z.record(z.string(), z.union([ChildcareRule, z.string()])),
  /**
   * Health insurance a household pays out of net pay where no payroll contribution covers it (decision 0102): the
   * employee's share of an employer plan's premium a year, for single and for family coverage, by country code.
   */
  healthPremiums: z
    .record(
      z.string(),
      z.object({
        /** What kind of cover this is (decision 0106): the household result carries it (`HealthCover.kind`). */
        kind: HealthCoverKind,
        currency: z.string().regex(/^[A-Z]{3}$/),
        singleAnnual: z.number().nonnegative(),
        familyAnnual: z.number().nonnegative(),
        basis: z.enum(['official', 'derived', 'estimate']),
        source: z.string().min(1),
        year: z.number().int(),
      }),
    )
    .default({}),
  /**
   * Compulsory health insurance bought per person out of net pay (decision 0105: the Swiss basic insurance, KVG/LAMal):
   * the average premium a month for an adult and for a child, by country code, with a city's canton figure where one
   * was found (`cities`, by city id); a city without one takes the country's national average.
   */
  healthPremiumsPerPerson: z
    .record(
      z.string(),
      z.object({
        kind: HealthCoverKind,
        currency: z.string().regex(/^[A-Z]{3}$/),
        adultMonthly: z.number().nonnegative(),
        childMonthly: z.number().nonnegative(),
        basis: z.enum(['official', 'derived', 'estimate']),
        source: z.string().min(1),
        year: z.number().int(),
        cities: z
          .record(
            z.string(),
            z.object({
              adultMonthly: z.number().nonnegative(),
              childMonthly: z.number().nonnegative(),
              basis: z.enum(['official', 'derived', 'estimate']),
              source: z.string().min(1),
              year: z.number().int(),
            }),
          )
          .default({}),
        /**
         * An income-related allowance towards the premiums (decision 0106, the Dutch zorgtoeslag): the most a year
         * for one adult alone and for a household with a partner, paid in full up to `thresholdIncome`
         * (drempelinkomen) and falling in a straight line to nil at the income limit; income is the household's gross
         * pay a year (toetsingsinkomen).
         */
        allowance: z
          .object({
            currency: z.string().regex(/^[A-Z]{3}$/),
            maxSingleAnnual: z.number().nonnegative(),
            maxPartnerAnnual: z.number().nonnegative(),
            thresholdIncome: z.number().nonnegative(),
            incomeLimitSingle: z.number().positive(),
            incomeLimitPartner: z.number().positive(),
            basis: z.enum(['official', 'derived', 'estimate']),
            source: z.string().min(1),
            year: z.number().int(),
            /**
             * The asset test (decision 0119, the zorgtoeslag's vermogensgrens): no allowance above these assets on
             * 1 January, alone and with a partner. The wizard asks no savings, so the test is shown, not applied.
             */
            assetLimitSingle: z.number().positive().optional(),
            assetLimitPartner: z.number().positive().optional(),
            assetSource: z.string().min(1).optional(),
          })
          .optional(),
        /** A compulsory own risk a year per adult (the Dutch eigen risico): shown, not taken from money left. */
        ownRisk: z
          .object({
            annual: z.number().nonnegative(),
            basis: z.enum(['official', 'derived', 'estimate']),
            source: z.string().min(1),
            year: z.number().int(),
          })
          .optional(),
      }),
    )
    .default({}),
  exchangeRates: z.object({
    basis: z.enum(['official', 'derived', 'estimate']),
    source: z.string().min(1),
    year: z.number().int(),
    perEuro: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
  }),
});
export type EngineConstants = z.infer<typeof EngineConstants>;
