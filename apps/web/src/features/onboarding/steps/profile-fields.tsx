import { PlaceResponse } from '@thrive/core/contracts/location';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin, Plus, X } from 'lucide-react';
import {
  CURRENCIES,
  LANGUAGE_LEVELS,
  SALARY_TIMEFRAMES,
  type LanguageLevel,
} from '@thrive/core/contracts/enums';
import type { CurrentPay, SpokenLanguage } from '@thrive/core/contracts/onboarding';
import { NATIONALITIES } from '@thrive/core/rules/nationalities';
import {
  CURRENT_PAY_MAX,
  currencyOfCountry,
  readTypedPay,
  typedPayText,
  yearlyPayLooksMonthly,
} from '@thrive/core/rules/salary';
import { currentPayYearly, payMonthsIn } from '@thrive/core/rules/dashboard';
import { formatMoney, formatNumber } from '@thrive/core/format';
import type { OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { useStepUi } from '../step-ui';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { apiJson } from '@/lib/api/http';
import type { StepProps } from './types';
import { queryKeys } from '@/lib/query-keys';

/**
 * The wizard's questions for recommendations that fit (issue 16): where the person lives now (resolved while they
 * type), the languages they speak and how well, their citizenships (for work permits), and what they earn now.
 */

/** The shared control look (components/ui/field), disabled state included. */
const field = cn(controlClass, 'h-10');
const labelClass = 'mb-1.5 block text-sm font-medium text-slate-900';

/** Languages offered in the list (ISO 639-1), names shown in the person's language. */
export const LANGUAGE_CODES = [
  'en', 'nl', 'de', 'fr', 'es', 'it', 'pt', 'sv', 'da', 'no', 'fi', 'is', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'el',
  'hr', 'sl', 'et', 'lv', 'lt', 'ga', 'tr', 'uk', 'ru', 'ar', 'he', 'fa', 'hi', 'ur', 'bn', 'ta', 'zh', 'ja', 'ko',
  'vi', 'th', 'id', 'ms', 'tl', 'sw', 'af',
  // Every language the CV reader knows is also one a person can pick (walk W201, decision 0181: Yoruba).
  'sr', 'bs', 'sq', 'cy', 'ca', 'eu', 'ku', 'ps', 'pa', 'gu', 'mr', 'te', 'ml', 'ne', 'si', 'yo', 'ig', 'ha', 'am',
  'so', 'ti', 'zu', 'xh',
] as const; // prettier-ignore

/**
 * The language of a country where one is spoken by nearly everyone (walk W17, decision 0151): the first language
 * added defaults to it, not to English. Countries with two or more (Belgium, Switzerland, Canada, Singapore) are
 * left out: the site's language is the default there.
 */
const HOME_LANGUAGE: Readonly<Record<string, (typeof LANGUAGE_CODES)[number]>> = {
  NL: 'nl', DE: 'de', AT: 'de', FR: 'fr', ES: 'es', IT: 'it', PT: 'pt', PL: 'pl', CZ: 'cs', SK: 'sk', HU: 'hu',
  SE: 'sv', DK: 'da', NO: 'no', IS: 'is', GR: 'el', RO: 'ro', BG: 'bg', HR: 'hr', SI: 'sl', EE: 'et', LV: 'lv',
  LT: 'lt', GB: 'en', IE: 'en', US: 'en', AU: 'en', NZ: 'en', TR: 'tr', JP: 'ja', KR: 'ko',
}; // prettier-ignore

/**
 * The language a new row starts with (walk W17, decision 0151): the first is the home country's language, else the
 * site's, at native level (a Dutch person was offered "English – Native"); later ones English, then the site's
 * language, else the first left in the list (not "Afrikaans" for everyone), at a good level.
 */
export function nextLanguage(
  listed: readonly string[],
  unused: readonly string[],
  homeCountry: string | undefined,
  siteLanguage: 'en' | 'nl',
): SpokenLanguage {
  const home = homeCountry ? HOME_LANGUAGE[homeCountry] : undefined;
  const first = listed.length === 0;
  const wanted = first ? [home, siteLanguage] : ['en', siteLanguage];
  const code = wanted.find((c): c is string => c !== undefined && unused.includes(c)) ?? unused[0]!;
  return { code, level: first ? 'native' : 'good' };
}

export function useDisplayNames(type: 'language' | 'region') {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type });
    return (code: string) => names.of(code) ?? code;
  }, [language, type]);
}

/** The query of the place a typed location resolves to, named in the screen's language. */
function placeQuery(text: string, hint: string | undefined, locale: 'en' | 'nl') {
  return {
    queryKey: queryKeys.onboardingPlace(text.trim(), hint ?? '', locale),
    queryFn: () =>
      apiJson(
        `/api/onboarding/place?q=${encodeURIComponent(text.trim().slice(0, 200))}${hint ? `&country=${hint}` : ''}&locale=${locale}`,
        { schema: PlaceResponse },
      ),
    staleTime: Infinity,
    retry: 0,
  };
}

/** The place a typed location resolves to, named in the screen's language (one query, shared by the fields). */
function usePlace(text: string, hint: string | undefined) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  return useQuery({ ...placeQuery(text, hint, locale), enabled: text.trim() !== '' });
}

/**
 * The country the person lives in, as the engine reads it for their pay (decision 0069): the typed place's, else the
 * detected one; undefined when neither is known.
 */
export function useHomeCountry(answers: OnboardingAnswers): string | undefined {
  const hint = answers.detectedLocation?.countryCode || undefined;
  const place = usePlace(answers.personalInfo.location, hint).data?.place;
  return place?.countryCode ?? hint;
}

/** "Where do you live now?": the same answer as on the personal-info step, resolved offline as the person types. */
export function HomeLocationField({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const id = useId();
  const text = answers.personalInfo.location;
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 350);
    return () => clearTimeout(timer);
  }, [text]);
  const country = useDisplayNames('region');
  const hint = answers.detectedLocation?.countryCode;
  const query = usePlace(debounced, hint);
  const place = query.data?.place;
  // A current pay typed on an earlier step while no home was known is in the wizard's guess of a currency (EUR for
  // a teacher in Manchester who gives "Manchester" only here): when the home typed here is found, the pay follows its
  // money, unless the person picked the currency themselves (decision 0121). With a home known before, the pay
  // already followed it, and a later move does not change the money a pay was earned in.
  const [atMount] = useState(() => ({
    homeKnown: text.trim() !== '' || !!hint,
    payCurrency: answers.currentPay?.currency,
  }));
  const typedHere = useRef(false);
  const placeCountry = text === debounced ? place?.countryCode : undefined;
  const homeMoney = currencyOfCountry(placeCountry);
  useEffect(() => {
    const pay = answers.currentPay;
    if (!typedHere.current || atMount.homeKnown || !homeMoney || !pay || pay.currencyPicked) return;
    if (homeMoney !== pay.currency) update({ currentPay: { ...pay, currency: homeMoney } });
  }, [homeMoney]); // eslint-disable-line react-hooks/exhaustive-deps
  // Walk W511: a person who types the home and presses Next at once leaves before the place is found; the pay then
  // follows the home all the same, when the lookup ends after the step has closed.
  const queryClient = useQueryClient();
  const latest = useRef({ text, hint, pay: answers.currentPay, update, locale: i18n.resolvedLanguage });
  useEffect(() => {
    latest.current = { text, hint, pay: answers.currentPay, update, locale: i18n.resolvedLanguage };
  });
  useEffect(
    () => () => {
      const left = latest.current;
      const pay = left.pay;
      if (!typedHere.current || atMount.homeKnown || !pay || pay.currencyPicked || left.text.trim() === '')
        return;
      queryClient
        .fetchQuery(placeQuery(left.text, left.hint, left.locale === 'nl' ? 'nl' : 'en'))
        .then((found) => {
          const money = currencyOfCountry(found.place?.countryCode);
          if (money && money !== pay.currency) left.update({ currentPay: { ...pay, currency: money } });
        })
        .catch(() => undefined);
    },
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const pay = answers.currentPay;
  const payMoved =
    pay &&
    !pay.currencyPicked &&
    atMount.payCurrency &&
    pay.currency !== atMount.payCurrency &&
    pay.currency === homeMoney
      ? pay
      : null;
  let status: string | null = null;
  if (text.trim() === '') status = t('home.empty');
  else if (query.isSuccess && text === debounced)
    status = place
      ? place.precision === 'place'
        ? t('home.found', { place: `${place.name}, ${country(place.countryCode)}` })
        : t('home.countryOnly', { country: country(place.countryCode) })
      : t('home.unknown');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('home.label')}
      </label>
      <input
        id={id}
        value={text}
        maxLength={200}
        autoComplete="address-level2"
        placeholder={t('personalInfo.locationPlaceholder')}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          typedHere.current = true;
          update({ personalInfo: { ...answers.personalInfo, location: event.target.value } });
        }}
        className={`${field} sm:max-w-md`}
      />
      <p
        id={`${id}-status`}
        className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-700"
        aria-live="polite"
      >
        {status && place && <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />}
        {status}
      </p>
      {payMoved && (
        <p className="mt-1.5 text-sm text-slate-700" data-testid="home-pay-currency" aria-live="polite">
          {t('home.payCurrency', {
            amount: formatMoney(payMoved.amount, payMoved.currency, locale),
          })}
        </p>
      )}
    </div>
  );
}

/** Languages the person speaks, each with a level. */
export function LanguagesField({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const homeCountry = useHomeCountry(answers);
  const name = useDisplayNames('language');
  const legendId = useId();
  const languages = answers.languages;
  const set = (next: SpokenLanguage[]) => update({ languages: next });
  const options = useMemo(() => [...LANGUAGE_CODES].sort((a, b) => name(a).localeCompare(name(b))), [name]);
  const unused = options.filter((code) => !languages.some((l) => l.code === code));
  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="font-medium text-slate-900">
        {t('languages.legend')}
      </legend>
      <p className="mt-1 text-sm text-slate-600">{t('languages.hint')}</p>
      <ul className="mt-3 space-y-4 sm:space-y-2">
        {languages.map((language, index) => (
          // At 390 px two selects side by side cut the level off ("Fluent (C1·", walk 0112): on a narrow screen the
          // level goes under the language, beside nothing; from sm up the three stand in one row.
          <li
            key={language.code}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 sm:max-w-xl sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <label className="sr-only" htmlFor={`language-${index}`}>
              {t('languages.language', { number: index + 1 })}
            </label>
            <select
              id={`language-${index}`}
              value={language.code}
              onChange={(event) =>
                set(languages.map((l, i) => (i === index ? { ...l, code: event.target.value } : l)))
              }
              className={field}
            >
              {[language.code, ...unused].map((code) => (
                <option key={code} value={code}>
                  {name(code)}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor={`language-level-${index}`}>
              {t('languages.levelLabel', { language: name(language.code) })}
            </label>
            <select
              id={`language-level-${index}`}
              value={language.level}
              onChange={(event) =>
                set(
                  languages.map((l, i) =>
                    i === index ? { ...l, level: event.target.value as LanguageLevel } : l,
                  ),
                )
              }
              className={`${field} col-start-1 row-start-2 sm:col-start-2 sm:row-start-1`}
            >
              {LANGUAGE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`languages.levels.${level}`)}
                </option>
              ))}
            </select>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => set(languages.filter((_, i) => i !== index))}
              aria-label={t('languages.remove', { language: name(language.code) })}
              className="col-start-2 row-start-1 sm:col-start-3"
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {languages.length < 12 && unused.length > 0 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() =>
            set([
              ...languages,
              nextLanguage(
                languages.map((l) => l.code),
                unused,
                homeCountry,
                i18n.resolvedLanguage === 'nl' ? 'nl' : 'en',
              ),
            ])
          }
        >
          <Plus aria-hidden="true" />
          {t('languages.add')}
        </Button>
      )}
    </fieldset>
  );
}

/** A name folded for search: lower case, accents dropped ("Curaçao" -> "curacao"). */
export const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Citizenships (up to 3): decides where a work permit is needed. */
export function CitizenshipField({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const country = useDisplayNames('region');
  const id = useId();
  const english = useMemo(() => new Intl.DisplayNames(['en'], { type: 'region' }), []);
  const chosen = answers.citizenships;
  const [query, setQuery] = useState('');
  // Every UN member and observer state and a few more (decision 0131), by the name in the person's language.
  const options = useMemo(
    () => [...NATIONALITIES].sort((a, b) => country(a).localeCompare(country(b))),
    [country],
  );
  // The search matches the shown name, the English one and the code, ignoring case and accents ("cura", "Syria").
  const shown = useMemo(() => {
    const q = foldName(query.trim());
    const open = options.filter((code) => !chosen.includes(code));
    if (!q) return open;
    return open.filter((code) =>
      [country(code), english.of(code) ?? '', code].some((name) => foldName(name).includes(q)),
    );
  }, [options, chosen, query, country, english]);
  // The dashboard's "Add your citizenship" leads here (#citizenship, decision 0107): bring the field into view and
  // focus it, after the frame has focused the step's heading.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash !== '#citizenship') return;
    const timer = window.setTimeout(() => {
      wrapper.current?.scrollIntoView({ block: 'center' });
      wrapper.current?.querySelector<HTMLElement>('select, button')?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div id="citizenship" ref={wrapper} className="scroll-mt-4">
      <label htmlFor={id} className={labelClass}>
        {t('citizenship.label')}
      </label>
      <p className="mb-2 text-sm text-slate-600" id={`${id}-hint`}>
        {t('citizenship.hint')}
      </p>
      {chosen.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {chosen.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
            >
              {country(code)}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-brand-100"
                aria-label={t('citizenship.remove', { country: country(code) })}
                onClick={() => update({ citizenships: chosen.filter((c) => c !== code) })}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length < 3 && (
        <div className="flex flex-col gap-2 sm:max-w-md">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('citizenship.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            placeholder={t('citizenship.search')}
            aria-controls={id}
            onChange={(event) => setQuery(event.target.value)}
            className={field}
          />
          <select
            id={id}
            value=""
            aria-describedby={`${id}-hint ${id}-count`}
            onChange={(event) => {
              const code = event.target.value;
              if (code && !chosen.includes(code)) {
                update({ citizenships: [...chosen, code] });
                setQuery('');
              }
            }}
            className={field}
          >
            <option value="">
              {chosen.length ? t('citizenship.addAnother') : t('citizenship.placeholder')}
            </option>
            {shown.map((code) => (
              <option key={code} value={code}>
                {country(code)}
              </option>
            ))}
          </select>
          <p id={`${id}-count`} className="text-sm text-slate-600" aria-live="polite">
            {query.trim() ? t('citizenship.matches', { count: shown.length }) : ''}
          </p>
        </div>
      )}
    </div>
  );
}

/**
 * How a pay per month is read (decisions 0069, 0077): a month on the payslip of where the person lives, made a year
 * by the engine's own rule (`currentPayYearly`), said with the sum. The current pay field and the salary slider say
 * it alike.
 */
export function usePayslipMonthNote() {
  const { t, i18n } = useTranslation('onboarding');
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const country = useDisplayNames('region');
  return (amount: number, currency: string, homeCountry: string | undefined, { currentPay = false } = {}) => {
    // A month is the payslip month of home: the year the engine reads holds the payments its law adds.
    const months = payMonthsIn(homeCountry);
    // Home unknown (a CV upload skips the step that asks it, decision 0085): twelve, said to be an assumption.
    const kind = !homeCountry
      ? 'unknownHome'
      : months === 12
        ? 'twelve'
        : months === 12.96
          ? 'holiday'
          : months === 13
            ? 'thirteen'
            : 'fourteen';
    const note = t(`currentPay.perMonth.${kind}`, {
      amount: formatMoney(amount, currency, locale),
      months: formatNumber(months, locale, 2),
      yearly: formatMoney(currentPayYearly(amount, 'monthly', homeCountry), currency, locale),
      country: homeCountry ? country(homeCountry) : '',
    });
    // The role is not known yet where the current pay is asked: a collective agreement with a year-end payment the
    // engine knows makes the year once it is (decision 0177), said here so the sum is not read as the last word.
    return currentPay && kind === 'holiday' ? `${note} ${t('currentPay.perMonth.agreement')}` : note;
  };
}

/** What the person earns now (optional), per year, month or hour. */
export function CurrentPayField({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const id = useId();
  const pay = answers.currentPay;
  // What the person typed stays in the field; an amount above the period's maximum is refused with a message and
  // keeps Continue disabled, instead of being clamped silently (walk F31).
  // Coming back, the amount is written as the person's language writes it, cents kept (walk W413: "14,35").
  const [typed, setTyped] = useState(
    pay && pay.amount > 0 ? typedPayText(pay.amount, i18n.resolvedLanguage === 'nl' ? 'nl' : 'en') : '',
  );
  const timeframe = pay?.timeframe ?? 'annual';
  const max = CURRENT_PAY_MAX[timeframe];
  // Read the way the person writes numbers (walk W2: a Dutch "45.000" is forty-five thousand, not 45).
  const read = readTypedPay(typed);
  const problem = read && 'problem' in read ? read.problem : null;
  const tooLarge = read !== null && 'amount' in read && read.amount > max;
  const setUi = useStepUi((state) => state.set);
  useEffect(() => {
    setUi({ blocked: tooLarge || problem !== null });
    return () => setUi({ blocked: false });
  }, [tooLarge, problem, setUi]);
  const maxText = new Intl.NumberFormat(i18n.resolvedLanguage === 'nl' ? 'nl-NL' : 'en-GB').format(max);
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const homeCountry = useHomeCountry(answers);
  // Until the person picks one, the pay is in the money of where they live (walk 0087), else the wizard's currency.
  const homeCurrency = currencyOfCountry(homeCountry) ?? answers.currency;
  // Where home is found only after the amount was typed (the place is looked up while the step opens), a pay typed
  // on this visit follows it, unless the person picked a currency themselves; a pay saved earlier is never changed.
  // A picked currency is kept in the answer itself (`currencyPicked`), so no ref of its own is needed.
  const typedHere = useRef(false);
  useEffect(() => {
    if (pay && typedHere.current && !pay.currencyPicked && pay.currency !== homeCurrency)
      update({ currentPay: { ...pay, currency: homeCurrency } });
  }, [homeCurrency]); // eslint-disable-line react-hooks/exhaustive-deps
  const monthNote = usePayslipMonthNote();
  const perMonth =
    pay && pay.amount > 0 && timeframe === 'monthly' && !tooLarge
      ? monthNote(pay.amount, pay.currency, homeCountry, { currentPay: true })
      : null;
  // A pay per month with no home known (the CV filled in the name, so the step with "where do you live" was skipped,
  // decision 0085): ask it here, where it changes the sum (14 payments in Portugal, 13 in Italy). Once asked, the
  // question stays while the person types, also after the place is found.
  const [askHome, setAskHome] = useState(false);
  const homeUnknown = perMonth !== null && !homeCountry && answers.personalInfo.location.trim() === '';
  if (homeUnknown && !askHome) setAskHome(true);
  // A year worth less than a month's pay anywhere: ask whether it is a month (the walk's 3,100 "per year").
  const looksMonthly =
    pay !== undefined &&
    timeframe === 'annual' &&
    !tooLarge &&
    yearlyPayLooksMonthly(pay.amount, pay.currency);
  const set = (patch: Partial<CurrentPay> | null) =>
    update({
      currentPay:
        patch === null
          ? undefined
          : {
              amount: pay?.amount ?? 0,
              timeframe: pay?.timeframe ?? 'annual',
              currency: pay?.currency ?? homeCurrency,
              ...(pay?.currencyPicked && { currencyPicked: true }),
              ...patch,
            },
    });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900">{t('currentPay.legend')}</legend>
      <p className="text-sm text-slate-600">{t('currentPay.hint')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-amount`} className={labelClass}>
            {t('currentPay.amount')}
          </label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            aria-invalid={tooLarge || problem !== null || undefined}
            aria-describedby={
              tooLarge || problem ? `${id}-amount-error` : perMonth ? `${id}-per-month` : undefined
            }
            onChange={(event) => {
              const text = event.target.value;
              const next = readTypedPay(text);
              typedHere.current = true;
              setTyped(text);
              if (next === null || !('amount' in next) || next.amount <= 0) set(null);
              else if (next.amount <= CURRENT_PAY_MAX[timeframe]) set({ amount: next.amount });
            }}
            className={field}
          />
          {(tooLarge || problem) && (
            <p id={`${id}-amount-error`} role="alert" className="mt-1 text-sm text-red-700">
              {problem ? t(`currentPay.${problem}`) : t(`currentPay.tooLarge.${timeframe}`, { max: maxText })}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-timeframe`} className={labelClass}>
            {t('salary.timeframe')}
          </label>
          <select
            id={`${id}-timeframe`}
            value={pay?.timeframe ?? 'annual'}
            disabled={!pay}
            aria-describedby={pay ? undefined : `${id}-first`}
            onChange={(event) => set({ timeframe: event.target.value as CurrentPay['timeframe'] })}
            className={field}
          >
            {SALARY_TIMEFRAMES.map((timeframe) => (
              <option key={timeframe} value={timeframe}>
                {t(`salary.timeframes.${timeframe}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className={labelClass}>
            {t('salary.currency')}
          </label>
          <select
            id={`${id}-currency`}
            value={pay?.currency ?? homeCurrency}
            disabled={!pay}
            aria-describedby={pay ? undefined : `${id}-first`}
            onChange={(event) =>
              set({ currency: event.target.value as CurrentPay['currency'], currencyPicked: true })
            }
            className={field}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
      </div>
      {perMonth && (
        <p id={`${id}-per-month`} className="mt-2 text-sm text-slate-700" aria-live="polite">
          {perMonth}
        </p>
      )}
      {askHome && timeframe === 'monthly' && (
        <div className="mt-3">
          <HomeLocationField answers={answers} update={update} />
        </div>
      )}
      <div aria-live="polite">
        {looksMonthly && pay && (
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-amber-50 p-3 text-sm text-slate-800">
            <p>{t('currentPay.looksMonthly', { amount: formatMoney(pay.amount, pay.currency, locale) })}</p>
            <button
              type="button"
              className="font-medium text-brand-700 underline underline-offset-2"
              onClick={() => set({ timeframe: 'monthly' })}
            >
              {t('currentPay.makeMonthly')}
            </button>
          </div>
        )}
      </div>
      {pay ? null : (
        <p id={`${id}-first`} className="mt-2 text-xs text-slate-600">
          {t('currentPay.amountFirst')}
        </p>
      )}
    </fieldset>
  );
}
