import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../apps/api/src/adapters/mail';
import { openPglite } from '../apps/api/src/db/client';
import { contactMessages, demoRequests } from '../apps/api/src/db/schema/index';
import { baseUrl, hydrated, launchBrowser, newPage, seriousA11yViolations } from './browser';
import { startServer, type RunningServer } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** Waits for the page's h1 to read `name` (lazy routes render after the URL changes). */
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

describe('public site: navigation', () => {
  it('moves between Home, For Individuals, For Business and About with the current link marked', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');

    const stops = [
      { link: 'For Individuals', path: '/individuals', h1: 'Plan your career and where you live, together' },
      { link: 'For Business', path: '/business', h1: "Meet tomorrow's talent before they graduate" },
      { link: 'About', path: '/about', h1: 'About Thrive' },
      { link: 'Home', path: '/', h1: 'Where Will Your Future Thrive' },
    ];
    for (const stop of stops) {
      await nav.getByRole('link', { name: stop.link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === stop.path);
      await page.getByRole('heading', { level: 1, name: stop.h1 }).waitFor();
      await expect(
        nav.getByRole('link', { name: stop.link, exact: true }).getAttribute('aria-current'),
      ).resolves.toBe('page');
    }
    await expect(page.title()).resolves.toBe('Thrive: plan your career and where you live');
    await context.close();
  });

  it('sends every start button to the survey, and the icon button too', async () => {
    const { context, page } = await newPage(browser);
    const starts = [
      { path: '/individuals', name: 'Start Your Journey' },
      { path: '/individuals', name: 'Get Started Free' },
      { path: '/about', name: 'Get Started' },
      { path: '/', name: 'Start planning' },
    ];
    for (const start of starts) {
      await page.goto(start.path);
      await heading(page).waitFor();
      await page.getByRole('link', { name: start.name, exact: true }).first().click();
      await page.waitForURL('**/onboarding/survey');
    }
    await context.close();
  });

  it('opens the legal pages from the footer, with what is stored and how to delete it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL('**/privacy');
    await h1(page, 'Privacy statement');
    const text = await page.locator('main').textContent();
    for (const phrase of [
      'local storage',
      'DB-IP',
      'not kept after it has been read',
      'How to delete your data',
    ]) {
      expect(text).toContain(phrase);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL('**/terms');
    await h1(page, 'Terms of use');
    await context.close();
  });

  it('scrolls to the features with Learn More on the business page', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/business');
    await hydrated(page);
    await page.getByRole('button', { name: 'Learn More' }).click();
    const features = page.getByRole('heading', { name: 'What Thrive does for your hiring' });
    await page.waitForFunction(() => document.activeElement?.id === 'features');
    await expect(features.isVisible()).resolves.toBe(true);
    // Smooth scrolling takes a moment: wait until the features sit at the top of the viewport.
    await page.waitForFunction(() => {
      const top = document.getElementById('features')?.getBoundingClientRect().top ?? 999;
      return window.scrollY > 100 && Math.abs(top) < 120;
    });
    await context.close();
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await h1(page, 'Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('public site: language', () => {
  it('switches the whole app to Nederlands at once and keeps it after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/business');
    await hydrated(page);
    await page.getByLabel('Language').selectOption('nl');
    await h1(page, 'Ontmoet het talent van morgen voordat het afstudeert');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Voor particulieren' }).isVisible()).resolves.toBe(true);
    // The account links show once the session is known (invisible until then, decision 0041).
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('nl');
    await expect(page.title()).resolves.toBe('Voor bedrijven · Thrive');

    await page.reload();
    await h1(page, 'Ontmoet het talent van morgen voordat het afstudeert');
    await nav.getByRole('link', { name: 'Home' }).click();
    await h1(page, 'Waar gaat jouw toekomst floreren?');
    await expect(
      page.getByText('Advies: besteed hooguit 30% van je inkomen aan wonen.').isVisible(),
    ).resolves.toBe(true);

    await hydrated(page);
    await page.getByLabel('Taal').selectOption('en');
    await h1(page, 'Where Will Your Future Thrive');
    await context.close();
  });

  it('starts in Dutch for a browser that prefers Dutch', async () => {
    const { context, page } = await newPage(browser, { locale: 'nl-NL' });
    await page.goto('/about');
    await h1(page, 'Over Thrive');
    await context.close();
  });
});

describe('public site: pre-rendered pages (docs/decisions/0032)', () => {
  const PAGES = [
    { path: '/', en: 'Where Will Your Future Thrive', nl: 'Waar gaat jouw toekomst floreren?' },
    {
      path: '/individuals',
      en: 'Plan your career and where you live, together',
      nl: 'Plan je loopbaan en je woonplaats in één keer',
    },
    {
      path: '/business',
      en: "Meet tomorrow's talent before they graduate",
      nl: 'Ontmoet het talent van morgen voordat het afstudeert',
    },
    { path: '/about', en: 'About Thrive', nl: 'Over Thrive' },
    { path: '/terms', en: 'Terms of use', nl: 'Gebruiksvoorwaarden' },
    { path: '/privacy', en: 'Privacy statement', nl: 'Privacyverklaring' },
    { path: '/data-sources', en: 'Data sources', nl: 'Gegevensbronnen' },
  ];

  it('sends the HTML in the language the cookie or the browser asks for', async () => {
    for (const { path, en, nl } of PAGES) {
      const english = await fetch(baseUrl() + path, { headers: { 'Accept-Language': 'en-GB,en' } });
      expect(english.headers.get('content-language')).toBe('en');
      expect(await english.text()).toContain(`>${en.replace("'", '&#x27;')}</h1>`);
      const dutch = await fetch(baseUrl() + path, { headers: { 'Accept-Language': 'nl-NL,nl;q=0.9' } });
      expect(await dutch.text()).toContain(`>${nl}</h1>`);
      const saved = await fetch(baseUrl() + path, {
        headers: { 'Accept-Language': 'nl-NL', Cookie: 'thrive.language=en' },
      });
      expect(saved.headers.get('content-language')).toBe('en');
    }
  });

  it('wires the HTML without the app in English and Dutch: only the scripts the HTML names (decision 0041)', async () => {
    for (const locale of ['en-US', 'nl-NL'] as const) {
      const { context, page } = await newPage(browser, { locale, width: 390 });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      for (const entry of PAGES) {
        await page.goto(entry.path);
        await page.waitForLoadState('networkidle');
        const state = await page.evaluate(() => {
          const named = new Set(
            [
              ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
                'script[src], link[rel=modulepreload]',
              ),
            ].map((element) => new URL('src' in element ? element.src : element.href).pathname),
          );
          const loaded = performance
            .getEntriesByType('resource')
            .map((resource) => new URL(resource.name).pathname)
            .filter((path) => path.endsWith('.js'));
          return {
            islands: document.documentElement.dataset.islands,
            react: Object.keys(document.getElementById('root') ?? {}).some((key) =>
              key.startsWith('__react'),
            ),
            unnamedScripts: loaded.filter((path) => !named.has(path)),
            scripts: loaded.length > 0,
            stylesheets: document.querySelectorAll('link[rel=stylesheet]').length,
            h1: document.querySelector('h1')?.textContent,
            lang: document.documentElement.lang,
          };
        });
        expect({ path: entry.path, ...state, problems }).toEqual({
          path: entry.path,
          islands: 'ready',
          react: false,
          unnamedScripts: [],
          scripts: true,
          stylesheets: 0,
          h1: entry[locale === 'en-US' ? 'en' : 'nl'],
          lang: locale.slice(0, 2),
          problems: [],
        });
      }
      await context.close();
    }
  });

  it('hands a form button to the app, which hydrates the same HTML without a mismatch (the h1 stays)', async () => {
    for (const locale of ['en-US', 'nl-NL'] as const) {
      const { context, page } = await newPage(browser, { locale, width: 1440 });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto('/business');
      await hydrated(page);
      await page.evaluate(() => {
        (window as unknown as { firstH1: Element | null }).firstH1 = document.querySelector('h1');
      });
      const name = locale === 'en-US' ? 'Schedule a Demo' : 'Plan een demo';
      await page.getByRole('button', { name }).click();
      await page.getByRole('dialog').waitFor();
      const state = await page.evaluate(() => ({
        islands: document.documentElement.dataset.islands,
        sameH1: document.querySelector('h1') === (window as unknown as { firstH1: Element | null }).firstH1,
        react: Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
      }));
      expect({ ...state, problems }).toEqual({ islands: 'app', sameH1: true, react: true, problems: [] });
      await context.close();
    }
  });

  it('hands a signed-in visitor to the app: Dashboard and the account menu, hydrated without a mismatch', async () => {
    for (const width of [390, 1440]) {
      const { context, page } = await newPage(browser, { width, height: 900 });
      // A signed-in session as the server would answer it (the account flows themselves are in auth.spec.ts).
      await context.route('**/api/auth/get-session', (route) =>
        route.fulfill({
          json: {
            user: { id: 'u1', email: 'ada@example.org', name: 'Ada', firstName: 'Ada', isAnonymous: false },
          },
        }),
      );
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(String(error)));
      await page.goto('/about');
      await page.waitForFunction(() => document.documentElement.dataset.islands === 'app');
      if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Account menu for Ada' }).waitFor();
      await page.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('opens the menu at 390 px by button and keyboard, and its links and language select work', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(
      page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await menu.getByRole('link', { name: 'Sign In' }).waitFor({ state: 'visible' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Open menu',
    );
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'About' }).click();
    await h1(page, 'About Thrive');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByLabel('Language').selectOption('nl');
    await h1(page, 'Over Thrive');
    await context.close();
  });

  it('applies a language saved before the cookie existed, and sends the next page in it', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('thrive.language', 'nl'));
    await page.goto('/');
    await h1(page, 'Waar gaat jouw toekomst floreren?');
    await page.goto('/about');
    await expect(page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).resolves.toBe(
      'nl',
    );
    await context.close();
  });
});

describe('public site: forms', () => {
  // Its own server and data folder, so the stored rows and the outbox can be read once it has stopped.
  let server: RunningServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'thrive-e2e-forms-'));
  beforeAll(async () => {
    server = await startServer({}, dataDir);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('validates and sends a demo request, from both buttons', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/business`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Request Demo' }).click();
    let dialog = page.getByRole('dialog', { name: 'Request a demo' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please choose the size of your company.').waitFor();
    expect(await dialog.getByText('Please fill in this field.').count()).toBe(3);
    await expect(
      dialog.getByText('Please agree so that we may store your details.').isVisible(),
    ).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Schedule a Demo' }).click();
    dialog = page.getByRole('dialog', { name: 'Request a demo' });
    await dialog.getByLabel('Name').fill('Ada Employer');
    await dialog.getByLabel('Work email').fill('ada@');
    await dialog.getByLabel('Company', { exact: false }).first().fill('Example BV');
    await dialog.getByLabel('Company size').selectOption('51-200');
    await dialog.getByLabel('Message (optional)').fill('We hire twenty graduates a year.');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please enter a valid email address, such as name@company.com.').waitFor();
    await dialog.getByLabel('Work email').fill('ada@example.org');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('heading', { name: 'Thank you, your request is in' }).waitFor();
    // The journeys' server has no mail server: the page says no confirmation went out (walk W619).
    await expect(
      dialog
        .getByText(/No confirmation mail could be sent from here; we will reply to ada@example\.org/)
        .isVisible(),
    ).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('validates and sends a contact message in Dutch', async () => {
    const { context, page } = await newPage(browser, { locale: 'nl-NL' });
    await page.goto(`${server.url}/about`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Neem contact op' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neem contact op' });
    await dialog.getByRole('button', { name: 'Bericht versturen' }).click();
    await dialog.getByText('Geef toestemming, zodat we je gegevens mogen bewaren.').waitFor();
    await dialog.getByLabel('Naam').fill('Bo Bezoeker');
    await dialog.getByLabel('E-mailadres').fill('bo@example.org');
    await dialog.getByRole('textbox', { name: /^Bericht/ }).fill('Verwijder alstublieft mijn gegevens.');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Bericht versturen' }).click();
    await dialog.getByRole('heading', { name: 'Bedankt, je bericht is binnen' }).waitFor();
    await context.close();
  });

  it('stored both requests and put the confirmations in the outbox', async () => {
    await server.stop();
    const database = await openPglite(dataDir, { migrate: false });
    try {
      const demos = await database.db.select().from(demoRequests);
      expect(demos).toMatchObject([
        { email: 'ada@example.org', companySize: '51-200', confirmationSent: true },
      ]);
      const messages = await database.db.select().from(contactMessages);
      expect(messages).toMatchObject([{ email: 'bo@example.org', locale: 'nl', confirmationSent: true }]);
      const outbox = await listOutbox(database.db);
      expect(outbox.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
        ['ada@example.org', 'We received your demo request'],
        ['bo@example.org', 'We hebben je bericht ontvangen'],
      ]);
      // The server log holds no personal data from the forms.
      expect(server.output()).not.toContain('ada@example.org');
      expect(server.output()).not.toContain('Ada Employer');
    } finally {
      await database.close();
    }
  });
});

describe('public site: accessibility', () => {
  const pages = ['/', '/individuals', '/business', '/about', '/terms', '/privacy', '/missing'];
  for (const width of [390, 1440]) {
    it(`has no serious or critical axe violations at ${width} px`, async () => {
      const { context, page } = await newPage(browser, { width, height: 900 });
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await heading(page).waitFor();
        found.push(...(await seriousA11yViolations(page)).map((violation) => `${path}: ${violation}`));
      }
      await page.goto('/business');
      await page.getByRole('button', { name: 'Schedule a Demo' }).click();
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByText('Please choose the size of your company.').waitFor();
      found.push(...(await seriousA11yViolations(page)).map((violation) => `demo form: ${violation}`));
      expect(found).toEqual([]);
      await context.close();
    });
  }

  it('reaches the navigation, language select and main action by keyboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await heading(page).waitFor();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent?.trim() ??
            '',
        ),
      );
    }
    expect(reached[0]).toBe('Skip to main content');
    for (const name of ['For Business', 'Start planning', 'English', 'Start Your Journey']) {
      expect(reached.some((value) => value.includes(name))).toBe(true);
    }
    await context.close();
  });
});
