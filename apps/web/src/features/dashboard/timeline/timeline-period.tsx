import { SHOWN_LIMITS } from '@thrive/core/rules/affordability';
import { Flag, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import type { PredictionTimeframe } from '@thrive/core';
import { householdInTimeframe, predictionAffordability } from '@thrive/core/rules/comparison';
import { Badge } from '@/components/ui/badge';
import {
  ChildcareLine,
  ChildcareNote,
  HealthLine,
  isDutchCity,
  Warnings,
} from '../affordability/affordability-card';
import { useHousehold } from '../affordability/use-household';
import { FigureNote } from '../figure-note';
import { PeriodPayUsed } from './period-pay';
import { periodPayScaled } from '@thrive/core/rules/period-pay';
import { date, numberBesideLimits, rentShareNumber } from '../format';
import { useCityMoney } from '../use-city-money';
import { useDashboard } from '../state';
import { householdCountsChildren } from '@thrive/core/rules/wizard-inputs';
import { householdCounts } from '@thrive/core/engine/text';

/** One timeframe of the Future Timeline: role, city, salary, money left a month and its milestones. */
export function TimelinePeriod({
  tf,
  result,
  milestones,
}: {
  tf: PredictionTimeframe;
  result: AnalysisResult;
  milestones: AnalysisResult['milestones'];
}) {
  const { t } = useTranslation('dashboard');
  const { locale, answers } = useDashboard();
  const show = useCityMoney();
  const p = result.predictions[tf];
  const household = useHousehold();
  // Each period at the person's place in the role's pay, as every city is (decision 0129), and with the children's
  // ages at the period's start, so childcare ends as they reach school age (decision 0236, walk W605).
  const afford = predictionAffordability(
    p,
    householdInTimeframe(household, tf),
    result.ownPayShare,
    result.ownPayCountry,
  );
  const left = afford?.moneyLeftMonthly;
  // The same role and level as the period before: the row says it is the top of what the answers reach (decision 0153).
  const levelTop = result.careerPath
    .find((s) => s.timeframe === tf)
    ?.notes?.find((n) => n.code === 'path.level-top');
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className="absolute -left-[33px] top-1 size-4 rounded-full border-2 border-white bg-brand-700 ring-2 ring-brand-200"
      />
      <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`tf.${tf}`)}</h3>
      <div className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-4">
        <div>
          <p className="text-xs text-slate-600">{t('timeline.role')}</p>
          <p className="font-semibold">{p.career.role}</p>
          <p className="text-sm text-slate-700">{t(`level.${p.career.level}`)}</p>
          {levelTop ? <p className="mt-1 text-xs text-slate-600">{levelTop.text}</p> : null}
        </div>
        <div>
          <p className="text-xs text-slate-600">{t('timeline.city')}</p>
          <p className="flex items-center gap-1 font-semibold">
            <MapPin className="size-4 text-brand-700" aria-hidden="true" />
            {p.location.city}
          </p>
        </div>
        <div>
          <p className="text-xs text-slate-600">{t('timeline.salary')}</p>
          <p className="font-semibold">{show(p.career.salary, p.location.housingPrice.currency)}</p>
          <FigureNote figure={p.career.salary} />
        </div>
        <div>
          <p className="text-xs text-slate-600">{t('timeline.moneyLeft')}</p>
          {left ? (
            <>
              <p className={left.value < 0 ? 'font-semibold text-red-700' : 'font-semibold'}>{show(left)}</p>
              {/* A prediction's money: the role's pay there, at the person's share of it when known (0089, 0129). */}
              {afford ? (
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
              <FigureNote figure={left} />
              {/* Why childcare is not in money left, as the card says it (decision 0076; walk D5). */}
              {afford && householdCountsChildren(answers?.familyStatus) ? (
                <ChildcareNote entry={afford} cityName={p.location.city} />
              ) : null}
            </>
          ) : (
            <p className="text-sm text-slate-600">{t('profile.none')}</p>
          )}
        </div>
      </div>
      {afford ? (
        <div className="mt-2 space-y-1">
          <Warnings entry={afford} cityName={p.location.city} />
          <p className="text-xs text-slate-700">
            {/* "Your household's" only where the income holds more than the person's own pay, as the headline says it. */}
            {t(
              `timeline.${afford.checks.thirtyPercentOfNet.pass ? 'sharePass' : 'shareFail'}${householdCounts(afford) ? '' : 'Own'}`,
              {
                share: rentShareNumber(afford.rentShareOfNet, [SHOWN_LIMITS.rentSharePercent], locale),
              },
            )}
            {isDutchCity(result, afford.cityId)
              ? ` · ${t('timeline.landlord', {
                  multiple: numberBesideLimits(
                    afford.checks.dutchLandlordGrossMultiple.multiple,
                    SHOWN_LIMITS.landlordMultiples,
                    locale,
                    1,
                  ),
                })}`
              : null}
          </p>
        </div>
      ) : null}
      <ul className="mt-3 space-y-1.5">
        {milestones.map((m) => (
          <li key={m.id} className="flex flex-wrap items-start gap-2 text-sm">
            <Flag className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="font-medium">{m.title}</span>
            <Badge>{t(`milestoneType.${m.type}`)}</Badge>
            <span className="text-slate-600">
              {t('timeline.target', { date: date(m.targetDate, locale) })}
            </span>
          </li>
        ))}
        {milestones.length === 0 ? (
          <li className="text-sm text-slate-600">{t('timeline.noMilestones')}</li>
        ) : null}
      </ul>
    </li>
  );
}
