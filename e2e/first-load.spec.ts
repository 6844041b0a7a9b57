import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser } from './browser';
import { next, pick, step } from './wizard';

/**
 * What the app's pages load first (decision 0115): no Content-Security-Policy violation (zod probed for `new Function`
 * when its first object schema was made, which the browser reports as an issue under our CSP), and the strings of the
 * page's language only, the other language's coming when the person switches; the wizard's next step only once the
 * person has pressed something (decision 0205).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The bodies of the JavaScript files the page loads, kept in order. */
function scripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

describe('the first load of the app pages', () => {
  it('reports no Content-Security-Policy violation on /login and the first wizard step', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 900 } });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { __csp?: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    for (const path of ['/login', '/onboarding/survey']) {
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      // The form's validation has run once (its schemas are made and used).
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? []);
      expect(violations, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it("fetches the wizard's next step once the person has pressed something, not before", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    // The second step's module (what-matters and the other simple steps, decision 0195).
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/simple-steps-[^/]+\.js$/.test(new URL(request.url()).pathname))
        fetched.push(request.url());
    });
    await page.goto('/onboarding/survey');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The idle callback that used to fetch it ran within 2 s of the step's render.
    await page.waitForTimeout(2500);
    expect(fetched, 'before any input').toEqual([]);

    await pick(page, 'Recent Graduate');
    await expect.poll(() => fetched.length, { message: 'after the first press' }).toBeGreaterThan(0);
    await next(page).click();
    await step(page, 'what-matters');
    await context.close();
  });

  it('loads the English strings only on an English page; the Dutch ones come with the switch', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    for (const { path, english, dutch } of [
      { path: '/login', english: 'Welcome Back', dutch: 'Welkom terug' },
      {
        path: '/onboarding/survey',
        english: 'What best describes you?',
        dutch: 'Wat past het best bij jou?',
      },
    ]) {
      const page = await context.newPage();
      const loaded = scripts(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(
        loaded.some((body) => body.includes(english)),
        `${path}: English strings`,
      ).toBe(true);
      expect(
        loaded.some((body) => body.includes(dutch)),
        `${path}: Dutch strings`,
      ).toBe(false);

      await page.locator('header select').selectOption('nl');
      await page.getByRole('heading', { level: 1, name: dutch }).waitFor();
      // A response's body is read after the response; the heading can change before the reading is done.
      await expect
        .poll(() => loaded.some((body) => body.includes(dutch)), {
          message: `${path}: Dutch strings after the switch`,
        })
        .toBe(true);
      await page.locator('header select').selectOption('en');
      await page.getByRole('heading', { level: 1, name: english }).waitFor();
      await page.close();
    }
    await context.close();
  });
});
