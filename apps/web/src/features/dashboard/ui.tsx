import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Figure } from '@thrive/core/contracts/figure';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
      {...props}
    />
  );
}

export function CardTitle({
  className,
  as: As = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <As className={cn('text-base font-semibold text-slate-900', className)} {...props} />;
}

export function Badge({
  className,
  tone = 'slate',
  ...props
}: ComponentProps<'span'> & { tone?: 'slate' | 'green' | 'amber' | 'red' | 'brand' }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    green: 'bg-green-100 text-green-800',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-800',
    brand: 'bg-brand-100 text-brand-900',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

/** A labelled percentage bar (a meter for assistive technology). */
export function Bar({
  value,
  label,
  inverted = false,
  className,
}: {
  value: number;
  label: string;
  inverted?: boolean;
  className?: string;
}) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  const tone = inverted
    ? v <= 30
      ? 'bg-green-600'
      : v <= 60
        ? 'bg-amber-500'
        : 'bg-red-600'
    : 'bg-brand-600';
  return (
    <div
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      aria-label={label}
    >
      <div className={cn('h-full rounded-full', tone)} style={{ width: `${v}%` }} />
    </div>
  );
}

/** Basis, source and year of a figure; estimates are marked. */
export function FigureNote({
  figure,
  className,
}: {
  figure: Pick<Figure, 'basis' | 'source' | 'year'>;
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <span className={cn('block text-xs leading-snug text-slate-600', className)}>
      <span className={cn('font-medium', figure.basis === 'estimate' ? 'text-amber-800' : 'text-slate-700')}>
        {t(`basis.${figure.basis}`)}
      </span>
      {' · '}
      {figure.source}, {figure.year}
    </span>
  );
}

export function SampleNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">{children}</p>;
}

export const Tabs = RadixTabs.Root;

export function TabList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        'no-print flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

export function Tab({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export const TabPanel = RadixTabs.Content;

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent',
        className,
      )}
    />
  );
}
