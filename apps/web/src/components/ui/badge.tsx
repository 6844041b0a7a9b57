import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export type BadgeTone = 'slate' | 'green' | 'amber' | 'red' | 'brand';

const TONES: Record<BadgeTone, string> = {
  slate: 'bg-slate-100 text-slate-700',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  brand: 'bg-brand-100 text-brand-900',
};

/** A short status label. The tone is decoration: the text must say it too. */
export function Badge({
  className,
  tone = 'slate',
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
