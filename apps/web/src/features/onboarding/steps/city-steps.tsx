import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Trophy } from 'lucide-react';
import type { CityFacts } from '@thrive/core/contracts/analysis-result';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { HubsResponse, RefinedCitiesResponse } from '@thrive/core/contracts/api';
import { FigureSource } from '@/components/figure-source';
import { PageSpinner } from '@/components/page-spinner';
import { ScopeNote } from '@/components/scope-note';
import { ApiRequestError, apiJson } from '@/lib/api/http';
import type { StepProps } from './types';
import type { OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { UNKNOWN_COUNTRY } from '@thrive/core/contracts/countries';
import { formatMoney as formatMoneyIn, toFormatLocale } from '@thrive/core/format';
import { countryName } from '@thrive/core/text/country-names';
import { cityMoney, homeCurrency } from '@/features/dashboard/format';
import { queryKeys } from '@/lib/query-keys';
import { useDisplayNames } from './profile-fields';
import { countryList } from '@/lib/country-list';
import { livesAlone } from '@thrive/core/rules/wizard-inputs';
import { inCountryScope } from '@thrive/core/rules/country-scope';

/** "You" instead of "your household" for a person who said they live alone (decisions 0122, 0127). */
const ownOf = (answers: OnboardingAnswers): '' | 'Own' => (livesAlone(answers.familyStatus) ? 'Own' : '');

/** Money the one way the app writes it (`@thrive/core/format`). */
const formatMoney = (value: number, currency: string, language: string) =>
  formatMoneyIn(value, currency, toFormatLocale(language));

/** Distance, right to work and rent against the budget: the facts beside a city's score. */
export function CityFactsList({ facts, withBudget = true }: { facts?: CityFacts; withBudget?: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const language = i18n.resolvedLanguage ?? 'en';
  if (!facts) return null;
  const items: string[] = [];
  if (facts.distanceKm !== undefined)
    items.push(t('opportunities.distance', { km: Math.round(facts.distanceKm) }));
  const right = facts.workRight;
  const permit = right?.status === 'permit' ? right.permit : undefined;
  if (permit?.lottery)
    items.push(
      t('opportunities.permitLottery', {
        permit: permit.name,
        rate: permit.lottery.selectionRate,
        year: permit.lottery.fiscalYear,
      }),
    );
  else if (permit?.threshold)
    items.push(
      t(permit.meets ? 'opportunities.permitMeets' : 'opportunities.permitBelow', {
        permit: permit.name,
        threshold: formatMoney(permit.threshold.value, permit.threshold.currency, language),
        year: permit.year,
      }),
    );
  else if (permit) items.push(t('opportunities.permitNeeded', { permit: permit.name }));
  else if (right?.rankedAs) items.push(t('opportunities.permitFreeBloc'));
  else if (right && right.status !== 'unknown') items.push(t('opportunities.permitFree'));
  // Neither citizenship nor home given (decision 0107): the lines above are for a citizen of the EU/EEA or Switzerland.
  if (right?.rankedAs) items.push(t('opportunities.permitRankedAs'));
  if (right?.assumedFrom)
    items.push(
      t('opportunities.permitAssumed', {
        country: countryName(right.assumedFrom, toFormatLocale(language)),
      }),
    );
  if (withBudget && facts.budget) {
    const rent = formatMoney(facts.budget.rent, facts.budget.currency, language);
    const budget = formatMoney(facts.budget.budget, facts.budget.currency, language);
    // A student's budget against the room she rents while she studies (decision 0253).
    const room = facts.budget.room ? 'Room' : '';
    items.push(
      facts.budget.fits
        ? t(`opportunities.budgetFits${room}`, { rent })
        : t(`opportunities.budgetOver${room}`, { rent, budget }),
    );
  }
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One more try after a failure the server may not repeat; a refused request (4xx) is not sent again. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

function LoadError({ error }: { error?: unknown }) {
  const { t } = useTranslation('onboarding');
  // A country the server has no cities in (a page older than the server's data): say which answer to check.
  const unknownCountry = error instanceof ApiRequestError && error.code === UNKNOWN_COUNTRY;
  return (
    <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
      {t(unknownCountry ? 'opportunities.unknownCountry' : 'opportunities.loadError')}
    </p>
  );
}

/**
 * The city cards' answers and the sentence above them (decision 0068): with countries chosen the cards come from those
 * countries and the home city, the sentence says so, and a button shows the cards for every country instead (the
 * answer itself stays as chosen).
 */
function useCountryScope(answers: OnboardingAnswers) {
  const [all, setAll] = useState(false);
  const chosen = answers.consideredCountries;
  const asked: OnboardingAnswers =
    all && chosen.length > 0 ? { ...answers, consideredCountries: [] } : answers;
  return { asked, chosen, all, setAll };
}

/** A card as the scope sentence needs it: its name, country and distance from the person's home. */
interface ScopeCard {
  name: string;
  countryCode: string;
  distanceKm?: number | null;
}

function CountryScopeNote({
  chosen,
  all,
  setAll,
  cards = [],
}: {
  chosen: readonly string[];
  all: boolean;
  setAll: (all: boolean) => void;
  /** The cards on screen: the home city is named only when it is among them (walk W522), and cards from outside the
   *  chosen countries and home (too few cities there to fill the cards; decision 0068, walk W408) are named too. */
  cards?: readonly ScopeCard[];
}) {
  const { t, i18n } = useTranslation('onboarding');
  const country = useDisplayNames('region');
  if (chosen.length === 0) return null;
  const countries = countryList(chosen, country, i18n.resolvedLanguage ?? 'en');
  const outOfCountries = cards.filter((card) => !chosen.includes(card.countryCode));
  const home = outOfCountries.find((card) =>
    inCountryScope({ country: card.countryCode, distanceKm: card.distanceKm ?? undefined }, []),
  );
  const outside = outOfCountries.filter((card) => card !== home).map((card) => card.name);
  const scoped = home
    ? t('opportunities.scopedHome', { countries, home: home.name })
    : t('opportunities.scoped', { countries });
  return (
    <ScopeNote
      className="text-sm"
      sentence={
        all
          ? t('opportunities.scopedAll')
          : outside.length > 0
            ? `${scoped} ${t('opportunities.scopedFilled', { others: outside.join(', ') })}`
            : scoped
      }
      showingAll={all}
      onToggle={setAll}
      toggleLabel={all ? t('opportunities.showChosen') : t('opportunities.showAll')}
    />
  );
}

/** Step 13, 'Nice Job': the top 3 hubs, computed once when the screen opens (spec section 4). */
export function InitialOpportunitiesStep({ answers }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const scope = useCountryScope(answers);
  const query = useQuery({
    queryKey: queryKeys.onboardingHubs(scope.asked, locale),
    queryFn: () =>
      apiJson('/api/onboarding/hubs', {
        method: 'POST',
        json: { answers: scope.asked, locale },
        schema: HubsResponse,
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: retryOnce,
  });
  const note = (
    <CountryScopeNote
      chosen={scope.chosen}
      all={scope.all}
      setAll={scope.setAll}
      cards={scope.all ? [] : (query.data?.hubs ?? [])}
    />
  );
  if (query.isPending)
    return (
      <div className="space-y-6">
        {note}
        <PageSpinner />
      </div>
    );
  if (query.isError) return <LoadError error={query.error} />;
  return (
    <div className="space-y-6">
      {note}
      <ol className="grid gap-4 lg:grid-cols-3">
        {query.data.hubs.map((hub, index) => (
          <li
            key={hub.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-center justify-between">
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
                <Trophy className="size-4" aria-hidden="true" />
                {t('opportunities.rank', { rank: index + 1 })}
              </span>
              <span className="text-lg font-bold text-brand-800">
                {t('opportunities.match', { score: hub.score })}
              </span>
            </div>
            <h2 className="mt-3 flex items-center gap-1.5 text-xl font-bold text-slate-900">
              <MapPin className="size-5 text-slate-500" aria-hidden="true" />
              {hub.name}
            </h2>
            {/* Whose pay it is, the predicted role's (walk 20), and why the source names a wider group. */}
            <p className="mt-3 text-sm text-slate-600" data-testid="hub-pay-label">
              {/* Another level than the middle one says so, with the source's point (walk W819: a senior's 75th
                  percentile read as "typical pay"). */}
              {hub.role && hub.level && hub.level !== 'mid'
                ? t('opportunities.avgSalaryRoleLevel', {
                    role: hub.role,
                    level: t(`opportunities.level.${hub.level}`),
                    point: t(`salary.pointOfSource.${hub.point ?? 'none'}`),
                  })
                : hub.role
                  ? t('opportunities.avgSalaryRole', { role: hub.role })
                  : t('opportunities.avgSalary')}
            </p>
            <p className="text-lg font-semibold text-slate-900">
              {/* The city's currency first, then ≈ the person's (decision 0034): avgSalary is already in the
                  person's currency, avgSalaryLocal is the same pay in the city's. */}
              {cityMoney(
                (hub.avgSalaryLocal ?? hub.avgSalary).value,
                (hub.avgSalaryLocal ?? hub.avgSalary).currency ?? 'EUR',
                (hub.avgSalaryLocal ?? hub.avgSalary).currency ?? 'EUR',
                homeCurrency(answers.currency),
                toFormatLocale(i18n.resolvedLanguage ?? 'en'),
              )}
            </p>
            <FigureSource figure={hub.avgSalary} />
            {hub.role && /\b(BRC|ISCO|SOC|KldB|occupation|Entgeltatlas)\b/i.test(hub.avgSalary.source) ? (
              <p className="text-xs text-slate-600" data-testid="hub-pay-group">
                {t('opportunities.avgSalaryGroup', { role: hub.role })}
              </p>
            ) : null}
            <CityFactsList facts={hub.facts} withBudget={false} />
            <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('opportunities.highlights')}</h3>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
              {hub.highlights.slice(0, 3).map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('opportunities.topIndustries')}</h3>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {hub.industries.slice(0, 4).map((industry) => (
                <li key={industry} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                  {t(`industries.names.${industry}`, { defaultValue: industry })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">{t(`opportunities.how${ownOf(answers)}`)}</p>
    </div>
  );
}

/** Step 16, 'Balancing Your Budget and Values': two refined cities with updated scores. */
export function BudgetValuesStep({ answers }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const language = i18n.resolvedLanguage ?? 'en';
  const locale = language === 'nl' ? 'nl' : 'en';
  const scope = useCountryScope(answers);
  const query = useQuery({
    queryKey: queryKeys.onboardingRefinedCities(scope.asked, locale),
    queryFn: () =>
      apiJson('/api/onboarding/refined-cities', {
        method: 'POST',
        json: { answers: scope.asked, locale },
        schema: RefinedCitiesResponse,
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: retryOnce,
  });
  const country = useDisplayNames('region');
  const priorities = answers.lifestyleValues.map((value) => t(`lifestyle.values.${value}`)).join(', ');
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        {priorities ? t('budget.subtitle', { priorities }) : t('budget.noPriorities')}
      </p>
      <CountryScopeNote
        chosen={scope.chosen}
        all={scope.all}
        setAll={scope.setAll}
        cards={
          scope.all
            ? []
            : (query.data?.cities ?? []).map((city) => ({ ...city, distanceKm: city.facts?.distanceKm }))
        }
      />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : (
        <ol className="grid gap-4 md:grid-cols-2">
          {query.data.cities.map((city) => (
            <li key={city.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-baseline justify-between gap-3">
                <h2 className="text-xl font-bold text-slate-900">{city.name}</h2>
                <span className="text-lg font-bold text-brand-800">
                  {t('budget.score', { score: city.score })}
                </span>
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-4">
                <div>
                  <dt className="text-sm text-slate-600">{t('budget.costOfLiving')}</dt>
                  <dd className="text-lg font-semibold text-slate-900">
                    {Math.round(city.costOfLiving.value)}
                  </dd>
                  <dd>
                    <FigureSource figure={city.costOfLiving} />
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">{t('budget.schools')}</dt>
                  <dd className="text-lg font-semibold text-slate-900">
                    {Math.round(city.schoolRating.value)}/100
                  </dd>
                  <dd className="text-xs text-slate-700">
                    {t('budget.schoolsNational', { country: country(city.countryCode) })}
                  </dd>
                  <dd>
                    <FigureSource figure={city.schoolRating} />
                  </dd>
                </div>
                {city.facts?.budget ? (
                  <BudgetRent
                    own={ownOf(answers)}
                    budget={city.facts.budget}
                    moneyLeft={city.facts.moneyLeftMonthly}
                    figure={city.rent}
                  />
                ) : city.rent ? (
                  <div>
                    <dt className="text-sm text-slate-600">{t(`budget.rent${ownOf(answers)}`)}</dt>
                    <dd className="text-lg font-semibold text-slate-900" data-testid="budget-rent">
                      {cityMoney(
                        city.rent.value,
                        city.rent.currency,
                        city.rent.currency,
                        homeCurrency(answers.currency),
                        toFormatLocale(language),
                      )}
                    </dd>
                    <dd>
                      <FigureSource figure={city.rent} />
                    </dd>
                  </div>
                ) : null}
                {city.facts?.moneyLeftMonthly && (
                  <div>
                    <dt className="text-sm text-slate-600">{t('budget.moneyLeft')}</dt>
                    <dd className="text-lg font-semibold text-slate-900">
                      {cityMoney(
                        city.facts.moneyLeftMonthly.value,
                        city.facts.moneyLeftMonthly.currency ?? 'EUR',
                        city.facts.moneyLeftMonthly.currency ?? 'EUR',
                        homeCurrency(answers.currency),
                        toFormatLocale(language),
                      )}
                    </dd>
                    {/* Where the person lives now the figure is on their own pay, elsewhere on the role's (walk 0112). */}
                    {city.facts.moneyLeftOnCurrentPay ? (
                      <dd className="text-xs text-slate-700" data-testid="budget-current-pay">
                        {t('budget.moneyLeftOnCurrentPay')}
                      </dd>
                    ) : city.facts.moneyLeftOnScaledPay ? (
                      <dd className="text-xs text-slate-700" data-testid="budget-current-pay">
                        {t('budget.moneyLeftOnScaledPay')}
                      </dd>
                    ) : city.facts.moneyLeftOnRolePay ? (
                      // A student's side job or part-time pay is not the plan's pay (decision 0162, walk W101).
                      <dd className="text-xs text-slate-700" data-testid="budget-role-pay">
                        {t(
                          city.facts.moneyLeftOnRolePay === 'studying'
                            ? 'budget.moneyLeftOnRolePay.studying'
                            : city.facts.moneyLeftOnRolePay === 'changing'
                              ? 'budget.moneyLeftOnRolePay.changing'
                              : 'budget.moneyLeftOnRolePay.partTime',
                        )}
                      </dd>
                    ) : null}
                    {/* Childcare the household has but money left leaves out, said beside it (decision 0163). */}
                    {city.facts.moneyLeftWithoutChildcare ? (
                      <dd className="text-xs text-slate-700" data-testid="budget-without-childcare">
                        {t('budget.moneyLeftWithoutChildcare')}
                      </dd>
                    ) : null}
                    <dd>
                      <FigureSource figure={city.facts.moneyLeftMonthly} />
                    </dd>
                  </div>
                )}
              </dl>
              <CityFactsList facts={city.facts} withBudget={false} />
              {city.reasons.length > 0 && (
                <>
                  <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('budget.reasons')}</h3>
                  <ul className="mt-1 space-y-1 text-sm text-slate-700">
                    {city.reasons.map((reason) => (
                      <li key={reason.value}>
                        {/* The affordability score is the city's prices against other cities, not money left on
                            the person's pay: said beside it, so 68/100 does not read as a verdict on her money
                            (decision 0162, walk W101). */}
                        {t(
                          reason.value === 'affordability' ? 'budget.reasonAffordability' : 'budget.reason',
                          {
                            value: t(`lifestyle.values.${reason.value}`),
                            score: Math.round(reason.score.value),
                          },
                        )}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm text-slate-600">{t('budget.how')}</p>
    </div>
  );
}

/**
 * The rent of the household's home against the housing budget (decision 0034): the rent in the city's currency first,
 * then about the same in the budget's currency (the person's own); the budget the same way, so like is compared with
 * like. Results made before the city's rent was kept show the budget's currency only.
 */
function BudgetRent({
  own,
  budget,
  moneyLeft,
  figure,
}: {
  /** 'Own': the person lives alone, the label says "a home for you". */
  own: '' | 'Own';
  budget: NonNullable<CityFacts['budget']>;
  moneyLeft?: CityFacts['moneyLeftMonthly'];
  /** The rent as a figure: its basis, source and year (walk F41). */
  figure?: MoneyFigure;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const locale = toFormatLocale(i18n.resolvedLanguage ?? 'en');
  const there = budget.cityCurrency ?? moneyLeft?.currency ?? budget.currency;
  const rent =
    budget.cityRent !== undefined && budget.cityCurrency
      ? cityMoney(budget.cityRent, budget.cityCurrency, there, budget.currency, locale)
      : cityMoney(budget.rent, budget.currency, there, budget.currency, locale);
  return (
    <div>
      <dt className="text-sm text-slate-600">{t(`budget.rent${own}`)}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-testid="budget-rent">
        {rent}
      </dd>
      <dd
        className={budget.fits ? 'text-sm text-green-800' : 'text-sm text-red-800'}
        data-testid="budget-line"
      >
        {t(budget.fits ? 'budget.withinBudget' : 'budget.overBudget', {
          budget: cityMoney(budget.budget, budget.currency, there, budget.currency, locale),
        })}
      </dd>
      {figure ? (
        <dd>
          <FigureSource figure={figure} />
        </dd>
      ) : null}
    </div>
  );
}
