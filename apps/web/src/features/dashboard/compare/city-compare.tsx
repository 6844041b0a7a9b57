import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnSuffix } from '../affordability/use-own-suffix';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { DEFAULT_COMPARE_CITIES, homeCityOf, comparisonCityOptions } from '@thrive/core/rules/comparison';
import { cityMoney, homeAmount, homeCurrency, type Locale } from '../format';
import { cityWithCountry, languageName } from '@thrive/core/text/names';
import { AffordabilityCard, PayUsed } from '../affordability/affordability-card';
import { useDashboard } from '../state';
import { CompareSelectors } from './compare-selectors';
import { byShownLabel } from './derive';
import { isOwnPick } from '../profile/derive';
import { CompareRow, CompareTable } from './compare-table';
import { FigureNote } from '../figure-note';
import { MeterRow } from './meter-row';
import { MoneyRow } from './money-row';
import { mixedPayStatistics, mixedYears } from './pay-statistic';
import { affordabilityFromApi, useCityPairFigures, useComparedPair } from './pair-money';
import { SyncNotice } from './sync-notice';
import { useCityMoney } from '../use-city-money';
import { WhenVisible } from '@/components/when-visible';
import { Button } from '@/components/ui/button';

const MoneyComparisonChart = lazy(() =>
  import('../charts/money-comparison-chart').then((m) => ({ default: m.MoneyComparisonChart })),
);

/** City against city: pay for the person's role family, costs, rent, money left and the quality bars. */
export function CityCompare() {
  const { t } = useTranslation('dashboard');
  const own = useOwnSuffix();
  const show = useCityMoney();
  const { result, locale, answers } = useDashboard();
  const home = homeCurrency(answers?.currency);
  // The chart compares like with like: every amount in the person's own currency.
  const inHome = (x: MoneyFigure) => homeAmount(x.value, x.currency, x.currency, home) ?? 0;
  // The person's picks, kept per analysis, with their account when they have one (decisions 0092, 0101); until they
  // pick: where they live now against their best match (walk F22).
  const { a, b, defaults, set, problem, retry } = useComparedPair();
  const [defaultA, defaultB] = defaults;
  // Where the person lives now, said beside its name in the pickers and the table (decision 0084).
  const homeId = homeCityOf(result)?.cityId;
  // The cities the person picked themselves (decision 0161): listed after home in the pickers, and said so.
  const picked = useMemo(
    () => (result?.cityMatches ?? []).filter((m) => isOwnPick(m)).map((m) => m.cityId),
    [result],
  );
  const tagOf = (id: string) =>
    id === homeId ? t('afford.homeCity') : picked.includes(id) ? t('cities.ownPick') : undefined;
  // The person's two cities first in the pickers, then the spec's four, then the rest by their shown name.
  const options = useMemo(
    () =>
      byShownLabel(
        comparisonCityOptions().map((c) => ({
          value: c.id,
          label: tagOf(c.id)
            ? t('compare.homeOption', { city: cityWithCountry(c.id, locale), tag: tagOf(c.id) })
            : cityWithCountry(c.id, locale),
        })),
        locale,
        [...new Set([defaultA, defaultB, ...(homeId ? [homeId] : []), ...picked, ...DEFAULT_COMPARE_CITIES])],
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tagOf reads homeId, picked and t, listed here
    [locale, defaultA, defaultB, homeId, picked, t],
  );
  // The bar is how well residents speak English; the line under it names the city's languages and says when the
  // person speaks one, so a native speaker's 90% does not read as her own language counting less (walk W4).
  // A language assumed because the person named none (decision 0245) is said as assumed, not as theirs (walk W705).
  const spokenHere = (city: { languages: string[]; speaksLocal: boolean; languagesAssumed: string[] }) => {
    const languages = city.languages.map((l) => languageName(l, locale)).join(', ');
    if (city.speaksLocal && city.languagesAssumed.length > 0)
      return t('compare.spokenHereAssumed', {
        languages,
        assumed: city.languagesAssumed
          .map((code) => new Intl.DisplayNames(locale, { type: 'language' }).of(code) ?? code)
          .join(', '),
      });
    return city.speaksLocal
      ? t('compare.spokenHereYours', { languages, count: city.languages.length })
      : t('compare.spokenHere', { languages });
  };
  // The money rows come from the open figures API for the person's predicted role and household once both cities
  // have answered; until then (or without an analysis) from the same rules in the bundled core.
  // Where the person lives now, the analysis used their own pay (decision 0089): its pay and money left replace the
  // role's from the figures API there (in `useCityPairFigures`), and each cell says which pay it is.
  // Both cities stand on one pay basis (decision 0164): the person's own pay in both, or the role's typical pay in both
  // (a career changer's home city included); then the city where the analysis had her own pay is said under the table.
  const { A, B, apiA, apiB, api, first, ownPay, setAside, money, retryMoney } = useCityPairFigures(a, b);
  if (!A || !B) return null;
  const payNote = (city: { cityId: string; name: string }) =>
    first ? (
      <PayUsed
        entry={{ payOrigin: ownPay(city.cityId)?.payOrigin ?? 'role' }}
        cityName={city.name}
        role={first.career.role}
        level={first.career.level}
        short
      />
    ) : null;
  const mixedPay = !!ownPay(a) || !!ownPay(b);
  // A student's money is on pay after graduation, so both cities stand on the home a working graduate rents; the room
  // while she studies is a row of its own where either city has a room figure (decision 0253, walk W704).
  const studyRoom = api && (api.a.studyRoom || api.b.studyRoom) ? api : undefined;
  // Two pay figures of different kinds (a group mean against an occupation median) said under the table (decision
  // 0165, walk W118): part of the gap is the sources'.
  const salaryA = api && first ? api.a.salary : A.salary;
  const salaryB = api && first ? api.b.salary : B.salary;
  const kinds = mixedPayStatistics(salaryA?.source, salaryB?.source);
  // Beside it, figures of different years (decision 0176): Entgeltatlas 2025 pay against CBS 2022, rents of different
  // periods. Part of such a gap is the years', not the cities'.
  const years = {
    salary: mixedYears(salaryA, salaryB),
    rent: mixedYears(api && first ? api.a.rent : A.rent, api && first ? api.b.rent : B.rent),
  };
  const yearParts = (['salary', 'rent'] as const).flatMap((row) => {
    const y = years[row];
    return y ? [t(`compare.yearsMixedPart.${row}`, { a: A.name, b: B.name, yearA: y.a, yearB: y.b })] : [];
  });
  return (
    <div className="space-y-4">
      <CompareSelectors
        options={options}
        a={a}
        b={b}
        onPick={(x, y) => set([x, y])}
        labelA={t('compare.cityA')}
        labelB={t('compare.cityB')}
      />
      {problem ? <SyncNotice problem={problem} onRetry={retry} /> : null}
      <CompareTable
        nameA={A.name}
        nameB={B.name}
        tagA={tagOf(A.cityId)}
        tagB={tagOf(B.cityId)}
        caption={t('compare.cityCaption', { a: A.name, b: B.name })}
      >
        {money === 'loading' || money === 'failed' ? (
          <MoneyWaiting failed={money === 'failed'} onRetry={retryMoney} />
        ) : api && first ? (
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
              label={t(`compare.row.apiLiving${own}`)}
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
              label={t(`compare.row.apiMoneyLeft${own}`, { count: apiA!.bedrooms })}
              a={api.a.moneyLeft}
              b={api.b.moneyLeft}
              locale={locale}
              better="higher"
              home={home}
              noteA={payNote(A)}
              noteB={payNote(B)}
            />
            {studyRoom ? (
              studyRoom.a.studyRoom && studyRoom.b.studyRoom ? (
                <MoneyRow
                  label={t('compare.row.studyRoom')}
                  a={studyRoom.a.studyRoom}
                  b={studyRoom.b.studyRoom}
                  locale={locale}
                  better="lower"
                  home={home}
                />
              ) : (
                <CompareRow
                  header={t('compare.row.studyRoom')}
                  a={<StudyRoomCell room={studyRoom.a.studyRoom} home={home} locale={locale} />}
                  b={<StudyRoomCell room={studyRoom.b.studyRoom} home={home} locale={locale} />}
                />
              )
            ) : null}
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
        <MeterRow label={t('compare.row.schools')} a={A.bars.schools} b={B.bars.schools} score />
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
      {api && first && setAside ? (
        <p className="text-sm text-slate-600" data-testid="compare-same-basis">
          {t(`compare.sameBasisRole_${setAside.payOrigin}`, {
            role: first.career.role,
            city: setAside.cityId === A.cityId ? A.name : B.name,
            amount: show(setAside.moneyLeftMonthly),
            pay: show(setAside.grossAnnual),
          })}
        </p>
      ) : null}
      {kinds ? (
        <p className="text-xs text-muted-foreground" data-testid="compare-statistic-mixed">
          {t('compare.statisticMixed', {
            a: A.name,
            b: B.name,
            kindA: t(`compare.statistic.${kinds.a}`),
            kindB: t(`compare.statistic.${kinds.b}`),
          })}
        </p>
      ) : null}
      {yearParts.length > 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="compare-years-mixed">
          {t('compare.yearsMixed', { parts: yearParts.join('; ') })}
        </p>
      ) : null}
      {result ? (
        <section aria-labelledby="compare-afford-title" className="space-y-2">
          <h3 id="compare-afford-title" className="text-base font-semibold">
            {t(`afford.cardTitle${own}`)}
          </h3>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {(
              [
                [A, apiA],
                [B, apiB],
              ] as const
            ).map(([city, fromApi]) => {
              // The analysis keeps its best-matching cities; any other city's checks come from the figures API. The
              // card stands on the table's pay basis (decision 0164): a city whose own pay the pair set aside takes the
              // figures API's entry on the role's typical pay, as its table column does.
              const analysed = result.affordability.find((x) => x.cityId === city.cityId);
              const entry =
                (analysed && (!setAside || setAside.cityId !== city.cityId) ? analysed : undefined) ??
                (fromApi ? affordabilityFromApi(fromApi) : analysed);
              const match = result.cityMatches.find((x) => x.cityId === city.cityId);
              return entry ? (
                <AffordabilityCard
                  key={city.cityId}
                  entry={entry}
                  cityName={city.name}
                  budget={match?.facts?.budget}
                  compact
                  homeCity={city.cityId === homeId}
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
      {money === 'loading' || money === 'failed' ? null : (
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
      )}
    </div>
  );
}

/**
 * In place of the money rows while the person's plan and its figures are on their way, or when they could not be
 * read (with a way to try again): never figures that are not the plan's (walk W404).
 */
function MoneyWaiting({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <tr role="row" className="block sm:table-row">
      <td role="cell" colSpan={4} className="block py-3 text-sm text-slate-600 sm:table-cell">
        <span data-testid="compare-money-waiting" aria-live="polite">
          {t(failed ? 'compare.moneyFailed' : 'compare.moneyLoading')}
        </span>
        {failed ? (
          <Button type="button" size="sm" variant="outline" className="ml-2" onClick={onRetry}>
            {t('compare.moneyRetry')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** A city's room while a student studies (decision 0253), or that Thrive has no room figure there. */
function StudyRoomCell({ room, home, locale }: { room?: MoneyFigure; home: string; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  if (!room) return <span className="text-sm text-slate-600">{t('compare.row.studyRoomNone')}</span>;
  return (
    <>
      <span className="font-semibold" data-testid="money-cell">
        {cityMoney(room.value, room.currency, room.currency, home, locale)}
      </span>
      <FigureNote figure={room} />
    </>
  );
}
