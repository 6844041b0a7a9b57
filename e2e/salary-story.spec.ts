import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageIn, settle } from './browser';
import { next, pick, step, walkIndustryToDashboard, walkToLocationStep } from './wizard';

/**
 * Decision 0140 (walk findings 2, 3, 9, 19): a developer in Frankfurt on EUR 70,000 a year walks the wizard (no browser
 * state seeded) and never moves the salary slider, which starts at the predicted role's typical pay near Frankfurt
 * (higher than his own). The salary card says for which city and period each pay is and where the slider started;
 * every Timeline row names the gross its money left is on; in both languages, at 390 and 1440 px.
 */
let browser: Browser;
let state: Awaited<ReturnType<BrowserContext['storageState']>>;

async function walk(page: Page) {
  await walkToLocationStep(page, {
    firstName: 'Jonas',
    lastName: 'Weber',
    email: `jonas.${Date.now().toString(36)}@example.org`,
    skills: ['Java', 'SQL', 'Kubernetes'],
    level: 'masters',
    institution: 'TU Darmstadt',
    experience: 'Mid level',
    pay: '70000',
  });
  await step(page, 'location-preferences');
  await pick(page, 'Abroad');
  const countries = page.getByRole('group', { name: 'Which countries would you consider?' });
  await countries.getByRole('checkbox', { name: 'Germany' }).check();
  await page.getByLabel('Where do you live now?').fill('Frankfurt am Main, Germany');
  await page.getByText(/^Distances are measured from Frankfurt/).waitFor();
  await next(page).click();
  await walkIndustryToDashboard(page, { industry: 'Technology' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await walk(page);
  await page.getByTestId('salary-range').waitFor({ timeout: 50_000 });
  state = await context.storageState();
  await context.close();
}, 180_000);
afterAll(() => browser?.close());

const TEXT = {
  en: {
    predicted: /^Predicted now in (.+): .+ a year The typical pay for .+ there\.$/,
    range:
      /^90% to 120% of €[\d,]+ per year\. That amount is the typical pay for your predicted role where you live: the salary slider started there and you did not move it\.$/,
    own: /^Your own pay in .+ The summary sentence and money left use this figure/,
    row: /^on (.+) a year[,:]/,
  },
  nl: {
    predicted: /^Nu voorspeld in (.+): .+ per jaar Het gangbare salaris voor .+ daar\.$/,
    range:
      /^90% tot 120% van € [\d.]+ per jaar\. Dat bedrag is het gangbare salaris voor je voorspelde functie waar je woont: daar begon de salarisschuif en je hebt hem niet verschoven\.$/,
    own: /^Je eigen salaris in .+ De samenvattende zin en wat je overhoudt gebruiken dit bedrag/,
    row: /^op (.+) per jaar[,:]/,
  },
} as const;

const plain = (s: string) => s.replace(/\s+/g, ' ').trim();

describe.each(['en', 'nl'] as const)('a Frankfurt developer on EUR 70,000, in %s', (language) => {
  it.each([390, 1440])('at %i px: one salary story on the card and the Timeline', async (width) => {
    const { context, page } = await pageIn(browser, state, language, width, 900);
    try {
      await page.goto('/dashboard?tab=profile');
      await page.getByTestId('salary-predicted').waitFor({ timeout: 30_000 });
      await settle(page);
      expect(plain(await page.getByTestId('salary-range-basis').innerText())).toMatch(TEXT[language].range);
      expect(plain(await page.getByTestId('salary-predicted').innerText())).toMatch(TEXT[language].predicted);
      // The own pay the summary sentence and money left use, with the amount the summary says (walk 2).
      const own = page.getByTestId('salary-own-pay');
      await own.waitFor({ timeout: 30_000 });
      expect(plain(await own.innerText())).toMatch(TEXT[language].own);
      const amount = plain(await own.innerText()).match(/€ ?[\d.,]+/)![0];
      expect(plain(await page.getByTestId('greeting').innerText())).toContain(amount);
      if (process.env.SHOTS)
        await page.screenshot({
          path: `${process.env.SHOTS}/card-${language}-${width}.png`,
          fullPage: false,
        });

      await page.goto('/dashboard?tab=timeline');
      await page.getByTestId('timeline-tab').waitFor({ timeout: 30_000 });
      const rows = await page.getByTestId('timeline-tab').getByTestId('pay-used').allInnerTexts();
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(plain(row)).toMatch(TEXT[language].row);
      if (process.env.SHOTS)
        await page.screenshot({
          path: `${process.env.SHOTS}/timeline-${language}-${width}.png`,
          fullPage: true,
        });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
