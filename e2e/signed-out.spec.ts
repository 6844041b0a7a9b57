import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, settle } from './browser';
import { registerAndVerify } from './account';
import { SAMPLE_ANSWERS, completedAnalysisIn, mappedRequest } from './dashboard-answers';
import { next, pick, step } from './wizard';

/**
 * Walk findings 35 and 11 (decision 0144). A person with a saved plan looks at it (the predictions card has no empty
 * block, at 390 and 1440 px), signs out from the account menu on the dashboard, goes Back to the dashboard and reloads
 * it: each time a clear signed-out page, and no read that must fail (no 401, no error in the console). They sign in
 * again from that page and see their own plan. Signed out, someone who answered the first question again is offered
 * to continue with those answers. (A visitor who never signed in here sees the spec's dashboard without an analysis:
 * e2e/dashboard.spec.ts.)
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'correct horse battery';

const TEXT = {
  en: {
    menu: 'Account menu for Sam',
    openMenu: 'Open menu',
    signOut: 'Sign Out',
    toast: 'Signed out successfully',
    title: "You're signed out",
    signIn: 'Sign in to see your saved plan',
    start: 'Start a new plan',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    predictions: 'Your Career Predictions',
  },
  nl: {
    menu: 'Accountmenu van Sam',
    openMenu: 'Menu openen',
    signOut: 'Uitloggen',
    toast: 'Je bent uitgelogd',
    title: 'Je bent uitgelogd',
    signIn: 'Log in om je bewaarde plan te zien',
    start: 'Begin een nieuw plan',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    predictions: 'Jouw loopbaanvoorspellingen',
  },
} as const;

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
};

/** The person's plan on the dashboard: their name, the analysis' results and the predictions with the chart. */
async function expectPlan(page: Page, language: 'en' | 'nl') {
  await page.getByTestId('user-card').getByText('Sam Visser').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="analysis-panel"][data-state="completed"]').waitFor();
  const predictions = page.getByTestId('predictions');
  await predictions.getByRole('heading', { name: TEXT[language].predictions }).waitFor();
  await predictions.getByTestId('predictions-results').waitFor({ timeout: 30_000 });
}

/**
 * Walk finding 11: the predictions card ends with its chart, drawn, with no empty block under it, without scrolling
 * (a full-page screenshot never scrolls, and a slow phone scrolled there before a chart library had loaded).
 */
async function expectNoBlankUnderPredictions(page: Page) {
  const layout = await page.getByTestId('predictions').evaluate((card) => {
    const chart = card.querySelector<HTMLElement>('[data-testid="salary-chart"]');
    const last = [...card.querySelectorAll<HTMLElement>('[data-testid="predictions-results"] > *')].at(-1);
    const style = getComputedStyle(card);
    return {
      waiting: card.querySelectorAll('[data-when-visible="waiting"]').length,
      dots: chart?.querySelectorAll('circle').length ?? 0,
      lastIsChart: last === chart,
      // From the end of the card's content (its last block) to the card's inner bottom edge.
      gap:
        card.getBoundingClientRect().bottom -
        parseFloat(style.paddingBottom) -
        parseFloat(style.borderBottomWidth) -
        (last?.getBoundingClientRect().bottom ?? 0),
      // The chart's drawing area: its lowest gridline is near its bottom (no empty band inside it).
      plot: chart
        ? chart.getBoundingClientRect().bottom - chart.querySelector('svg')!.getBoundingClientRect().bottom
        : -1,
    };
  });
  expect(layout.waiting).toBe(0);
  expect(layout.dots).toBe(3);
  expect(layout.lastIsChart).toBe(true);
  expect(Math.abs(layout.gap)).toBeLessThan(16);
  expect(layout.plot).toBeGreaterThanOrEqual(0);
  expect(layout.plot).toBeLessThan(40);
}

describe.each(['en', 'nl'] as const)('signed out on the dashboard (%s)', (language) => {
  const t = TEXT[language];
  // The walk at one width; the pages are looked at in both.
  const width = language === 'en' ? 1440 : 390;
  const height = language === 'en' ? 900 : 844;

  it('sign out -> Back and reload show a signed-out page without a failed read -> sign in -> the saved plan', async () => {
    const { context, page } = await newPage(browser, { width, height });
    try {
      const email = `signedout.${language}.${Date.now().toString(36)}@example.org`;
      // A plan saved the way the questionnaire saves it (the answers, then the analysis), kept by an account.
      await page.goto('/');
      expect(await completedAnalysisIn(page, mappedRequest(SAMPLE_ANSWERS, language))).toBe('completed');
      const saved = await page.evaluate(
        (answers) =>
          fetch('/api/me/onboarding', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ answers }),
          }).then((r) => r.status),
        SAMPLE_ANSWERS,
      );
      expect(saved).toBe(200);
      await registerAndVerify(page, { firstName: 'Sam', lastName: 'Visser', email, password: PASSWORD });
      await page.evaluate((lang) => localStorage.setItem('thrive.language', lang), language);

      // The plan, and its predictions card without an empty block, at both widths.
      await page.goto('/dashboard');
      await expectPlan(page, language);
      const headline = await page.getByTestId('greeting').innerText();
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(size);
        await page.goto('/dashboard');
        await expectPlan(page, language);
        await settle(page);
        await expectNoBlankUnderPredictions(page);
        await shot(page, `plan-${language}-${size.width}`);
      }
      await page.setViewportSize({ width, height });
      await page.goto('/dashboard');
      await expectPlan(page, language);

      // From here on no request may fail and the console stays clean.
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') failed.push(`console: ${message.text()}`);
      });

      // Sign Out from the account menu (at 390 px it is inside the header's menu).
      const menu = page.getByRole('button', { name: t.menu });
      const openMenu = page.getByRole('button', { name: t.openMenu });
      // The header's account button shows once the session is read: wait for it, or for the phone menu's button
      // (a loaded CI run looked before either was there and took the 1440 px header for the phone's).
      await menu.first().or(openMenu).first().waitFor();
      if (!(await menu.first().isVisible())) await openMenu.click();
      await menu.first().click();
      await page.getByRole('menuitem', { name: t.signOut }).click();
      await page.getByText(t.toast).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');

      // Back to the dashboard, then a reload: each time the signed-out page, nothing of the person.
      for (const how of ['back', 'reload'] as const) {
        if (how === 'back') await page.goBack();
        else await page.reload();
        await page.waitForURL((url) => url.pathname === '/dashboard');
        const panel = page.getByTestId('signed-out');
        await panel.waitFor({ timeout: 15_000 });
        await settle(page);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t.title);
        expect(await panel.getByRole('link', { name: t.signIn }).isVisible()).toBe(true);
        expect(await panel.getByRole('link', { name: t.start }).isVisible()).toBe(true);
        expect(await page.getByRole('tablist').count()).toBe(0);
        const body = await page.locator('main').innerText();
        expect(body).not.toContain('Sam');
        expect(body).not.toContain(headline);
        expect(failed).toEqual([]);
      }
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(size);
        await settle(page);
        // The buttons stay inside the page at 390 px.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await shot(page, `signed-out-${language}-${size.width}`);
      }
      await page.setViewportSize({ width, height });

      // Sign in again from that page: back on the dashboard, with the saved plan (not blank, not another's).
      await page.getByTestId('signed-out').getByRole('link', { name: t.signIn }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      await expectPlan(page, language);
      expect(await page.getByTestId('greeting').innerText()).toBe(headline);
      expect(await page.getByTestId('signed-out').count()).toBe(0);
      await settle(page);
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
    // A whole walk (an analysis, registration, two widths, sign out, Back, reload, sign in): past the default minute
    // on a loaded machine.
  }, 150_000);

  it('signed out, a new start of the questionnaire is offered to be continued, not a second blank start', async () => {
    const { context, page } = await newPage(browser, { width, height });
    try {
      // Someone who had an account here and signed out, then answered the first question again without one.
      await registerAndVerify(page, {
        firstName: 'Sam',
        lastName: 'Visser',
        email: `signedout.draft.${language}.${Date.now().toString(36)}@example.org`,
        password: PASSWORD,
      });
      await page.evaluate((lang) => localStorage.setItem('thrive.language', lang), language);
      await page.goto('/');
      // No wait for the page's scripts: a tap on the pre-rendered menu button before they run is kept and made again
      // (decision 0258; it was lost twice under load at 390 px in Dutch, where the page also loads again in Dutch).
      const menu = page.getByRole('button', { name: t.menu });
      await page.getByRole('button', { name: t.openMenu }).or(menu).first().waitFor();
      if (!(await menu.first().isVisible())) await page.getByRole('button', { name: t.openMenu }).click();
      await menu.first().click();
      await page.getByRole('menuitem', { name: t.signOut }).click();
      await page.getByText(t.toast).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');

      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto('/onboarding/survey');
      await step(page, 'survey');
      await pick(page, language === 'en' ? 'Recent Graduate' : 'Pas afgestudeerd');
      await next(page).click();
      await step(page, 'what-matters');

      await page.goto('/dashboard');
      const panel = page.getByTestId('signed-out');
      await panel.waitFor({ timeout: 15_000 });
      await settle(page);
      await shot(page, `signed-out-draft-${language}-${width}`);
      const go = language === 'en' ? 'Continue with your answers' : 'Ga verder met je antwoorden';
      expect(await panel.getByRole('link', { name: t.start }).count()).toBe(0);
      expect(await panel.getByRole('link', { name: t.signIn }).isVisible()).toBe(true);
      await panel.getByRole('link', { name: go }).click();
      await step(page, 'survey');
      // The answer given before is still chosen (once the step's choices are there: the step's module may still be on
      // its way when the heading shows).
      await page.getByRole('radio').first().waitFor();
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
