import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnSuffix } from './use-own-suffix';
import { SUMMARY_CITIES } from '@thrive/core/contracts/analysis-summary';
import { firstWithHomeCity, scopedCityMatches } from '@thrive/core/rules/country-scope';
import { childcareNotCosted, moneyLeftList, NEAR_HOME_KM } from '@thrive/core/rules/money-left';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { CountryScopeNote } from '../country-scope-note';
import { homeAmount, homeCurrency, money, moneyFigure } from '../format';
import { useDashboard } from '../state';
import { AffordabilityCard, ChildcareShort } from './affordability-card';

/**
 * Profile: whether the household can afford the best-matching city (every check and warning), and the cities where
 * it keeps the most each month ("affordable" for this household, ranked by money left).
 */
export function HouseholdMoney() {
  const { t } = useTranslation('dashboard');
  const own = useOwnSuffix();
  const { result, answers, locale, showAllCities } = useDashboard();
  // Compared in the person's own currency (the one they gave their pay in), not always in euros.
  const home = homeCurrency(answers?.currency);
  // The cities that fit the person (near home, the places they named, or their best matches; without a work permit
  // where some need none), not every city: a household that wants to stay near home should not be pointed at the
  // cheapest places on another continent (walk F15, F28, F32).
  // Ties go by match and the city the person lives in is always listed (walk N4: a nurse in Utrecht missed Utrecht).
  // With countries chosen, among those countries and the home city unless the person asked for all (decision 0068).
  // The home city is listed even when the person named other places (walk W13, W19; decision 0151), so the summary's
  // home city below the twelfth is kept too.
  const { ranked, fit, homeAdded } = useMemo(() => {
    if (!result) return { ranked: [], fit: null, homeAdded: false };
    const matches = scopedCityMatches(result.cityMatches, result.consideredCountries, showAllCities);
    const { fit, rows, homeAdded } = moneyLeftList(
      firstWithHomeCity(matches, SUMMARY_CITIES),
      result.affordability,
      5,
    );
    return { ranked: rows, fit, homeAdded };
  }, [result, showAllCities]);
  if (!result) return null;
  const top = result.cityMatches[0];
  const entry = top && result.affordability.find((a) => a.cityId === top.cityId);
  const matchOf = (id: string) => result.cityMatches.find((c) => c.cityId === id);
  const nameOf = (id: string) => matchOf(id)?.name ?? id;
  return (
    <Card aria-labelledby="household-money-title" data-testid="household-money">
      <CardTitle as="h2" id="household-money-title" className="text-lg">
        {t(`afford.cardTitle${own}`)}
      </CardTitle>
      <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {top && entry ? (
            <AffordabilityCard
              entry={entry}
              cityName={top.name}
              budget={top.facts?.budget}
              homeCity={ranked.some((r) => r.home && r.entry.cityId === top.cityId)}
            />
          ) : (
            <p className="text-sm text-slate-600">{t('afford.none')}</p>
          )}
        </div>
        <section aria-labelledby="afford-rank-title" className="lg:col-span-2">
          <h3 id="afford-rank-title" className="text-base font-semibold">
            {t(`afford.rankTitle${own}`)}
          </h3>
          <p className="text-xs text-slate-600" data-testid="afford-rank-set">
            {t(`afford.rankSet.${fit?.set ?? 'matched'}`, { km: NEAR_HOME_KM })}
            {fit?.withoutPermit ? ` ${t('afford.rankWithoutPermit')}` : ''}
            {homeAdded ? ` ${t('afford.rankHomeAdded')}` : ''}{' '}
            {t(`afford.rankIntro${own}`, { currency: home })}
            {/* One pay basis for every city (decision 0129), said once for the list. */}
            {result.affordability.some((a) => a.payOrigin === 'scaled') ? (
              <span data-testid="afford-rank-basis"> {t('afford.rankBasisScaled')}</span>
            ) : result.currentPayAside ? (
              // A student's side job or part-time pay set aside for the plan (decision 0162), said once for the list.
              <span data-testid="afford-rank-basis">
                {' '}
                {t(
                  result.currentPayAside === 'studying'
                    ? 'afford.rankBasisStudying'
                    : result.currentPayAside === 'changing'
                      ? 'afford.rankBasisChanging'
                      : 'afford.rankBasisPartTime',
                )}
              </span>
            ) : null}
          </p>
          <div className="mt-1">
            <CountryScopeNote matches={result.cityMatches} />
          </div>
          <ol className="mt-2 space-y-1.5">
            {ranked.map(({ entry: a, moneyLeftEur, home: isHome }) => (
              <li
                key={a.cityId}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm"
              >
                <span className="flex items-center gap-1 font-medium">
                  {(a.warnings ?? []).length > 0 ? (
                    <AlertTriangle className="size-4 text-red-700" aria-label={t('afford.warning')} />
                  ) : null}
                  {nameOf(a.cityId)}
                  {isHome ? (
                    <span className="rounded bg-brand-50 px-1.5 text-xs font-normal text-brand-800">
                      {t('afford.homeCity')}
                    </span>
                  ) : null}
                  {/* Where the money is the person's own pay, said beside it (decision 0089). */}
                  {a.payOrigin === 'current' ? (
                    <span className="text-xs font-normal text-slate-700" data-testid="pay-used">
                      {t('afford.payShort.current')}
                    </span>
                  ) : null}
                  {matchOf(a.cityId)?.facts?.workRight?.status === 'permit' ? (
                    <span className="rounded bg-amber-100 px-1.5 text-xs font-normal text-amber-900">
                      {t('afford.needsPermit')}
                    </span>
                  ) : null}
                </span>
                <span className={cn('font-semibold', moneyLeftEur < 0 && 'text-red-700')}>
                  {moneyFigure(a.moneyLeftMonthly, locale)}
                  {/* A real space before "≈" (not only a margin), so the text reads "CHF 1,776 ≈ €1,864". */}
                  {a.currency !== home ? (
                    <>
                      {' '}
                      <span className="text-xs font-normal text-slate-600">
                        ≈{' '}
                        {money(
                          homeAmount(
                            a.moneyLeftMonthly.value,
                            a.moneyLeftMonthly.currency,
                            a.currency,
                            home,
                          ) ?? 0,
                          home,
                          locale,
                        )}
                      </span>
                    </>
                  ) : null}
                  <ChildcareShort status={a.childcare} />
                </span>
              </li>
            ))}
          </ol>
          <ChildcareNotCostedNote said={childcareNotCosted(ranked)} nameOf={nameOf} locale={locale} />
        </section>
      </div>
    </Card>
  );
}

/**
 * Under the ranking, the cities whose money left leaves out the family's childcare because Thrive has no official net
 * cost of it there (decision 0197): they would otherwise rank above cities that take it off, silently.
 */
function ChildcareNotCostedNote({
  said,
  nameOf,
  locale,
}: {
  said: { cityIds: string[]; othersIncluded: boolean };
  nameOf: (id: string) => string;
  locale: string;
}) {
  const { t } = useTranslation('dashboard');
  if (said.cityIds.length === 0) return null;
  const cities = new Intl.ListFormat(locale === 'nl' ? 'nl' : 'en', { type: 'conjunction' }).format(
    said.cityIds.map(nameOf),
  );
  return (
    <p className="mt-2 text-xs text-slate-700" data-testid="afford-rank-childcare">
      {t(said.othersIncluded ? 'afford.rankChildcareMixed' : 'afford.rankChildcareNone', {
        count: said.cityIds.length,
        cities,
      })}
    </p>
  );
}
