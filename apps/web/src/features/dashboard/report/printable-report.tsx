import { SHOWN_LIMITS } from '@thrive/core/rules/affordability';
import { nearestHomeMatch } from '@thrive/core/rules/country-scope';
import './report.css';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOwnSuffix } from '../affordability/use-own-suffix';
import { PREDICTION_TIMEFRAMES } from '@thrive/core';
import type { Affordability, AnalysisResult } from '@thrive/core/contracts/analysis-result';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { householdInTimeframe, predictionAffordability } from '@thrive/core/rules/comparison';
import { Button } from '@/components/ui/button';
import { useHousehold } from '../affordability/use-household';
import { FigureNote } from '../figure-note';
import { date, money, numberBesideLimits, rentShareNumber, today } from '../format';
import { useCityMoney } from '../use-city-money';
import { reasonText } from '../labels';
import { skillNameFromText } from '@thrive/core/text/skill-names';
import { useCompletion } from '../profile/use-completion';
import { PlanSummary } from '../skill-gap/plan-summary';
import { PeriodPayUsed } from '../timeline/period-pay';
import { periodPayScaled } from '@thrive/core/rules/period-pay';
import { useMilestonesOnPlan, usePlan } from '../skill-gap/use-plan';
import { useDashboard, useLearning } from '../state';
import {
  ChildcareLine,
  ChildcareNote,
  HealthLine,
  isDutchCity,
  PayUsed,
  warningKey,
} from '../affordability/affordability-card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { inMatchOrder, rolesOrderNote } from '@thrive/core/rules/dashboard';
import { householdCountsChildren } from '@thrive/core/rules/wizard-inputs';
import {
  pairMoney,
  useCityPairFigures,
  useComparedPair,
  type ComparedCityMoney,
} from '../compare/pair-money';
import { sliderStartedAtCurrentPay } from '@thrive/core/rules/salary';

/**
 * The cities of the report's money table: the recommended ones, then the city the person lives in now when its money
 * is on their own pay and it is not among them (decision 0089), so the report shows what the Profile shows.
 */
function reportCities(result: AnalysisResult): { cityId: string; name: string }[] {
  const cities: { cityId: string; name: string }[] = result.recommendations.cities;
  const home = reportHomeCity(result);
  if (!home || cities.some((c) => c.cityId === home)) return cities;
  if (!result.affordability.some((a) => a.cityId === home)) return cities;
  const name = result.cityMatches.find((c) => c.cityId === home)?.name ?? home;
  return [...cities, { cityId: home, name }];
}

/**
 * The city the person lives in (walk W615): where their own pay was measured, else the nearest city within reach of
 * home (a career changer's plan is on the new role's pay everywhere, home included). It stays in the table, and its
 * rent is said to be what renting a new home there now costs (decision 0243).
 */
function reportHomeCity(result: AnalysisResult): string | undefined {
  const now = result.affordability.find((a) => a.payOrigin === 'current')?.cityId;
  return now ?? nearestHomeMatch(result.cityMatches)?.cityId;
}

/** A printable report of the plan (opened from Export Data; printed with the print stylesheet in report.css). */
export default function PrintableReport() {
  const { t } = useTranslation('dashboard');
  const own = useOwnSuffix();
  const { answers, result, record, locale } = useDashboard();
  // Every city money figure in the city's currency first, then ≈ the person's own (decision 0034).
  const show = useCityMoney();
  const learning = useLearning();
  const plan = usePlan(result?.skillGaps ?? [], learning.items, answers?.learningHoursPerWeek ?? 5);
  // The learning goal on the learning plan's dates (decision 0120).
  const milestones = useMilestonesOnPlan(result);
  const completion = useCompletion();
  const household = useHousehold();
  const name = `${answers?.personalInfo.firstName ?? ''} ${answers?.personalInfo.lastName ?? ''}`.trim();
  const section = 'rounded-lg border border-slate-200 p-4 space-y-2';
  const withChildren = householdCountsChildren(answers?.familyStatus);
  // The Dutch landlords' column only where a city of the list is Dutch (walk 0112: five UK cities each read "n/a").
  const dutchCities = !!result && reportCities(result).some((c) => isDutchCity(result, c.cityId));
  return (
    <article data-print-report className="mx-auto max-w-3xl space-y-4 px-4 py-6" data-testid="report">
      <div className="no-print flex justify-end">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('export.print')}
        </Button>
      </div>
      <header>
        <h1 className="text-2xl font-bold">{t('report.title')}</h1>
        <p className="text-sm text-slate-600">
          {[
            name,
            t('report.date', { date: date(today(), locale) }),
            record?.datasetVersion ? t('report.dataset', { version: record.datasetVersion }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <section className={section}>
        <h2 className="text-lg font-semibold">{t('report.profile')}</h2>
        <p className="text-sm">
          {t('completion.percent', { value: completion.percent })} · {t(`completion.band.${completion.band}`)}
        </p>
        {answers ? (
          <p className="text-sm">
            {t('profile.skills')}:{' '}
            {answers.skills.map((skill) => skillNameFromText(skill, locale)).join(', ') || t('profile.none')}{' '}
            · {t('profile.salary')}: {money(answers.salaryRange, answers.currency, locale)} (
            {t(`timeframe.${answers.timeframe}`)}
            {answers.salaryChosen
              ? ''
              : `; ${t(sliderStartedAtCurrentPay(answers) ? 'profile.salaryUntouchedCurrent' : 'profile.salaryUntouched')}`}
            )
          </p>
        ) : null}
      </section>
      {result ? (
        <>
          <section className={section}>
            <h2 className="text-lg font-semibold">{t('predictions.title')}</h2>
            <ScrollRegion label={t('predictions.title')} className="relative">
              <table className="report-stack w-full text-sm sm:min-w-[32rem]">
                <thead>
                  <tr className="text-left">
                    <th scope="col" className="pr-3">
                      {t('report.timeframe')}
                    </th>
                    <th scope="col" className="pr-3">
                      {t('timeline.role')}
                    </th>
                    <th scope="col" className="pr-3">
                      {t('timeline.city')}
                    </th>
                    <th scope="col" className="pr-3">
                      {t('timeline.salary')}
                    </th>
                    <th scope="col" className="pr-3">
                      {t('timeline.moneyLeft')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {PREDICTION_TIMEFRAMES.map((tf) => {
                    const p = result.predictions[tf];
                    // The children's ages at the period's start (decision 0236, walk W605).
                    const afford = predictionAffordability(
                      p,
                      householdInTimeframe(household, tf),
                      result.ownPayShare,
                      result.ownPayCountry,
                    );
                    const left = afford?.moneyLeftMonthly;
                    return (
                      <tr key={tf} className="border-t border-slate-200 align-top">
                        <th scope="row" className="py-1 pr-3 text-left">
                          {t(`tf.${tf}`)}
                        </th>
                        <td className="py-1 pr-3" data-label={t('timeline.role')}>
                          {p.career.role}
                        </td>
                        <td className="py-1 pr-3" data-label={t('timeline.city')}>
                          {p.location.city}
                        </td>
                        <td className="py-1 pr-3" data-label={t('timeline.salary')}>
                          {show(p.career.salary, p.location.housingPrice.currency)}
                          <FigureNote figure={p.career.salary} />
                        </td>
                        <td className="py-1 pr-3" data-label={t('timeline.moneyLeft')}>
                          {left ? show(left) : '–'}
                          {afford && left ? (
                            <PeriodPayUsed
                              entry={afford}
                              scaled={periodPayScaled(result.ownPayShare, afford, p.career.salary)}
                              aside={result.currentPayAside}
                              cityName={p.location.city}
                              role={p.career.role}
                              level={p.career.level}
                            />
                          ) : null}
                          {afford ? <HealthLine entry={afford} /> : null}
                          {afford ? <ChildcareLine entry={afford} /> : null}
                          {left ? <FigureNote figure={left} /> : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
            {withChildren ? (
              <ChildcareNotes
                rows={PREDICTION_TIMEFRAMES.map((tf) => ({
                  entry: predictionAffordability(
                    result.predictions[tf],
                    householdInTimeframe(household, tf),
                    result.ownPayShare,
                    result.ownPayCountry,
                  ),
                  city: result.predictions[tf].location.city,
                }))}
              />
            ) : null}
          </section>
          <section className={section}>
            <h2 className="text-lg font-semibold">{t(`afford.cardTitle${own}`)}</h2>
            <ScrollRegion label={t(`afford.cardTitle${own}`)} className="relative">
              <table className="report-stack w-full text-sm sm:min-w-[36rem]">
                <thead>
                  <tr className="text-left">
                    <th scope="col" className="pr-3">
                      {t('timeline.city')}
                    </th>
                    <th scope="col" className="pr-3">
                      {t('report.rent')}
                    </th>
                    <th scope="col" className="pr-3">
                      {t('report.share')}
                    </th>
                    {dutchCities ? (
                      <th scope="col" className="pr-3">
                        {t('report.landlord')}
                      </th>
                    ) : null}
                    <th scope="col" className="pr-3">
                      {t('timeline.moneyLeft')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {reportCities(result).map((c) => {
                    const a = result.affordability.find((x) => x.cityId === c.cityId);
                    if (!a) return null;
                    return (
                      <tr key={c.cityId} className="border-t border-slate-200 align-top">
                        <th scope="row" className="py-1 pr-3 text-left">
                          {c.name}
                          <PayUsed entry={a} cityName={c.name} short className="font-normal" />
                          {(a.warnings ?? []).map((w) => (
                            <span key={w} className="block text-xs font-normal text-red-800">
                              {t('afford.warning')}:{' '}
                              {t(warningKey(a, w, own), {
                                city: c.name,
                                amount: show(
                                  { ...a.moneyLeftMonthly, value: Math.abs(a.moneyLeftMonthly.value) },
                                  a.currency,
                                ),
                                share: rentShareNumber(
                                  a.rentShareOfNet,
                                  [SHOWN_LIMITS.overburdenPercent],
                                  locale,
                                ),
                              })}
                            </span>
                          ))}
                        </th>
                        <td className="py-1 pr-3" data-label={t('report.rent')}>
                          {show(a.rentMonthly, a.currency)}
                          <span className="block text-xs text-slate-600" data-testid="report-tenancy">
                            {t(
                              `${c.cityId === reportHomeCity(result) ? 'afford.tenancyHome' : 'afford.tenancy'}.${a.rentTenancy ?? 'estimate'}`,
                            )}
                          </span>
                          {/* A student's room while she studies, beside the graduate's home (decision 0253). */}
                          {a.studyRoomMonthly ? (
                            <span className="block text-xs text-slate-600" data-testid="report-study-room">
                              {t('report.studyRoom', { amount: show(a.studyRoomMonthly, a.currency) })}
                            </span>
                          ) : null}
                        </td>
                        <td className="py-1 pr-3" data-label={t('report.share')}>
                          {rentShareNumber(
                            a.rentShareOfNet,
                            [SHOWN_LIMITS.rentSharePercent, SHOWN_LIMITS.overburdenPercent],
                            locale,
                          )}
                          % ({t(a.checks.thirtyPercentOfNet.pass ? 'report.within30' : 'report.above30')};{' '}
                          {t(
                            a.checks.eurostatOverburden40.overburdened ? 'report.above40' : 'report.within40',
                          )}
                          )
                        </td>
                        {/* A Dutch landlords' rule (walk F19): not applied to cities elsewhere. */}
                        {dutchCities ? (
                          <td className="py-1 pr-3" data-label={t('report.landlord')}>
                            {isDutchCity(result, c.cityId)
                              ? `${numberBesideLimits(a.checks.dutchLandlordGrossMultiple.multiple, SHOWN_LIMITS.landlordMultiples, locale, 1)}x`
                              : t('report.landlordNotDutch')}
                          </td>
                        ) : null}
                        <td className="py-1 pr-3" data-label={t('timeline.moneyLeft')}>
                          {show(a.moneyLeftMonthly, a.currency)}
                          <HealthLine entry={a} />
                          <ChildcareLine entry={a} />
                          <FigureNote figure={a.moneyLeftMonthly} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
            {withChildren ? (
              <ChildcareNotes
                rows={reportCities(result).map((c) => ({
                  entry: result.affordability.find((x) => x.cityId === c.cityId),
                  city: c.name,
                }))}
              />
            ) : null}
          </section>
          <ComparedCities className={section} />
          <section className={section}>
            <h2 className="text-lg font-semibold">{t('recs.cities')}</h2>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {result.recommendations.cities.map((c) => (
                <li key={c.cityId}>
                  <strong>{c.name}</strong> – {t('recs.match', { value: c.match })}:{' '}
                  {c.why.map((r) => reasonText(t, r, locale, own)).join(' ')}
                </li>
              ))}
            </ol>
            <h2 className="pt-2 text-lg font-semibold">{t('recs.roles')}</h2>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {result.recommendations.roles.map((r) => (
                <li key={r.roleId}>
                  <strong>{r.title}</strong> – {t('recs.match', { value: r.match })}
                </li>
              ))}
            </ol>
            {inMatchOrder(result.recommendations.roles) ? null : (
              <p className="text-sm" data-testid="report-roles-order">
                {t(`recs.${rolesOrderNote(result.recommendations.roles)}`)}
              </p>
            )}
          </section>
          <section className={section}>
            <h2 className="text-lg font-semibold">{t('plan.title')}</h2>
            <PlanSummary gaps={result?.skillGaps ?? []} plan={plan} className="text-sm" />
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {plan.entries.map((e) => (
                <li key={e.skillId}>
                  <strong>{e.name}</strong> ({t(`skills.priority.${e.priority}`)}):{' '}
                  {e.done
                    ? t('plan.done')
                    : t('plan.entry', {
                        left: e.hoursLeft,
                        start: date(e.startDate, locale),
                        target: date(e.targetDate, locale),
                      })}
                </li>
              ))}
            </ol>
          </section>
          <section className={section}>
            <h2 className="text-lg font-semibold">{t('report.milestones')}</h2>
            <ul className="space-y-1 text-sm">
              {milestones.map((m) => (
                <li key={m.id}>
                  {date(m.targetDate, locale)}: <strong>{m.title}</strong> – {m.description}
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="text-sm">{t('report.noAnalysis')}</p>
      )}
      {learning.items.length ? (
        <section className={section}>
          <h2 className="text-lg font-semibold">{t('gapDash.tracker')}</h2>
          <p className="text-sm">
            {t('learning.hoursSpent')}: {learning.items.reduce((s, i) => s + i.hoursSpent, 0)} ·{' '}
            {t('learning.certifications')}: {learning.items.filter((i) => i.certified).length}
          </p>
        </section>
      ) : null}
      <footer className="text-xs text-slate-600">{t('report.footer')}</footer>
    </article>
  );
}

/**
 * Why childcare is not in a table's money left, as the dashboard's card says it (decision 0076; walk D5): one note per
 * reason, naming the cities it holds for. Nothing where the cost is included (its own line) or no child is young.
 */
function ChildcareNotes({ rows }: { rows: { entry: Affordability | null | undefined; city: string }[] }) {
  const byStatus = new Map<string, { entry: Affordability; cities: string[] }>();
  for (const { entry, city } of rows) {
    if (!entry) continue;
    const status = entry.childcare ?? 'not-modelled';
    if (status === 'included' || status === 'none') continue;
    const group = byStatus.get(status) ?? { entry, cities: [] };
    if (!group.cities.includes(city)) group.cities.push(city);
    byStatus.set(status, group);
  }
  if (byStatus.size === 0) return null;
  return (
    <div data-testid="report-childcare">
      {[...byStatus.values()].map(({ entry, cities }) => (
        <ChildcareNote key={entry.cityId} entry={entry} cityName={cities.join(', ')} />
      ))}
    </div>
  );
}

/**
 * The two cities the person compared on the Compare tab (kept per analysis; decision 0092), with the same money
 * figures as Compare shows them, each with its basis, source and year.
 */
function ComparedCities({ className }: { className: string }) {
  const { t } = useTranslation('dashboard');
  const own = useOwnSuffix();
  const show = useCityMoney();
  const { a, b, picked } = useComparedPair();
  const figures = useCityPairFigures(a, b);
  const { result } = useDashboard();
  // The plan's money only (walk W404): while its figures are on their way, or when they could not be read, the
  // section says so instead of showing the bundled role family's pay for one adult.
  if (figures.A && figures.B && (figures.money === 'loading' || figures.money === 'failed'))
    return (
      <section className={className} data-testid="report-compared">
        <h2 className="text-lg font-semibold">{t('report.compared')}</h2>
        <p className="text-sm text-slate-600" data-testid="report-compared-waiting">
          {t(figures.money === 'failed' ? 'compare.moneyFailed' : 'compare.moneyLoading')}
        </p>
      </section>
    );
  const money = pairMoney(figures, result?.affordability);
  if (!money) return null;
  const [A, B] = money.cities as [ComparedCityMoney, ComparedCityMoney];
  const role = figures.first?.career.role;
  const fromApi = money.from === 'figures-api' && role;
  // Where the person lives now the figures are on their own pay (decision 0089): each such cell says which pay it is.
  const mixedPay = money.cities.some((c) => c.pay === 'current' || c.pay === 'scaled');
  const rows: [string, (c: ComparedCityMoney) => MoneyFigure, boolean][] = [
    [
      fromApi && mixedPay
        ? t('compare.row.apiSalaryMixed')
        : fromApi
          ? t('compare.row.apiSalary', { role })
          : t('compare.row.salary', {
              family: t(`family_role.${figures.A!.family}`, { defaultValue: figures.A!.family }),
            }),
      (c) => c.salary,
      mixedPay,
    ],
    [fromApi ? t(`compare.row.apiLiving${own}`) : t('compare.row.cost'), (c) => c.livingCosts, false],
    [t('compare.row.rent', { count: A.bedrooms }), (c) => c.rent, false],
    [
      fromApi
        ? t(`compare.row.apiMoneyLeft${own}`, { count: A.bedrooms })
        : t('compare.row.moneyLeft', { count: A.bedrooms }),
      (c) => c.moneyLeft,
      !!fromApi,
    ],
  ];
  return (
    <section className={className} data-testid="report-compared">
      <h2 className="text-lg font-semibold">{t('report.compared')}</h2>
      <p className="text-sm text-slate-600">
        {t(picked ? 'report.comparedPicked' : 'report.comparedDefault')}
      </p>
      <ScrollRegion label={t('report.compared')} className="relative">
        <table className="report-stack w-full text-sm sm:min-w-[32rem]">
          <caption className="sr-only">{t('compare.cityCaption', { a: A.name, b: B.name })}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="pr-3">
                {t('report.comparedFigure')}
              </th>
              <th scope="col" className="pr-3">
                {A.name}
              </th>
              <th scope="col" className="pr-3">
                {B.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, of, payNote]) => (
              <tr key={label} className="border-t border-slate-200 align-top">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {label}
                </th>
                {[A, B].map((c) => (
                  <td key={c.cityId} className="py-1 pr-3" data-label={c.name}>
                    {show(of(c))}
                    {payNote && c.pay ? (
                      <PayUsed
                        entry={{ payOrigin: c.pay }}
                        cityName={c.name}
                        role={role}
                        level={figures.first?.career.level}
                        short
                      />
                    ) : null}
                    <FigureNote figure={of(c)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
