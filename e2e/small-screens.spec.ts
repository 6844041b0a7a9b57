import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_TABS } from '../packages/core/src/rules/dashboard';
import { APP_PATHS, ONBOARDING_SLUGS } from '../packages/core/src/routes';
import { launchBrowser, pageIn, seriousA11yViolations, settle } from './browser';
import { completedAnalysisState } from './dashboard-answers';

/**
 * Every public page, wizard step and dashboard tab (with the tabs inside a tab) at 390 px and 1440 px, in English and
 * Dutch, against the production build and a real analysis: the page never scrolls sideways (a wide table or tab list
 * scrolls in its own region, which is then focusable and named), every tab of a tab list can be seen without
 * scrolling it, and axe finds no serious or critical violation (`scrollable-region-focusable` among them).
 */

/** Every page of the app except the wizard and dashboard (below), those that need a link's token, and dev tools. */
const NOT_HERE = new Set([
  '/reset-password',
  '/verify-email',
  '/dashboard',
  '/account/security',
  '/dev/mailbox',
]);
const PUBLIC = APP_PATHS.filter((path) => !path.startsWith('/onboarding/') && !NOT_HERE.has(path));
const WIZARD = ONBOARDING_SLUGS.filter((slug) => slug !== 'processing').map((slug) => `/onboarding/${slug}`);
const DASHBOARD = DASHBOARD_TABS.map((tab) => `/dashboard?tab=${tab.id}`);

let browser: Browser;
let completedState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  completedState = await completedAnalysisState(browser);
});
afterAll(() => browser?.close());

/** What is wrong with the layout of the page as shown: sideways page scroll, or tabs hidden in a scrolled list. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) {
      problems.push(`page scrolls sideways (${scrollWidth} > ${window.innerWidth})`);
    }
    for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      if (!list.checkVisibility()) continue;
      const box = list.getBoundingClientRect();
      for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
        const rect = tab.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.right > window.innerWidth) {
          problems.push(`tab "${tab.textContent}" is cut off`);
        }
      }
    }
    // The map's city list: each name ends before its match score ("Amsterdam79%" at 390 px; walk D3).
    for (const row of document.querySelectorAll<HTMLElement>('[data-testid="city-grid"] button')) {
      if (!row.checkVisibility()) continue;
      const name = row.querySelector<HTMLElement>('[data-city-name]');
      const score = row.lastElementChild as HTMLElement | null;
      if (!name || !score) continue;
      const text = document.createRange();
      text.selectNodeContents(name);
      if (text.getBoundingClientRect().right > score.getBoundingClientRect().left - 2) {
        problems.push(`city "${name.textContent}" runs into its score`);
      }
    }
    return problems;
  });
}

/** Checks the page now shown: layout and axe. */
async function checkShown(page: Page, where: string, problems: string[]) {
  for (const problem of await layoutProblems(page)) problems.push(`${where}: ${problem}`);
  for (const violation of await seriousA11yViolations(page)) problems.push(`${where}: ${violation}`);
}

/** Each tab of the tab lists inside the dashboard's tab panel (Compare's Cities/Roles, Skill Gap's three views). */
async function checkInnerTabs(page: Page, where: string, problems: string[]) {
  const inner = page.locator('[role="tabpanel"] [role="tablist"]');
  const lists = await inner.count();
  for (let l = 0; l < lists; l++) {
    const tabs = inner.nth(l).getByRole('tab');
    const count = await tabs.count();
    for (let t = 1; t < count; t++) {
      const tab = tabs.nth(t);
      const name = (await tab.textContent()) ?? String(t);
      await tab.click();
      await settle(page, { scrollDown: true });
      await checkShown(page, `${where} > ${name}`, problems);
    }
  }
}

describe.each(['en', 'nl'] as const)('small and large screens: %s', (language) => {
  const check = async (paths: string[], width: number, innerTabs = false) => {
    const { context, page } = await pageIn(browser, completedState, language, width, 844);
    const problems: string[] = [];
    try {
      for (const path of paths) {
        await page.goto(path);
        await settle(page, { scrollDown: true });
        await checkShown(page, `${width} ${path}`, problems);
        if (innerTabs) await checkInnerTabs(page, `${width} ${path}`, problems);
      }
    } finally {
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  };

  it('public pages at 390 px', () => check(PUBLIC, 390), 180_000);
  it('every wizard step at 390 px', () => check(WIZARD, 390), 300_000);
  it('every dashboard tab at 390 px', () => check(DASHBOARD, 390, true), 300_000);
  it('every dashboard tab at 1440 px', () => check(DASHBOARD, 1440, true), 300_000);
});
