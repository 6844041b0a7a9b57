import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A region that scrolls sideways on its own (a wide table on a small screen), so the page itself never does. It can
 * be reached with Tab and scrolled with the arrow keys, and has a name for screen readers (axe
 * `scrollable-region-focusable`). Static markup, so it works on the pre-rendered public pages without the app.
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
      {...props}
    />
  );
}
