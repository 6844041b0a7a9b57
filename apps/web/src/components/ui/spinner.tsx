import { cn } from '@/lib/utils';

/** A decorative spinner; say what is loading in text next to it. */
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
