import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { differenceDisplay, pointsDifferenceDisplay, type BetterWhen } from '@thrive/core';
import { cn } from '@/lib/utils';
import type { Locale } from '../format';

/** B against A: an amount of money (`value`, in `currency`) or of percentage points (`points`, the quality bars). */
export function Difference({
  value,
  points,
  locale,
  better = 'higher',
  currency = 'EUR',
}: {
  value?: number;
  points?: number;
  locale: Locale;
  /** The currency of the difference (the person's own). */
  currency?: string;
  /** Which way is better for the person (pay: higher; cost and rent: lower). */
  better?: BetterWhen;
}) {
  const { t } = useTranslation('dashboard');
  const d =
    points !== undefined
      ? pointsDifferenceDisplay(points, locale, better)
      : differenceDisplay(value ?? 0, locale, better, currency);
  const text =
    points !== undefined ? t('compare.points', { count: Math.abs(points), value: d.text }) : d.text;
  const Icon = d.direction === 'up' ? ArrowUp : d.direction === 'down' ? ArrowDown : ArrowRight;
  return (
    <span
      data-testid="difference"
      data-direction={d.direction}
      data-kind={points !== undefined ? 'points' : 'money'}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap text-sm font-semibold',
        d.color === 'green' ? 'text-green-700' : d.color === 'red' ? 'text-red-700' : 'text-slate-600',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">
        {t(`compare.direction.${d.direction}`)}
        {d.color !== 'neutral'
          ? `, ${t(`compare.verdict.${d.color === 'green' ? 'better' : 'worse'}`)}`
          : ''}{' '}
      </span>
      {text}
    </span>
  );
}
