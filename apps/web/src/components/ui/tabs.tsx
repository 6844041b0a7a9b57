import { Tabs as RadixTabs } from 'radix-ui';
import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Radix tabs (arrow keys, roles, focus) in the app's look. The tab list wraps onto a second line on a small screen:
 * every tab stays in sight (a list that scrolled sideways hid tabs and made the page wider at 390 px).
 *
 * The panels are the app's own (the roles, ids and `hidden` of Radix's): Radix's panel measures its node's computed
 * style and sets state from a ref while React commits, which forced a style recalculation and a synchronous second
 * render, with every effect of the page, into the task that puts the dashboard on screen (decision 0082). The
 * panels need neither: they have no animation. So the root keeps the value and the ids' base for them.
 */
const TabsState = createContext<{ baseId: string; value: string } | null>(null);

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof RadixTabs.Root>) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const change = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsState.Provider value={{ baseId, value: current }}>
      <RadixTabs.Root value={current} onValueChange={change} {...props} />
    </TabsState.Provider>
  );
}

function useTabsState() {
  const state = useContext(TabsState);
  if (!state) throw new Error('A tab outside Tabs');
  return state;
}

export function TabList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('no-print flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)}
      {...props}
    />
  );
}

export function Tab({ className, value, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  const { baseId } = useTabsState();
  return (
    <RadixTabs.Trigger
      value={value}
      className={cn(
        'shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
    />
  );
}

/** A tab's panel: in the page while its tab is chosen, else an empty hidden element (as Radix's panel). */
export function TabPanel({ value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const state = useTabsState();
  const selected = state.value === value;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(state.baseId, value)}
      hidden={!selected}
      id={panelId(state.baseId, value)}
      tabIndex={0}
      {...props}
    >
      {selected && children}
    </div>
  );
}
