import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Radix tabs (arrow keys, roles, focus) in the app's look. */
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
