import {
  DATASET_VERSION,
  cityCostOfLiving,
  cityPlannerRent,
  cityRoomRent,
  rentTenancy,
  cityScore,
  citySalary,
  listCities,
  listCourses,
  listRoles,
  listSkills,
  householdNetPay,
  netAnnualSalary,
  roleSalaryInCity,
  salaryBandsUS,
  CITY_SCORES,
  ROLE_FAMILIES,
} from '../datasets/index';
import { FIGURE_SOURCE_MAX, type MoneyFigure } from '../contracts/figure';
import { engineConstants } from '../datasets/constants';
import type { EngineCity, EngineData, EngineRole, HouseholdNetIncome, HouseholdNetInput } from './data';
import type { HouseholdNet } from '../datasets/tax';
import { EXCHANGE_RATES } from './exchange-rates';
import { placesDataset } from '../datasets/places';
import { permitsDataset } from '../datasets/permits';
import { money } from './money';
import { fromLevelOf } from './ladders';
import { languageCodeOf } from '../text/language-codes';

/**
 * Monthly living costs of one adult without rent at the EU27 price level (index 100), euros. An estimate: Eurostat's
 * household final consumption expenditure per head in the EU27 (about EUR 19,000 a year in 2023) without housing,
 * water and energy (COICOP 04, about a quarter), per month, rounded. A city's figure is this x its cost-of-living
 * index / 100, converted to its currency.
 */
export const EU27_LIVING_COST_EUR = engineConstants.livingCost.eu27MonthlyEur;
const LIVING_SOURCE =
  'Thrive estimate: EU27 consumption per head without housing (Eurostat) x city cost-of-living index';

const JOB_ZONE_YEARS: Record<number, number> = { 1: 0, 2: 0, 3: 2, 4: 4, 5: 6 };

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'company';

/** The project's bundled datasets in the engine's shape (built once, on first use). */
/**
 * The source of a pension line (a Dutch template exists), the same in the analysis and the API: its own where the rule
 * gives one (the UK's automatic enrolment minimum, decision 0127), else a typical occupational pension premium's.
 */
export const pensionSource = (line: { name: string; source?: string }): string =>
  (line.source ?? `Typical occupational pension premium: ${line.name}`).slice(0, 300);

/** The pension part of the engine's household income: the amount, its source and whether it is the law's minimum. */
function pensionOf(
  line: HouseholdNet['lines'][number] | undefined,
  amount: number,
): Pick<
  HouseholdNetIncome,
  'pensionAnnual' | 'pensionSource' | 'pensionStatutory' | 'pensionScheme' | 'pensionSchemeEstimate'
> {
  return {
    pensionAnnual: amount,
    pensionSource: pensionSource(line ?? { name: 'estimate' }),
    ...(line?.statutory && { pensionStatutory: true }),
    ...(line?.scheme && { pensionScheme: line.scheme }),
    ...(line?.scheme && line.basis === 'estimate' && { pensionSchemeEstimate: true }),
  };
}

/**
 * Each earner's pension part when both pay one (walk W14, decision 0151): a teacher's scheme and the partner's
 * automatic enrolment minimum are two contributions under two rules, not one scheme's.
 */
function pensionPartsOf(h: HouseholdNet): HouseholdNetIncome['pensionParts'] {
  const parts = ([0, 1] as const).flatMap((person) => {
    const lines = h.lines.filter((l) => l.kind === 'pension' && l.person === person);
    const annual = lines.reduce((s, l) => s + l.amount, 0);
    const line = lines[0];
    if (!line || annual <= 0) return [];
    return [
      {
        earner: person === 0 ? ('self' as const) : ('partner' as const),
        annual,
        source: pensionSource(line),
        ...(line.statutory && { statutory: true }),
        ...(line.scheme && { scheme: line.scheme }),
        ...(line.scheme && line.basis === 'estimate' && { schemeEstimate: true }),
      },
    ];
  });
  return parts.length > 1 ? parts : undefined;
}

/** The engine's view of a household's net pay: the income-tax source for the pay, the child-benefit rules' for benefits. */
export function householdNetIncome(h: HouseholdNet): HouseholdNetIncome {
  const pensionParts = h.pension > 0 ? pensionPartsOf(h) : undefined;
  return {
    netAnnual: h.netPay,
    childBenefitsAnnual: h.childBenefits,
    ...(h.childBenefits > 0 && { childBenefits: h.childBenefitSource }),
    ...(h.pension > 0 &&
      pensionOf(
        h.lines.find((l) => l.kind === 'pension'),
        h.pension,
      )),
    ...(pensionParts && { pensionParts }),
    basis: h.basis,
    // Every tax source (the national rules and the region's, decision 0143), not the child-benefit rules'.
    source: h.sources
      .filter((s) => s !== h.childBenefitSource.source)
      .join('; ')
      .slice(0, 300),
    year: h.year,
  };
}

/**
 * The engine's household net pay input mapped onto the tax rules' (`householdNetPay`), and its answer as the engine
 * sees it: the one mapping, for the bundled engine data and the figures API's Singapore residency alike.
 */
export function householdNetFor(
  { country, cityId, earners, adults, children, youngChildren, childAges, roleId }: HouseholdNetInput,
  residency?: 'newcomer' | 'citizen',
): HouseholdNetIncome {
  return householdNetIncome(
    householdNetPay({
      countryCode: country,
      cityId,
      earners,
      adults,
      children,
      ...(youngChildren !== undefined && { youngChildren }),
      ...(childAges && { childAges }),
      ...(residency && { residency }),
      ...(roleId && { roleId }),
    }),
  );
}

/** Household nets already worked out (decision 0206): bounded, emptied when full; frozen, as callers share them. */
const householdNets = new Map<string, HouseholdNetIncome>();
const HOUSEHOLD_NETS_MAX = 4096;

/** The net and its own parts frozen (not the rules' source objects it names, which belong to the datasets). */
function frozen(net: HouseholdNetIncome): HouseholdNetIncome {
  if (net.pensionParts) {
    for (const part of net.pensionParts) Object.freeze(part);
    Object.freeze(net.pensionParts);
  }
  return Object.freeze(net);
}

export function bundledEngineData(): EngineData {
  const cities: EngineCity[] = listCities().map((c) => {
    const cost = cityCostOfLiving(c);
    const perEuro = c.currency === 'EUR' ? 1 : (EXCHANGE_RATES[c.currency]?.perEuro ?? 1);
    const rentByBedrooms: EngineCity['rentByBedrooms'] = {};
    for (const b of [1, 2, 3, 4] as const)
      rentByBedrooms[b] = asMoney(cityPlannerRent(c, b), c.currency, 'per-month');
    return {
      id: c.id,
      name: c.name,
      country: c.countryCode,
      currency: c.currency,
      lat: c.lat,
      lng: c.lng,
      population: c.population,
      isEuropean: c.european,
      languages: c.languages.map(languageCode),
      englishBand: c.english,
      climate: c.climate,
      coastal: c.coastal,
      mountains: c.mountains,
      techHub: c.techHub,
      costIndex: cost,
      livingCostMonthly: money(
        ((EU27_LIVING_COST_EUR * c.costOfLiving) / 100) * perEuro,
        c.currency,
        'estimate',
        LIVING_SOURCE,
        Math.min(cost.year, 2023),
        'per-month',
      ),
      rentByBedrooms,
      rentTenancy: rentTenancy(c),
      ...(c.rentCharges && {
        rentParts: Object.fromEntries(
          ([1, 2, 3, 4] as const).map((b) => [
            b,
            { netCold: c.rent[b - 1]!, charges: c.rentCharges!.charges[b - 1]! },
          ]),
        ),
      }),
      ...(cityRoomRent(c) && { roomRent: asMoney(cityRoomRent(c)!, c.currency, 'per-month') }),
      salaryByFamily: Object.fromEntries(
        ROLE_FAMILIES.filter((f) => c.salaries[f] !== undefined).map((f) => [
          f,
          asMoney(citySalary(c, f), c.currency),
        ]),
      ),
      quality: Object.fromEntries(CITY_SCORES.map((k) => [k, cityScore(c, k)])),
      industries: c.industries,
      highlights: c.highlights,
      employers: Object.entries(c.employers).flatMap(([industry, names]) =>
        (names ?? []).map((name) => ({
          id: slug(name),
          name,
          industry: industry as EngineCity['industries'][number],
        })),
      ),
    };
  });

  const roles: EngineRole[] = listRoles().map((r) => {
    const bands = salaryBandsUS(r);
    const holland = r.hollandCode ?? '';
    const interests: EngineRole['interests'] = {};
    [...holland].forEach((code, i) => {
      if ('RIASEC'.includes(code)) interests[code as 'R'] = 3 - i;
    });
    return {
      id: r.id,
      title: r.title,
      family: r.family,
      onetCode: r.onetCode,
      industries: r.industries,
      skills: r.skills.map((s) => ({
        skillId: s.skillId,
        importance: ((s.importance - 1) / 4) * 100,
        ...(s.origin && { origin: s.origin }),
      })),
      salaryBands: Object.fromEntries(bands.map((b) => [b.level, asMoney(b.median, 'USD')])),
      growth: r.growth ?? {
        value: 0,
        basis: 'estimate',
        source: 'No BLS projection for this role',
        year: 2024,
        unit: '%',
      },
      ...(r.annualOpenings && { openings: r.annualOpenings }),
      wefFastGrowing: r.wefFastestGrowing !== undefined,
      ...(holland && { interests }),
      ...(r.jobZone !== undefined && { educationYears: JOB_ZONE_YEARS[r.jobZone] ?? 2 }),
      ...(r.entryEducation === 'Doctoral or professional degree' && { ownDegree: true }),
      ...(fromLevelOf(r.isco08, r.workExperience) && { from: fromLevelOf(r.isco08, r.workExperience) }),
    };
  });

  return {
    version: DATASET_VERSION,
    cities,
    roles,
    skills: listSkills(),
    courses: listCourses().map((c) => ({
      id: c.id,
      title: c.title,
      provider: c.provider,
      url: c.url,
      type: 'course',
      skills: c.skills,
      level: c.level,
      ...(c.durationHours !== null && { hours: c.durationHours }),
      free: c.cost === 'free',
      ...(c.origin === 'curated' && { curated: true }),
    })),
    netSalary: (country, gross) => {
      const net = netAnnualSalary(country, gross);
      return { netAnnual: net.value, basis: net.basis, source: net.source, year: net.year };
    },
    householdNet: (input) => {
      // The same household in the same city is taxed many times: by every analysis of a role's pay there, and within
      // one analysis for each path step and scenario (decision 0206). The rules are pure over the bundled datasets.
      const { country, cityId, earners, adults, children, youngChildren, childAges, roleId } = input;
      const key = `${country}|${cityId}|${earners.join(',')}|${adults}|${children}|${youngChildren ?? ''}|${childAges?.join(',') ?? ''}|${roleId ?? ''}`;
      let net = householdNets.get(key);
      if (net === undefined) {
        net = frozen(householdNetFor(input));
        if (householdNets.size >= HOUSEHOLD_NETS_MAX) householdNets.clear();
        householdNets.set(key, net);
      }
      return net;
    },
    roleSalary: (roleId, level, cityId) => {
      const figure = roleSalaryInCity(roleId, level, cityId);
      return figure ? asMoney(figure, figure.currency ?? 'EUR') : undefined;
    },
    rates: EXCHANGE_RATES,
    places: placesDataset(),
    permits: permitsDataset,
  };
}

function asMoney(
  figure: {
    value: number;
    basis: MoneyFigure['basis'];
    source: string;
    year: number;
    currency?: string;
    unit?: string;
  },
  currency: string,
  unit?: string,
): MoneyFigure {
  return {
    value: figure.value,
    basis: figure.basis,
    // A city figure's citation may be composed (a rent's source; how a size was derived: decisions 0122 and 0204): kept
    // whole up to a figure's limit, or it cannot be shown in Dutch (decision 0163).
    source: figure.source.slice(0, FIGURE_SOURCE_MAX),
    year: figure.year,
    currency: figure.currency ?? currency,
    ...((unit ?? figure.unit) && { unit: (unit ?? figure.unit)!.slice(0, 40) }),
  };
}

/** A language name of the city data as its code; an unknown name keeps its first two letters (a test holds none). */
const languageCode = (name: string) => languageCodeOf(name) ?? name.toLowerCase().slice(0, 2);
