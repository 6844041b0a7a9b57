import { SHOWN_LIMITS } from '@thrive/core/rules/affordability';
import { withoutChildcare } from '@thrive/core/rules/money-left';
import { THIRTY_PERCENT_RULING } from '@thrive/core/rules/thirty-percent-ruling';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Affordability, CheckRule, CityFacts } from '@thrive/core/contracts/analysis-result';
import type { ExperienceLevel } from '@thrive/core/contracts/enums';
import { cn } from '@/lib/utils';
import { FigureNote } from '../figure-note';
import { cityMoney, homeCurrency, number, numberBesideLimits, rentShareNumber } from '../format';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { bedroomsRule, householdCountsChildren } from '@thrive/core/rules/wizard-inputs';
import { useOwnSuffix } from './use-own-suffix';
import { useDashboard } from '../state';

/**
 * Whether a household can afford a city (issue 15): rent share of net income against 30%, the Dutch landlords' 3-4x
 * gross screen, Eurostat's 40% overburden line, money left after rent and living costs, a warning where money left
 * is negative or rent passes 40%, and the housing budget compared with the rent.
 */
export function AffordabilityCard({
  entry,
  cityName,
  budget,
  title,
  compact = false,
  homeCity = false,
}: {
  entry: Affordability;
  cityName: string;
  budget?: CityFacts['budget'];
  title?: string;
  compact?: boolean;
  /**
   * The city the person lives in now: its rent is what renting a new home there now costs, which their own older
   * lease may lie below, and the card says so (decision 0243, walk W608).
   */
  homeCity?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { locale, answers, result } = useDashboard();
  // From the answers by the wizard's rule, not through useHousehold (which pulls the engine's datasets into the
  // dashboard's first chunk).
  const withChildren = householdCountsChildren(answers?.familyStatus);
  const own = useOwnSuffix();
  const home = homeCurrency(answers?.currency);
  const dutch = isDutchCity(result, entry.cityId);
  // Every amount in the city's currency first, then about the same in the person's own (decision 0034).
  const show = (f: Pick<MoneyFigure, 'value' | 'currency'>) =>
    cityMoney(f.value, f.currency, entry.currency, home, locale);
  const c = entry.checks;
  const income = entry.householdIncomeMonthly ?? entry.netMonthly;
  const tenancy = entry.rentTenancy ?? 'estimate';
  // An analysis made before decision 0253 priced a student on a room; it still reads as it was made.
  const room = entry.housing === 'room' && entry.flatRentMonthly !== undefined;
  // A student's room while she studies (decision 0253), beside the money on the graduate's home.
  const studyRoom = !room ? entry.studyRoomMonthly : undefined;
  const budgetOnRoom = !!budget?.room && !room;
  return (
    <section
      aria-label={title ?? t(`afford.title${own}`, { city: cityName })}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid={`affordability-${entry.cityId}`}
    >
      <h3 className="text-base font-semibold">{title ?? t(`afford.title${own}`, { city: cityName })}</h3>
      <Warnings entry={entry} cityName={cityName} />
      <dl className={cn('grid grid-cols-1 gap-3', !compact && 'sm:grid-cols-2')}>
        {/* Which pay every figure below uses: the person's own where they live now, else the role's (decision 0089). */}
        <Item label={t('afford.gross')}>
          <p className="font-semibold" data-testid="afford-gross">
            {show(entry.grossAnnual)}
          </p>
          <PayUsed entry={entry} cityName={cityName} />
          <FigureNote figure={entry.grossAnnual} />
        </Item>
        {/* The rent of the home money left is on; a student's room while she studies under it (decision 0253). */}
        <Item label={room ? t('afford.rentRoom') : t('afford.rent', { count: entry.bedrooms })}>
          <p className="font-semibold" data-testid="afford-rent">
            {show(entry.rentMonthly)}
          </p>
          {room ? (
            <p className="text-xs text-slate-700" data-testid="afford-room-why">
              {t('afford.roomWhy', { amount: show(entry.flatRentMonthly!) })}
            </p>
          ) : (
            <>
              <p className="text-xs text-slate-700" data-testid="afford-tenancy">
                {t(homeCity ? `afford.tenancyHome.${tenancy}` : `afford.tenancy.${tenancy}`)}
              </p>
              {/* A German net cold rent with its service and heating costs on top (decision 0233). */}
              {entry.rentParts ? (
                <p className="text-xs text-slate-700" data-testid="afford-warm-rent">
                  {t('afford.warmRent', {
                    net: show({ value: entry.rentParts.netColdMonthly, currency: entry.currency }),
                    charges: show({ value: entry.rentParts.chargesMonthly, currency: entry.currency }),
                  })}
                </p>
              ) : null}
              <BedroomsWhy bedrooms={entry.bedrooms} />
            </>
          )}
          <FigureNote figure={entry.rentMonthly} />
          {studyRoom ? (
            <div data-testid="afford-study-room">
              <p className="text-xs text-slate-700">{t('afford.studyRoom', { amount: show(studyRoom) })}</p>
              <FigureNote figure={studyRoom} />
            </div>
          ) : null}
        </Item>
        {/* Child benefits and a household only where there are children or a second earner (walk D8). */}
        <Item
          label={t(
            withChildren
              ? 'afford.income'
              : entry.partnerGrossAnnual
                ? 'afford.incomeCouple'
                : 'afford.incomeSingle',
          )}
        >
          <p className="font-semibold">{show(income)}</p>
          {entry.partnerGrossAnnual ? (
            <div data-testid="afford-partner">
              <p className="text-xs text-slate-700">{t('afford.twoEarners')}</p>
              <p className="text-xs text-slate-700">
                {t('afford.partnerPay', { amount: show(entry.partnerGrossAnnual) })}
              </p>
              <FigureNote figure={entry.partnerGrossAnnual} />
            </div>
          ) : null}
          {/* The pension line with its own basis, source and year: a typical premium (an estimate), the UK's
              automatic enrolment minimum (decision 0127), or the NHS or teachers' scheme of the role (decision 0137). */}
          {/* Both earners' pensions: the sum and each part under its own name and source (walk W14, decision 0151). */}
          {entry.pensionMonthly && entry.pensionParts && entry.pensionParts.length > 1 ? (
            <div
              data-testid="afford-pension"
              data-statutory={entry.pensionStatutory ? 'true' : undefined}
              data-scheme={entry.pensionScheme}
            >
              <p className="text-xs text-slate-700">
                {t('afford.pensionParts', {
                  amount: show(entry.pensionMonthly),
                  parts: entry.pensionParts
                    .map((part) =>
                      t(`afford.pensionPart.${pensionPartKey(part)}`, { amount: show(part.monthly) }),
                    )
                    .join(', '),
                })}
              </p>
              {entry.pensionParts.map((part) => (
                <FigureNote key={part.earner} figure={part.monthly} />
              ))}
            </div>
          ) : entry.pensionMonthly ? (
            <div
              data-testid="afford-pension"
              data-statutory={entry.pensionStatutory ? 'true' : undefined}
              data-scheme={entry.pensionScheme}
            >
              <p className="text-xs text-slate-700">
                {t(
                  entry.pensionScheme === 'nhs'
                    ? 'afford.pensionNhs'
                    : entry.pensionScheme === 'teachers'
                      ? 'afford.pensionTeachers'
                      : entry.pensionStatutory
                        ? 'afford.pensionMinimum'
                        : 'afford.pension',
                  { amount: show(entry.pensionMonthly) },
                )}
              </p>
              <FigureNote figure={entry.pensionMonthly} />
            </div>
          ) : null}
          <FigureNote figure={entry.netMonthly} />
          {/* The child benefits in the household's income, with their own source and year (walk 0112). */}
          {entry.childBenefitsMonthly && entry.childBenefitsMonthly.value > 0 ? (
            <div data-testid="afford-child-benefits">
              <p className="text-xs text-slate-700">
                {t('afford.childBenefits', { amount: show(entry.childBenefitsMonthly) })}
              </p>
              <FigureNote figure={entry.childBenefitsMonthly} />
            </div>
          ) : null}
          {/* The Dutch 30% ruling for someone coming from abroad (decision 0120): said, not counted in net pay. */}
          {entry.thirtyPercentRuling === 'may-qualify' ? (
            <div data-testid="afford-thirty-percent-ruling">
              <p className="text-xs text-slate-700">
                {t('afford.ruling', {
                  share: THIRTY_PERCENT_RULING.share,
                  shareLater: THIRTY_PERCENT_RULING.shareFrom2027,
                  years: THIRTY_PERCENT_RULING.months / 12,
                  norm: show({ value: THIRTY_PERCENT_RULING.salaryNorm, currency: 'EUR' }),
                  youngNorm: show({ value: THIRTY_PERCENT_RULING.youngMastersNorm, currency: 'EUR' }),
                  km: THIRTY_PERCENT_RULING.distanceKm,
                })}
              </p>
              <p className="text-xs text-slate-600">
                {t('afford.rulingSource')} ·{' '}
                <span translate="no" lang="nl">
                  {THIRTY_PERCENT_RULING.source}
                </span>
                , {THIRTY_PERCENT_RULING.year}
              </p>
            </div>
          ) : null}
        </Item>
        <Item label={t('afford.share')}>
          <Check
            pass={c.thirtyPercentOfNet.pass}
            text={t(c.thirtyPercentOfNet.pass ? 'afford.sharePass' : 'afford.shareFail', {
              share: rentShareNumber(entry.rentShareOfNet, [SHOWN_LIMITS.rentSharePercent], locale),
              limit: show({ value: c.thirtyPercentOfNet.limit, currency: entry.currency }),
            })}
          />
          <RuleNote rule={c.thirtyPercentOfNet.rule} kind="share" />
        </Item>
        {/* The 3-4x gross screen is a Dutch landlords' rule: shown for Dutch cities only (walk F19). */}
        {dutch ? (
          <Item label={t('afford.landlord')}>
            <Check
              pass={c.dutchLandlordGrossMultiple.verdict !== 'below-3x'}
              text={t(`afford.verdict.${c.dutchLandlordGrossMultiple.verdict}`, {
                multiple: numberBesideLimits(
                  c.dutchLandlordGrossMultiple.multiple,
                  SHOWN_LIMITS.landlordMultiples,
                  locale,
                  1,
                ),
              })}
            />
            <RuleNote rule={c.dutchLandlordGrossMultiple.rule} kind="landlord" />
          </Item>
        ) : null}
        <Item label={t('afford.overburden')}>
          <Check
            pass={!c.eurostatOverburden40.overburdened}
            text={t(c.eurostatOverburden40.overburdened ? 'afford.overburdenFail' : 'afford.overburdenPass')}
          />
          <RuleNote rule={c.eurostatOverburden40.rule} kind="overburden" />
        </Item>
        {entry.livingCostsMonthly ? (
          <Item label={t(`afford.living${own}`)}>
            <p className="font-semibold" data-testid="afford-living">
              {show(entry.livingCostsMonthly)}
            </p>
            <FigureNote figure={entry.livingCostsMonthly} />
          </Item>
        ) : null}
        {entry.healthInsuranceMonthly ? (
          <Item label={t(healthLabel(entry.healthCover))}>
            <HealthCoverDetails entry={entry} show={show} />
          </Item>
        ) : null}
        {entry.childcareMonthly ? (
          <Item label={t('afford.childcareLabel')}>
            <div data-testid="afford-childcare-cost">
              <p className="font-semibold">{show(entry.childcareMonthly)}</p>
              <p className="text-xs text-slate-700">
                {t('afford.childcareIncluded', { count: answers?.youngChildren ?? 1 })}
              </p>
              <FigureNote figure={entry.childcareMonthly} />
            </div>
          </Item>
        ) : null}
        <Item label={t(leftLabel(entry))}>
          <p
            className={cn(
              'text-lg font-bold',
              entry.moneyLeftMonthly.value < 0 ? 'text-red-700' : 'text-emerald-800',
            )}
            data-testid="afford-left"
          >
            {show(entry.moneyLeftMonthly)}
          </p>
          <FigureNote figure={entry.moneyLeftMonthly} />
          {/* Why childcare is not in money left, for every household with children (decision 0076). */}
          {withChildren ? <ChildcareNote entry={entry} cityName={cityName} /> : null}
        </Item>
        {budget ? (
          <Item label={t('afford.budget')}>
            <Check
              pass={budget.fits}
              // Within the budget given, but short on a check above or money left below zero: "fits the budget you
              // gave, but ..." rather than a plain green verdict under red ones (walk W205, decision 0179).
              // A student's budget is her money now, against the room she rents while she studies (decision 0253):
              // the checks above are on her pay after graduation, so no "but see the checks above".
              text={t(
                budgetOnRoom
                  ? budget.fits
                    ? 'afford.budgetFitsRoom'
                    : 'afford.budgetOverRoom'
                  : !budget.fits
                    ? 'afford.budgetOver'
                    : !c.thirtyPercentOfNet.pass ||
                        c.eurostatOverburden40.overburdened ||
                        entry.moneyLeftMonthly.value < 0
                      ? 'afford.budgetFitsBut'
                      : 'afford.budgetFits',
                {
                  // Like with like: the rent and the budget both in the city's currency and in the budget's. The rent
                  // from its figure in the city's currency where the result has it, not converted to the budget's and
                  // back (DKK 7,130 as above, not 7,131; walk D9).
                  budget: cityMoney(budget.budget, budget.currency, entry.currency, budget.currency, locale),
                  rent:
                    budget.cityRent !== undefined && budget.cityCurrency
                      ? cityMoney(
                          budget.cityRent,
                          budget.cityCurrency,
                          entry.currency,
                          budget.currency,
                          locale,
                        )
                      : cityMoney(budget.rent, budget.currency, entry.currency, budget.currency, locale),
                },
              )}
            />
          </Item>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * Which pay a city's money figures use (decision 0089): "Your current pay (reported by you)" where the analysis used the
 * person's own pay (the city they live in now), else "Typical pay for <role> in <city>". `short` gives the words that
 * follow an amount ("on your current pay"). The role defaults to the near-term prediction's, the pay of the analysis.
 */
export function PayUsed({
  entry,
  cityName,
  role,
  level,
  short = false,
  className,
}: {
  entry: Pick<Affordability, 'payOrigin'>;
  cityName: string;
  role?: string;
  /** The level of the pay (the first period's when the role is the plan's); the mid level's is "typical". */
  level?: ExperienceLevel;
  short?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  const roleName = role ?? result?.predictions['0-3'].career.role ?? '';
  const payLevel = level ?? (role === undefined ? result?.predictions['0-3'].career.level : undefined);
  // "Typical pay" is the mid level's (the median); another level's figure says whose pay it is (walk 0801: "typical
  // pay for a nurse in Cork" beside the scale's entry point), as the salary outlook and the Timeline do.
  const leveled = payLevel !== undefined && payLevel !== 'mid';
  const key = `${short ? 'payShort' : 'payUsed'}${leveled ? 'Level' : ''}`;
  // A current pay set aside (a student's side job, part-time pay; decision 0162) is said beside the role's pay.
  const aside = result?.currentPayAside;
  return (
    <p className={cn('text-xs text-slate-700', className)} data-testid="pay-used">
      {entry.payOrigin === 'current'
        ? t(`afford.${short ? 'payShort' : 'payUsed'}.current`)
        : entry.payOrigin === 'scaled'
          ? // A ratio of the role's typical pay between two cities, whatever the level.
            t(`afford.${short ? 'payShort' : 'payUsed'}.scaled`, { role: roleName, city: cityName })
          : t(
              `afford.${key}.${aside === 'studying' ? 'studying' : aside === 'part-time' ? 'partTime' : aside === 'changing' ? 'changing' : 'role'}`,
              {
                role: roleName,
                city: cityName,
                ...(leveled && { level: t(`level.${payLevel}`) }),
              },
            )}
    </p>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-0.5 space-y-0.5 text-sm">{children}</dd>
    </div>
  );
}

/** A check's limit as a full figure: the limit, then its basis, source and year (absent on older analyses). */
function RuleNote({ rule, kind }: { rule?: CheckRule; kind: 'share' | 'landlord' | 'overburden' }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  if (!rule) return null;
  return (
    <div data-testid={`check-rule-${kind}`}>
      <p className="text-xs text-slate-700">
        {t(`afford.rule.${kind}`, { value: number(rule.value, locale, 0) })}
      </p>
      <FigureNote figure={rule} />
    </div>
  );
}

function Check({ pass, text }: { pass: boolean; text: string }) {
  const Icon = pass ? CheckCircle2 : XCircle;
  return (
    <p className={cn('flex items-start gap-1.5', pass ? 'text-emerald-900' : 'text-red-800')}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** The warnings a person must see: money left below zero, rent above Eurostat's 40% line. */
export function Warnings({ entry, cityName }: { entry: Affordability; cityName: string }) {
  const { t } = useTranslation('dashboard');
  const own = useOwnSuffix();
  const { locale, answers } = useDashboard();
  const home = homeCurrency(answers?.currency);
  const warnings = entry.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <ul className="space-y-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {warnings.map((w) => (
        <li key={w} className="flex items-start gap-1.5">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('afford.warning')}: </span>
            {t(warningKey(entry, w, own), {
              city: cityName,
              // "short by A$349", not "would be -A$349 short" (audit 12): the shortfall as a positive amount.
              amount: cityMoney(
                Math.abs(entry.moneyLeftMonthly.value),
                entry.moneyLeftMonthly.currency,
                entry.currency,
                home,
                locale,
              ),
              share: rentShareNumber(entry.rentShareOfNet, [SHOWN_LIMITS.overburdenPercent], locale),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Whether a city of the analysis is in the Netherlands, where landlords ask a gross income of 3-4 times the rent. */
export function isDutchCity(
  result: { cityMatches: readonly { cityId: string; country: string }[] } | null | undefined,
  cityId: string,
) {
  return result?.cityMatches.find((c) => c.cityId === cityId)?.country === 'NL';
}

/**
 * Why childcare is not in money left (decision 0076): no official figure for the city, the person did not say how
 * many children are under school age, or one parent earns and the other is assumed to care at home. Nothing when the
 * cost is included (its own line) or no child is under school age. An analysis from before engine 2025.27 has no
 * status: the city is said not to be modelled, as then.
 */
export function ChildcareNote({ entry, cityName }: { entry: Affordability; cityName: string }) {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  const status = entry.childcare ?? 'not-modelled';
  if (status === 'included' || status === 'none') return null;
  // England's funded hours are costed (decision 0207); Scotland funds hours too (gov.scot): said as the rule it is,
  // no cost made up (decision 0163). Edinburgh is the catalogue's one British city without a childcare rule.
  const uk = result?.cityMatches.find((c) => c.cityId === entry.cityId)?.country === 'GB';
  const key = {
    'not-modelled': uk ? 'afford.childcareFundedHoursScotland' : 'afford.childcare',
    'not-asked': 'afford.childcareNotAsked',
    'parent-at-home': 'afford.childcareAtHome',
  }[status];
  return (
    <p className="text-xs text-slate-700" data-testid="afford-childcare">
      {t(key, { city: cityName })}
    </p>
  );
}

/**
 * Why the rent is of the home it is (walk W210, decision 0197): the rule that picks the bedrooms from the household
 * (one for the parents, one for every two children sharing), and where the city has no rent of that size, that the
 * nearest is used. From the person's answers, so it says nothing before they are in.
 */
function BedroomsWhy({ bedrooms }: { bedrooms: number }) {
  const { t } = useTranslation('dashboard');
  const { answers } = useDashboard();
  if (!answers?.familyStatus) return null;
  const why = bedroomsRule(answers.familyStatus, answers.childrenCount ?? 0);
  return (
    <div data-testid="afford-bedrooms-why">
      <p className="text-xs text-slate-700">
        {t(`afford.bedroomsWhy.${why.rule}`, { count: why.children, bedrooms: why.bedrooms })}
      </p>
      {why.bedrooms !== bedrooms ? (
        <p className="text-xs text-slate-700">{t('afford.bedroomsWhy.nearest', { count: why.bedrooms })}</p>
      ) : null}
    </div>
  );
}

/**
 * Beside a money-left figure that leaves out the household's childcare (decision 0163, walk W110): a short "childcare
 * not included", where the full reason is on the housing card.
 */
export function ChildcareShort({ status }: { status: string | undefined }) {
  const { t } = useTranslation('dashboard');
  if (!withoutChildcare(status)) return null;
  return (
    <span className="block text-xs font-normal text-slate-700" data-testid="childcare-short">
      {t('afford.childcareShort')}
    </span>
  );
}

/** The childcare cost taken from money left, as one short line under a money-left figure (timeline, report). */
export function ChildcareLine({ entry }: { entry: Affordability }) {
  const { t } = useTranslation('dashboard');
  const show = useCityMoneyOf(entry);
  if (!entry.childcareMonthly) return null;
  return (
    <span className="block text-xs text-slate-700" data-testid="childcare-line">
      {t('afford.childcareLine', { amount: show(entry.childcareMonthly) })}
    </span>
  );
}

function useCityMoneyOf(entry: Affordability) {
  const { locale, answers } = useDashboard();
  const home = homeCurrency(answers?.currency);
  return (f: Pick<MoneyFigure, 'value' | 'currency'>) =>
    cityMoney(f.value, f.currency, entry.currency, home, locale);
}

/** The card's label for the health cover the engine decided (decision 0106); older analyses carry no kind. */
function healthLabel(cover: Affordability['healthCover']): string {
  switch (cover?.kind) {
    case 'dutch-basic':
      return 'afford.health.dutch-basic.label';
    case 'swiss-kvg':
      return 'afford.health.swiss-kvg.label';
    case 'us-employer-share':
      return 'afford.health.us-employer-share.label';
    default:
      return 'afford.health.unknown.label';
  }
}

/**
 * The health cover's amount a month with what it is (decision 0106): for the Dutch basic insurance the premiums of the
 * adults less the zorgtoeslag, each with its source, the asset limit the allowance assumes (decision 0119) and the own
 * risk a year that is not counted; for the Swiss KVG that the cantonal premium reduction is not taken off (0119).
 */
function HealthCoverDetails({
  entry,
  show,
}: {
  entry: Affordability;
  show: (f: Pick<MoneyFigure, 'value' | 'currency'>) => string;
}) {
  const { t } = useTranslation('dashboard');
  const own = useOwnSuffix();
  const cover = entry.healthCover;
  const monthly = cover?.monthly ?? entry.healthInsuranceMonthly!;
  return (
    <div data-testid="afford-health" data-kind={cover?.kind ?? 'unknown'}>
      <p className="font-semibold">{show(monthly)}</p>
      {cover?.kind === 'dutch-basic' && cover.premiumMonthly && cover.allowanceMonthly ? (
        <>
          <p className="text-xs text-slate-700" data-testid="afford-health-premium">
            {t('afford.health.dutch-basic.premium', {
              count: cover.adults,
              amount: show(cover.premiumMonthly),
            })}
          </p>
          <FigureNote figure={cover.premiumMonthly} />
          <p className="text-xs text-slate-700" data-testid="afford-health-allowance">
            {cover.allowanceMonthly.value > 0
              ? t(`afford.health.dutch-basic.allowance${own}`, { amount: show(cover.allowanceMonthly) })
              : t(`afford.health.dutch-basic.noAllowance${own}`)}
          </p>
          <FigureNote figure={cover.allowanceMonthly} />
          {cover.allowanceMonthly.value > 0 && cover.allowanceAssetLimit ? (
            <>
              <p className="text-xs text-slate-700" data-testid="afford-health-assets">
                {t(`afford.health.dutch-basic.assets${own}`, { amount: show(cover.allowanceAssetLimit) })}
              </p>
              <FigureNote figure={cover.allowanceAssetLimit} />
            </>
          ) : null}
          {cover.ownRiskAnnual ? (
            <>
              <p className="text-xs text-slate-700" data-testid="afford-health-own-risk">
                {t('afford.health.dutch-basic.ownRisk', { amount: show(cover.ownRiskAnnual) })}
              </p>
              <FigureNote figure={cover.ownRiskAnnual} />
            </>
          ) : null}
          <FigureNote figure={monthly} />
        </>
      ) : (
        <>
          {cover ? <p className="text-xs text-slate-700">{t(`afford.health.${cover.kind}.note`)}</p> : null}
          <FigureNote figure={monthly} />
          {cover?.kind === 'swiss-kvg' ? (
            <p className="text-xs text-slate-700" data-testid="afford-health-reduction">
              {t('afford.health.swiss-kvg.reduction')}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The health cover taken from money left, as one short line under a money-left figure (timeline, report). */
export function HealthLine({ entry }: { entry: Affordability }) {
  const { t } = useTranslation('dashboard');
  const show = useCityMoneyOf(entry);
  const monthly = entry.healthCover?.monthly ?? entry.healthInsuranceMonthly;
  if (!monthly) return null;
  const kind = entry.healthCover?.kind ?? 'unknown';
  // The Dutch line says whether the zorgtoeslag was taken off or the pay is above its limit.
  const noAllowance = kind === 'dutch-basic' && entry.healthCover?.allowanceMonthly?.value === 0;
  return (
    <span className="block text-xs text-slate-700" data-testid="health-line" data-kind={kind}>
      {t(`afford.health.${kind}.${noAllowance ? 'lineNoAllowance' : 'line'}`, { amount: show(monthly) })}
    </span>
  );
}

/**
 * A warning's words: a shortfall says what money left is after (rent and living costs, and the health cover and
 * childcare where they are taken; decision 0106), as the money-left label does.
 */
export function warningKey(
  entry: Pick<Affordability, 'healthInsuranceMonthly' | 'childcareMonthly'>,
  warning: NonNullable<Affordability['warnings']>[number],
  own: '' | 'Own' = '',
): string {
  // A person living alone reads "you", not "your household" (decision 0122); no childcare is taken for them.
  if (warning !== 'money-left-negative') return `afford.warn.${warning}${own}`;
  if (entry.healthInsuranceMonthly)
    return entry.childcareMonthly
      ? 'afford.warn.shortWithHealthAndChildcare'
      : `afford.warn.shortWithHealth${own}`;
  return entry.childcareMonthly ? 'afford.warn.shortWithChildcare' : `afford.warn.money-left-negative${own}`;
}

/** What money left is after: rent and living costs, and health insurance and childcare where they are taken. */
function leftLabel(entry: Affordability): string {
  if (entry.healthInsuranceMonthly)
    return entry.childcareMonthly ? 'afford.leftWithHealthAndChildcare' : 'afford.leftWithHealth';
  return entry.childcareMonthly ? 'afford.leftWithChildcare' : 'afford.left';
}

/** Which name a pension part goes by: the earner, then the scheme, the law's minimum or a typical premium. */
function pensionPartKey(part: NonNullable<Affordability['pensionParts']>[number]): string {
  const kind = part.scheme ?? (part.statutory ? 'statutory' : 'typical');
  return `${part.earner}.${kind}`;
}
