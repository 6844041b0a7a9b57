import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { inject } from 'vitest';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Debian's Chromium, headless, with the flags this machine needs (no background networking, no sandbox as root). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}; set CHROME_PATH.`);
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Serious and critical accessibility violations on the current page (axe). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * Waits until a pre-rendered public page's controls work (docs/decisions/0032, 0041): its HTML shows before any
 * script runs, so a control used earlier (a select, a button) would not be heard yet. Public pages are wired by
 * their small entry (`<html data-islands="ready">`), the app's pages by React (an app page's HTML shell, decision
 * 0056, once React's render has replaced it: `data-shell` is then gone).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return (
      document.documentElement.dataset.islands !== undefined ||
      (root?.dataset.shell === undefined &&
        Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer')))
    );
  });
}

/**
 * A page in a new context with a saved storage state (a session and a completed analysis), in one language and width.
 */
export async function pageIn(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  language: 'en' | 'nl',
  width: number,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), storageState, viewport: { width, height } });
  await context.addInitScript((lang) => localStorage.setItem('thrive.language', lang), language);
  return { context, page: await context.newPage() };
}

/**
 * Waits for the network and spinners; with `scrollDown`, after scrolling to the bottom first, so that charts and the
 * map (loaded near view) are in.
 */
export async function settle(page: Page, { scrollDown = false } = {}) {
  await page.waitForLoadState('networkidle');
  if (scrollDown) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  await page
    .waitForFunction(
      () => !document.querySelector('[role="status"][aria-busy="true"], .animate-spin'),
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
}
