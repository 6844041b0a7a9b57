import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, settle } from './browser';
import { gridNames, next, pick, step, walkIndustryToDashboard } from './wizard';

/**
 * Decision 0107 (issue 15): a student fills the wizard like a person who skips "Where do you live now?" and the
 * citizenship question. The city cards and the dashboard say the right to work is not known, the dashboard asks for
 * the citizenship, its button opens the wizard's citizenship field with every other answer kept, and after answering
 * (United States) and creating the plan again the prompt is gone and the matches change. Nothing is seeded.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const email = `walker.${Date.now().toString(36)}@example.org`;

const US_CITIES =
  /^(San Francisco|San Jose|Seattle|New York City|Boston|Austin|Raleigh|Denver|Chicago|Los Angeles|San Diego|Washington|Atlanta|Miami|Portland|Pittsburgh|Dallas)$/;

describe('neither where you live nor a citizenship (decision 0107)', () => {
  it('wizard without both -> prompt -> citizenship field, answers kept -> new plan without the prompt, matches changed', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/onboarding/survey');
    await step(page, 'survey');
    await pick(page, 'Current Student');
    await next(page).click();
    await step(page, 'what-matters');
    await pick(page, 'Finding the right job');
    await next(page).click();
    await step(page, 'resume-upload');
    await next(page).click();
    await step(page, 'personal-info');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Morgan');
    await page.getByLabel('Email', { exact: false }).first().fill(email);
    await next(page).click();
    await step(page, 'skills-assessment');
    for (const skill of ['Python', 'Data analysis', 'Statistics']) {
      await page.getByLabel('Add a skill').fill(skill);
      await page.getByLabel('Add a skill').press('Enter');
    }
    await next(page).click();
    await step(page, 'education-background');
    await page.getByLabel('Education level').selectOption('bachelors');
    await page.getByLabel('Institution').fill('State University');
    await next(page).click();
    await step(page, 'experience-level');
    await pick(page, 'Entry level');
    await next(page).click();
    await step(page, 'how-you-thrive');
    await next(page).click();
    await step(page, 'career-goals');
    await next(page).click();
    // The location step: "Anywhere", and neither where they live nor a citizenship.
    await step(page, 'location-preferences');
    await pick(page, 'Anywhere');
    expect(await page.getByLabel('Where do you live now?').inputValue()).toBe('');
    await next(page).click();
    await walkIndustryToDashboard(page, {
      industry: 'Technology',
      // Step 13: each card says the right to work is not known.
      onOpportunities: async () => {
        await page.getByRole('button', { name: 'Continue Building Profile' }).waitFor();
        await page
          .getByText(/^Your right to work is not known: you gave no citizenship/)
          .first()
          .waitFor();
      },
    });
    await settle(page);

    // The dashboard asks for the citizenship, and no city that needs a permit leads.
    const prompt = page.getByRole('region', {
      name: 'Add your citizenship to see where you can work without a visa',
    });
    await prompt.waitFor({ timeout: 50_000 });
    const before = await gridNames(page);
    expect(before.slice(0, 5).filter((name) => US_CITIES.test(name))).toEqual([]);

    // The button opens the wizard's citizenship field, focused, on a draft of the saved answers.
    await prompt.getByRole('link', { name: 'Add your citizenship' }).click();
    await step(page, 'location-preferences');
    const field = page.getByLabel('Your citizenship');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Anywhere' }).isChecked()).toBe(true);
    await field.selectOption('US');
    await page.getByRole('button', { name: 'Remove United States' }).waitFor();
    await page.getByRole('button', { name: 'Back to the review' }).click();

    // The review keeps every other answer and shows the new one.
    await step(page, 'review-submit');
    const review = page.locator('main');
    await review.getByText('Citizenship: United States').waitFor();
    for (const kept of ['Alex', 'Morgan', email, 'State University', 'Python'])
      expect(await review.innerText()).toContain(kept);
    await page.locator('#consent-terms').check();
    await page.locator('#consent-privacy').check();
    await page.getByRole('button', { name: 'Create My Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 50_000 });
    await settle(page);

    // The new plan: no prompt, and the matches have changed (US cities are open to a US citizen).
    await page.getByTestId('location-explorer').waitFor({ timeout: 50_000 });
    const after = await gridNames(page);
    expect(await page.getByTestId('citizenship-prompt').count()).toBe(0);
    expect(after).not.toEqual(before);
    expect(after.slice(0, 5).some((name) => US_CITIES.test(name))).toBe(true);
    await context.close();
  });
});
