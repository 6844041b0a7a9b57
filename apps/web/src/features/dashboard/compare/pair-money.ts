import { useQuery, type QueryClient } from '@tanstack/react-query';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { useMemo } from 'react';
import { getRole } from '@thrive/core/datasets/index';
import type { ExperienceLevel } from '@thrive/core/contracts/enums';
import type { Affordability } from '@thrive/core/contracts/analysis-result';
import type { CityFigures } from '@thrive/core/contracts/figures';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import {
  cityComparison,
  comparisonCityOptions,
  defaultComparedCities,
  householdOfRequest,
  ownPayEntry,
  pairOwnPay,
  partnerGrossInCity,
  type OwnPayEntry,
  type PredictionHousehold,
} from '@thrive/core/rules/comparison';
import { assumedLanguages, personLanguages } from '@thrive/core/engine/languages';
import { cityName } from '@thrive/core/text/names';
import { fetchCityFigures, type CityFiguresParams } from '@/lib/api/figures';
import { queryKeys } from '@/lib/query-keys';
import { useHousehold } from '../affordability/use-household';
import { useDashboard, type DashboardState } from '../state';
import { exportedPicks, useSyncedPicks } from './synced-picks';

/**
 * The two cities the person compares (their picks kept per analysis, with their account when they have one, else
 * where they live now against their best match; walk F22, decisions 0092 and 0101), for the Compare tab, the report
 * and the export alike. `problem` says when the account could not be read or written (the picks stay on screen).
 */
export function useComparedPair() {
  const { result, record, user } = useDashboard();
  const defaults = defaultComparedCities(result);
  const { a, b, picked, set, problem, retry } = useSyncedPicks(record?.id, user, defaults, isComparable);
  return { a, b, picked, defaults, set, problem, retry };
}

let comparable: Set<string> | null = null;
function isComparable(id: string) {
  comparable ??= new Set(comparisonCityOptions().map((c) => c.id));
  return comparable.has(id);
}

/** One compared city's money as the report and the export give it (each figure with basis, source and year). */
export interface ComparedCityMoney {
  cityId: string;
  name: string;
  salary: MoneyFigure;
  livingCosts: MoneyFigure;
  rent: MoneyFigure;
  bedrooms: number;
  moneyLeft: MoneyFigure;
  /** From the figures API: whose pay the salary and money left are (decisions 0089, 0129). */
  pay?: 'current' | 'scaled' | 'role';
}

/**
 * The pair's money as Compare shows it: the figures API's for the person's role and household when both cities
 * answered, else the bundled core's (pay for the role family, one adult's living costs).
 */
export function pairMoney(
  pair: Pick<ReturnType<typeof useCityPairFigures>, 'A' | 'B' | 'apiA' | 'apiB'>,
  affordability: Affordability[] | undefined,
): { from: 'figures-api' | 'bundled-core'; cities: ComparedCityMoney[] } | null {
  const { A, B, apiA, apiB } = pair;
  if (!A || !B) return null;
  if (apiA && apiB) {
    const own = pairOwnPay(affordability, A.cityId, B.cityId);
    const one = (c: NonNullable<typeof A>, f: CityFigures): ComparedCityMoney => {
      const m = apiMoneyFor(f, own);
      return {
        cityId: c.cityId,
        name: c.name,
        salary: m.salary,
        livingCosts: m.living,
        rent: m.rent,
        bedrooms: f.bedrooms,
        moneyLeft: m.moneyLeft,
        pay: own(c.cityId)?.payOrigin ?? 'role',
      };
    };
    return { from: 'figures-api', cities: [one(A, apiA), one(B, apiB)] };
  }
  const one = (c: NonNullable<typeof A>) => ({
    cityId: c.cityId,
    name: c.name,
    salary: c.salary,
    livingCosts: c.costOfLiving,
    rent: c.rent,
    bedrooms: c.bedrooms,
    moneyLeft: c.moneyLeft,
  });
  return { from: 'bundled-core', cities: [one(A), one(B)] };
}

/** The inputs of the pair's figures that come from the person's analysis and answers. */
function pairInputs(result: DashboardState['result'], household: PredictionHousehold | undefined) {
  const first = result?.predictions['0-3'];
  const family = first ? getRole(first.career.roleId)?.family : undefined;
  const bedrooms = first?.lifestyle.bedrooms ?? 1;
  const paramsOf = (id: string) =>
    first ? figuresParams(id, first.career.roleId, first.career.level, household, bedrooms) : null;
  return { first, family, bedrooms, paramsOf };
}

/**
 * The compared cities for the JSON export, read when the person exports: their picks (else Compare's first
 * choice) with the same money as the Compare tab, in the viewer's language.
 */
export async function comparedCitiesForExport(
  state: Pick<DashboardState, 'result' | 'record' | 'answers' | 'locale' | 'user'>,
  queryClient: QueryClient,
) {
  const picked = await exportedPicks(state.record?.id, state.user, queryClient, isComparable);
  const [a, b] = picked ?? defaultComparedCities(state.result);
  const mapped = mapAnswersToRequest(state.answers);
  const household = mapped.ok ? householdOfRequest(mapped.request) : undefined;
  const { family, bedrooms, paramsOf } = pairInputs(state.result, household);
  // As the plan counted them (decision 0245): the language where they live when they named none.
  const languageInput = {
    locale: languageLocale(state.result, state.locale),
    languages: state.answers?.languages,
    assumed: state.result?.assumedLanguages,
  };
  const languages = personLanguages(languageInput);
  const assumed = assumedLanguages(languageInput);
  const compare = (id: string) => {
    const c = cityComparison(id, { family, bedrooms, languages, assumedLanguages: assumed });
    return c && { ...c, name: cityName(id, state.locale, c.name) };
  };
  const fetchOne = async (id: string) => {
    const params = paramsOf(id);
    if (!params) return undefined;
    try {
      return await queryClient.fetchQuery({
        queryKey: queryKeys.cityFigures(id, figuresKey(params)),
        queryFn: () => fetchCityFigures(id, params),
        staleTime: FIGURES_STALE_MS,
        retry: false,
      });
    } catch {
      return undefined;
    }
  };
  const [apiA, apiB] = await Promise.all([fetchOne(a), fetchOne(b)]);
  const money = pairMoney({ A: compare(a), B: compare(b), apiA, apiB }, state.result?.affordability);
  return money && { picked: picked !== null, ...money };
}

export type ComparedCitiesExport = Awaited<ReturnType<typeof comparedCitiesForExport>>;

/**
 * The language the person is taken to speak besides those they gave (core `personLanguages`): the one their plan was
 * made in, as the engine took it (decision 0201), else the page's.
 */
const languageLocale = (result: DashboardState['result'] | undefined, locale: DashboardState['locale']) =>
  result?.locale ?? locale;

const FIGURES_STALE_MS = 60 * 60 * 1000;
const figuresKey = (params: CityFiguresParams | null) =>
  params ? new URLSearchParams(params as Record<string, string>).toString() : '';

/**
 * The money and the bars of two cities for the person: pay for their predicted role, living costs, rent and money
 * left from the open figures API for their household once both cities have answered (`api`); until then (or without
 * an analysis) from the same rules in the bundled core (`A`, `B`).
 */
export function useCityPairFigures(a: string, b: string) {
  const { result, locale, answers, detail, reloadDetail } = useDashboard();
  // Cultural fit's language part uses the person's languages, as the predictions do: with the language the plan was
  // made in, not the one the page is read in (walk W307: switching the site to Dutch moved Lausanne's fit 52% -> 47%).
  const planLocale = languageLocale(result, locale);
  // The language where they live, when they named none, as the plan counted it (decision 0245).
  const planAssumed = result?.assumedLanguages;
  const { languages, assumed } = useMemo(() => {
    const input = { locale: planLocale, languages: answers?.languages, assumed: planAssumed };
    return { languages: personLanguages(input), assumed: assumedLanguages(input) };
  }, [planLocale, answers?.languages, planAssumed]);
  const household = useHousehold();
  const { first, family, bedrooms, paramsOf } = pairInputs(result, household);
  // The city's name in the viewer's language ('Keulen'), everywhere the comparison shows it.
  const compare = (id: string) => {
    const c = cityComparison(id, { family, bedrooms, languages, assumedLanguages: assumed });
    return c && { ...c, name: cityName(id, locale, c.name) };
  };
  const A = useMemo(() => compare(a), [a, family, bedrooms, locale, languages, assumed]); // eslint-disable-line react-hooks/exhaustive-deps
  const B = useMemo(() => compare(b), [b, family, bedrooms, locale, languages, assumed]); // eslint-disable-line react-hooks/exhaustive-deps
  const queryA = useCityFigures(a, paramsOf(a));
  const queryB = useCityFigures(b, paramsOf(b));
  const apiA = queryA.data;
  const apiB = queryB.data;
  const ownPay = pairOwnPay(result?.affordability, a, b);
  const api = apiA && apiB ? { a: apiMoneyFor(apiA, ownPay), b: apiMoneyFor(apiB, ownPay) } : null;
  // A person with a plan sees its money only (walk W404): while the plan or the figures API's answers are on their
  // way the money rows wait, and a failed read says so with a way to try again; the bundled core's figures (the role
  // family's pay, one adult) are for a visitor without a plan.
  const money: PairMoneyState =
    detail === 'none' || (detail === 'ready' && !first)
      ? 'bundled'
      : api
        ? 'ready'
        : detail === 'error' || queryA.isError || queryB.isError
          ? 'failed'
          : 'loading';
  const retryMoney = () => {
    if (detail === 'error') reloadDetail();
    if (queryA.isError) void queryA.refetch();
    if (queryB.isError) void queryB.refetch();
  };
  // Where the analysis had the person's own pay for one city only, both are on the role's typical pay: that city's
  // own-pay entry (shown beside the table, so the person still sees their money today; decision 0164).
  const setAside =
    ownPay(a) || ownPay(b)
      ? undefined
      : (ownPayEntry(result?.affordability, a) ?? ownPayEntry(result?.affordability, b));
  return { A, B, apiA, apiB, api, first, ownPay, setAside, money, retryMoney };
}

/**
 * Where Compare's money rows stand: the figures API's for the person's plan ('ready'), on their way ('loading'), not
 * read ('failed'), or the bundled core's for a visitor without a plan ('bundled').
 */
export type PairMoneyState = 'ready' | 'loading' | 'failed' | 'bundled';

function figuresParams(
  cityId: string,
  role: string,
  level: ExperienceLevel,
  household: PredictionHousehold | undefined,
  bedrooms: number,
): CityFiguresParams {
  const partnerGross = household ? partnerGrossInCity(cityId, role, level, household) : 0;
  const young =
    household?.youngChildren !== undefined
      ? Math.min(5, household.children, household.youngChildren)
      : undefined;
  // The children's ages, one per child counted (decision 0232), as the plan's money left counts them.
  const ages = household?.youngChildAges;
  return {
    role,
    level,
    adults: household?.adults ?? 1,
    children: Math.min(5, household?.children ?? 0),
    ...(household?.youngChildren !== undefined && {
      youngChildren: Math.min(5, household.children, household.youngChildren),
    }),
    ...(young !== undefined &&
      ages !== undefined &&
      ages.length === young &&
      young > 0 && {
        youngChildAges: ages.map((age) => Math.min(17, Math.max(0, Math.round(age)))).join(','),
      }),
    ...(partnerGross > 0 && { partnerGross }),
    bedrooms: Math.min(4, Math.max(1, bedrooms)),
    // A student living alone: the room while she studies where the city has one, beside money on the graduate's home,
    // as the plan (decisions 0233, 0253; the household's rule, householdOfRequest).
    ...(household?.inRoom && { room: 'true' as const }),
  };
}

/** One city's figures from GET /api/figures/cities/{cityId} (no data while loading, on failure or without params). */
function useCityFigures(cityId: string, params: CityFiguresParams | null) {
  return useQuery({
    queryKey: queryKeys.cityFigures(cityId, figuresKey(params)),
    queryFn: () => fetchCityFigures(cityId, params!),
    enabled: params !== null,
    staleTime: FIGURES_STALE_MS,
    retry: 1,
  });
}

/**
 * `apiMoney` with the analysis' own pay (or own pay scaled) where the pair uses it (decisions 0089, 0129): its pay,
 * living costs, rent and money left together, so the money-left row adds up with the rows above it and the
 * affordability card below gives the same living costs (decision 0164: the living costs follow the pay's quintile).
 */
function apiMoneyFor(f: CityFigures, ownPay: (cityId: string) => OwnPayEntry | undefined) {
  const m = apiMoney(f);
  const own = ownPay(f.cityId);
  return own
    ? {
        ...m,
        salary: roundedFigure(own.grossAnnual),
        ...(own.livingCostsMonthly && { living: roundedFigure(own.livingCostsMonthly) }),
        rent: roundedFigure(own.rentMonthly),
        moneyLeft: roundedFigure(own.moneyLeftMonthly),
      }
    : m;
}

/** One figure of the API as a money figure (in the city's currency where it names none), its years kept. */
function moneyOf(x: CityFigures['salary'], currency: string): MoneyFigure {
  return {
    value: x.value,
    currency: x.currency ?? currency,
    basis: x.basis,
    source: x.source,
    year: x.year,
    ...(x.yearTo && { yearTo: x.yearTo }),
  };
}

/** The rent money left is on: the home of the answer's bedrooms, for a student too (decision 0253). */
function homeRentOf(f: CityFigures): CityFigures['salary'] {
  return f.rent[String(f.bedrooms) as '1' | '2' | '3' | '4'] ?? f.rent['1']!;
}

/** The figures API's money in each city's own currency (the rows convert for the person; decision 0034). */
function apiMoney(f: CityFigures) {
  const m = (x: CityFigures['salary']): MoneyFigure => roundedFigure(moneyOf(x, f.currency));
  return {
    salary: m(f.salary),
    living: m(f.livingCosts),
    // The household's home, as the affordability card and the money-left row (not always 4 bedrooms): for a student
    // too the home a working graduate rents, so both cities stand on the same home (decision 0253).
    rent: m(homeRentOf(f)),
    moneyLeft: m(f.moneyLeft),
    // A student's room while she studies, where the city has a room figure (decision 0253).
    ...(f.roomRent && { studyRoom: m(f.roomRent) }),
  };
}

/** A figures API answer as the analysis' affordability entry, for the card (the same household money model). */
export function affordabilityFromApi(f: CityFigures): Affordability {
  const m = (x: CityFigures['salary']): MoneyFigure => moneyOf(x, f.currency);
  const rent = homeRentOf(f);
  const { rentShareOfNet, ...checks } = f.checks;
  return {
    cityId: f.cityId,
    currency: f.currency,
    grossAnnual: m(f.salary),
    ...(f.partnerSalary && { partnerGrossAnnual: m(f.partnerSalary) }),
    netMonthly: m(f.netMonthly),
    // The pension taken from net pay, its own line on the card as on the plan's (walk W802, decision 0262).
    ...(f.pension && { pensionMonthly: m(f.pension) }),
    ...(f.pensionStatutory && { pensionStatutory: true }),
    ...(f.pensionScheme && { pensionScheme: f.pensionScheme }),
    ...(f.pensionParts && {
      pensionParts: f.pensionParts.map((part) => ({ ...part, monthly: m(part.monthly) })),
    }),
    childBenefitsMonthly: m(f.childBenefits),
    householdIncomeMonthly: {
      ...m(f.netMonthly),
      value: f.netMonthly.value + f.childBenefits.value,
      source: f.childBenefits.value > 0 ? 'net pay + child benefits' : 'net pay',
    },
    rentMonthly: m(rent),
    rentTenancy: f.rentTenancy,
    bedrooms: f.bedrooms,
    ...(f.roomRent && { studyRoomMonthly: m(f.roomRent) }),
    livingCostsMonthly: m(f.livingCosts),
    ...(f.healthInsurance && { healthInsuranceMonthly: m(f.healthInsurance) }),
    ...(f.healthCover && {
      healthCover: {
        kind: f.healthCover.kind,
        monthly: m(f.healthCover.monthly),
        adults: f.healthCover.adults,
        children: f.healthCover.children,
        ...(f.healthCover.premiumMonthly && { premiumMonthly: m(f.healthCover.premiumMonthly) }),
        ...(f.healthCover.allowanceMonthly && { allowanceMonthly: m(f.healthCover.allowanceMonthly) }),
        ...(f.healthCover.ownRiskAnnual && { ownRiskAnnual: m(f.healthCover.ownRiskAnnual) }),
      },
    }),
    ...(f.childcare && { childcareMonthly: m(f.childcare) }),
    ...(f.childcareStatus && { childcare: f.childcareStatus }),
    rentShareOfNet,
    moneyLeftMonthly: m(f.moneyLeft),
    checks,
    warnings: f.warnings,
  };
}

function roundedFigure(figure: MoneyFigure): MoneyFigure {
  return { ...figure, value: Math.round(figure.value) };
}
