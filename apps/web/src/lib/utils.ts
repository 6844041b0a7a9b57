import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/**
 * tailwind-merge's default configuration, made ahead by `prepareClassMerger` (decision 0234). The merger is
 * tailwind-merge's own `twMerge` (`createTailwindMerge(getDefaultConfig)`), with the configuration it reads at its
 * first call made in a task of its own when the app asks for it first: the configuration's lists about a third of the
 * first call's work, the class map built from them the rest (27 ms of one task on the dashboard's trace).
 */
let defaultConfig: ReturnType<typeof getDefaultConfig> | undefined;
const merge = createTailwindMerge(() => (defaultConfig ??= getDefaultConfig()));

/** Makes the merger's configuration now, so its first call only builds the class map (decision 0234). */
export function prepareClassMerger(): void {
  defaultConfig ??= getDefaultConfig();
}

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
