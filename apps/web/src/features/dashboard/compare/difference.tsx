import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { differenceDisplay } from '@thrive/core';
import { cn } from '@/lib/utils';
import type { Locale } from '../format';

export function Difference({ value, locale }: { value: number; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  const d = differenceDisplay(value, locale);
  const Icon = d.direction === 'up' ? ArrowUp : d.direction === 'down' ? ArrowDown : ArrowRight;
  return (
    <span
      data-testid="difference"
      data-direction={d.direction}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap text-sm font-semibold',
        d.color === 'green' ? 'text-green-700' : d.color === 'red' ? 'text-red-700' : 'text-slate-600',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{t(`compare.direction.${d.direction}`)} </span>
      {d.text}
    </span>
  );
}
