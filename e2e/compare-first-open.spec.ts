import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { next, pick, step, walkIndustryToDashboard, walkToLocationStep } from './wizard';

/**
 * Walk W404, as a person walks it, nothing seeded in the browser: Tomasz, a mid-level backend developer in Kraków with
 * a working partner and a two-year-old, picks Munich and Berlin, unlocks his dashboard and opens Compare before any
 * other tab. The figures API answers slowly (a slow connection), as it did for him. The first money Compare shows for
 * Munich is his plan's, as the Profile tab gives it for Munich: never the bundled role family's pay for one adult.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The first "€… ≈ PLN …" of a text: a figure in the city's currency and the person's. */
const amount = (text: string) => {
  const plain = text.replace(/[\s\u00a0\u202f]+/g, ' ');
  return plain.match(/€[\d,]+ ≈ PLN [\d,]+/)?.[0] ?? `no amount in: ${plain}`;
};

async function walkTomasz(page: Page) {
  await walkToLocationStep(page, {
    firstName: 'Tomasz',
    lastName: 'Nowak',
    email: `tomasz.${Date.now().toString(36)}@example.org`,
    skills: ['Node.js', 'PostgreSQL', 'REST APIs', 'Java'],
    level: 'masters',
    institution: 'AGH University of Krakow',
    experience: 'Mid level',
  });
  await step(page, 'location-preferences');
  await pick(page, 'Abroad');
  const cities = page.getByLabel('Cities you would like to live in (optional)');
  for (const city of ['munich', 'berlin']) {
    await cities.locator(`option[value="${city}"]`).waitFor({ state: 'attached' });
    await cities.selectOption(city);
  }
  await page.getByLabel('Where do you live now?').fill('Kraków, Polska');
  await page.getByText(/^Distances are measured from/).waitFor();
  await next(page).click();
  await walkIndustryToDashboard(page, {
    industry: 'Technology',
    values: ['Family-friendly', 'Nature', 'Growth'],
    household: async () => {
      await pick(page, 'Family with children');
      await page.getByRole('switch', { name: 'My partner works' }).click();
      await page
        .getByRole('combobox', {
          name: 'How many of them are younger than 7? (optional)',
        })
        .selectOption('1');
    },
  });
}

describe('Compare opened first shows the plan’s money (walk W404)', () => {
  it('Munich’s pay and money left in Compare are the Profile’s, from the first figure shown', async () => {
    const { context, page } = await newPage(browser);
    try {
      // A slow connection to the figures API: its answers arrive 2 s after they are asked for.
      await page.route('**/api/figures/cities/*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await walkTomasz(page);

      await page.getByRole('tab', { name: 'Compare', exact: true }).click();
      const compare = page.getByTestId('compare-tab');
      await compare.waitFor({ timeout: 50_000 });
      // The first money the table shows, read as soon as it shows any.
      const cells = compare.getByTestId('money-cell');
      await cells.first().waitFor({ timeout: 50_000 });
      const shown = await cells.allInnerTexts();
      expect(await compare.getByTestId('compare-b').innerText()).toMatch(/^Munich/);
      // Rows: pay, living costs, rent, money left; each with Kraków's cell, then Munich's.
      const [compareSalary, compareLeft] = [amount(shown[1] ?? ''), amount(shown[7] ?? '')];

      await page.getByRole('tab', { name: 'Profile', exact: true }).click();
      const card = page.getByTestId('profile-tab').getByTestId('affordability-munich');
      await card.waitFor({ timeout: 50_000 });
      const profileSalary = amount(await card.getByTestId('afford-gross').innerText());
      const profileLeft = amount(await card.getByTestId('afford-left').innerText());

      expect({ salary: compareSalary, moneyLeft: compareLeft }).toEqual({
        salary: profileSalary,
        moneyLeft: profileLeft,
      });
    } finally {
      await context.close();
    }
  }, 240_000);
});
