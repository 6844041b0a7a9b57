import type { Affordability, AffordabilityWarning, HealthCover } from '../contracts/analysis-result';
import { engineConstants } from '../datasets/constants';
import type { MoneyFigure } from '../contracts/figure';
import { EUROSTAT_OVERBURDEN, affordabilityChecks, rentShareOfNet } from '../rules/affordability';
import { payslipMonthly } from '../rules/dashboard';
import type { EngineCity, EngineData, HouseholdNetIncome } from './data';
import { parseHousingBudget } from './budget';
import { childcareCost, childcareRuleFor, youngChildrenIn } from './childcare';
import { composite, convertValue, money, round, weakest } from './money';
import type { Person } from './profile';

/** Rent of the dwelling the household needs: the bedroom count, else the nearest larger, else the largest. */
export function rentFor(city: EngineCity, bedrooms: number): { rent: MoneyFigure; bedrooms: number } {
  for (let b = bedrooms; b <= 4; b += 1) {
    const rent = city.rentByBedrooms[b as 0 | 1 | 2 | 3 | 4];
    if (rent) return { rent, bedrooms: b };
  }
  for (let b = Math.min(4, bedrooms); b >= 0; b -= 1) {
    const rent = city.rentByBedrooms[b as 0 | 1 | 2 | 3 | 4];
    if (rent) return { rent, bedrooms: b };
  }
  throw new Error(`City ${city.id} has no rent figure`);
}

/**
 * Decision 0141: the rent of a room in a shared home, shown beside the 1-bedroom flat to a person living alone who is a
 * student or whose housing budget is below the flat's rent, where the city has a figure; else undefined.
 */
export function roomBesideFlat(
  city: EngineCity,
  flat: MoneyFigure,
  person: Pick<Person, 'adults' | 'children'>,
  userType: string | undefined,
  housingBudget: string | undefined,
  currency: string,
  data: Pick<EngineData, 'rates'>,
): MoneyFigure | undefined {
  if (!city.roomRent || person.adults !== 1 || person.children !== 0) return undefined;
  if (userType === 'student') return city.roomRent;
  const budget = parseHousingBudget(housingBudget ?? '', currency);
  if (budget && convertValue(budget.monthly, budget.currency, flat.currency, data.rates) < flat.value)
    return city.roomRent;
  return undefined;
}

/**
 * The home the household is priced on, and a student's room beside it (decision 0253, walk W704; amends 0233): every
 * money figure runs on pay after graduation for a student (decision 0218), so it is priced on the home a working
 * graduate rents, the flat of `rentFor` for the household's bedrooms. A student living alone (`inRoom`) where the city
 * has a room figure (decision 0141's table) carries the room as `studyRoom`: the rent while she studies, shown beside
 * the money and compared with her own housing budget, never taken from pay she earns only after graduating.
 */
export function homeFor(
  city: EngineCity,
  household: Pick<HouseholdShape, 'bedrooms' | 'adults' | 'children' | 'inRoom'>,
): { rent: MoneyFigure; bedrooms: number; studyRoom?: MoneyFigure } {
  const flat = rentFor(city, household.bedrooms);
  if (household.inRoom && city.roomRent && (household.adults ?? 1) === 1 && (household.children ?? 0) === 0)
    return { ...flat, studyRoom: city.roomRent };
  return flat;
}

/** What the household lives on, to price its living costs by income (decision 0135), in the city's currency. */
export interface LivingIncome {
  /** Net pay + child benefits a month. */
  netMonthly: number;
  /** Gross pay of all earners a year. */
  grossAnnual: number;
}

/** Where a quintile's spending comes from: a survey table's basis, source and year. */
export interface LivingTableSource {
  basis: MoneyFigure['basis'];
  source: string;
  year: number;
}

/**
 * The spending by income quintile of the city's country (decision 0146): its own Eurostat HBS row, else the EU27 row
 * with an estimate basis and a source that says whose row it is and for whom.
 */
export function countrySpendingTable(
  country: string,
): ({ levels: readonly number[]; mean: number } & LivingTableSource) | undefined {
  const tables = engineConstants.livingCost.byIncome;
  if (!tables) return undefined;
  const own = tables.countries?.[country];
  if (own) return own;
  const eu = tables.europe;
  return {
    levels: eu.levels,
    mean: eu.mean,
    basis: 'estimate',
    source: `${eu.source} for ${country} (estimate)`,
    year: eu.year,
  };
}

/**
 * The income quintile whose spending prices the household's living costs (decisions 0135, 0146), and that quintile's
 * spending over the mean of all households:
 * - US cities: the quintile of the household's gross pay among BLS's quintiles of income before taxes (table 1101's
 *   lower limits), its spending without shelter and utilities over the mean of the five;
 * - a country with income quintile cut-offs (Eurostat EU-SILC ilc_di01, in the city's currency): the quintile of the
 *   household's equivalised net income (net pay + child benefits a year over the OECD-modified scale) among them, the
 *   country's own HBS row's spending (else the EU27 row, an estimate) over its mean (`placement` names the cut-offs);
 * - elsewhere (the United Kingdom, Australia, Singapore: no recent cut-offs): decision 0135's rule, the highest
 *   quintile whose mean consumption per adult equivalent in the country (one adult's living cost, the mean over the
 *   country's cities, scaled to that quintile and grossed up by the housing share it leaves out) the household's net
 *   income per adult equivalent covers; the lowest when it covers none.
 * Quintiles are national, so a cheaper city does not move a household up. Undefined when the datasets carry no table.
 */
export function livingQuintile(
  city: EngineCity,
  householdScale: number,
  income: LivingIncome,
  /** One adult's living cost a month, the mean over the country's cities (default: the city's). */
  countryLiving = city.livingCostMonthly.value,
): { quintile: number; ratio: number; table: LivingTableSource; placement?: LivingTableSource } | undefined {
  const tables = engineConstants.livingCost.byIncome;
  if (!tables) return undefined;
  const ratioOf = (levels: readonly number[], mean: number, q: number) => round(levels[q - 1]! / mean, 3);
  if (city.country === 'US') {
    const t = tables.us;
    const quintile = 1 + t.lowerLimits.filter((limit) => income.grossAnnual >= limit).length;
    const mean = t.levels.reduce((a, b) => a + b, 0) / t.levels.length;
    return { quintile, ratio: ratioOf(t.levels, mean, quintile), table: t };
  }
  const t = countrySpendingTable(city.country)!;
  const perAdult = income.netMonthly / Math.max(1, householdScale);
  const cut = tables.cutoffs?.[city.country];
  if (cut && cut.currency === city.currency) {
    // A household at a quintile's top cut-off point is in that quintile.
    const quintile = 1 + cut.limits.filter((limit) => perAdult * 12 > limit).length;
    return { quintile, ratio: ratioOf(t.levels, t.mean, quintile), table: t, placement: cut };
  }
  const allConsumption = countryLiving / (1 - tables.europe.housingShare);
  let quintile = 1;
  for (let q = 2; q <= 5; q += 1) if (allConsumption * ratioOf(t.levels, t.mean, q) <= perAdult) quintile = q;
  return { quintile, ratio: ratioOf(t.levels, t.mean, quintile), table: t };
}

/**
 * Monthly living costs without rent for this household: one adult's costs x the spending of its income quintile over
 * the mean, where that is below the mean (decision 0135; else, or without an income, the mean) x the OECD-modified
 * scale. The source names the spending table and, where the quintile comes from cut-offs, those (decision 0146).
 */
export function livingCostFor(
  city: EngineCity,
  person: Pick<Person, 'householdScale'>,
  income?: LivingIncome,
  countryLiving?: number,
): MoneyFigure {
  const one = city.livingCostMonthly;
  const scaleNote = `x ${person.householdScale} (OECD-modified equivalence scale)`;
  const q = income && livingQuintile(city, person.householdScale, income, countryLiving);
  // At most the mean: a quintile that spends more than the mean spends it by choice, which money left shows as the
  // money it keeps (decision 0135: pricing top quintiles at their spending left newcomers on good pay short).
  const tables = q && (q.placement ? `${q.table.source}, quintile by ${q.placement.source}` : q.table.source);
  if (!q || q.ratio >= 1)
    return money(
      one.value * person.householdScale,
      one.currency,
      weakest(one.basis),
      // The cap is said where it applies (walk W709: Washington's "x 1" beside Pittsburgh's "x 0.848 (income quintile
      // 3)" gave no reason).
      q
        ? `${one.source}; x 1 (income quintile ${q.quintile} spends x ${q.ratio}, capped at the mean by decision 0135: ${tables}); ${scaleNote}`
        : `${one.source}; ${scaleNote}`,
      one.year,
      'per-month',
    );
  return composite(
    one.value * q.ratio * person.householdScale,
    one.currency,
    weakest(one.basis, q.table.basis, ...(q.placement ? [q.placement.basis] : [])),
    `${one.source}; x ${q.ratio} (spending of income quintile ${q.quintile}: ${tables}); ${scaleNote}`,
    [one, q.table, ...(q.placement ? [q.placement] : [])],
    'per-month',
  );
}

const countryLiving = new WeakMap<EngineData, Map<string, number>>();

/** One adult's living cost a month, the mean over the city's country's cities, in the city's currency. */
export function countryLivingCost(city: EngineCity, data: Pick<EngineData, 'cities'>): number {
  let byCountry = countryLiving.get(data as EngineData);
  if (!byCountry) {
    byCountry = new Map();
    countryLiving.set(data as EngineData, byCountry);
  }
  const known = byCountry.get(city.country);
  if (known !== undefined) return known;
  const same = data.cities.filter((c) => c.country === city.country && c.currency === city.currency);
  const mean = same.length
    ? same.reduce((sum, c) => sum + c.livingCostMonthly.value, 0) / same.length
    : city.livingCostMonthly.value;
  byCountry.set(city.country, mean);
  return mean;
}

/** Who lives on the money: the engine's person, or any caller's household (the figures API, comparisons). */
export interface HouseholdShape {
  bedrooms: number;
  householdScale: number;
  /** 1 or 2 (default 1). */
  adults?: number;
  children?: number;
  /** Children under school age in childcare (decision 0076); undefined: not asked. */
  youngChildren?: number;
  /**
   * The age of each child counted in `youngChildren` (decision 0232): each city then counts only those younger than
   * its country's school-start age. Absent, or not one per child: all of them count everywhere.
   */
  youngChildAges?: readonly number[];
  /** The main earner's role, for a public-sector pension scheme of the role (decision 0137). */
  roleId?: string;
  /**
   * A student living alone (decision 0233): the room in a shared home where the city has one is carried as the rent
   * while she studies (`studyRoomMonthly`); money left stays on the home of `bedrooms` (decision 0253).
   */
  inRoom?: boolean;
}

/** The household's net income in the city: the datasets' household rules, else single-filer nets summed. */
export function householdIncomeIn(
  city: EngineCity,
  earners: readonly number[],
  household: Pick<HouseholdShape, 'adults' | 'children' | 'youngChildren' | 'youngChildAges' | 'roleId'>,
  data: EngineData,
): HouseholdNetIncome {
  const adults = household.adults ?? 1;
  const children = household.children ?? 0;
  const roleId = household.roleId;
  if (data.householdNet)
    return data.householdNet({
      country: city.country,
      cityId: city.id,
      earners,
      adults,
      children,
      ...(household.youngChildren !== undefined && { youngChildren: household.youngChildren }),
      // Benefits by age take each known age's band (decision 0236).
      ...(household.youngChildAges && { childAges: household.youngChildAges }),
      ...(roleId && { roleId }),
    });
  const nets = earners.filter((g) => g > 0).map((g) => data.netSalary(city.country, g));
  const first = nets[0] ?? data.netSalary(city.country, 0);
  return {
    netAnnual: nets.reduce((s, n) => s + n.netAnnual, 0),
    childBenefitsAnnual: 0,
    basis: weakest(...nets.map((n) => n.basis), first.basis),
    source: first.source,
    year: Math.min(...nets.map((n) => n.year), first.year),
  };
}

/**
 * The household money model (issue 15): for a household in a city with the main earner's gross pay (and a working
 * partner's), all in the city's currency:
 * - net pay of both earners under the country's (and region's) tax rules, joint or separate as the country does;
 * - child benefits for the number of children;
 * - rent of the home the household needs (bedrooms), the newcomer figure of the datasets;
 * - living costs without rent for this household size and income (one adult's costs x its income quintile's spending
 *   over the mean where below it x the OECD-modified scale; decision 0135);
 * - money left = net pay + child benefits - rent - living costs;
 * - the checks against the household's net income (net pay + benefits): rent at most 30%, Dutch landlords' 3-4x
 *   gross (both earners' gross), Eurostat's 40% overburden line; and the warnings a person must see.
 * Pure: the same inputs and datasets give the same answer. The recommendations rank "affordable" cities by
 * `moneyLeftMonthly`.
 */
export function affordabilityIn(
  city: EngineCity,
  grossAnnual: MoneyFigure,
  asked: HouseholdShape,
  data: EngineData,
  partnerGrossAnnual?: MoneyFigure,
): Affordability {
  // The children who need a childcare place here: those younger than the country's school-start age (walk W514).
  const youngHere = youngChildrenIn(city.country, asked.youngChildren, asked.youngChildAges);
  const household: HouseholdShape =
    youngHere === asked.youngChildren ? asked : { ...asked, youngChildren: youngHere! };
  const partner = partnerGrossAnnual && partnerGrossAnnual.value > 0 ? partnerGrossAnnual : undefined;
  const adults = partner ? 2 : (household.adults ?? 1);
  const earners = [grossAnnual.value, ...(adults > 1 ? [partner?.value ?? 0] : [])];
  const income = householdIncomeIn(
    city,
    earners,
    {
      adults,
      children: household.children ?? 0,
      ...(household.youngChildren !== undefined && { youngChildren: household.youngChildren }),
      ...(asked.youngChildAges &&
        asked.youngChildAges.length === asked.youngChildren && { youngChildAges: asked.youngChildAges }),
      ...(household.roleId && { roleId: household.roleId }),
    },
    data,
  );
  // Net pay applies this year's tax rules to a pay figure that may be older: its year is the span (decision 0092).
  const payInputs = [income, grossAnnual, ...(partner ? [partner] : [])];
  const year = Math.min(...payInputs.map((f) => f.year));
  const payBasis = weakest(grossAnnual.basis, income.basis, ...(partner ? [partner.basis] : []));
  const netMonthly = composite(
    income.netAnnual / 12,
    city.currency,
    payBasis,
    `${income.source} applied to the gross pay`,
    payInputs,
    'per-month',
  );
  // Child benefits cite the child-benefit rules (their own source and year), not the income tax's (issue 15).
  const benefitSource = income.childBenefits;
  const benefits = money(
    income.childBenefitsAnnual / 12,
    city.currency,
    benefitSource ? (benefitSource.basis === 'estimate' ? 'estimate' : 'derived') : weakest(income.basis),
    income.childBenefitsAnnual > 0
      ? benefitSource
        ? benefitSource.source
        : `${income.source} (child benefits)`
      : 'No children in the household',
    income.childBenefitsAnnual > 0 && benefitSource ? benefitSource.year : year,
    'per-month',
  );
  // A typical premium is an estimate; the UK's automatic enrolment minimum and a public-sector scheme's tier are
  // official rates on the pay, derived like the net pay they come off (decisions 0127, 0137).
  const ruleOnPay =
    income.pensionStatutory || (income.pensionScheme !== undefined && !income.pensionSchemeEstimate);
  const pension =
    income.pensionAnnual && income.pensionAnnual > 0
      ? money(
          income.pensionAnnual / 12,
          city.currency,
          ruleOnPay ? payBasis : 'estimate',
          income.pensionSource ?? income.source,
          year,
          'per-month',
        )
      : undefined;
  // Each earner's part under its own rule and source when both pay one (walk W14, decision 0151).
  const pensionParts =
    pension && income.pensionParts
      ? income.pensionParts.map((part) => ({
          earner: part.earner,
          monthly: money(
            part.annual / 12,
            city.currency,
            part.statutory || (part.scheme !== undefined && !part.schemeEstimate) ? payBasis : 'estimate',
            part.source,
            year,
            'per-month',
          ),
          ...(part.statutory && { statutory: true }),
          ...(part.scheme && { scheme: part.scheme }),
        }))
      : undefined;
  const householdIncome = composite(
    netMonthly.value + benefits.value,
    city.currency,
    weakest(netMonthly.basis, benefits.basis),
    benefits.value > 0 ? 'net pay + child benefits' : 'net pay',
    [netMonthly, ...(benefits.value > 0 ? [benefits] : [])],
    'per-month',
  );
  const home = homeFor(city, household);
  const { rent, bedrooms } = home;
  const living = livingCostFor(
    city,
    household,
    { netMonthly: householdIncome.value, grossAnnual: earners.reduce((s, g) => s + Math.max(0, g), 0) },
    countryLivingCost(city, data),
  );
  // The Dutch allowances (zorgtoeslag, kinderopvangtoeslag) test the toetsingsinkomen: gross pay less the employee's
  // pension premium, which is withheld before tax and so not in the fiscal wage (walk W211: a nurse on EUR 41,000 with
  // EUR 1,860 of premium is tested at EUR 39,140, under the zorgtoeslag limit).
  const allowanceEarners =
    city.country === 'NL' && (income.pensionAnnual ?? 0) > 0
      ? [Math.max(0, earners.reduce((s, g) => s + Math.max(0, g), 0) - (income.pensionAnnual ?? 0))]
      : earners;
  const care = childcareIn(city, household, adults, partner !== undefined, allowanceEarners, data);
  const careValue = care.figure?.value ?? 0;
  const cover = healthCoverIn(city, adults, household.children ?? 0, allowanceEarners, data);
  const health = cover?.monthly;
  const left = composite(
    householdIncome.value - rent.value - living.value - (health?.value ?? 0) - careValue,
    city.currency,
    weakest(
      householdIncome.basis,
      rent.basis,
      living.basis,
      ...(health ? [health.basis] : []),
      ...(care.figure ? [care.figure.basis] : []),
    ),
    `${benefits.value > 0 ? 'net pay + child benefits' : 'net pay'} - rent - living costs${health ? ' - health insurance' : ''}${care.figure ? ' - childcare' : ''}`,
    [householdIncome, rent, living, ...(health ? [health] : []), ...(care.figure ? [care.figure] : [])],
    'per-month',
  );
  // Landlords screen the monthly pay on the payslip, not a twelfth of the year with its holiday pay and year-end
  // payments (walk W211: a Dutch nurse's EUR 41,000 is EUR 2,937 a month on the payslip, not 3,417).
  const grossMonthly =
    (payslipMonthly(grossAnnual.value, city.country, grossAnnual.source)?.amount ?? grossAnnual.value / 12) +
    (partner ? (payslipMonthly(partner.value, city.country)?.amount ?? partner.value / 12) : 0);
  const warnings: AffordabilityWarning[] = [];
  if (left.value < 0) warnings.push('money-left-negative');
  if (rent.value > householdIncome.value * EUROSTAT_OVERBURDEN) warnings.push('rent-over-40');
  return {
    cityId: city.id,
    currency: city.currency,
    grossAnnual,
    ...(partner && { partnerGrossAnnual: partner }),
    netMonthly,
    childBenefitsMonthly: benefits,
    ...(pension && { pensionMonthly: pension }),
    ...(pension && income.pensionStatutory && { pensionStatutory: true }),
    ...(pension && income.pensionScheme && { pensionScheme: income.pensionScheme }),
    ...(pensionParts && { pensionParts }),
    householdIncomeMonthly: householdIncome,
    rentMonthly: rent,
    ...(city.rentTenancy && { rentTenancy: city.rentTenancy }),
    bedrooms,
    // A student living alone: the room in a shared home while she studies, beside the money on the graduate's home
    // (decision 0253).
    ...(home.studyRoom && { studyRoomMonthly: home.studyRoom }),
    // A warm rent's parts: the net cold rent and the service and heating costs (decision 0233).
    ...(city.rentParts?.[bedrooms as 1] && {
      rentParts: {
        netColdMonthly: city.rentParts[bedrooms as 1]!.netCold,
        chargesMonthly: city.rentParts[bedrooms as 1]!.charges,
      },
    }),
    livingCostsMonthly: living,
    ...(cover && { healthInsuranceMonthly: cover.monthly, healthCover: cover }),
    ...(care.figure && { childcareMonthly: care.figure }),
    ...(care.status && { childcare: care.status }),
    rentShareOfNet: rentShareOfNet(householdIncome.value, rent.value),
    moneyLeftMonthly: left,
    checks: affordabilityChecks(grossMonthly, householdIncome.value, rent.value, city.country),
    warnings,
  };
}

/** The figure's value in the city's currency. */
function inCity(value: number, from: string, city: EngineCity, data: Pick<EngineData, 'rates'>): number {
  return from === city.currency ? value : convertValue(value, from, city.currency, data.rates);
}

/** The source of the Dutch household's net premium (decision 0106): a fixed text, its parts carry their own. */
export const DUTCH_NET_PREMIUM_SOURCE =
  "Nominal premium of the basic insurance for each adult (VWS rekenpremie 2025) less the zorgtoeslag for the household's gross pay less pension premiums, the toetsingsinkomen (Belastingdienst 2025)";

/**
 * Health cover in money left, decided here and carried in the result (`HealthCover`, decision 0106), by what the
 * country's net pay leaves to the household:
 * - the US (decision 0102): the employee's share of an employer plan's premium, single coverage for one person and
 *   family coverage for any larger household (`healthPremiums`);
 * - Switzerland (decision 0105): the compulsory basic insurance (KVG) bought per person, the average premium of each
 *   adult and each child, the city's canton where found, else national (`healthPremiumsPerPerson`);
 * - the Netherlands (decision 0106): the nominal premium of the basic insurance for each adult (children under 18 are
 *   insured free) less the zorgtoeslag for the household's gross pay (the toetsingsinkomen): the most up to the
 *   drempelinkomen, falling in a straight line to nil at the income limit (alone, or with a partner).
 * Elsewhere the statutory contribution is already in net pay (or health cover is not modelled) and nothing is taken.
 */
export function healthCoverIn(
  city: EngineCity,
  adults: number,
  children: number,
  earners: readonly number[],
  data: Pick<EngineData, 'rates'>,
): HealthCover | undefined {
  const perPerson = engineConstants.healthPremiumsPerPerson?.[city.country];
  if (perPerson) {
    const local = perPerson.cities[city.id] ?? perPerson;
    const premium = inCity(
      adults * local.adultMonthly + children * local.childMonthly,
      perPerson.currency,
      city,
      data,
    );
    const premiumFigure = money(premium, city.currency, local.basis, local.source, local.year, 'per-month');
    const rule = perPerson.allowance;
    if (!rule) return { kind: perPerson.kind, monthly: premiumFigure, adults, children };
    // The toetsingsinkomen: the household's gross pay a year (both earners), in the rule's currency.
    const gross = earners.reduce((s, g) => s + Math.max(0, g), 0);
    const income =
      rule.currency === city.currency ? gross : convertValue(gross, city.currency, rule.currency, data.rates);
    const annual = allowanceFor(rule, adults > 1, income);
    const allowance = money(
      inCity(annual / 12, rule.currency, city, data),
      city.currency,
      rule.basis,
      rule.source,
      rule.year,
      'per-month',
    );
    const net = Math.max(0, premiumFigure.value - allowance.value);
    const own = perPerson.ownRisk;
    // The asset test (decision 0119): shown with the allowance, not applied (the wizard asks no savings).
    const assetLimit = adults > 1 ? rule.assetLimitPartner : rule.assetLimitSingle;
    return {
      kind: perPerson.kind,
      // The household's result is derived from the official premium and allowance rules.
      monthly: composite(
        net,
        city.currency,
        'derived',
        DUTCH_NET_PREMIUM_SOURCE,
        [premiumFigure, allowance],
        'per-month',
      ),
      adults,
      children,
      premiumMonthly: premiumFigure,
      allowanceMonthly: allowance,
      ...(own && {
        ownRiskAnnual: money(
          inCity(own.annual, perPerson.currency, city, data),
          city.currency,
          own.basis,
          own.source,
          own.year,
          'per year',
        ),
      }),
      ...(assetLimit !== undefined && {
        allowanceAssetLimit: money(
          inCity(assetLimit, rule.currency, city, data),
          city.currency,
          rule.basis,
          rule.assetSource ?? rule.source,
          rule.year,
        ),
      }),
    };
  }
  const rule = engineConstants.healthPremiums?.[city.country];
  if (!rule) return undefined;
  const people = adults + children;
  const annual = people > 1 ? rule.familyAnnual : rule.singleAnnual;
  return {
    kind: rule.kind,
    monthly: money(
      inCity(annual, rule.currency, city, data) / 12,
      city.currency,
      rule.basis,
      rule.source,
      rule.year,
      'per-month',
    ),
    adults,
    children,
  };
}

/**
 * The Dutch zorgtoeslag a year for a household's toetsingsinkomen (decision 0106): the maximum up to the
 * drempelinkomen, nil from the income limit, in a straight line between (the Belastingdienst's normpremie rises by a
 * fixed share of income above the drempelinkomen). Within EUR 2 a month of the Belastingdienst's 2025 table (EUR 1
 * but just below the income limit).
 */
export function allowanceFor(
  rule: {
    maxSingleAnnual: number;
    maxPartnerAnnual: number;
    thresholdIncome: number;
    incomeLimitSingle: number;
    incomeLimitPartner: number;
  },
  withPartner: boolean,
  income: number,
): number {
  const max = withPartner ? rule.maxPartnerAnnual : rule.maxSingleAnnual;
  const limit = withPartner ? rule.incomeLimitPartner : rule.incomeLimitSingle;
  if (income >= limit) return 0;
  if (income <= rule.thresholdIncome) return max;
  return (max * (limit - income)) / (limit - rule.thresholdIncome);
}

/**
 * Childcare in money left (decision 0076): for a household with children, the net cost of a full-time place for each
 * child under school age where the city or country has an official rule; a couple with one earner is assumed to care
 * at home (no cost), a household that did not say how many children are young is not costed, and elsewhere the
 * status says childcare is not modelled.
 */
function childcareIn(
  city: EngineCity,
  household: HouseholdShape,
  adults: number,
  partnerWorks: boolean,
  earners: readonly number[],
  data: EngineData,
): { figure?: MoneyFigure; status?: Affordability['childcare'] } {
  if ((household.children ?? 0) <= 0) return {};
  const young = household.youngChildren;
  if (young === undefined) return { status: 'not-asked' };
  if (young <= 0) return { status: 'none' };
  if (adults > 1 && !partnerWorks) return { status: 'parent-at-home' };
  const rule = childcareRuleFor(city.country, city.id);
  if (!rule) return { status: 'not-modelled' };
  // The household's gross pay a year in the rule's currency (the city's, for every rule bundled).
  const gross = earners.reduce((s, g) => s + g, 0);
  const grossInRule =
    rule.currency === city.currency ? gross : convertValue(gross, city.currency, rule.currency, data.rates);
  const children = household.children ?? young;
  // Each earner's gross pay in the rule's currency: England's funded hours test every parent's (decision 0207).
  const each = earners.map((g) =>
    rule.currency === city.currency ? g : convertValue(g, city.currency, rule.currency, data.rates),
  );
  const cost = childcareCost(rule, Math.min(young, children), grossInRule, Math.max(young, children), each);
  const monthly =
    cost.currency === city.currency
      ? cost.monthly
      : convertValue(cost.monthly, cost.currency, city.currency, data.rates);
  return {
    figure: money(monthly, city.currency, cost.basis, cost.source, cost.year, 'per-month'),
    status: 'included',
  };
}
