import { useTranslation } from 'react-i18next';
import type { CityMatch } from '@thrive/core/contracts/analysis-result';
import { Meter } from '@/components/ui/meter';
import { formatFigureYears } from '@thrive/core/format';
import { countryName } from '@thrive/core/text/country-names';
import { money, number, type Locale } from '../format';
import { factorRows } from './derive';
import { useOwnSuffix } from '../affordability/use-own-suffix';

/** Why a city scores what it does: the facts beside it and every factor's points, earned of possible (decision 0013). */
export function CityScoreBreakdown({ match, locale }: { match: CityMatch; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  // A person living alone is not told about "your household" (decision 0122).
  const own = useOwnSuffix();
  const rows = factorRows(match);
  const facts = match.facts;
  const right = facts?.workRight;
  const permit = right?.permit;
  const items: string[] = [];
  if (facts?.distanceKm !== undefined)
    items.push(
      facts.distanceKm < 5
        ? t('breakdown.home')
        : t('breakdown.distance', { km: number(facts.distanceKm, locale) }),
    );
  if (facts?.moneyLeftMonthly)
    items.push(
      // A shortfall is said as one, its amount without a minus sign (walk 0701: "you keep about €-446").
      t(`breakdown.${facts.moneyLeftMonthly.value < 0 ? 'moneyShort' : 'moneyLeft'}${own}`, {
        amount: money(Math.abs(facts.moneyLeftMonthly.value), facts.moneyLeftMonthly.currency, locale),
        year: formatFigureYears(facts.moneyLeftMonthly, locale),
      }) + (facts.moneyLeftWithoutChildcare ? ` ${t('breakdown.withoutChildcare')}` : ''),
    );
  if (facts?.budget)
    items.push(
      // A student's budget against the room she rents while she studies (decision 0253).
      t(`breakdown.${facts.budget.fits ? 'budgetFits' : 'budgetOver'}${facts.budget.room ? 'Room' : own}`, {
        rent: money(facts.budget.rent, facts.budget.currency, locale),
        budget: money(facts.budget.budget, facts.budget.currency, locale),
      }),
    );
  // Neither citizenship nor home given (decision 0107): the right is not known; say what the ranking counted.
  if (right?.rankedAs)
    items.push(t(right.status === 'permit' ? 'breakdown.rightUnknownPermit' : 'breakdown.rightUnknownFree'));
  else if (right && right.status !== 'permit' && right.status !== 'unknown')
    items.push(t(`breakdown.right.${right.status}`));
  if (right?.status === 'permit' && permit) {
    if (permit.lottery)
      items.push(
        t('breakdown.permitLottery', {
          permit: permit.name,
          rate: permit.lottery.selectionRate,
          year: permit.lottery.fiscalYear,
        }),
      );
    else if (permit.threshold)
      items.push(
        t(permit.meets ? 'breakdown.permitMeets' : 'breakdown.permitBelow', {
          permit: permit.name,
          threshold: money(permit.threshold.value, permit.threshold.currency, locale),
          year: permit.year,
        }),
      );
    else items.push(t('breakdown.permitUnknown', { permit: permit.name }));
  } else if (right?.status === 'permit') items.push(t('breakdown.permitNone'));
  // The right above follows from an assumed citizenship: say so, and how to make it exact (decision 0102).
  if (right?.assumedFrom)
    items.push(t('breakdown.rightAssumed', { country: countryName(right.assumedFrom, locale) }));
  // The city's language counted as spoken because the person named none (decision 0245): say so, and how to change it.
  if (facts?.languagesAssumed?.length)
    items.push(
      t('breakdown.languageAssumed', {
        languages: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          facts.languagesAssumed.map(
            (code) => new Intl.DisplayNames(locale, { type: 'language' }).of(code) ?? code,
          ),
        ),
      }),
    );

  return (
    <details className="mt-3 rounded-md border border-slate-200 bg-white p-3" data-testid="city-breakdown">
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">
        {t('breakdown.title', { city: match.name, match: match.match })}
      </summary>
      {items.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{t('breakdown.how')}</p>
      <ul className="mt-2 space-y-2">
        {rows.map((f) => {
          const label = t(`factor.${f.factor}`, { defaultValue: f.factor });
          return (
            <li key={f.factor} className="text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="first-letter:uppercase">{label}</span>
                <span className="shrink-0 tabular-nums text-slate-700">
                  {t('breakdown.points', {
                    earned: number(f.earned, locale, 1),
                    possible: number(f.possible, locale, 1),
                  })}
                </span>
              </div>
              <Meter value={f.share} label={t('breakdown.meter', { factor: label, share: f.share })} />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
