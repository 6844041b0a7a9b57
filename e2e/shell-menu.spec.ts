import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser } from './browser';

/**
 * An app page's HTML shell (decisions 0056, 0065) shows the menu button at 390 px before the app runs. A tap on it
 * then must not be lost (decision 0078): the shell's small script opens the menu at once, and the app, once it has
 * replaced the shell, shows its own menu open. The app's code is held back by request interception until the tap has
 * been made and looked at; only the shell's own small script (`<script async>`) is let through.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CASES = [
  { path: '/dashboard', locale: 'en-US', open: 'Open menu', close: 'Close menu', link: 'About' },
  { path: '/login', locale: 'nl-NL', open: 'Menu openen', close: 'Menu sluiten', link: 'Over ons' },
] as const;

describe('a tap on the menu button of an app page before the app runs (390 px)', () => {
  for (const c of CASES) {
    it(`${c.path} (${c.locale}): the menu opens at once and stays open when the app takes over`, async () => {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 390, height: 844 },
        locale: c.locale,
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      // The shell's own script, if it has one, and the small chunks it imports are the only scripts let through.
      const html = await (await page.request.get(c.path)).text();
      const early = /<script type="module" async crossorigin src="([^"]+)"/.exec(html)?.[1] ?? null;
      const letThrough = new Set<string>();
      for (const queue = early ? [early] : []; queue.length > 0;) {
        const file = queue.pop()!;
        if (letThrough.has(file)) continue;
        letThrough.add(file);
        const code = await (await page.request.get(file)).text();
        for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
          queue.push(new URL(name!, new URL(file, baseUrl())).pathname);
      }
      const held: Route[] = [];
      let holding = true;
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        if (letThrough.has(new URL(route.request().url()).pathname)) return route.continue();
        if (holding) held.push(route);
        else await route.continue();
      });
      await page.goto(c.path, { waitUntil: 'commit' });
      const toggle = page.locator('header [data-menu-toggle]');
      await toggle.waitFor({ state: 'visible' });
      if (early) await page.waitForFunction(() => document.documentElement.dataset.shellScript === 'ready');
      await toggle.tap();
      // The app has not run: its scripts are still held.
      expect(held.length).toBeGreaterThan(0);
      expect(await page.locator('#root').getAttribute('data-shell')).not.toBeNull();
      const menu = page.locator('#mobile-menu');
      await menu.waitFor({ state: 'visible', timeout: 5_000 });
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await toggle.getAttribute('aria-label')).toBe(c.close);
      expect(await menu.getByRole('link', { name: c.link }).isVisible()).toBe(true);

      // Now the app runs and replaces the shell: its own menu is open.
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await hydrated(page);
      await menu.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('link', { name: c.link }).isVisible()).toBe(true);
      // One handler only from here on: a tap closes it, and the next opens it again.
      await toggle.tap();
      await menu.waitFor({ state: 'detached' });
      expect(await toggle.getAttribute('aria-label')).toBe(c.open);
      await toggle.tap();
      await menu.waitFor({ state: 'visible' });
      await context.close();
    });
  }
});
