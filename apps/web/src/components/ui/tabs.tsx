import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Radix tabs (arrow keys, roles, focus) in the app's look. The tab list wraps onto a second line on a small screen:
 * every tab stays in sight (a list that scrolled sideways hid tabs and made the page wider at 390 px).
 */
export const Tabs = RadixTabs.Root;

export function TabList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('no-print flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)}
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
