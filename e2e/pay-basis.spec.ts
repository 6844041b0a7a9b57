import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, pageIn, settle } from './browser';
import { SAMPLE_ANSWERS, completedAnalysisState } from './dashboard-answers';

/**
 * Decision 0129 (walk findings 1 and 4): a Manchester secondary teacher on GBP 38,000 who never moved the salary
 * slider. Every city of "Where you keep the most" and Compare is on her own pay (scaled by the role's typical pay
 * elsewhere), said once under the list and in each Compare cell; the salary card does not call the slider's
 * untouched starting point her expectation.
 */
const MANCHESTER_TEACHER = {
  ...SAMPLE_ANSWERS,
  userType: 'professional',
  careerStatus: 'advancing',
  personalInfo: { ...SAMPLE_ANSWERS.personalInfo, location: 'Manchester, United Kingdom' },
  skills: ['Teaching', 'Lesson planning', 'Classroom management', 'Communication'],
  educationBackground: { ...SAMPLE_ANSWERS.educationBackground, fieldOfStudy: 'Education' },
  experienceLevel: 'mid',
  industries: ['education'],
  preferredCities: [],
  consideredCountries: ['GB'],
  familyStatus: 'single',
  currency: 'GBP',
  salaryRange: 50_000,
  salaryChosen: false,
  currentPay: { amount: 38_000, timeframe: 'annual', currency: 'GBP' },
};

const TEXT = {
  en: {
    basis: /Every city is on your current pay/,
    scaled: /on your pay, scaled to typical pay for/,
    untouched:
      /That amount is the typical pay for your predicted role where you live: the salary slider started there/,
  },
  nl: {
    basis: /Elke stad rekent met je huidige salaris/,
    scaled: /op je salaris, naar verhouding van het gangbare salaris voor/,
    untouched:
      /Dat bedrag is het gangbare salaris voor je voorspelde functie waar je woont: daar begon de salarisschuif/,
  },
} as const;

let browser: Browser;
let state: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  state = await completedAnalysisState(browser, MANCHESTER_TEACHER);
});
afterAll(() => browser?.close());

describe.each(['en', 'nl'] as const)('a Manchester teacher on GBP 38,000, in %s', (language) => {
  it.each([390, 1440])(
    'at %i px: one pay basis on Profile and Compare, and no chosen target',
    async (width) => {
      const { context, page } = await pageIn(browser, state, language, width, 900);
      try {
        await page.goto('/dashboard?tab=profile');
        const set = page.locator('[data-testid="afford-rank-set"]');
        await set.waitFor();
        expect(await page.locator('[data-testid="afford-rank-basis"]').innerText()).toMatch(
          TEXT[language].basis,
        );
        expect(await page.locator('[data-testid="salary-range"]').locator('..').innerText()).toMatch(
          TEXT[language].untouched,
        );
        await page.goto('/dashboard?tab=compare');
        await page.locator('[data-testid="compare-tab"] table').first().waitFor();
        await settle(page);
        // Compare opens on Manchester (where she lives) against another city: that city's cells say the basis.
        const notes = await page
          .locator('[data-testid="compare-tab"] table [data-testid="pay-used"]')
          .allInnerTexts();
        expect(notes.some((n) => TEXT[language].scaled.test(n))).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    },
  );
});
