import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, pageIn, seriousA11yViolations, settle } from './browser';
import { completedAnalysisState } from './dashboard-answers';

/**
 * Compare's tables (cities and roles) read well at 390 px and at 1440 px in English and Dutch (decision 0078), with a
 * real analysis: no sideways scroll inside the table's region, no word broken in the middle (each word of every text,
 * between spaces and hyphens, stays on one line), no column left empty, and no serious axe finding.
 */

let browser: Browser;
let completedState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  completedState = await completedAnalysisState(browser);
});
afterAll(() => browser?.close());

/** What is wrong with the comparison table now shown. */
async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const table = [...document.querySelectorAll<HTMLTableElement>('[data-testid="compare-tab"] table')].find(
      (t) => t.checkVisibility(),
    );
    if (!table) return ['no comparison table shown'];
    const region = table.closest<HTMLElement>('[role="region"]')!;
    if (region.scrollWidth > region.clientWidth + 1) {
      problems.push(`the table scrolls sideways (${region.scrollWidth} > ${region.clientWidth})`);
    }
    // Every word on one line: a word broken in the middle has client rects on two lines.
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!parent.checkVisibility() || parent.closest('.sr-only')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-‐–—/]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) problems.push(`"${match[0]}" is broken over ${lines.size} lines`);
      }
    }
    // No cell shown without content (a column left empty).
    for (const cell of table.querySelectorAll<HTMLElement>('tbody td, tbody th')) {
      if (!cell.checkVisibility()) continue;
      const box = cell.getBoundingClientRect();
      if ((cell.textContent ?? '').trim() === '' && box.width > 0) {
        const row = cell.closest('tr')?.querySelector('th')?.textContent ?? '?';
        problems.push(`an empty cell in the row "${row}"`);
      }
    }
    return problems;
  });
}

describe.each(['en', 'nl'] as const)('Compare in %s', (language) => {
  it.each([390, 1440])(
    'at %i px: no sideways scroll, no word broken mid-word, no empty column, no serious axe finding',
    async (width) => {
      const { context, page } = await pageIn(browser, completedState, language, width, 844);
      const problems: string[] = [];
      try {
        await page.goto('/dashboard?tab=compare');
        await page.locator('[data-testid="compare-tab"] table').first().waitFor();
        const tabs = page.locator('[data-testid="compare-tab"] [role="tablist"] [role="tab"]');
        for (let t = 0; t < (await tabs.count()); t++) {
          const name = (await tabs.nth(t).textContent()) ?? String(t);
          await tabs.nth(t).click();
          await settle(page);
          // The citations' templates are in (they hold their place unseen until then).
          await page.waitForFunction(
            () => !document.querySelector('[data-testid="compare-tab"] table .invisible'),
          );
          for (const problem of await tableProblems(page)) problems.push(`${width} ${name}: ${problem}`);
          for (const violation of await seriousA11yViolations(page))
            problems.push(`${width} ${name}: ${violation}`);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) problems.push(`${width} ${name}: the page scrolls sideways`);
        }
      } finally {
        await context.close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
    180_000,
  );
});
