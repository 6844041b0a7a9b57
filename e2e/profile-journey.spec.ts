import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { next, pick, step, walkIndustryToDashboard, walkToPersonalInfo } from './wizard';
import { registerAndVerify } from './account';

/**
 * Issue 14: one profile on the server. A person completes the wizard (no browser state seeded), sees their name and
 * answers on the dashboard, refreshes the analysis, finds the same profile in a fresh browser after signing in, and
 * after Sign Out the browser shows and keeps nothing personal.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'correct horse battery';
const email = `journey.${Date.now().toString(36)}@example.org`;

async function completeWizard(page: Page) {
  await walkToPersonalInfo(page, 'Recent Graduate', { firstName: 'Noor', lastName: 'Bakker', email });
  await next(page).click();
  await step(page, 'skills-assessment');
  await pick(page, 'SQL');
  await page.getByLabel('Add a skill').fill('Patient care');
  await page.getByLabel('Add a skill').press('Enter');
  await next(page).click();
  await step(page, 'education-background');
  await page.getByLabel('Education level').selectOption('bachelors');
  await page.getByLabel('Institution').fill('Hogeschool Utrecht');
  await page.getByLabel('Graduation year (optional)').selectOption('earlier');
  await page.getByRole('textbox', { name: 'Graduation year' }).fill('2009');
  await next(page).click();
  await step(page, 'experience-level');
  await pick(page, 'Entry level');
  await next(page).click();
  await step(page, 'how-you-thrive');
  await next(page).click();
  await step(page, 'career-goals');
  await pick(page, 'Work-life balance');
  await next(page).click();
  await step(page, 'location-preferences');
  await next(page).click();
  await walkIndustryToDashboard(page, {
    industry: 'Healthcare',
    onSalary: async () => {
      await page.getByLabel('Per').selectOption('monthly');
      // The exact sum, then, where the slider's step moved it, the step and where it is set (walk W516).
      await page
        .getByText(
          /^Converted €[\d,]+ per year to €[\d,]+ per month\.( The slider moves in steps of €[\d,]+ per month, so it is set to the nearest step, €[\d,]+ per month\.)?$/,
        )
        .waitFor();
    },
  });
}

async function expectProfile(page: Page) {
  const card = page.getByTestId('user-card');
  await card.getByText('Noor Bakker').waitFor({ timeout: 15_000 });
  // Skill names are shown once their module has loaded, after the first screen (decision 0040).
  await card.getByText('SQL', { exact: true }).first().waitFor({ timeout: 15_000 });
  const text = await card.innerText();
  expect(text).toContain('SQL');
  // A typed skill may be shown under the taxonomy's name ('Patient Care').
  expect(text.toLowerCase()).toContain('patient care');
  expect(text).toContain('Hogeschool Utrecht');
  expect(text).toContain('per month');
  expect(text).not.toContain('Not given yet · Hogeschool');
}

describe('one profile on the server', () => {
  it('wizard -> dashboard with the answers -> Refresh -> same profile elsewhere after sign-in -> nothing after Sign Out', async () => {
    const { context, page } = await newPage(browser);
    await completeWizard(page);
    // The browser draft is gone after the analysis (spec); the dashboard reads the server's saved answers.
    expect(await page.evaluate(() => localStorage.getItem('thrive.onboarding-data'))).toBeNull();
    await expectProfile(page);

    // Refresh Analysis right after onboarding works.
    await page.getByTestId('analysis-panel').getByRole('button', { name: 'Refresh Analysis' }).click();
    await page
      .getByText(/Career analysis completed|Your analysis has started/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText('No onboarding data found', { exact: false }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // Register: the anonymous visitor's profile moves to the account (verified through the outbox link).
    await registerAndVerify(page, { firstName: 'Noor', lastName: 'Bakker', email, password: PASSWORD });
    await page.getByRole('button', { name: 'Account menu for Noor' }).first().waitFor();

    // A fresh browser: sign in, and the same profile is there.
    const other = await newPage(browser, { width: 390, height: 844 });
    await other.page.goto('/login');
    await other.page.getByLabel('Email').fill(email);
    await other.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    await other.page.getByText('Welcome back!').waitFor();
    await other.page.goto('/dashboard');
    await expectProfile(other.page);
    await other.context.close();

    // Sign Out: nothing personal shown or kept in this browser.
    await page.goto('/dashboard');
    await expectProfile(page);
    await page.getByRole('button', { name: 'Account menu for Noor' }).first().click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key !== 'thrive.language' && key !== 'thrive.auth-event'),
    );
    expect(stored).toEqual([]);
    await page.goto('/dashboard');
    // The signed-out page (decision 0144), not an empty dashboard.
    await page.getByTestId('signed-out').waitFor();
    const body = (await page.locator('body').innerText()).toLowerCase();
    for (const personal of ['Noor', 'Bakker', email, 'Hogeschool Utrecht', 'Patient care'])
      expect(body).not.toContain(personal.toLowerCase());
    await context.close();
  });
});
