import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cldrNames } from '@thrive/core/text/country-names';
import { date, money } from './format';
import { prepareFirstRender } from './prefetch';

/**
 * Decision 0155: the first uses of the browser's formatters and name tables happen in tasks of their own while the
 * first screen's reads are on the way, not in the render that puts the page on screen.
 */
describe('prepareFirstRender', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes the Dutch number, date and name formatters in later tasks, each once, and the page reuses them', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const tasks = vi.spyOn(globalThis, 'setTimeout');

    prepareFirstRender('nl');
    // Nothing in the caller's task: the loader's own task stays as short as it was.
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    expect(displayNames).not.toHaveBeenCalled();
    expect(maximize).not.toHaveBeenCalled();
    // One step a task.
    expect(vi.getTimerCount()).toBe(5);

    // Decision 0226: the first task only looks up the locale's likely subtags (half of ICU's set-up), so the first
    // number formatter, in the next task, costs half as long.
    const [first, second] = tasks.mock.calls.map((call) => call[0] as () => void);
    first!();
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(maximize.mock.contexts[0]?.toString()).toBe('nl-NL');
    expect(numberFormat).not.toHaveBeenCalled();
    second!();
    expect(numberFormat).toHaveBeenCalledTimes(1);

    vi.runAllTimers();
    expect(numberFormat).toHaveBeenCalledWith('nl-NL', expect.objectContaining({ currency: 'EUR' }));
    expect(dateFormat).toHaveBeenCalledWith('nl-NL', expect.objectContaining({ month: 'short' }));
    expect(displayNames.mock.calls.map((call) => call[1]?.type).sort()).toEqual(['language', 'region']);

    // What the page then writes comes from the kept formatters: no formatter is built again.
    const made =
      numberFormat.mock.calls.length + dateFormat.mock.calls.length + displayNames.mock.calls.length;
    expect(money(1350, 'EUR', 'nl')).toMatch(/^€\s1\.350$/);
    expect(date('2026-11-27', 'nl')).toBe('27 nov 2026');
    expect(cldrNames('region', 'nl')?.of('DE')).toBe('Duitsland');
    expect(cldrNames('language', 'nl')?.of('nl')).toBe('Nederlands');
    expect(
      numberFormat.mock.calls.length + dateFormat.mock.calls.length + displayNames.mock.calls.length,
    ).toBe(made);
  });
});
