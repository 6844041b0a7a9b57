import { cn } from '@/lib/utils';

/** A labelled percentage bar (a meter for assistive technology); `inverted` when lower is better. */
export function Meter({
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
