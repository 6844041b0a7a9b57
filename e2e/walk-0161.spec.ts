import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFromLines } from '../apps/api/test/resume-fixtures';
import { launchBrowser, newPage, pageIn, settle } from './browser';
import { gridNames, next, pick, step, walkIndustryToDashboard, walkToLocationStep } from './wizard';

/**
 * Decision 0161 (walk leftovers W1, W12, W10, W5), walked as a person does, nothing seeded in the browser:
 * - a nurse in Utrecht picks Lisbon on the location step ("Cities you would like to live in"); after a real submission
 *   Lisbon is in the dashboard's city list and the Compare pickers, marked as her own choice, in en and nl;
 * - her salary card has one main figure; the printed report's tables fit a 390 px screen (no sideways scroll);
 * - a student uploads a CV of side jobs since 2019: the years count them partly and she is not placed at mid.
 * Screenshots of each changed screen at 390 and 1440 px, en and nl, go to test-results/walk-0161/.
 */
let browser: Browser;
let state: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
const SHOTS = 'test-results/walk-0161';
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const TEXT = {
  en: { pick: 'Your choice', lisbon: 'Lisbon' },
  nl: { pick: 'Jouw keuze', lisbon: 'Lissabon' },
} as const;

/** No element of the page is wider than the screen (the page never scrolls sideways). */
async function pageFits(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('a nurse who wants to live in Lisbon (walk W12, W10, W5)', () => {
  it('picks Lisbon on the location step; the dashboard lists it as her choice', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 900 });
    await walkToLocationStep(page, {
      firstName: 'Femke',
      lastName: 'Visser',
      email: `femke.${Date.now().toString(36)}@example.org`,
      skills: ['Patient Care', 'Nursing', 'Clinical Assessment'],
      level: 'bachelors',
      institution: 'Hogeschool Utrecht',
      experience: 'Mid level',
    });

    await step(page, 'location-preferences');
    await pick(page, 'Abroad');
    const cities = page.getByLabel('Cities you would like to live in (optional)');
    await cities.locator('option[value="lisbon"]').waitFor({ state: 'attached' });
    await cities.selectOption('lisbon');
    const chosen = page.getByRole('list', { name: 'Cities you picked' });
    await chosen.getByText('Lisbon').waitFor();
    await page.getByLabel('Where do you live now?').fill('Utrecht, Nederland');
    await page.getByText(/^Distances are measured from Utrecht/).waitFor();
    await page.getByTestId('preferred-cities').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/location-step-en-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('preferred-cities').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/location-step-en-1440.png` });
    await page.getByLabel('Site language').selectOption('nl');
    await page.getByRole('list', { name: 'Steden die je koos' }).getByText('Lissabon').waitFor();
    await page.getByTestId('preferred-cities').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/location-step-nl-1440.png` });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByTestId('preferred-cities').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/location-step-nl-390.png` });
    // The language picker is in the header at desktop width (in the menu on a phone).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByLabel('Taal van de site').selectOption('en');
    await chosen.getByText('Lisbon').waitFor();
    await page.setViewportSize({ width: 390, height: 900 });
    await next(page).click();

    await walkIndustryToDashboard(page, { industry: 'Healthcare' });
    await settle(page);
    expect((await gridNames(page)).some((name) => name.startsWith('Lisbon'))).toBe(true);
    state = await context.storageState();
    await context.close();
  });

  for (const language of ['en', 'nl'] as const)
    for (const width of [390, 1440])
      it(`${language} at ${width} px: her pick is marked, the salary card has one main figure, the report fits`, async () => {
        const { context, page } = await pageIn(browser, state, language, width, 900);
        try {
          await page.goto('/dashboard?tab=profile');
          const grid = page.getByTestId('city-grid');
          await grid.getByTestId('own-pick').first().waitFor({ timeout: 50_000 });
          const marked = await grid.locator('button', { has: page.getByTestId('own-pick') }).allInnerTexts();
          expect(marked).toHaveLength(1);
          expect(marked[0]).toContain(TEXT[language].lisbon);
          expect(marked[0]).toContain(TEXT[language].pick);
          await settle(page);
          expect(await pageFits(page)).toBe(true);
          const card = page.getByTestId('salary-predicted').locator('xpath=..');
          expect(await card.locator('.text-2xl').count()).toBe(1);
          await card.scrollIntoViewIfNeeded();
          await card.screenshot({ path: `${SHOTS}/salary-card-${language}-${width}.png` });
          await grid.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/city-grid-${language}-${width}.png` });

          await page.goto('/dashboard?tab=compare');
          const pickers = page.getByTestId('compare-tab').getByRole('combobox');
          await pickers.first().waitFor({ timeout: 50_000 });
          const option = pickers.first().locator('option[value="lisbon"]');
          const label = await option.innerText();
          expect(label).toContain(TEXT[language].lisbon);
          expect(label).toMatch(new RegExp(` – ${TEXT[language].pick}$`));

          await page.goto('/dashboard?print=report');
          await page.locator('[data-print-report] table').first().waitFor({ timeout: 50_000 });
          await settle(page);
          expect(await pageFits(page)).toBe(true);
          // Every report table fits its box: nothing hidden behind a sideways scroll.
          const overflowing = await page.evaluate(
            () =>
              [...document.querySelectorAll('[data-print-report] [role="region"]')].filter(
                (region) => region.scrollWidth > region.clientWidth + 1,
              ).length,
          );
          expect(overflowing).toBe(0);
          await page.screenshot({ path: `${SHOTS}/report-${language}-${width}.png`, fullPage: true });
          for (const [i, table] of (await page.locator('[data-print-report] table').all()).entries()) {
            await table.scrollIntoViewIfNeeded();
            await page.screenshot({ path: `${SHOTS}/report-table${i + 1}-${language}-${width}.png` });
          }
        } finally {
          await context.close();
        }
      });
});

/** Walk W1: a final-year student whose CV lists three side jobs since 2019. */
function studentCv() {
  return pdfFromLines([
    { text: 'Lotte Jansen', size: 20, bold: true },
    { text: 'lotte.jansen@example.org | Utrecht, Nederland', gap: 4 },
    { text: 'Werkervaring', size: 13, bold: true, gap: 12 },
    { text: 'Werkstudent Data - Rabobank', bold: true, gap: 4 },
    { text: '09/2023 – heden' },
    { text: 'Kassamedewerker - Albert Heijn', bold: true, gap: 4 },
    { text: '06/2019 – 08/2023' },
    { text: 'Opleiding', size: 13, bold: true, gap: 12 },
    { text: 'BSc Informatica - Universiteit Utrecht', bold: true, gap: 4 },
    { text: '09/2021 – heden' },
    { text: 'VWO - Christelijk Lyceum Zeist', bold: true, gap: 4 },
    { text: '2015 – 2021' },
    { text: 'Vaardigheden', size: 13, bold: true, gap: 12 },
    { text: 'Python, SQL, Excel' },
  ]);
}

const CV_TEXT = {
  en: {
    analyze: 'Analyze Resume with AI',
    found: 'What we found',
    years: 'Years of work experience',
    note: /Side jobs, student jobs and work during full-time study count for a quarter of their time/,
    apply: 'Use these details',
  },
  nl: {
    analyze: 'Cv analyseren met AI',
    found: 'Wat we vonden',
    years: 'Jaren werkervaring',
    note: /Bijbanen, studentenbanen en werk tijdens een voltijdstudie tellen voor een kwart van hun tijd/,
    apply: 'Deze gegevens gebruiken',
  },
} as const;

describe('a student with side jobs is not placed at mid (walk W1)', () => {
  for (const language of ['en', 'nl'] as const)
    it(`${language}: the CV's seven years of side jobs count partly; the level is entry or junior`, async () => {
      const pdf = Buffer.from(await studentCv());
      const { context, page } = await newPage(browser, { width: 390, height: 900 });
      await context.addInitScript((lang) => localStorage.setItem('thrive.language', lang), language);
      const t = CV_TEXT[language];
      try {
        await page.goto('/onboarding/resume-upload');
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
        await page.getByRole('button', { name: t.analyze }).click();
        await page.getByRole('heading', { name: t.found }).waitFor({ timeout: 30_000 });
        const years = Number(
          (await page.getByRole('textbox', { name: t.years }).inputValue()).replace(',', '.'),
        );
        // Was 6.8 (every month since 06/2019 counted full): mid.
        expect(years).toBeLessThan(4);
        await page.getByText(t.note).waitFor();
        await page.getByText(t.note).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/resume-years-${language}-390.png` });
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.getByText(t.note).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/resume-years-${language}-1440.png` });
        await page.getByRole('button', { name: t.apply }).click();
        const stored = await page.evaluate(() =>
          JSON.parse(localStorage.getItem('thrive.onboarding-data') ?? '{}'),
        );
        expect(['entry', 'junior']).toContain(stored.state.answers.experienceLevel);
      } finally {
        await context.close();
      }
    });
});
