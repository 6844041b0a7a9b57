import { cn } from '@/lib/utils';

/**
 * A decorative grey bar where a figure will appear (decision 0151); it pulses while the figure is being made (and
 * stays still for someone who asked for reduced motion). Say in text what is coming.
 */
export function Skeleton({ className, pulse = true }: { className?: string; pulse?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cn('block rounded bg-slate-200', pulse && 'motion-safe:animate-pulse', className)}
    />
  );
}
