import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The sentence above a list limited to the countries the person chose, with the one switch to every city and back
 * (decision 0068): the dashboard's city lists and the wizard's city steps. `showingAll` is the switch's pressed state.
 */
export function ScopeNote({
  sentence,
  showingAll,
  onToggle,
  toggleLabel,
  className,
}: {
  sentence: ReactNode;
  showingAll: boolean;
  onToggle: (showAll: boolean) => void;
  toggleLabel: string;
  className?: string;
}) {
  return (
    <p
      className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-700', className)}
      data-testid="country-scope"
    >
      <span>{sentence}</span>
      <button
        type="button"
        className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        aria-pressed={showingAll}
        onClick={() => onToggle(!showingAll)}
      >
        {toggleLabel}
      </button>
    </p>
  );
}
