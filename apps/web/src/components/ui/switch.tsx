import { useId } from 'react';
import { cn } from '@/lib/utils';

/** An on/off switch with its label (role="switch", so screen readers say on or off). */
export function Switch({
  label,
  checked,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-4',
        className,
      )}
    >
      <label htmlFor={id} className="text-slate-900">
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute left-0 top-0.5 size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
