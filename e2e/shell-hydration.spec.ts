import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser } from './browser';

/**
 * The app hydrates the HTML shells of /login and the wizard's first step for a new visitor (decision 0110): React
 * keeps the shell's elements (the h1 is the very node the HTML brought) and the console has no hydration error or
 * warning, in English and Dutch, at 390 and 1440 px. A visitor with a draft gets the shell replaced (decision 0056)
 * and no warning either.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Console errors and warnings and uncaught page errors, from the first byte on. */
function listen(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** Marks the shell's h1 before any script of the page runs (the HTML has it; DOMContentLoaded comes first). */
async function markShellHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const h1 = document.querySelector('#root[data-shell] h1');
      if (h1) (h1 as HTMLElement & { __fromShell?: boolean }).__fromShell = true;
    });
  });
}

const keptShellHeading = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('#root h1') as (HTMLElement & { __fromShell?: boolean }) | null;
    return h1?.__fromShell === true;
  });

const CASES = [
  { path: '/login', locale: 'en-US', width: 390, heading: 'Welcome Back' },
  { path: '/login', locale: 'nl-NL', width: 1440, heading: 'Welkom terug' },
  { path: '/onboarding/survey', locale: 'en-US', width: 1440, heading: null },
  { path: '/onboarding/survey', locale: 'nl-NL', width: 390, heading: null },
] as const;

describe('the app hydrates the shells of /login and the first wizard step', () => {
  for (const c of CASES) {
    it(`${c.path} (${c.locale}, ${c.width} px): the shell's elements stay, no hydration warning`, async () => {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: c.width, height: 900 },
        locale: c.locale,
      });
      const page = await context.newPage();
      const messages = listen(page);
      await markShellHeading(page);
      await page.goto(c.path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await keptShellHeading(page)).toBe(true);
      if (c.heading) expect(await page.locator('h1').first().textContent()).toContain(c.heading);
      expect(messages.filter((m) => /hydrat|#418|#423|#425|did not match/i.test(m))).toEqual([]);
      expect(messages).toEqual([]);
      await context.close();
    });
  }

  it('/login: what is typed before the app runs reaches the form, which can then be sent', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const messages = listen(page);
    // The app's scripts are held until the fields are filled (the shell's own small script is let through).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('#root[data-shell] input[type="email"]').fill('someone@example.com');
    await page.locator('#root[data-shell] input[type="password"]').fill('not-the-password');
    release();
    await hydrated(page);
    expect(await page.locator('input[type="email"]').inputValue()).toBe('someone@example.com');
    // The form heard the typing: its button is enabled, and sending it answers with the server's error.
    const submit = page.locator('form button[type="submit"]');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('alert').first().waitFor();
    expect(messages.filter((m) => /hydrat|#418|did not match/i.test(m))).toEqual([]);
    await context.close();
  });

  it('a choice card clicked on the first wizard step before the app runs stays chosen and opens Next (5 walks)', async () => {
    // The CI run of 67f7d45 lost 'Recent Graduate' clicked while the shell was being hydrated in 3 walks of 3.
    for (let walk = 0; walk < 5; walk++) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto('/onboarding/survey', { waitUntil: 'commit' });
      await page.getByText('Recent Graduate', { exact: true }).click();
      await hydrated(page);
      await expect.poll(() => page.getByTestId('wizard-next').isEnabled(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByRole('radio', { name: /Recent Graduate/ }).isChecked()).toBe(true);
      await context.close();
    }
  });

  it('the first wizard step with a draft in the browser: replaced, not hydrated, and no warning', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      if (!localStorage.getItem('thrive.onboarding-data'))
        localStorage.setItem(
          'thrive.onboarding-data',
          JSON.stringify({ state: { answers: {}, stepSeconds: [], shownMilestones: [] }, version: 1 }),
        );
    });
    const page = await context.newPage();
    const messages = listen(page);
    await markShellHeading(page);
    await page.goto('/onboarding/survey');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await keptShellHeading(page)).toBe(false);
    expect(messages).toEqual([]);
    await context.close();
  });
});
