import type { TFunction } from 'i18next';
import type { Reason } from '@thrive/core/contracts/analysis-result';
import { cityMoney, money, type Locale } from './format';

/** A dataset id as words ('the-hague' -> 'The Hague'), for ids without a label of their own. */
export const idToWords = (id: string) =>
  id
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

/** First `n` items and how many more ('+N more'). */
export function firstWithMore<T>(items: readonly T[], n: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, n), more: Math.max(0, items.length - n) };
}

/**
 * A reason in the person's language: its code's translation with its parameters, else the engine's text. `own`
 * ('Own' for a person living alone, `useOwnSuffix`) says "you" where a household's cautions say "your household"
 * (decision 0127).
 */
export function reasonText(
  t: TFunction<'dashboard'>,
  reason: Reason,
  locale: Locale = 'en',
  own: '' | 'Own' = '',
): string {
  const params = reason.params as Record<string, string | number>;
  const key = `reason.${reason.code}`;
  if (reason.code.startsWith('city.caution.')) return cautionText(t, reason, params, locale, own);
  const specific =
    ['city.balanced', 'city.industry-fit'].includes(reason.code) ||
    (reason.code === 'city.salary' && params.amount !== undefined && params.currency !== undefined);
  if (reason.code.startsWith('city.') && !specific) {
    const factor = reason.code.slice(5);
    return t('reason.city.generic', {
      ...params,
      factor: t(`factor.${factor}`, { defaultValue: factor }),
      defaultValue: reason.text,
    });
  }
  if (reason.code === 'city.salary' && specific) {
    // The currency's sign where the person's format puts it ("CHF 79,000", "€ 52.449"), as every other amount.
    return t(key, {
      ...params,
      amount: money(Number(params.amount), String(params.currency), locale),
      defaultValue: reason.text,
    });
  }
  // A result stored before decision 0257 said "0 of its key skills (13% ...)" when related skills made the share:
  // worded as the engine words it now.
  if (reason.code === 'role.skills' && Number(params.matched) === 0)
    return t(Number(params.share) > 0 ? 'reason.role.skills-near-stored' : 'reason.role.skills-none', {
      ...params,
      defaultValue: reason.text,
    });
  if (['company.industry', 'company.chosen', 'company.role-industry'].includes(reason.code)) {
    return t(key, {
      ...params,
      industry: t(`industry.${params.industry}`, { defaultValue: String(params.industry) }),
      defaultValue: reason.text,
    });
  }
  if (reason.code === 'city.industry-fit') {
    const industries = String(params.industries ?? '')
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean)
      .map((i) => t(`industry.${i}`, { defaultValue: i }))
      .join(', ');
    return t(key, { ...params, industries, defaultValue: reason.text });
  }
  return t(key, { ...params, defaultValue: reason.text });
}

/** The cautions that speak of the household's money: said to "you" for a person living alone (decision 0127). */
const OWN_CAUTIONS = new Set(['city.caution.money-left', 'city.caution.cost', 'city.caution.budget']);

/** The cautions beside a city's score (costs, rent over the budget, a work permit), with money in the person's format. */
function cautionText(
  t: TFunction<'dashboard'>,
  reason: Reason,
  params: Record<string, string | number>,
  locale: Locale,
  own: '' | 'Own',
): string {
  // The cautions about what the household keeps or pays have a "you" wording for a person living alone.
  const textKey = `reason.${reason.code}${OWN_CAUTIONS.has(reason.code) ? own : ''}`;
  const currency = String(params.currency ?? 'EUR');
  const format = (key: string) => {
    const value = params[key];
    return typeof value === 'number' ? money(value, currency, locale) : String(value ?? '');
  };
  // Rent over the budget: the city's currency first, then ≈ the budget's (the person's own), as everywhere (decision 0034).
  const city = typeof params.cityCurrency === 'string' ? params.cityCurrency : undefined;
  if (
    (reason.code === 'city.caution.budget' || reason.code === 'city.caution.budget-room') &&
    city &&
    typeof params.cityRent === 'number'
  ) {
    return t(textKey, {
      ...params,
      rent: cityMoney(params.cityRent, city, city, currency, locale),
      budget:
        typeof params.budget === 'number' ? cityMoney(params.budget, currency, city, currency, locale) : '',
      defaultValue: reason.text,
    });
  }
  return t(textKey, {
    ...params,
    ...(params.rent !== undefined && { rent: format('rent') }),
    ...(params.budget !== undefined && { budget: format('budget') }),
    ...(params.threshold !== undefined && { threshold: format('threshold') }),
    ...(params.amount !== undefined && { amount: format('amount') }),
    defaultValue: reason.text,
  });
}
