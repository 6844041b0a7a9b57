import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A message box: errors are alerts (read at once), info and success are polite status messages. */
export function Notice({
  tone = 'error',
  className,
  children,
}: {
  tone?: 'error' | 'info' | 'success' | 'warning';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-800',
        tone === 'info' && 'border-sky-200 bg-sky-50 text-sky-900',
        tone === 'success' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
        tone === 'warning' && 'border-amber-200 bg-amber-50 text-amber-900',
        className,
      )}
    >
      {children}
    </div>
  );
}
