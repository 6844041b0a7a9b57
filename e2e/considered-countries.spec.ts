import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, settle } from './browser';
import { gridNames, next, pick, step, walkIndustryToDashboard, walkToLocationStep } from './wizard';

/**
 * Walk W14 (decision 0068): a warehouse team lead in Wrocław who would move to Germany or the Netherlands says so on
 * the location step (ticking the countries with the keyboard), and the city cards and the dashboard honour it after a
 * real submission; "show all" brings every country back. Nothing is seeded in the browser.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const email = `teamlead.${Date.now().toString(36)}@example.org`;
/** The cities of the chosen countries (Germany, the Netherlands) and the person's home, by their English names. */
const CHOSEN = new Set([
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Eindhoven',
  'The Hague',
  'Groningen',
  'Berlin',
  'Munich',
  'Hamburg',
  'Frankfurt am Main',
  'Cologne',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Wrocław',
]);

/** The city names of the step-13 cards. */
async function cardNames(page: Page) {
  await page.getByRole('button', { name: 'Continue Building Profile' }).waitFor();
  await page.locator('ol li h2').first().waitFor();
  return (await page.locator('ol li h2').allInnerTexts()).map((name) => name.trim());
}

describe('countries the person would consider (walk W14)', () => {
  it('ticks Germany and the Netherlands on the location step; cards and dashboard keep to them, with a way to see all', async () => {
    const { context, page } = await newPage(browser);
    await walkToLocationStep(page, {
      firstName: 'Piotr',
      lastName: 'Nowak',
      email,
      skills: ['Warehouse operations', 'Team leadership', 'Inventory management'],
      level: 'high-school',
      institution: 'Technikum Logistyczne',
      experience: 'Senior',
    });

    await step(page, 'location-preferences');
    await pick(page, 'Abroad');
    const question = page.getByRole('group', { name: 'Which countries would you consider?' });
    await question.waitFor();
    // The keyboard way: focus a country's box, Space ticks it.
    for (const country of ['Germany', 'Netherlands']) {
      await question.getByRole('checkbox', { name: country }).focus();
      await page.keyboard.press('Space');
    }
    expect(await question.getByRole('checkbox', { name: 'Germany' }).isChecked()).toBe(true);
    await question.getByText('2 countries chosen: Germany, Netherlands.').waitFor();
    await page.getByLabel('Where do you live now?').fill('Wrocław, Poland');
    await page.getByText(/^Distances are measured from Wrocław/).waitFor();
    await next(page).click();

    await walkIndustryToDashboard(page, {
      industry: 'Transport & logistics',
      onOpportunities: async () => {
        await page
          // Wrocław is named only when its card is among the three (walk W522).
          .getByText(
            /^Limited to the countries you chose \(Germany, Netherlands\)( and Wrocław, where you live)?\.$/,
          )
          .waitFor();
        const chosenCards = await cardNames(page);
        expect(chosenCards).toHaveLength(3);
        for (const name of chosenCards) expect(CHOSEN, name).toContain(name);
        await page.getByRole('button', { name: 'Show cities in all countries' }).click();
        await page.getByText('Showing cities in every country.').waitFor();
        await page.waitForLoadState('networkidle');
        const allCards = await cardNames(page);
        expect(allCards.some((name) => !CHOSEN.has(name))).toBe(true);
      },
      onBudget: () => page.getByTestId('country-scope').waitFor(),
    });
    await settle(page);

    // The dashboard: the city list and the money-left list keep to Germany, the Netherlands and Wrocław, and say so.
    const explorer = page.getByTestId('location-explorer');
    await explorer
      .getByText('Limited to the countries you chose: Germany, Netherlands, and Wrocław, where you live.')
      .waitFor({
        timeout: 50_000,
      });
    const limited = await gridNames(page);
    expect(limited.length).toBeGreaterThan(3);
    for (const name of limited) expect(CHOSEN, name).toContain(name);
    const money = page.getByTestId('household-money');
    const rows = (await money.locator('ol li').allInnerTexts()).map((row) => row.split('\n')[0]!.trim());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(
        [...CHOSEN].some((name) => row.startsWith(name)),
        row,
      ).toBe(true);
    // Wrocław ranks below every German and Dutch city, and is listed all the same: it is where the person lives.
    expect(rows.some((row) => row.startsWith('Wrocław'))).toBe(true);
    expect(limited).toContain('Wrocław');

    // "Show all cities": every country by match.
    await explorer.getByRole('button', { name: 'Show all cities' }).click();
    await explorer.getByText('Showing cities in every country, by match.').waitFor();
    const all = await gridNames(page);
    expect(all.some((name) => !CHOSEN.has(name))).toBe(true);
    await context.close();
  });
});
