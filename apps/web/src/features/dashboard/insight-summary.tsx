import { Briefcase, Building2, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { combineWorkPreferences } from '@thrive/core/contracts/analysis-request';
import { expectationAgainstPrediction, insightSalaryRange, perPeriodAmount } from '@thrive/core';
import { payslipMonthly } from '@thrive/core/rules/dashboard';
import { sliderStartedAtCurrentPay } from '@thrive/core/rules/salary';
import { firstWithMore } from './labels';
import { money, number, type Locale } from './format';
import { useCityMoney } from './use-city-money';
import { Card } from '@/components/ui/card';
import { lazyModule } from '@/lib/lazy-module';
import { FigureNote } from './figure-note';
import { useDashboard } from './state';

/** Three cards from the answers (skills, industries, work preferences, salary, places) and the market data. */
export function InsightSummary() {
  const { t } = useTranslation('dashboard');
  const { answers, top: result, locale } = useDashboard();
  const show = useCityMoney();
  const skills = answers?.skills ?? [];
  const industries = firstWithMore(answers?.industries ?? [], 4);
  const preferences = answers ? combineWorkPreferences(answers) : [];
  const range = answers ? insightSalaryRange(answers.salaryRange) : null;
  const top = result?.cityMatches[0];
  const rent = top ? result?.marketData.housing.averageRent[top.cityId] : undefined;
  // The home that rent is for: the household's size, as the near-term prediction for the same city has it (the engine
  // prices both with one rule), so the card says "a 2-bedroom home", not an "average rent" of no size.
  const near = result?.predictions['0-3'];
  const bedrooms = near && top && near.location.cityId === top.cityId ? near.lifestyle.bedrooms : undefined;
  // US BLS openings: shown only when the best match is a US city (no European figure to put beside it).
  const openings = result?.marketData.laborMarket.jobOpenings;
  // The BLS occupation of those openings where it is another than the role's (decision 0130: data scientists), as the
  // server wrote it in the viewer's language (decision 0133); a result read before it looks the role up itself.
  const blsOccupation = result?.marketData.laborMarket.blsOccupation;
  const places = (answers?.preferredCities.length ?? 0) + (answers?.locationPreferences.length ?? 0);

  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3" aria-label={t('insights.label')} role="region">
      <Card className="space-y-1">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Briefcase className="size-4 text-brand-700" aria-hidden="true" />
          {t('insights.focus')}
        </h2>
        <p className="text-2xl font-bold">{t('insights.skills', { count: skills.length })}</p>
        <p className="text-sm text-slate-700">
          {industries.shown.length
            ? industries.shown.map((id) => t(`industry.${id}`)).join(', ') +
              (industries.more ? ` ${t('more', { count: industries.more })}` : '')
            : t('insights.noIndustries')}
        </p>
        <p className="text-xs text-slate-600">{t('insights.preferences', { count: preferences.length })}</p>
      </Card>
      <Card className="space-y-1">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Wallet className="size-4 text-brand-700" aria-hidden="true" />
          {t('insights.salary')}
        </h2>
        {/* One main figure (walk W10, decision 0161): with an analysis, the predicted pay now, large, with its basis,
            source and year; the outlook from the salary step and the notes on the person's own pay below it, small.
            Before an analysis the outlook is the main figure. */}
        {result ? (
          <div data-testid="salary-predicted">
            <p className="text-sm text-slate-700">
              {t('insights.predictedLead', { city: result.predictions['0-3'].location.city })}
            </p>{' '}
            <p className="text-2xl font-bold" data-testid="salary-main">
              {t('insights.predictedAmount', {
                amount: show(
                  result.predictions['0-3'].career.salary,
                  result.predictions['0-3'].location.housingPrice.currency,
                ),
              })}
            </p>{' '}
            <p className="text-xs text-slate-600">
              {/* "Typical" is the median, the mid level; another level's figure is said as that level's (walk 0701). */}
              {result.predictions['0-3'].career.level === 'mid'
                ? t('insights.predictedRole', { role: result.predictions['0-3'].career.role })
                : t('insights.predictedRoleLevel', {
                    role: result.predictions['0-3'].career.role,
                    level: t(`level.${result.predictions['0-3'].career.level}`),
                  })}
            </p>
          </div>
        ) : null}
        {result ? (
          <>
            <PredictedPerPeriod />
            <FigureNote figure={result.predictions['0-3'].career.salary} />
          </>
        ) : null}
        {range && answers ? (
          <div className={result ? 'mt-2 border-t border-slate-200 pt-2' : undefined}>
            {result ? (
              <p className="text-xs font-semibold text-slate-700">{t('insights.outlookLabel')}</p>
            ) : null}
            <p
              className={result ? 'text-sm font-semibold text-slate-800' : 'text-2xl font-bold'}
              data-testid="salary-range"
            >
              {money(range.low, answers.currency, locale)} – {money(range.high, answers.currency, locale)}
            </p>
            <p className="text-xs text-slate-600" data-testid="salary-range-basis">
              {/* Plainly what the range is 90-120% of, in which period, and where the amount came from (walk 9, 30). */}
              {t(
                answers.salaryChosen
                  ? 'insights.salaryRange'
                  : sliderStartedAtCurrentPay(answers)
                    ? 'insights.salaryRangeCurrent'
                    : 'insights.salaryRangeTypical',
                {
                  amount: money(answers.salaryRange, answers.currency, locale),
                  period: t(`timeframe.${answers.timeframe}`),
                },
              )}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{t('insights.noSalary')}</p>
        )}
        {result ? (
          <>
            <OwnPayLine />
            <ExpectationNote />
          </>
        ) : null}
      </Card>
      <Card className="space-y-1">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Building2 className="size-4 text-brand-700" aria-hidden="true" />
          {t('insights.market')}
        </h2>
        {top ? (
          <>
            <p className="text-2xl font-bold">
              {t('insights.topCity', { city: top.name, match: top.match })}
            </p>
            {rent ? (
              <>
                <p className="text-sm text-slate-800">
                  {bedrooms
                    ? t('insights.rentHome', { count: bedrooms, amount: show(rent) })
                    : t('insights.rent', { amount: show(rent) })}
                </p>
                <FigureNote figure={rent} />
              </>
            ) : null}
            {openings && top.country === 'US' ? (
              <>
                <p className="text-sm text-slate-800">
                  {blsOccupation === undefined ? (
                    <OpeningsOfStoredRole
                      roleId={result.predictions['0-3'].career.roleId}
                      count={openings.value}
                    />
                  ) : (
                    openingsLine(t, openings.value, locale, blsOccupation)
                  )}
                </p>
                <FigureNote figure={openings} />
              </>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-slate-700">
            {places ? t('insights.places', { count: places }) : t('insights.noMarket')}
          </p>
        )}
      </Card>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation<'dashboard'>>['t'];

function openingsLine(t: Translate, count: number, locale: Locale, occupation: string | null | undefined) {
  const value = number(count, locale);
  return occupation
    ? t('insights.openingsFor', { count, value, occupation })
    : t('insights.openings', { count, value });
}

const useNames = lazyModule(() => import('@thrive/core/text/names'));

/**
 * The openings line of a result stored before the server wrote the BLS occupation into it: the role and name data
 * load after the first screen (decision 0133), and until then (or when they fail to load) the line names no
 * occupation.
 */
function OpeningsOfStoredRole({ roleId, count }: { roleId: string; count: number }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const { module } = useNames();
  return openingsLine(t, count, locale, module?.blsOccupationInSentence(roleId, locale));
}

/**
 * The pay the headline and money left use in the best-matching city when it is the person's own (where they live
 * now) or their own scaled by the role's typical pay (decision 0129), which differs from the prediction above, the
 * role's typical pay there: the card says which figure is which (walk 2).
 */
function OwnPayLine() {
  const { t } = useTranslation('dashboard');
  // The first screen carries no affordability (decision 0097): the line comes with the full analysis.
  const { top, result: full } = useDashboard();
  const show = useCityMoney();
  const result = top ?? full;
  if (!result) return null;
  const p = result.predictions['0-3'];
  const entry = [...(full?.affordability ?? []), ...result.affordability].find(
    (a) => a.cityId === p.location.cityId,
  );
  if (!entry || (entry.payOrigin !== 'current' && entry.payOrigin !== 'scaled')) return null;
  return (
    <p className="text-xs text-slate-700" data-testid="salary-own-pay">
      {t(entry.payOrigin === 'current' ? 'insights.ownPayCurrent' : 'insights.ownPayScaled', {
        city: p.location.city,
        amount: show(entry.grossAnnual),
      })}
    </p>
  );
}

/**
 * Why the person's own expectation and the prediction on this card differ, when they differ by more than a fifth: the
 * one is the target they set, the other the predicted role's pay in their best-matching city (walk W13).
 */
function ExpectationNote() {
  const { t } = useTranslation('dashboard');
  const { answers, top: result } = useDashboard();
  const salary = result?.predictions['0-3'].career.salary;
  if (!answers || !salary || !result) return null;
  const side = expectationAgainstPrediction(
    { amount: answers.salaryRange, timeframe: answers.timeframe, currency: answers.currency },
    salary,
  );
  if (!side) return null;
  return (
    <p className="text-xs text-slate-700" data-testid="expectation-note">
      {t(
        answers.salaryChosen
          ? side === 'below'
            ? 'insights.expectationBelow'
            : 'insights.expectationAbove'
          : 'insights.expectationUntouched',
        {
          city: result.predictions['0-3'].location.city,
        },
      )}
    </p>
  );
}

/**
 * The predicted yearly pay restated in the period the person gave their expectation in (per month, per hour), so an
 * hourly worker compares like with like. Only when the prediction is in the person's currency.
 */
function PredictedPerPeriod() {
  const { t } = useTranslation('dashboard');
  const { answers, top: result, locale } = useDashboard();
  const salary = result?.predictions['0-3'].career.salary;
  if (!answers || !salary || answers.timeframe === 'annual' || salary.currency !== answers.currency)
    return null;
  // Where a year is more than twelve payments (Dutch holiday allowance, Portugal's fourteen), the month a person
  // compares with is the one on the payslip, not a twelfth of the year (walk W2).
  const country = result.predictions['0-3'].location.country;
  const payslip =
    answers.timeframe === 'monthly' ? payslipMonthly(salary.value, country, salary.source) : null;
  if (payslip)
    return (
      <p className="text-xs text-slate-700" data-testid="predicted-per-period">
        {t('insights.predictedPayslip', {
          amount: money(payslip.amount, salary.currency, locale),
          // Where the figure's source names its bonuses, they are divided out (decision 0163, walk W104).
          rule: payslip.named
            ? t('insights.payMonthsNamed', { months: number(payslip.months, locale, 2) })
            : t(`insights.payMonths.${country}`),
        })}
      </p>
    );
  const perPeriod = perPeriodAmount(salary.value, answers.timeframe);
  return (
    <p className="text-xs text-slate-700" data-testid="predicted-per-period">
      {t('insights.predictedPer', {
        amount: money(perPeriod, salary.currency, locale),
        period: t(`timeframe.${answers.timeframe}`),
      })}
    </p>
  );
}
