import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, seriousA11yViolations } from './browser';
import { next, step, walkToPersonalInfo } from './wizard';

/**
 * Walk finding W213 (decision 0192), walked as a person does with nothing seeded: a visitor fills part of the wizard,
 * registers from it, goes on a step signed in, signs out (the browser forgets the answers) and signs in again: the
 * answers and the step come back, and so they do on a second device.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'correct horse battery';
const email = `draft.${Date.now().toString(36)}@example.org`;

async function verificationLink(page: Page, to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const body = (await (await page.request.get(`${baseUrl()}/api/dev/mailbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const url = body.messages
      .filter((message) => message.to === to)
      .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
      .find((candidate) => candidate.includes('/api/auth/verify-email'));
    if (url) return new URL(url).pathname + new URL(url).search;
    await page.waitForTimeout(100);
  }
  throw new Error(`no mail to ${to}`);
}

/** Clicks a header link or button, through the menu button on a small screen. */
async function header(page: Page, role: 'link' | 'button', name: string, openMenu = 'Open menu') {
  const menu = page.getByRole('button', { name: openMenu });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole(role, { name, exact: true }).filter({ visible: true }).first().click();
}

/** The draft the wizard sends to the account for `slug` has been answered. */
const draftSaved = (page: Page, slug: string) =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/me/onboarding/draft') &&
      res.request().method() === 'PUT' &&
      res.request().postData()?.includes(`"step":"${slug}"`) === true &&
      res.status() === 200,
  );

describe('the wizard draft is kept with the account (walk W213)', () => {
  it('register mid-wizard, one more step, sign out, sign in: the answers and the step come back', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('thrive.language', 'en'));
    await walkToPersonalInfo(page, 'Working Professional', { firstName: 'Ana', lastName: 'Petrović', email });
    await next(page).click();
    await step(page, 'skills-assessment');
    await page.getByLabel('Add a skill').fill('Python');
    await page.getByLabel('Add a skill').press('Enter');
    await page.getByText(/^1 skills? selected$/).waitFor();

    // Register from the wizard: the form has the name and email typed there; the mail's link signs her in.
    await header(page, 'link', 'Register');
    await page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/onboarding/skills-assessment');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.goto(await verificationLink(page, email));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    const skillsSaved = draftSaved(page, 'skills-assessment');
    await page.getByRole('link', { name: 'Continue to Thrive' }).click();
    await step(page, 'skills-assessment');
    await page.getByText(/^1 skills? selected$/).waitFor();
    await skillsSaved;

    // One more step signed in.
    await next(page).click();
    await step(page, 'education-background');
    await page.getByLabel('Education level').selectOption('masters');
    await page.getByLabel('Institution').fill('Universiteit Utrecht');
    const experienceSaved = draftSaved(page, 'experience-level');
    await next(page).click();
    await step(page, 'experience-level');
    await experienceSaved;

    // Sign out: this browser forgets the answers.
    await header(page, 'button', 'Account menu for Ana');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('thrive.onboarding-data'))).toBeNull();

    // Sign in again: back on the step she was on, told so, with her answers.
    await header(page, 'link', 'Sign In');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await step(page, 'experience-level');
    await page
      .getByText('Your questionnaire answers are back: you are on the step where you left off.')
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('wizard-back').click();
    await step(page, 'education-background');
    await expect(page.getByLabel('Institution').inputValue()).resolves.toBe('Universiteit Utrecht');
    await expect(page.getByLabel('Education level').inputValue()).resolves.toBe('masters');
    await page.getByTestId('wizard-back').click();
    await step(page, 'skills-assessment');
    await page.getByText(/^1 skills? selected$/).waitFor();
    // Each step she opens is kept as the one she is on.
    const personalSaved = draftSaved(page, 'personal-info');
    await page.getByTestId('wizard-back').click();
    await step(page, 'personal-info');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Ana');
    await personalSaved;
    await context.close();
  });

  it('a second device signing in (in Dutch, on a phone) finds the draft and the step', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await context.addInitScript(() => localStorage.setItem('thrive.language', 'nl'));
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    // Where she was last (the first device's Back went to the personal-info step).
    await step(page, 'personal-info');
    await page
      .getByText('Je antwoorden op de vragenlijst zijn terug: je bent bij de stap waar je gebleven was.')
      .waitFor();
    await expect(page.getByLabel('Voornaam').inputValue()).resolves.toBe('Ana');
    await expect(page.getByLabel('Achternaam').inputValue()).resolves.toBe('Petrović');
    await next(page).click();
    await step(page, 'skills-assessment');
    await next(page).click();
    await step(page, 'education-background');
    await expect(page.getByLabel('Onderwijsinstelling').inputValue()).resolves.toBe('Universiteit Utrecht');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
