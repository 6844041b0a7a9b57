import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, newPage, pageIn, settle } from './browser';
import { completedAnalysisState } from './dashboard-answers';
import { MANCHESTER_TEACHER } from '../packages/core/src/engine/sample-person';

/**
 * Decision 0151, the walk's findings a person meets in the browser, in both languages at 390 and 1440 px: a teacher
 * in Manchester who would move to London with her partner and son sees Manchester (where she lives) beside London in
 * "Where your household keeps the most", and her pension line names her Teachers' Pension and her partner's workplace
 * pension apart (W13, W14, W19); while an analysis runs the dashboard shows grey bars, not sample careers and cities
 * (W15); on /register the terms open in a new tab and the typed name and email survive going away and Back (W7).
 * `SHOTS_DIR` set: screenshots of each screen go there.
 */
const TEACHER = MANCHESTER_TEACHER;

let browser: Browser;
let teacher: Awaited<ReturnType<BrowserContext['storageState']>>;
const shots = process.env.SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string, testId?: string) => {
  if (!shots) return;
  if (testId)
    await page
      .getByTestId(testId)
      .first()
      .screenshot({ path: `${shots}/${name}.png` });
  else await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
};

beforeAll(async () => {
  browser = await launchBrowser();
  teacher = await completedAnalysisState(browser, TEACHER);
}, 180_000);
afterAll(() => browser?.close());

const TEXT = {
  en: {
    rank: 'Where your household keeps the most',
    home: 'where you live now',
    homeAdded: 'Where you live now is listed too, so you can see what a move changes.',
    pension:
      /After pension contributions of £[\d,]+ a month: Teachers' Pension £[\d,]+, your partner's workplace pension £[\d,]+/,
    working: 'Your three periods appear here as soon as they are worked out.',
    pending: 'This usually takes a few seconds',
  },
  nl: {
    rank: 'Waar jouw huishouden het meeste overhoudt',
    home: 'waar je nu woont',
    homeAdded: 'Waar je nu woont staat er ook bij, zodat je ziet wat een verhuizing verandert.',
    pension:
      /Na pensioenbijdragen van £\s[\d.]+ per maand: pensioenfonds voor leraren £\s[\d.]+, werkgeverspensioen van je partner £\s[\d.]+/,
    working: 'Je drie periodes verschijnen hier zodra ze berekend zijn.',
    pending: 'Dit duurt meestal een paar seconden',
  },
} as const;

describe.each([
  ['en', 390],
  ['en', 1440],
  ['nl', 390],
  ['nl', 1440],
] as const)('walk 0151 (%s, %i px)', (language, width) => {
  const text = TEXT[language];

  it('lists Manchester beside London, and names each pension apart (W13, W14, W19)', async () => {
    const { context, page } = await pageIn(browser, teacher, language, width);
    await page.goto('/dashboard');
    const list = page.getByRole('region', { name: text.rank });
    await list.waitFor({ timeout: 30_000 });
    const rows = await list.getByRole('listitem').allTextContents();
    const home = rows.find((row) => row.startsWith('Manchester'));
    expect(home, rows.join(' | ')).toContain(text.home);
    expect(rows.some((row) => row.startsWith(language === 'nl' ? 'Londen' : 'London'))).toBe(true);
    await expect(list.getByTestId('afford-rank-set').textContent()).resolves.toContain(text.homeAdded);
    const pension = page.getByTestId('afford-pension').first();
    await expect(pension.textContent()).resolves.toMatch(text.pension);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await settle(page);
    await shot(page, `teacher-${language}-${width}`, 'household-money');
    await context.close();
  }, 90_000);

  it('shows grey bars and honest words while the analysis runs, no sample cities (W15)', async () => {
    const { context, page } = await pageIn(browser, teacher, language, width);
    // The person's own newest analysis, read as still running.
    await page.route('**/api/analyses/latest*', async (route) => {
      const real = (await (await route.fetch()).json()) as { analysis: Record<string, unknown> };
      await route.fulfill({
        json: { analysis: { ...real.analysis, status: 'pending', analysisResult: null } },
      });
    });
    await page.goto('/dashboard');
    await hydrated(page);
    const panel = page.getByTestId('analysis-panel');
    await expect(panel.textContent()).resolves.toContain(text.pending);
    const waiting = page.getByTestId('predictions-waiting');
    await expect(waiting.textContent()).resolves.toContain(text.working);
    await page.getByTestId('explorer-waiting').waitFor();
    const body = (await page.locator('main').textContent()) ?? '';
    for (const city of ['Stockholm', 'Copenhagen', 'Kopenhagen', 'Zurich', 'Zürich', 'Barcelona'])
      expect(body).not.toContain(city);
    await shot(page, `pending-${language}-${width}`);
    await shot(page, `pending-map-${language}-${width}`, 'location-explorer');
    await context.close();
  }, 60_000);
});

describe.each([
  ['en', 390, 'Terms of Service', 'First name', 'Last name', 'Email', 'Password'],
  ['nl', 1440, 'Servicevoorwaarden', 'Voornaam', 'Achternaam', 'E-mailadres', 'Wachtwoord'],
] as const)(
  'register (%s, %i px): the terms in a new tab, the form kept (W7)',
  (language, width, terms, first, last, email, password) => {
    it('opens the terms in a new tab and keeps the form; Back after leaving brings the name and email back', async () => {
      const { context, page } = await newPage(browser, {
        width,
        locale: language === 'nl' ? 'nl-NL' : 'en-US',
      });
      await context.addInitScript((lang) => localStorage.setItem('thrive.language', lang), language);
      await page.goto('/register');
      await hydrated(page);
      await page.getByLabel(first, { exact: true }).fill('Zoë');
      await page.getByLabel(last, { exact: true }).fill("O'Brien");
      await page.getByLabel(email, { exact: true }).fill('zoe@example.org');
      await page.getByLabel(password, { exact: true }).fill('secret123');
      const link = page.getByRole('link', { name: new RegExp(`^${terms}`) });
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await shot(page, `register-${language}-${width}`);
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe('/terms');
      await opened.close();
      // The form is as it was.
      expect(page.url()).toContain('/register');
      await expect(page.getByLabel(first, { exact: true }).inputValue()).resolves.toBe('Zoë');
      await expect(page.getByLabel(password, { exact: true }).inputValue()).resolves.toBe('secret123');
      // Away in the same tab and Back: the name and email come back, the passwords do not.
      await page.goto('/privacy');
      await page.goBack();
      await hydrated(page);
      await expect(page.getByLabel(first, { exact: true }).inputValue()).resolves.toBe('Zoë');
      await expect(page.getByLabel(last, { exact: true }).inputValue()).resolves.toBe("O'Brien");
      await expect(page.getByLabel(email, { exact: true }).inputValue()).resolves.toBe('zoe@example.org');
      await expect(page.getByLabel(password, { exact: true }).inputValue()).resolves.toBe('');
      await context.close();
    }, 60_000);
  },
);
