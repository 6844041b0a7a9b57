import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, pageIn, settle } from './browser';
import { SAMPLE_ANSWERS, completedAnalysisState } from './dashboard-answers';

/**
 * Compare and where the person lives now (decision 0084), from a walk with new users (issue 15):
 * - a person in Rotterdam, whose matches rank it 60th of 81, found Compare opening on two American cities with
 *   Rotterdam nowhere: it now opens on Rotterdam, labelled "where you live now", beside their best match, with its
 *   figures from the figures API and its affordability card;
 * - a person paid in zloty saw "$1,874 ≈ PLN 7,455" in the table and "$1,874 ≈ PLN 7,456" on the city card: every
 *   amount of the table's money rows reads the same on the card below it.
 */

const ROTTERDAM_IN_ZLOTY = {
  ...SAMPLE_ANSWERS,
  personalInfo: { ...SAMPLE_ANSWERS.personalInfo, location: 'Rotterdam, Netherlands' },
  preferredCities: [],
  currency: 'PLN',
  salaryRange: 300_000,
};

const TAG = { en: 'where you live now', nl: 'waar je nu woont' } as const;

let browser: Browser;
let state: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  state = await completedAnalysisState(browser, ROTTERDAM_IN_ZLOTY);
});
afterAll(() => browser?.close());

/** The amounts of a column of the table's money rows (salary, living costs, rent, money left), as shown. */
async function tableColumn(page: Page, column: 1 | 2): Promise<string[]> {
  return page
    .locator(`[data-testid="compare-tab"] tr:has([data-kind="money"]) td:nth-of-type(${column})`)
    .locator('[data-testid="money-cell"]')
    .allInnerTexts();
}

/** Rent, living costs and money left as a city's affordability card shows them. */
async function card(page: Page, cityId: string): Promise<string[]> {
  const section = page.locator(`[data-testid="compare-tab"] [data-testid="affordability-${cityId}"]`);
  return Promise.all(
    ['afford-rent', 'afford-living', 'afford-left'].map((id) =>
      section.locator(`[data-testid="${id}"]`).innerText(),
    ),
  );
}

describe.each(['en', 'nl'] as const)('Compare for a person living in Rotterdam, in %s', (language) => {
  it.each([390, 1440])(
    'at %i px opens on Rotterdam, where they live now, and the table and the cards show the same amounts',
    async (width) => {
      const { context, page } = await pageIn(browser, state, language, width, 900);
      try {
        await page.goto('/dashboard?tab=compare');
        await page.locator('[data-testid="compare-tab"] table').first().waitFor();
        // The money rows come from the figures API for both cities, then the cards below them.
        await page.waitForFunction(
          () =>
            document.querySelectorAll('[data-testid="compare-tab"] [data-testid="money-cell"]').length === 8,
        );
        await page.locator('[data-testid="compare-tab"] [data-testid="affordability-rotterdam"]').waitFor();
        await settle(page);

        // The first column is Rotterdam, tagged in the header (and, below sm, over each cell) and in the picker.
        const header = page.locator('[data-testid="compare-tab"] [data-testid="compare-a"]');
        expect(await header.textContent()).toContain(TAG[language]);
        expect(await header.textContent()).toContain('Rotterdam');
        const pickerA = page.locator('[data-testid="compare-tab"] select').first();
        expect(await pickerA.inputValue()).toBe('rotterdam');
        const picked = await pickerA.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent);
        expect(picked).toContain(TAG[language]);
        // Beside it the best match, untagged.
        const pickerB = page.locator('[data-testid="compare-tab"] select').nth(1);
        const best = await pickerB.inputValue();
        expect(best).not.toBe('rotterdam');
        expect(
          await page.locator('[data-testid="compare-tab"] [data-testid="compare-b"]').textContent(),
        ).not.toContain(TAG[language]);

        // One conversion: rent, living costs and money left read the same in the table and on each city's card.
        const [a, b] = [await tableColumn(page, 1), await tableColumn(page, 2)];
        expect(a).toHaveLength(4);
        expect(b).toHaveLength(4);
        for (const text of [...a, ...b]) expect(text).toMatch(/≈\s*-?PLN/);
        const [, livingA, rentA, leftA] = a;
        const [, livingB, rentB, leftB] = b;
        expect(await card(page, 'rotterdam')).toEqual([rentA, livingA, leftA]);
        expect(await card(page, best)).toEqual([rentB, livingB, leftB]);
        await page.screenshot({ path: `test-results/compare-home-${language}-${width}.png`, fullPage: true });
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
