import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser } from './browser';

/**
 * Decision 0258: a pre-rendered page (a public page, an app page's shell) paints its header before its scripts run.
 * A tap made then, as a person on a slow phone makes it, is not lost: the page's one inline script keeps it and the
 * page's code makes it again once it runs. The scripts are held back by request interception (as a slow network or a
 * busy phone holds them), the tap is made, then they are let go, and the tap has taken effect. The inline script runs
 * under the server's Content-Security-Policy (allowed by its hash; nothing is refused in the console).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function phone(locale: string, width = 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 844 },
    locale,
    hasTouch: width < 1024,
    isMobile: width < 1024,
  });
  return { context, page: await context.newPage() };
}

/** Holds back the page's scripts that `hold` picks until `release()`; `held()` counts those held so far. */
async function holdScripts(page: Page, hold: (path: string) => boolean) {
  const waiting: Route[] = [];
  let count = 0;
  let holding = true;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!holding || !hold(new URL(route.request().url()).pathname)) return route.continue();
    count++;
    waiting.push(route);
  });
  return {
    held: () => count,
    release: async () => {
      holding = false;
      for (const route of waiting.splice(0)) await route.continue();
    },
  };
}

/** Console errors and page errors (a refused inline script is one). */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

const toggle = (page: Page) => page.locator('header [data-menu-toggle]');
const menu = (page: Page) => page.locator('#mobile-menu');
/** Long enough for a script that was not held back to have run: the tap must still be waiting. */
const aMoment = (page: Page) => page.waitForTimeout(300);

describe('a tap before the page is wired (decision 0258)', () => {
  it("the pre-rendered pages' one inline script is the one the CSP allows by its hash", async () => {
    for (const path of ['/', '/business', '/login', '/onboarding/survey', '/dashboard']) {
      const response = await fetch(new URL(path, baseUrl()));
      const html = await response.text();
      const csp = response.headers.get('content-security-policy') ?? '';
      const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
      expect({ path, inline: inline.length }).toEqual({ path, inline: 1 });
      const hash = createHash('sha256').update(inline[0]!).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toMatch(/script-src[^;]*(unsafe|nonce)/);
    }
  });

  it('/ at 390 px: a tap on the menu button before the script ran opens the menu once it has run, and its language select works', async () => {
    const { context, page } = await phone('en-US');
    const problems = problemsOf(page);
    const scripts = await holdScripts(page, () => true);
    await page.goto('/', { waitUntil: 'commit' });
    await toggle(page).waitFor({ state: 'visible' });
    await toggle(page).tap();
    await aMoment(page);
    // Nothing of the page's code has run: the tap waits.
    expect(scripts.held()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dataset.islands ?? null)).toBeNull();
    expect(await menu(page).count()).toBe(0);

    await scripts.release();
    await menu(page).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page).getAttribute('aria-label')).toBe('Close menu');
    expect(await menu(page).getByRole('link', { name: 'About' }).isVisible()).toBe(true);
    // The menu's language select: the page comes again in Dutch.
    await menu(page).locator('select').selectOption('nl');
    await page.locator('html[lang="nl"]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Menu openen' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/about at 1440 px: Nederlands chosen in the header before the script ran shows the page in Dutch', async () => {
    const { context, page } = await phone('en-US', 1440);
    const problems = problemsOf(page);
    const scripts = await holdScripts(page, () => true);
    await page.goto('/about', { waitUntil: 'commit' });
    const select = page.locator('header [data-site-language] select');
    await select.waitFor({ state: 'visible' });
    await select.selectOption('nl');
    await aMoment(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await scripts.release();
    await page.locator('html[lang="nl"]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('header [data-site-language] select').inputValue()).toBe('nl');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("/login at 390 px in Dutch: a tap before the shell's script ran opens the menu, and it stays open under the app", async () => {
    const { context, page } = await phone('nl-NL');
    const problems = problemsOf(page);
    const scripts = await holdScripts(page, () => true);
    await page.goto('/login', { waitUntil: 'commit' });
    await toggle(page).waitFor({ state: 'visible' });
    await toggle(page).tap();
    await aMoment(page);
    expect(await page.evaluate(() => document.documentElement.dataset.shellScript ?? null)).toBeNull();
    expect(await menu(page).count()).toBe(0);

    await scripts.release();
    await menu(page).waitFor({ state: 'visible', timeout: 10_000 });
    await hydrated(page);
    await menu(page).waitFor({ state: 'visible' });
    expect(await toggle(page).getAttribute('aria-label')).toBe('Menu sluiten');
    expect(await menu(page).getByRole('link', { name: 'Over ons' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("/about at 390 px, signed in: a tap while the page is handed to the app opens the app's menu with the account menu", async () => {
    const { context, page } = await phone('en-US');
    // A signed-in session as the server would answer it (the account flows themselves are in auth.spec.ts).
    await context.route('**/api/auth/get-session', (route) =>
      route.fulfill({
        json: {
          user: { id: 'u1', email: 'ada@example.org', name: 'Ada', firstName: 'Ada', isAnonymous: false },
        },
      }),
    );
    const problems = problemsOf(page);
    // The page's own module is let through, so the small entry runs, lets go of the page for the app and loads it;
    // the app then waits for the page's module before it hydrates: a tap in between reached nobody before.
    const scripts = await holdScripts(page, (path) => /\/about-page-[^/]+\.js$/.test(path));
    await page.goto('/about');
    await expect.poll(() => scripts.held(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBe('ready');
    await toggle(page).tap();
    await aMoment(page);
    expect(await menu(page).count()).toBe(0);

    await scripts.release();
    await page.waitForFunction(() => document.documentElement.dataset.islands === 'app');
    await menu(page).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    await menu(page).getByRole('button', { name: 'Account menu for Ada' }).waitFor();
    // React alone handles the button from here: a tap closes the menu.
    await toggle(page).tap();
    await menu(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
