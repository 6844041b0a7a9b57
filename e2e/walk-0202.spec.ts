import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageIn, settle } from './browser';
import { next, step, walkIndustryToDashboard, walkToLocationStep } from './wizard';

/**
 * Decision 0202 (walk W308), walked as a person does, nothing seeded in the browser: a teacher in Utrecht changing
 * careers picks Data Analyst in the goals step's "Which role do you want to move to?" search; after a real submission
 * the dashboard's profile says where she wants to go and her near-term prediction is that role, in en and nl.
 * Screenshots of the new question and the profile at 390 and 1440 px go to test-results/walk-0202/.
 */
let browser: Browser;
let state: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
const SHOTS = 'test-results/walk-0202';
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const TEXT = {
  en: {
    label: 'Where you want to go',
    role: 'Data Analyst',
    question: 'Which role do you want to move to? (optional)',
    editGoals: 'Edit Goals',
    editAnswers: 'Edit my answers',
  },
  nl: {
    label: 'Waar je naartoe wilt',
    role: 'Data-analist',
    question: 'Naar welke rol wil je overstappen? (optioneel)',
    editGoals: 'Doelen wijzigen',
    editAnswers: 'Mijn antwoorden aanpassen',
  },
} as const;

/** The page never scrolls sideways. */
const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a teacher changing careers names the role she wants (walk W308)', () => {
  it('picks Data Analyst on the goals step by typing; the plan is made for it', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 900 });
    await walkToLocationStep(page, {
      userType: 'Career Changer',
      firstName: 'Anna',
      lastName: 'de Vries',
      email: `anna.${Date.now().toString(36)}@example.org`,
      skills: ['Teaching', 'Communication', 'Public Speaking'],
      level: 'bachelors',
      institution: 'Hogeschool Utrecht',
      experience: 'Mid level',
      targetRole: { search: 'data an', option: 'Data Analyst' },
    });
    await step(page, 'location-preferences');
    await page.getByLabel('Where do you live now?').fill('Utrecht, Nederland');
    await next(page).click();
    await walkIndustryToDashboard(page, { industry: 'Technology' });
    await settle(page);
    state = await context.storageState();
    await context.close();
  });

  for (const language of ['en', 'nl'] as const)
    for (const width of [390, 1440])
      it(`${language} at ${width} px: the profile says where she wants to go; the prediction is that role`, async () => {
        const t = TEXT[language];
        const { context, page } = await pageIn(browser, state, language, width, 900);
        try {
          await page.goto('/dashboard?tab=profile');
          const card = page.getByTestId('user-card');
          const item = card.locator('div', { has: page.getByText(t.label, { exact: true }) }).last();
          await item.waitFor({ timeout: 50_000 });
          expect(await item.innerText()).toContain(t.role);
          const predictions = page.getByTestId('predictions-results');
          await predictions.waitFor({ timeout: 50_000 });
          expect(await predictions.innerText()).toContain(t.role);
          await settle(page);
          expect(await pageFits(page)).toBe(true);
          await card.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/profile-${language}-${width}.png` });

          // The review (the dashboard's "edit profile") lists her choice; its Edit link opens the question with it.
          await page.goto('/onboarding/review-submit');
          // Her plan is saved and the browser holds no draft: the wizard asks first, and she edits her answers.
          await page.getByRole('button', { name: t.editAnswers }).click();
          const review = page.getByTestId('review-target-role');
          await review.waitFor({ timeout: 50_000 });
          await page.waitForFunction(
            (role) =>
              document.querySelector('[data-testid="review-target-role"]')?.textContent?.includes(role),
            t.role,
          );
          await page.getByRole('link', { name: t.editGoals }).click();
          await page.waitForURL((url) => url.pathname === '/onboarding/career-goals');
          const box = page.getByRole('combobox', { name: t.question });
          await box.waitFor();
          await page.waitForFunction(
            (role) =>
              (document.querySelector('[role="combobox"][aria-autocomplete]') as HTMLInputElement)?.value ===
              role,
            t.role,
          );
          await box.click();
          await page.getByRole('listbox').getByRole('option').first().waitFor();
          expect(await pageFits(page)).toBe(true);
          await page.screenshot({ path: `${SHOTS}/question-${language}-${width}.png` });
        } finally {
          await context.close();
        }
      }, 180_000);
});
