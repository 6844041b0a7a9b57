import type * as TailwindMerge from 'tailwind-merge';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Decision 0234: the class merger's first call was one task of 27 ms on the dashboard's trace (its configuration's
 * lists, then the class map built from them). `prepareClassMerger` makes the configuration in a task of its own, so
 * the first `cn` only builds the map; the merger is tailwind-merge's own `twMerge`, so every answer is the same.
 */
describe('cn and prepareClassMerger', () => {
  afterEach(() => {
    vi.doUnmock('tailwind-merge');
    vi.resetModules();
  });

  async function withCountedConfig() {
    vi.resetModules();
    const made = vi.fn();
    vi.doMock('tailwind-merge', async (importOriginal) => {
      const original = await importOriginal<typeof TailwindMerge>();
      return {
        ...original,
        getDefaultConfig: () => {
          made();
          return original.getDefaultConfig();
        },
      };
    });
    return { made, utils: await import('./utils') };
  }

  it('makes the configuration when asked, and the first merge then makes none', async () => {
    const { made, utils } = await withCountedConfig();
    expect(made).not.toHaveBeenCalled();
    utils.prepareClassMerger();
    expect(made).toHaveBeenCalledTimes(1);
    utils.prepareClassMerger();
    expect(utils.cn('p-1', 'p-2')).toBe('p-2');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('still makes the configuration at the first merge when nobody asked before', async () => {
    const { made, utils } = await withCountedConfig();
    expect(utils.cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("merges as tailwind-merge's twMerge does", async () => {
    const { cn } = await import('./utils');
    const { twMerge } = await import('tailwind-merge');
    const cases = [
      ['px-2 py-1 bg-red-500', 'p-3 bg-blue-600'],
      ['text-sm font-semibold text-slate-900', 'sm:text-xl text-lg'],
      ['hover:bg-slate-100 focus-visible:ring-2', 'hover:bg-slate-200'],
      ['grid gap-4 lg:grid-cols-3', 'gap-2', undefined, null],
    ] as const;
    for (const inputs of cases) expect(cn(...inputs)).toBe(twMerge(inputs.filter(Boolean).join(' ')));
  });
});
