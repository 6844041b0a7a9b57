import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A bordered surface for one topic (a `section`, so give it a heading or an aria-label). */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
      {...props}
    />
  );
}

/** A card's heading; `as` picks the level so the page outline stays right. */
export function CardTitle({
  className,
  as: As = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' }) {
  return <As className={cn('text-base font-semibold text-slate-900', className)} {...props} />;
}
