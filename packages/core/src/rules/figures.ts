import type {
  CityFigures,
  CityFiguresQuery,
  FiguresErrorCode,
  NetPayFigures,
  NetPayQuery,
  ApiFigure,
} from '../contracts/figures';
import { FIGURE_SOURCE_MAX, type MoneyFigure } from '../contracts/figure';
import { cityTenantRent, getCity, listCities, listRoles, rentTenancy } from '../datasets/index';
import { householdNetPay } from '../datasets/tax';
import { engineConstants } from '../datasets/constants';
import { affordabilityIn } from '../engine/affordability';
import { bundledEngineData, householdNetFor, pensionSource } from '../engine/bundled';
import type { EngineData } from '../engine/data';
import { money, round } from '../engine/money';
import { bedroomsFor } from '../engine/profile';
import { salaryIn } from '../engine/roles';

/**
 * The figures API's answers (issue 15), computed by the core from the bundled datasets with the same household
 * money model as the analysis. Pure: the same query and dataset version give the same answer.
 */

/** The role of /cities/{cityId} when the query names none. */
export const DEFAULT_FIGURES_ROLE = 'data-scientist';

let data: EngineData | null = null;
const engineData = () => (data ??= bundledEngineData());

export type FiguresResult<T> =
  { ok: true; value: T } | { ok: false; code: FiguresErrorCode; message: string };

const fail = (code: FiguresErrorCode, message: string) => ({ ok: false as const, code, message });

/** A money figure in the API's shape: value rounded to whole units, currency, basis, source, year, unit. */
function api(
  f:
    | MoneyFigure
    | {
        value: number;
        currency?: string;
        basis: ApiFigure['basis'];
        source: string;
        year: number;
        yearTo?: number;
        unit?: string;
      },
): ApiFigure {
  return {
    value: round(f.value, 0),
    ...(f.currency && { currency: f.currency }),
    basis: f.basis,
    source: f.source.slice(0, FIGURE_SOURCE_MAX),
    year: f.year,
    ...(f.yearTo && { yearTo: f.yearTo }),
    ...(f.unit && { unit: f.unit.slice(0, 40) }),
  };
}

export function figureCityList() {
  return listCities().map((c) => ({
    id: c.id,
    name: c.name,
    country: c.countryCode,
    currency: c.currency,
    rentTenancy: rentTenancy(c),
  }));
}

export function figureRoleList() {
  return listRoles().map((r) => ({ id: r.id, name: r.title, family: r.family }));
}

const householdScale = (adults: number, children: number) => {
  const s = engineConstants.equivalenceScale;
  return s.firstAdult + s.otherAdult * (adults - 1) + s.child * children;
};

/** GET /api/figures/cities/{cityId}: pay, net pay, rents, living costs, benefits, money left and the checks. */
export function cityFiguresFor(cityId: string, q: CityFiguresQuery): FiguresResult<CityFigures> {
  const d = engineData();
  const city = d.cities.find((c) => c.id === cityId);
  const raw = getCity(cityId);
  if (!city || !raw) return fail('UNKNOWN_CITY', `No city with id ${cityId}.`);
  const roleId = q.role ?? DEFAULT_FIGURES_ROLE;
  const role = d.roles.find((r) => r.id === roleId);
  if (!role) return fail('UNKNOWN_ROLE', `No role with id ${roleId}.`);
  const adults = q.partnerGross > 0 ? 2 : q.adults;
  if (q.youngChildren !== undefined && q.youngChildren > q.children)
    return fail('VALIDATION_FAILED', 'youngChildren cannot be more than children.');
  const ages = q.youngChildAges?.split(',').map(Number);
  if (ages && ages.length !== q.youngChildren)
    return fail('VALIDATION_FAILED', 'youngChildAges needs one age for each child counted in youngChildren.');
  if (ages?.some((age) => age > 17))
    return fail('VALIDATION_FAILED', 'youngChildAges are ages of children, 0 to 17.');
  const bedrooms = q.bedrooms ?? (q.children > 0 ? bedroomsFor('family', q.children) : 1);
  const salary = salaryIn(city, role, q.level, d);
  const partner =
    q.partnerGross > 0
      ? money(
          q.partnerGross,
          city.currency,
          'estimate',
          "The caller's partner pay",
          salary.year,
          'per year, gross',
        )
      : undefined;
  const scale = householdScale(adults, q.children);
  const a = affordabilityIn(
    city,
    salary,
    {
      bedrooms,
      householdScale: scale,
      adults,
      children: q.children,
      ...(q.youngChildren !== undefined && { youngChildren: q.youngChildren }),
      ...(ages && { youngChildAges: ages }),
      ...(q.room === 'true' && { inRoom: true }),
      roleId: role.id,
    },
    withResidency(d, q.residency),
    partner,
  );
  const rent = Object.fromEntries(
    ([1, 2, 3, 4] as const)
      .filter((b) => city.rentByBedrooms[b])
      .map((b) => [String(b), api(city.rentByBedrooms[b]!)]),
  ) as CityFigures['rent'];
  const tenant = ([1, 2, 3, 4] as const)
    .map((b) => [b, cityTenantRent(raw, b)] as const)
    .filter((x): x is readonly [1 | 2 | 3 | 4, NonNullable<ReturnType<typeof cityTenantRent>>] => !!x[1]);
  return {
    ok: true,
    value: {
      cityId: city.id,
      name: city.name,
      country: city.country,
      currency: city.currency,
      roleId: role.id,
      level: q.level,
      adults,
      children: q.children,
      bedrooms: a.bedrooms,
      // The room while a student studies (decision 0253): beside money left, not in it.
      ...(a.studyRoomMonthly && { roomRent: api(a.studyRoomMonthly) }),
      salary: api(salary),
      ...(partner && { partnerSalary: api(partner) }),
      netMonthly: api(a.netMonthly),
      // The pension already taken from net pay, named as the card names it (walk W802, decision 0262).
      ...(a.pensionMonthly && {
        pension: api(a.pensionMonthly),
        ...(a.pensionStatutory && { pensionStatutory: true }),
        ...(a.pensionScheme && { pensionScheme: a.pensionScheme }),
        ...(a.pensionParts && {
          pensionParts: a.pensionParts.map((part) => ({
            earner: part.earner,
            monthly: api(part.monthly),
            ...(part.statutory && { statutory: true }),
            ...(part.scheme && { scheme: part.scheme }),
          })),
        }),
      }),
      rent,
      rentTenancy: rentTenancy(raw),
      ...(tenant.length > 0 && {
        tenantRent: Object.fromEntries(
          tenant.map(([b, f]) => [
            String(b),
            api({
              value: f.value,
              currency: city.currency,
              basis: f.basis,
              source: `${f.source} (${f.tenancy} tenants)`,
              year: f.year,
              unit: 'per month',
            }),
          ]),
        ),
      }),
      livingCosts: api(a.livingCostsMonthly!),
      childBenefits: api(a.childBenefitsMonthly!),
      ...(a.healthCover && {
        healthInsurance: api(a.healthCover.monthly),
        healthCover: {
          kind: a.healthCover.kind,
          monthly: api(a.healthCover.monthly),
          adults: a.healthCover.adults,
          children: a.healthCover.children,
          ...(a.healthCover.premiumMonthly && { premiumMonthly: api(a.healthCover.premiumMonthly) }),
          ...(a.healthCover.allowanceMonthly && { allowanceMonthly: api(a.healthCover.allowanceMonthly) }),
          ...(a.healthCover.ownRiskAnnual && { ownRiskAnnual: api(a.healthCover.ownRiskAnnual) }),
          ...(a.healthCover.allowanceAssetLimit && {
            allowanceAssetLimit: api(a.healthCover.allowanceAssetLimit),
          }),
        },
      }),
      ...(a.childcareMonthly && { childcare: api(a.childcareMonthly) }),
      ...(a.childcare && { childcareStatus: a.childcare }),
      moneyLeft: api(a.moneyLeftMonthly),
      checks: { ...a.checks, rentShareOfNet: a.rentShareOfNet },
      warnings: a.warnings ?? [],
      datasetVersion: d.version,
    },
  };
}

/** The engine data with Singapore's residency applied to the household net pay. */
function withResidency(d: EngineData, residency: 'newcomer' | 'citizen'): EngineData {
  if (residency === 'newcomer') return d;
  return {
    ...d,
    householdNet: (input) => householdNetFor(input, residency),
  };
}

/** GET /api/figures/net-pay: the household's net pay a month in a city and its parts (taxes, contributions, benefits). */
export function netPayFor(q: NetPayQuery): FiguresResult<NetPayFigures> {
  const city = getCity(q.city);
  if (!city) return fail('UNKNOWN_CITY', `No city with id ${q.city}.`);
  if (q.role && !engineData().roles.some((r) => r.id === q.role))
    return fail('UNKNOWN_ROLE', `No role with id ${q.role}.`);
  const adults = q.partnerGross > 0 ? 2 : q.adults;
  const h = householdNetPay({
    countryCode: city.countryCode,
    cityId: city.id,
    earners: adults > 1 ? [q.gross, q.partnerGross] : [q.gross],
    adults,
    children: q.children,
    residency: q.residency,
    ...(q.role && { roleId: q.role }),
  });
  // The pay and its taxes cite the income-tax rules; child benefits their own rules (issue 15).
  const taxSources = h.sources.filter((s) => s !== h.childBenefitSource.source);
  const source = taxSources.join('; ').slice(0, FIGURE_SOURCE_MAX);
  const fig = (value: number, basis: ApiFigure['basis'], unit = 'per month'): ApiFigure => ({
    value: round(value, 0),
    currency: h.currency,
    basis,
    source,
    year: h.year,
    unit,
  });
  const benefit = (value: number): ApiFigure => ({
    value: round(value, 0),
    currency: h.currency,
    basis: h.childBenefitSource.basis === 'official' ? 'derived' : 'estimate',
    source:
      h.childBenefits > 0
        ? h.childBenefitSource.source.slice(0, FIGURE_SOURCE_MAX)
        : 'No children in the household',
    year: h.childBenefits > 0 ? h.childBenefitSource.year : h.year,
    unit: 'per month',
  });
  const answered = (value: number): ApiFigure => ({
    value: round(value, 0),
    currency: h.currency,
    basis: 'estimate',
    source: 'The gross pay in the query',
    year: h.year,
    unit: 'per year, gross',
  });
  return {
    ok: true,
    value: {
      cityId: city.id,
      currency: h.currency,
      ...(h.region && { taxRegion: h.region }),
      taxation: h.taxation,
      grossAnnual: answered(q.gross),
      ...(adults > 1 && q.partnerGross > 0 && { partnerGrossAnnual: answered(q.partnerGross) }),
      netMonthly: fig(h.netPay / 12, h.basis),
      childBenefits: benefit(h.childBenefits / 12),
      parts: h.lines.map((l) => ({
        id: l.id.slice(0, 120),
        name: l.name.slice(0, 200),
        kind: l.kind,
        ...(l.person !== undefined && { person: l.person }),
        monthly:
          l.kind === 'child-benefit'
            ? benefit(l.amount / 12)
            : l.kind === 'pension'
              ? // The pension premium cites what the analysis cites for it, not the income-tax rules (audit 0121); the
                // UK's automatic enrolment minimum and the NHS and teachers' schemes are official rules applied to the
                // pay (decisions 0127, 0137).
                {
                  ...fig(
                    l.amount / 12,
                    (l.statutory || l.scheme) && l.basis === 'official' ? 'derived' : 'estimate',
                  ),
                  source: pensionSource(l),
                }
              : fig(l.amount / 12, l.basis === 'official' ? 'derived' : 'estimate'),
      })),
      datasetVersion: engineData().version,
    },
  };
}
