import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  EDUCATION_LEVELS,
  FAMILY_STATUSES,
  SALARY_TIMEFRAMES,
  type Currency,
} from '@thrive/core/contracts/enums';
import { TEXT_MAX, type EducationBackground } from '@thrive/core/contracts/onboarding';
import { toFormatLocale } from '@thrive/core/format';
import { housingBudgetProblem, parseHousingBudget, readPartnerIncome } from '@thrive/core/engine/budget';
import { budgetBelowRents } from '@thrive/core/rules/housing-budget';
import {
  DEFAULT_SALARY,
  clampSalary,
  convertSalaryChoice,
  currencyOfCountry,
  formatSalary,
  salaryExpectationText,
  salarySliderBounds,
} from '@thrive/core/rules/salary';
import { Notice } from '@/components/ui/notice';
import { FigureSource } from '@/components/figure-source';
import { SalarySuggestionResponse } from '@thrive/core/contracts/api';
import { apiJson } from '@/lib/api/http';
import { queryKeys } from '@/lib/query-keys';
import {
  CHILDREN_SLIDER,
  SALARY_LIFESTYLE_SLIDER,
  childrenLabel,
  EARLIEST_GRADUATION_YEAR,
  earlierGraduationYear,
  graduationYearOptions,
  isEarlierGraduationYear,
  salaryLifestyleLabel,
  showsChildrenSlider,
  childrenRequired,
  showsPartnerQuestions,
  showsYoungChildrenQuestion,
  withChildrenCount,
  withYoungChildAge,
  withYoungChildren,
} from '@thrive/core/rules/wizard-inputs';
import { Field, Select, Textarea, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { SingleChoice } from '../components/choice-group';
import { useHomeCountry, usePayslipMonthNote } from './profile-fields';
import type { StepProps } from './types';

export function EducationStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const education = answers.educationBackground;
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => graduationYearOptions(now), [now]);
  const set = (patch: Partial<EducationBackground>) =>
    update({ educationBackground: { ...education, ...patch } });
  // Years before the 20-year window: "Earlier" in the list, then a year field.
  const [earlier, setEarlier] = useState(() => isEarlierGraduationYear(education.graduationYear, now));
  const [earlierText, setEarlierText] = useState(earlier ? education.graduationYear : '');
  const lastEarlier = years[0]! - 1;
  const earlierInvalid = earlier && earlierText.trim() !== '' && !earlierGraduationYear(earlierText, now);
  // A line longer than the answer holds (a CV can bring one; typing stops at the limit) says so (walk W22).
  const tooLong = (value: string, max: number) => (value.trim().length > max ? t('tooLong', { max }) : null);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('education.level')} id="edu-level" requiredMark="asterisk">
        {(control) => (
          <Select
            {...control}
            required
            value={education.level}
            onChange={(event) => set({ level: event.target.value as EducationBackground['level'] })}
          >
            <option value="">{t('education.levelPlaceholder')}</option>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`education.levels.${level}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        id="edu-institution"
        label={t('education.institution')}
        requiredMark="asterisk"
        required
        value={education.institution}
        maxLength={TEXT_MAX.institution}
        error={tooLong(education.institution, TEXT_MAX.institution)}
        placeholder={t('education.institutionPlaceholder')}
        onChange={(event) => set({ institution: event.target.value })}
      />
      <TextField
        id="edu-field"
        label={t('education.fieldOfStudy')}
        value={education.fieldOfStudy}
        maxLength={TEXT_MAX.fieldOfStudy}
        error={tooLong(education.fieldOfStudy, TEXT_MAX.fieldOfStudy)}
        onChange={(event) => set({ fieldOfStudy: event.target.value })}
      />
      <Field label={t('education.graduationYear')} id="edu-year">
        {(control) => (
          <Select
            {...control}
            value={earlier ? 'earlier' : education.graduationYear}
            onChange={(event) => {
              const value = event.target.value;
              setEarlier(value === 'earlier');
              if (value === 'earlier') {
                setEarlierText('');
                set({ graduationYear: '' });
              } else set({ graduationYear: value });
            }}
          >
            <option value="">{t('education.yearPlaceholder')}</option>
            <option value="earlier">{t('education.yearEarlier', { year: years[0] })}</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {earlier ? (
        <TextField
          id="edu-year-earlier"
          label={t('education.yearEarlierField')}
          hint={t('education.yearEarlierHint', { fromYear: EARLIEST_GRADUATION_YEAR, toYear: lastEarlier })}
          error={
            earlierInvalid
              ? t('education.yearEarlierInvalid', { fromYear: EARLIEST_GRADUATION_YEAR, toYear: lastEarlier })
              : null
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={earlierText}
          onChange={(event) => {
            setEarlierText(event.target.value);
            set({ graduationYear: earlierGraduationYear(event.target.value, now) ?? '' });
          }}
        />
      ) : null}
      <TextField
        id="edu-gpa"
        label={t('education.gpa')}
        value={education.gpa}
        maxLength={TEXT_MAX.gpa}
        error={tooLong(education.gpa, TEXT_MAX.gpa)}
        onChange={(event) => set({ gpa: event.target.value })}
      />
      <Field label={t('education.achievements')} id="edu-achievements" className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={TEXT_MAX.achievements}
            value={education.achievements}
            onChange={(event) => set({ achievements: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

export function SalaryStep({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const sliderId = useId();
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const bounds = salarySliderBounds(answers.currency, answers.timeframe);
  const amount = clampSalary(answers.salaryRange, answers.currency, answers.timeframe);
  const homeCountry = useHomeCountry(answers);
  // The money the person is paid in (their current pay's, itself that of where they live unless they picked one), else
  // that of where they live: the step starts in it rather than in the wizard's EUR (walk W712: Mark typed Pittsburgh
  // and was offered EUR until the server's suggestion came, and kept it when none came). Once, and only over the
  // wizard's own untouched default: a currency the person chose, or one the suggestion set, stays.
  const homeMoney = answers.currentPay?.currency ?? currencyOfCountry(homeCountry);
  const followedHome = useRef(false);
  useEffect(() => {
    if (followedHome.current || !homeMoney || homeMoney === answers.currency) return;
    if (answers.salaryChosen || !untouchedDefault(answers, 'EUR')) return;
    followedHome.current = true;
    update({ currency: homeMoney });
  }, [homeMoney]); // eslint-disable-line react-hooks/exhaustive-deps
  const show = (value: number, currency = answers.currency, timeframe = answers.timeframe) =>
    salaryExpectationText(value, currency, timeframe, locale);
  // A change of currency or period converts the amount and says so (never a silent clamp).
  const [note, setNote] = useState<string | null>(null);
  const suggestion = useSalarySuggestion(answers, update, locale, homeMoney);
  // The typical pay the slider started from, kept with its source when only the currency or period changes (walk
  // W413: switching "Per" to month left "EUR 17/hour converted to EUR 2,750 a month" without the source of the 17).
  const [kept, setKept] = useState<typeof suggestion>(null);
  const change = (to: { currency: typeof answers.currency; timeframe: typeof answers.timeframe }) => {
    if (to.currency === answers.currency && to.timeframe === answers.timeframe) return;
    if (suggestion) setKept(suggestion);
    const converted = convertSalaryChoice(
      { amount, currency: answers.currency, timeframe: answers.timeframe },
      to,
      homeCountry,
    );
    update({ ...to, salaryRange: converted.amount, salaryChosen: true });
    // The exact sum first, then the slider's step where it moved it (walk W516: "Converted €4,250 per month to
    // €50,000 per year", though 4,250 x 12 is 51,000).
    const exact = Math.round(converted.exact);
    const parts = [
      t('salary.converted', {
        from: show(amount),
        to: show(converted.snapped ? exact : converted.amount, to.currency, to.timeframe),
      }),
    ];
    if (converted.rate) parts.push(t('salary.rate', converted.rate));
    if (converted.snapped)
      parts.push(
        t('salary.snapped', {
          step: show(salarySliderBounds(to.currency, to.timeframe).step, to.currency, to.timeframe),
          amount: show(converted.amount, to.currency, to.timeframe),
        }),
      );
    if (converted.clamped) parts.push(t('salary.clamped', { exact: show(exact, to.currency, to.timeframe) }));
    setNote(parts.join(' '));
  };
  // A month on the slider is the payslip month of home, read as the engine reads it (decision 0077).
  const monthNote = usePayslipMonthNote();
  const perMonth = answers.timeframe === 'monthly' ? monthNote(amount, answers.currency, homeCountry) : null;
  // The predicted role's level when it is not the middle one, whose figure is the typical pay (walk W819).
  const otherLevel =
    suggestion?.role && suggestion.level && suggestion.level !== 'mid' ? suggestion.level : null;
  return (
    <div className="space-y-8">
      {suggestion ? (
        <Notice tone="info">
          <span data-testid="salary-suggestion">
            {t(
              // salary.suggested[Own][Area|RolePlace|Role|Place]: "Own" when the slider starts at the person's current
              // pay; "Area" when the figure is of a wider area than the place (walk W707: a state's 25th percentile
              // read as "the typical pay in Pittsburgh").
              // "Level" when the figure is another level's than the middle one: "senior pay", not "the typical pay"
              // (walk W819: a senior's 75th percentile read as the typical pay).
              `salary.suggested${suggestion.from === 'current-pay' ? 'Own' : ''}${
                suggestion.role && suggestion.place && suggestion.area && suggestion.level
                  ? 'Area'
                  : suggestion.role && suggestion.place
                    ? `RolePlace${otherLevel ? 'Level' : ''}`
                    : suggestion.role
                      ? `Role${otherLevel ? 'Level' : ''}`
                      : suggestion.place
                        ? 'Place'
                        : ''
              }`,
              {
                role: suggestion.role,
                place: suggestion.place,
                area: suggestion.area,
                levelPay: suggestion.level ? t(`salary.levelPay.${suggestion.level}`) : undefined,
                point: t(`salary.point.${suggestion.point ?? 'none'}`),
                predicted: show(
                  suggestion.predictedAmount ?? suggestion.amount,
                  suggestion.currency,
                  suggestion.timeframe,
                ),
              },
            )}
          </span>{' '}
          {/* The typical pay as the figure is, and how the slider rounds it (walk 4: EUR 41,000 shown as 40,000). */}
          {suggestion.from !== 'current-pay' &&
          suggestion.exactAmount !== undefined &&
          suggestion.step !== undefined &&
          Math.abs(suggestion.exactAmount - suggestion.amount) >= 0.01 ? (
            <span data-testid="salary-suggestion-rounded">
              {/* Whose pay the figure is, said in the sentence (walk W819): "Pay for a senior (the 75th percentile
                  of the source)", not "the typical pay". */}
              {t(otherLevel ? 'salary.suggestedRoundedLevel' : 'salary.suggestedRounded', {
                exact: show(suggestion.exactAmount, suggestion.currency, suggestion.timeframe),
                step: show(suggestion.step, suggestion.currency, suggestion.timeframe),
                amount: show(suggestion.amount, suggestion.currency, suggestion.timeframe),
                ...(otherLevel && {
                  who: t(`salary.levelWho.${otherLevel}`),
                  point: t(`salary.pointOfSource.${suggestion.point ?? 'none'}`),
                }),
              })}{' '}
            </span>
          ) : null}
          {/* What they earn, and that the slider rounds it up to its next step (walk W117, decision 0164). */}
          {suggestion.from === 'current-pay' &&
          answers.currentPay?.amount !== undefined &&
          Math.abs(answers.currentPay.amount - suggestion.amount) >= 0.01 ? (
            <span data-testid="salary-suggestion-rounded">
              {t('salary.suggestedOwnRounded', {
                exact: show(answers.currentPay.amount, suggestion.currency, suggestion.timeframe),
                step: show(suggestion.step ?? bounds.step, suggestion.currency, suggestion.timeframe),
                amount: show(suggestion.amount, suggestion.currency, suggestion.timeframe),
              })}{' '}
            </span>
          ) : null}
          <FigureSource figure={suggestion.figure} />
        </Notice>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('salary.currency')} id="salary-currency">
          {(control) => (
            <Select
              {...control}
              value={answers.currency}
              onChange={(event) =>
                change({
                  currency: event.target.value as typeof answers.currency,
                  timeframe: answers.timeframe,
                })
              }
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('salary.timeframe')} id="salary-timeframe">
          {(control) => (
            <Select
              {...control}
              value={answers.timeframe}
              onChange={(event) =>
                change({
                  currency: answers.currency,
                  timeframe: event.target.value as typeof answers.timeframe,
                })
              }
            >
              {SALARY_TIMEFRAMES.map((timeframe) => (
                <option key={timeframe} value={timeframe}>
                  {t(`salary.timeframes.${timeframe}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {note ? (
        <Notice tone="info" className="-mt-4">
          <span data-testid="salary-conversion">{note}</span>
          {!suggestion && kept ? (
            <span data-testid="salary-conversion-source">
              {' '}
              {t('salary.convertedFrom', {
                amount: show(
                  kept.predictedAmount ?? kept.exactAmount ?? kept.amount,
                  kept.currency,
                  kept.timeframe,
                ),
              })}{' '}
              <FigureSource figure={kept.figure} />
            </span>
          ) : null}
        </Notice>
      ) : null}
      <div>
        <div className="mb-2 flex items-baseline justify-between">
          <label htmlFor={sliderId} className="font-medium text-slate-900">
            {t('salary.slider')}
          </label>
          <output htmlFor={sliderId} className="text-2xl font-bold text-brand-800">
            {show(amount)}
          </output>
        </div>
        <input
          id={sliderId}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={amount}
          aria-valuetext={show(amount)}
          aria-describedby={perMonth ? `${sliderId}-per-month` : undefined}
          onChange={(event) => {
            setNote(null);
            setKept(null);
            update({ salaryRange: Number(event.target.value), salaryChosen: true });
          }}
          className="w-full accent-brand-700"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{show(bounds.min)}</span>
          <span>{show(bounds.max)}</span>
        </div>
        {perMonth ? (
          <p id={`${sliderId}-per-month`} className="mt-2 text-sm text-slate-700">
            {perMonth}
          </p>
        ) : null}
      </div>
      <div className="space-y-3">
        <Switch
          label={t('salary.flexible')}
          checked={answers.isFlexible}
          onChange={(isFlexible) => update({ isFlexible })}
        />
        <Switch
          label={t('salary.prioritizeOther')}
          checked={answers.prioritizeOther}
          onChange={(prioritizeOther) => update({ prioritizeOther })}
        />
      </div>
    </div>
  );
}

/** The slider where the wizard puts it before anything is known: 45,000 a year, in `currency`. */
const untouchedDefault = (answers: StepProps['answers'], currency: Currency) =>
  answers.salaryRange === DEFAULT_SALARY && answers.currency === currency && answers.timeframe === 'annual';

/**
 * Until the person sets the slider themselves, it starts from the pay of their predicted role where they live, in
 * their currency and period (POST /api/onboarding/salary-suggestion; issue 15), not from a fixed EUR 45,000. Returns
 * the suggestion while it is the one shown.
 */
function useSalarySuggestion(
  answers: StepProps['answers'],
  update: StepProps['update'],
  locale: 'en' | 'nl',
  homeMoney: Currency | undefined,
): SalarySuggestionResponse['suggestion'] {
  // The slider's own fields are left out of the key: the suggestion does not depend on where the slider stands.
  const { salaryRange: _range, timeframe: _timeframe, salaryChosen: _chosen, ...rest } = answers;
  const query = useQuery({
    queryKey: queryKeys.onboardingSalarySuggestion(rest, locale),
    queryFn: () =>
      apiJson('/api/onboarding/salary-suggestion', {
        method: 'POST',
        json: { answers, locale },
        schema: SalarySuggestionResponse,
      }),
    enabled: !answers.salaryChosen,
    // The currency the suggestion sets is part of the key: keep showing it while the same answer is asked again.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: 1,
  });
  const offered = answers.salaryChosen ? null : (query.data?.suggestion ?? null);
  const shown =
    !!offered &&
    offered.amount === answers.salaryRange &&
    offered.currency === answers.currency &&
    offered.timeframe === answers.timeframe;
  // Only the untouched default is replaced (a salary saved before `salaryChosen` existed is kept): EUR 45,000 a year,
  // or the same in the money of home the step started in.
  const untouched =
    untouchedDefault(answers, 'EUR') || (homeMoney !== undefined && untouchedDefault(answers, homeMoney));
  useEffect(() => {
    if (offered && !shown && untouched)
      update({ salaryRange: offered.amount, currency: offered.currency, timeframe: offered.timeframe });
  }, [offered]); // eslint-disable-line react-hooks/exhaustive-deps
  return shown || untouched ? offered : null;
}

/**
 * The partner's expected income (walks W403/W419): read in the answers' currency, or in the currency the text names
 * ("108 000 PLN"), converted at the ECB rate and said so under the field; a text that is not an amount is an error in
 * the person's language and stays in the field, never a silent "no amount".
 */
function PartnerIncomeField({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const [text, setText] = useState(() =>
    answers.partnerIncome !== undefined ? String(answers.partnerIncome) : '',
  );
  const reading = readPartnerIncome(text, answers.currency);
  const locale = toFormatLocale(i18n.language);
  // A month's pay typed as such is made a year and said so (walk W511: PLN 7,000 a month had to be turned into a
  // year in euros by hand).
  const hint =
    reading.kind === 'amount' && (reading.converted || reading.perMonth)
      ? t(
          reading.perMonth
            ? reading.converted
              ? 'reality.partnerIncomeMonthlyConverted'
              : 'reality.partnerIncomeMonthly'
            : 'reality.partnerIncomeConverted',
          {
            typed: formatSalary(
              reading.typed.value,
              reading.typed.currency as Currency,
              reading.perMonth ? 'monthly' : 'annual',
              locale,
            ),
            amount: formatSalary(reading.amount, reading.currency as Currency, 'annual', locale),
          },
        )
      : t('reality.partnerIncomeHint');
  return (
    <TextField
      id="partnerIncome"
      label={t('reality.partnerIncome', { currency: answers.currency })}
      hint={hint}
      error={reading.kind === 'problem' ? t(`reality.partnerIncomeProblem.${reading.problem}`) : null}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = readPartnerIncome(event.target.value, answers.currency);
        update({ partnerIncome: next.kind === 'amount' && next.amount > 0 ? next.amount : undefined });
      }}
      inputClassName="sm:max-w-xs"
    />
  );
}

export function LifestyleRealityStep({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const childrenId = useId();
  const balanceId = useId();
  const budgetProblem = housingBudgetProblem(answers.housingBudget, answers.currency);
  // A large amount is read as a year's budget (walk W26): say so, with the monthly figure the plan will use.
  const budget = budgetProblem ? null : parseHousingBudget(answers.housingBudget, answers.currency);
  const budgetHint = budget?.yearly
    ? t('reality.housingBudgetYearly', {
        amount: formatSalary(
          budget.monthly,
          budget.currency as Currency,
          'monthly',
          toFormatLocale(i18n.language),
        ),
      })
    : undefined;
  // Below every rent in the person's cities (walk finding 11): a gentle warning; the answer is kept and allowed.
  const below = budgetBelowRents(budget, answers.preferredCities);
  const belowHint = below
    ? t('reality.housingBudgetBelowRents', {
        city: below.city,
        rent: formatSalary(below.rent, below.currency as Currency, 'monthly', toFormatLocale(i18n.language)),
      })
    : undefined;
  const balanceKey = {
    'salary-priority': 'reality.balanceSalary',
    balanced: 'reality.balanceBalanced',
    'lifestyle-priority': 'reality.balanceLifestyle',
  }[salaryLifestyleLabel(answers.salaryLifestyleBalance)];
  return (
    <div className="space-y-8">
      <TextField
        id="housingBudget"
        // The currency the amount is read in, as the partner's field says it (walk W310).
        label={t('reality.housingBudget', { currency: answers.currency })}
        inputMode="numeric"
        value={answers.housingBudget}
        placeholder={t('reality.housingBudgetPlaceholder')}
        onChange={(event) => update({ housingBudget: event.target.value })}
        error={budgetProblem ? t(`reality.housingBudgetProblem.${budgetProblem}`) : null}
        hint={
          budgetHint || belowHint ? (
            <>
              {budgetHint}
              {budgetHint && belowHint ? ' ' : null}
              {belowHint && <span className="text-amber-800">{belowHint}</span>}
            </>
          ) : undefined
        }
        inputClassName="sm:max-w-xs"
      />
      <SingleChoice
        name="familyStatus"
        legend={t('reality.familyStatus')}
        options={FAMILY_STATUSES.map((id) => ({ id, label: t(`reality.family.${id}`) }))}
        value={answers.familyStatus}
        // A family or a single parent has at least one child: the count starts at 1 (a count already chosen is kept).
        onChange={(familyStatus) =>
          update(
            childrenRequired(familyStatus) && answers.childrenCount < 1
              ? { familyStatus, childrenCount: 1 }
              : { familyStatus },
          )
        }
      />
      {showsChildrenSlider(answers.familyStatus) && (
        <div>
          <div className="mb-2 flex items-baseline justify-between">
            <label htmlFor={childrenId} className="font-medium text-slate-900">
              {t('reality.children')}
            </label>
            <output htmlFor={childrenId} className="text-xl font-bold text-brand-800">
              {childrenLabel(answers.childrenCount)}
            </output>
          </div>
          <input
            id={childrenId}
            type="range"
            min={childrenRequired(answers.familyStatus) ? 1 : CHILDREN_SLIDER.min}
            max={CHILDREN_SLIDER.max}
            step={CHILDREN_SLIDER.step}
            value={answers.childrenCount}
            aria-valuetext={childrenLabel(answers.childrenCount)}
            onChange={(event) =>
              update(
                withChildrenCount(Number(event.target.value), answers.youngChildren, answers.youngChildAges),
              )
            }
            className="w-full accent-brand-700"
          />
        </div>
      )}
      {showsYoungChildrenQuestion(answers.familyStatus, answers.childrenCount) && (
        // Optional (decision 0076): the net cost of childcare is taken from money left only once it is answered.
        <Field id="youngChildren" label={t('reality.youngChildren')} hint={t('reality.youngChildrenHint')}>
          {(control) => (
            <Select
              {...control}
              className="sm:max-w-xs"
              value={answers.youngChildren === undefined ? '' : String(answers.youngChildren)}
              onChange={(event) =>
                update(
                  withYoungChildren(
                    event.target.value === '' ? undefined : Number(event.target.value),
                    answers.youngChildAges,
                  ),
                )
              }
            >
              <option value="">{t('reality.youngChildrenUnanswered')}</option>
              {Array.from({ length: answers.childrenCount + 1 }, (_, n) => (
                <option key={n} value={String(n)}>
                  {t('reality.youngChildrenCount', { count: n })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {showsYoungChildrenQuestion(answers.familyStatus, answers.childrenCount) && (
        // Each young child's age, in order (decision 0232, walk W514): a child needs a childcare place in a country
        // only until school starts there, so a five-year-old costs nothing in the Netherlands and a Kita place in Germany.
        <YoungChildAges answers={answers} update={update} />
      )}
      {showsPartnerQuestions(answers.familyStatus) && (
        <div className="space-y-3">
          <Switch
            label={t('reality.partnerWorks')}
            checked={answers.partnerWorks === true}
            onChange={(partnerWorks) => update({ partnerWorks })}
          />
          {answers.partnerWorks === true && <PartnerIncomeField answers={answers} update={update} />}
        </div>
      )}
      <div>
        <div className="mb-2 flex items-baseline justify-between">
          <label htmlFor={balanceId} className="font-medium text-slate-900">
            {t('reality.balance')}
          </label>
          <output htmlFor={balanceId} className="font-semibold text-brand-800">
            {t(balanceKey)}
          </output>
        </div>
        <input
          id={balanceId}
          type="range"
          min={SALARY_LIFESTYLE_SLIDER.min}
          max={SALARY_LIFESTYLE_SLIDER.max}
          step={SALARY_LIFESTYLE_SLIDER.step}
          value={answers.salaryLifestyleBalance}
          aria-valuetext={`${answers.salaryLifestyleBalance}: ${t(balanceKey)}`}
          onChange={(event) => update({ salaryLifestyleBalance: Number(event.target.value) })}
          className="w-full accent-brand-700"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{t('reality.balanceSalary')}</span>
          <span>{t('reality.balanceLifestyle')}</span>
        </div>
      </div>
    </div>
  );
}

/** One age select per child counted as younger than 7, each shown once the ages before it are given. */
function YoungChildAges({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const count = Math.min(answers.youngChildren ?? 0, answers.childrenCount);
  const ages = answers.youngChildAges ?? [];
  const shown = Math.min(count, ages.length + 1);
  if (shown <= 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {Array.from({ length: shown }, (_, i) => (
        <Field key={i} id={`youngChildAge-${i}`} label={t('reality.youngChildAge', { n: i + 1 })}>
          {(control) => (
            <Select
              {...control}
              value={ages[i] === undefined ? '' : String(ages[i])}
              onChange={(event) =>
                update({
                  youngChildAges: withYoungChildAge(
                    ages,
                    i,
                    event.target.value === '' ? undefined : Number(event.target.value),
                  ),
                })
              }
            >
              <option value="">{t('reality.youngChildAgeUnanswered')}</option>
              {Array.from({ length: 7 }, (_, age) => (
                <option key={age} value={String(age)}>
                  {t('reality.youngChildAgeYears', { count: age })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ))}
    </div>
  );
}
