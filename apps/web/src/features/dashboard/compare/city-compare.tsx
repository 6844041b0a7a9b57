import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRole } from '@thrive/core/datasets/index';
import type { ExperienceLevel } from '@thrive/core/contracts/enums';
import type { Affordability } from '@thrive/core/contracts/analysis-result';
import type { CityFigures } from '@thrive/core/contracts/figures';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import {
  DEFAULT_COMPARE_CITIES,
  defaultComparedCities,
  cityComparison,
  homeCityOf,
  comparisonCityOptions,
  partnerGrossInCity,
  type PredictionHousehold,
} from '@thrive/core/rules/comparison';
import { personLanguages } from '@thrive/core/engine/languages';
import { homeAmount, homeCurrency } from '../format';
import { fetchCityFigures, type CityFiguresParams } from '@/lib/api/figures';
import { queryKeys } from '@/lib/query-keys';
import { useHousehold } from '../affordability/use-household';
import { cityName, cityWithCountry, languageName } from '@thrive/core/text/names';
import { AffordabilityCard, PayUsed } from '../affordability/affordability-card';
import { useDashboard } from '../state';
import { CompareSelectors } from './compare-selectors';
import { byShownLabel } from './derive';
import { CompareTable } from './compare-table';
import { MeterRow } from './meter-row';
import { MoneyRow } from './money-row';
import { WhenVisible } from '@/components/when-visible';

const MoneyComparisonChart = lazy(() =>
  import('../charts/money-comparison-chart').then((m) => ({ default: m.MoneyComparisonChart })),
);

/** City against city: pay for the person's role family, costs, rent, money left and the quality bars. */
export function CityCompare() {
  const { t } = useTranslation('dashboard');
  const { result, locale, answers } = useDashboard();
  // Cultural fit's language part uses the person's languages, as the predictions do.
  const languages = useMemo(
    () => personLanguages({ locale, languages: answers?.languages }),
    [locale, answers?.languages],
  );
  const home = homeCurrency(answers?.currency);
  // The chart compares like with like: every amount in the person's own currency.
  const inHome = (x: MoneyFigure) => homeAmount(x.value, x.currency, x.currency, home) ?? 0;
  // Until the person picks: where they live now against their best match (walk F22), from the result when it arrives.
  const [pickA, setA] = useState<string | null>(null);
  const [pickB, setB] = useState<string | null>(null);
  const [defaultA, defaultB] = defaultComparedCities(result);
  const a = pickA ?? defaultA;
  const b = pickB ?? defaultB;
  // Where the person lives now, said beside its name in the pickers and the table (decision 0084).
  const homeId = homeCityOf(result)?.cityId;
  const tagOf = (id: string) => (id === homeId ? t('afford.homeCity') : undefined);
  // The person's two cities first in the pickers, then the spec's four, then the rest by their shown name.
  const options = useMemo(
    () =>
      byShownLabel(
        comparisonCityOptions().map((c) => ({
          value: c.id,
          label:
            c.id === homeId
              ? t('compare.homeOption', { city: cityWithCountry(c.id, locale), tag: t('afford.homeCity') })
              : cityWithCountry(c.id, locale),
        })),
        locale,
        [...new Set([defaultA, defaultB, ...(homeId ? [homeId] : []), ...DEFAULT_COMPARE_CITIES])],
      ),
    [locale, defaultA, defaultB, homeId, t],
  );
  // The bar is how well residents speak English; the line under it names the city's languages and says when the
  // person speaks one, so a native speaker's 90% does not read as her own language counting less (walk W4).
  const spokenHere = (city: { languages: string[]; speaksLocal: boolean }) =>
    t(city.speaksLocal ? 'compare.spokenHereYours' : 'compare.spokenHere', {
      languages: city.languages.map((l) => languageName(l, locale)).join(', '),
    });
  const first = result?.predictions['0-3'];
  const family = first ? getRole(first.career.roleId)?.family : undefined;
  const bedrooms = first?.lifestyle.bedrooms ?? 1;
  // The city's name in the viewer's language ('Keulen'), everywhere the comparison shows it.
  const compare = (id: string) => {
    const c = cityComparison(id, { family, bedrooms, languages });
    return c && { ...c, name: cityName(id, locale, c.name) };
  };
  const A = useMemo(() => compare(a), [a, family, bedrooms, locale, languages]); // eslint-disable-line react-hooks/exhaustive-deps
  const B = useMemo(() => compare(b), [b, family, bedrooms, locale, languages]); // eslint-disable-line react-hooks/exhaustive-deps
  const household = useHousehold();
  const paramsOf = (id: string) =>
    first ? figuresParams(id, first.career.roleId, first.career.level, household, bedrooms) : null;
  const apiA = useCityFigures(a, paramsOf(a));
  const apiB = useCityFigures(b, paramsOf(b));
  if (!A || !B) return null;
  // The money rows come from the open figures API for the person's predicted role and household once both cities
  // have answered; until then (or without an analysis) from the same rules in the bundled core.
  // Where the person lives now, the analysis used their own pay (decision 0089): its pay and money left replace the
  // role's from the figures API there, and each cell says which pay it is.
  const ownPay = (id: string) =>
    result?.affordability.find((x) => x.cityId === id && x.payOrigin === 'current');
  const withOwnPay = (id: string, m: ReturnType<typeof apiMoney>) => {
    const own = ownPay(id);
    return own
      ? { ...m, salary: roundedFigure(own.grossAnnual), moneyLeft: roundedFigure(own.moneyLeftMonthly) }
      : m;
  };
  const api = apiA && apiB ? { a: withOwnPay(a, apiMoney(apiA)), b: withOwnPay(b, apiMoney(apiB)) } : null;
  const payNote = (city: { cityId: string; name: string }) =>
    first ? (
      <PayUsed
        entry={{ payOrigin: ownPay(city.cityId) ? 'current' : 'role' }}
        cityName={city.name}
        role={first.career.role}
        short
      />
    ) : null;
  const mixedPay = !!ownPay(a) || !!ownPay(b);
  return (
    <div className="space-y-4">
      <CompareSelectors
        options={options}
        a={a}
        b={b}
        setA={setA}
        setB={setB}
        labelA={t('compare.cityA')}
        labelB={t('compare.cityB')}
      />
      <CompareTable
        nameA={A.name}
        nameB={B.name}
        tagA={tagOf(A.cityId)}
        tagB={tagOf(B.cityId)}
        caption={t('compare.cityCaption', { a: A.name, b: B.name })}
      >
        {api && first ? (
          <>
            <MoneyRow
              label={
                mixedPay
                  ? t('compare.row.apiSalaryMixed')
                  : t('compare.row.apiSalary', { role: first.career.role })
              }
              a={api.a.salary}
              b={api.b.salary}
              locale={locale}
              better="higher"
              home={home}
              noteA={mixedPay ? payNote(A) : undefined}
              noteB={mixedPay ? payNote(B) : undefined}
            />
            <MoneyRow
              label={t('compare.row.apiLiving')}
              a={api.a.living}
              b={api.b.living}
              locale={locale}
              better="lower"
              home={home}
            />
            <MoneyRow
              label={t('compare.row.rent', { count: apiA!.bedrooms })}
              a={api.a.rent}
              b={api.b.rent}
              locale={locale}
              better="lower"
              home={home}
            />
            <MoneyRow
              label={t('compare.row.apiMoneyLeft', { count: apiA!.bedrooms })}
              a={api.a.moneyLeft}
              b={api.b.moneyLeft}
              locale={locale}
              better="higher"
              home={home}
              noteA={payNote(A)}
              noteB={payNote(B)}
            />
          </>
        ) : (
          <>
            <MoneyRow
              label={t('compare.row.salary', {
                family: t(`family_role.${A.family}`, { defaultValue: A.family }),
              })}
              a={A.salary}
              b={B.salary}
              locale={locale}
              better="higher"
              home={home}
            />
            <MoneyRow
              label={t('compare.row.cost')}
              a={A.costOfLiving}
              b={B.costOfLiving}
              locale={locale}
              better="lower"
              home={home}
            />
            <MoneyRow
              label={t('compare.row.rent', { count: A.bedrooms })}
              a={A.rent}
              b={B.rent}
              locale={locale}
              better="lower"
              home={home}
            />
            <MoneyRow
              label={t('compare.row.moneyLeft', { count: A.bedrooms })}
              a={A.moneyLeft}
              b={B.moneyLeft}
              locale={locale}
              better="higher"
              home={home}
            />
          </>
        )}
        <MeterRow label={t('compare.row.schools')} a={A.bars.schools} b={B.bars.schools} />
        <MeterRow
          label={t('compare.row.culturalFit')}
          a={A.bars.culturalFit}
          b={B.bars.culturalFit}
          extraA={t('compare.culturalFitParts', A.culturalFitParts)}
          extraB={t('compare.culturalFitParts', B.culturalFitParts)}
        />
        <MeterRow label={t('compare.row.commute')} a={A.bars.commute} b={B.bars.commute} />
        <MeterRow label={t('compare.row.family')} a={A.bars.familyFriendly} b={B.bars.familyFriendly} />
        <MeterRow
          label={t('compare.row.language')}
          a={A.bars.language}
          b={B.bars.language}
          extraA={spokenHere(A)}
          extraB={spokenHere(B)}
        />
      </CompareTable>
      {result ? (
        <section aria-labelledby="compare-afford-title" className="space-y-2">
          <h3 id="compare-afford-title" className="text-base font-semibold">
            {t('afford.cardTitle')}
          </h3>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {(
              [
                [A, apiA],
                [B, apiB],
              ] as const
            ).map(([city, fromApi]) => {
              // The analysis keeps its best-matching cities; any other city's checks come from the figures API.
              const entry =
                result.affordability.find((x) => x.cityId === city.cityId) ??
                (fromApi ? affordabilityFromApi(fromApi) : undefined);
              const match = result.cityMatches.find((x) => x.cityId === city.cityId);
              return entry ? (
                <AffordabilityCard
                  key={city.cityId}
                  entry={entry}
                  cityName={city.name}
                  budget={match?.facts?.budget}
                  compact
                />
              ) : (
                <p key={city.cityId} className="text-sm text-slate-600">
                  {city.name}: {t('afford.none')}
                </p>
              );
            })}
          </div>
        </section>
      ) : null}
      <WhenVisible className="h-72">
        <Suspense fallback={<div className="h-72" />}>
          <MoneyComparisonChart
            title={t('charts.cityMoney', { a: A.name, b: B.name, currency: home })}
            currency={home}
            nameA={A.name}
            nameB={B.name}
            rows={[
              {
                label: t('compare.short.cost'),
                a: inHome(api?.a.living ?? A.costOfLiving),
                b: inHome(api?.b.living ?? B.costOfLiving),
              },
              {
                label: t('compare.short.rent', { count: A.bedrooms }),
                a: inHome(api?.a.rent ?? A.rent),
                b: inHome(api?.b.rent ?? B.rent),
              },
              {
                label: t('compare.short.moneyLeft'),
                a: inHome(api?.a.moneyLeft ?? A.moneyLeft),
                b: inHome(api?.b.moneyLeft ?? B.moneyLeft),
              },
            ]}
          />
        </Suspense>
      </WhenVisible>
    </div>
  );
}

function figuresParams(
  cityId: string,
  role: string,
  level: ExperienceLevel,
  household: PredictionHousehold | undefined,
  bedrooms: number,
): CityFiguresParams {
  const partnerGross = household ? partnerGrossInCity(cityId, role, level, household) : 0;
  return {
    role,
    level,
    adults: household?.adults ?? 1,
    children: Math.min(5, household?.children ?? 0),
    ...(household?.youngChildren !== undefined && {
      youngChildren: Math.min(5, household.children, household.youngChildren),
    }),
    ...(partnerGross > 0 && { partnerGross }),
    bedrooms: Math.min(4, Math.max(1, bedrooms)),
  };
}

/** One city's figures from GET /api/figures/cities/{cityId}; undefined while loading, on failure or without params. */
function useCityFigures(cityId: string, params: CityFiguresParams | null): CityFigures | undefined {
  const key = params ? new URLSearchParams(params as Record<string, string>).toString() : '';
  const query = useQuery({
    queryKey: queryKeys.cityFigures(cityId, key),
    queryFn: () => fetchCityFigures(cityId, params!),
    enabled: params !== null,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  return query.data;
}

/** The figures API's money in each city's own currency (the rows convert for the person; decision 0034). */
function apiMoney(f: CityFigures) {
  const m = (x: CityFigures['salary']): MoneyFigure =>
    roundedFigure({
      value: x.value,
      currency: x.currency ?? f.currency,
      basis: x.basis,
      source: x.source,
      year: x.year,
    });
  return {
    salary: m(f.salary),
    living: m(f.livingCosts),
    // The household's home, as the affordability card and the money-left row (not always 4 bedrooms).
    rent: m(f.rent[String(f.bedrooms) as '1' | '2' | '3' | '4'] ?? f.rent['1']!),
    moneyLeft: m(f.moneyLeft),
  };
}

/** A figures API answer as the analysis' affordability entry, for the card (the same household money model). */
function affordabilityFromApi(f: CityFigures): Affordability {
  const m = (x: CityFigures['salary']): MoneyFigure => ({
    value: x.value,
    currency: x.currency ?? f.currency,
    basis: x.basis,
    source: x.source,
    year: x.year,
  });
  const rent = f.rent[String(f.bedrooms) as '1' | '2' | '3' | '4'] ?? f.rent['1']!;
  const { rentShareOfNet, ...checks } = f.checks;
  return {
    cityId: f.cityId,
    currency: f.currency,
    grossAnnual: m(f.salary),
    ...(f.partnerSalary && { partnerGrossAnnual: m(f.partnerSalary) }),
    netMonthly: m(f.netMonthly),
    childBenefitsMonthly: m(f.childBenefits),
    householdIncomeMonthly: {
      ...m(f.netMonthly),
      value: f.netMonthly.value + f.childBenefits.value,
      source: f.childBenefits.value > 0 ? 'net pay + child benefits' : 'net pay',
    },
    rentMonthly: m(rent),
    rentTenancy: f.rentTenancy,
    bedrooms: f.bedrooms,
    livingCostsMonthly: m(f.livingCosts),
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
