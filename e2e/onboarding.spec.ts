import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const next = (page: Page) => page.getByTestId('wizard-next');

async function expectStep(page: Page, slug: string, title: string, step?: number) {
  await page.waitForURL((url) => url.pathname === `/onboarding/${slug}`);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  if (step) await page.getByText(`Step ${step} of 18`).waitFor();
}

async function pick(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
}

describe('onboarding wizard', () => {
  it('walks the whole main flow, enforcing every Next-disabled rule, and lands on a completed analysis', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/onboarding/survey');
    await expectStep(page, 'survey', 'What best describes you?', 1);
    expect(await page.getByTestId('wizard-back').isDisabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    await pick(page, 'Recent Graduate');
    await next(page).click();

    await expectStep(page, 'what-matters', 'What matters most to you right now?', 2);
    expect(await next(page).isDisabled()).toBe(true);
    await pick(page, 'Relocating to a new city');
    await next(page).click();

    await expectStep(page, 'resume-upload', 'Upload your CV', 3);
    await next(page).click(); // skipping goes to personal-info

    await expectStep(page, 'personal-info', 'Tell us about yourself', 4);
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('First name').fill('Sanne');
    await page.getByLabel('Last name').fill('de Vries');
    await page.getByLabel('Email', { exact: false }).first().fill('sanne@example.org');
    await next(page).click();

    await expectStep(page, 'skills-assessment', 'What are your skills?', 5);
    expect(await next(page).isDisabled()).toBe(true);
    await pick(page, 'SQL');
    await page.getByLabel('Add a skill').fill('  Dutch  ');
    await page.getByLabel('Add a skill').press('Enter');
    await page.getByLabel('Add a skill').fill('sql');
    await page.getByLabel('Add a skill').press('Enter');
    await page.getByText('You already added this skill.').waitFor();
    await page.getByText('2 skills selected').waitFor();
    await next(page).click();

    await expectStep(page, 'education-background', 'Your education', 6);
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('Education level').selectOption('bachelors');
    await page.getByLabel('Institution').fill('Utrecht University');
    await next(page).click();

    await expectStep(page, 'experience-level', 'How much work experience do you have?', 7);
    expect(await next(page).isDisabled()).toBe(true);
    await pick(page, 'Entry level');
    await next(page).click();

    await expectStep(page, 'how-you-thrive', 'How do you thrive at work?', 8);
    await pick(page, 'Analysing data');
    await pick(page, 'Hybrid');
    await next(page).click();

    await expectStep(page, 'career-goals', 'Life & Career Goals', 9);
    await pick(page, 'Innovation');
    await pick(page, 'Work-life balance');
    // Reload mid-way: nothing is lost.
    await page.reload();
    await expectStep(page, 'career-goals', 'Life & Career Goals', 9);
    expect(await page.getByRole('checkbox', { name: 'Innovation' }).isChecked()).toBe(true);
    await next(page).click();

    await expectStep(page, 'location-preferences', 'Where would you like to live?', 10);
    await pick(page, 'Tech hubs');
    await next(page).click();

    await expectStep(page, 'industry-interests', 'Which industries interest you?', 11);
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByText('0 selected').waitFor();
    await pick(page, 'Technology');
    await page.getByText('1 selected').waitFor();
    await next(page).click();

    await expectStep(page, 'salary-expectations', 'What salary are you aiming for?', 12);
    await page.getByRole('slider').waitFor();
    // The slider may move from the default to the pay of the predicted role once that answer arrives (decision 0038).
    await page.waitForLoadState('networkidle');
    // A change of period or currency converts the amount and says so (decision 0016).
    await page.getByLabel('Per').selectOption('hourly');
    await page.getByText(/^Converted €[\d,]+ per year to €\d+\/hour\.$/).waitFor();
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByText(/Converted €\d+\/hour to \$\d+\/hour\. Exchange rate: ECB/).waitFor();
    await page.getByLabel('Per').selectOption('annual');
    // The exact sum, then where the slider's step put it (walk W516).
    await page
      .getByText(
        /^Converted \$\d+\/hour to \$[\d,]+ per year\.( The slider moves in steps of \$[\d,]+ per year, so it is set to the nearest step, \$[\d,]+ per year\.)?$/,
      )
      .waitFor();
    await next(page).click();

    await expectStep(page, 'initial-opportunities', 'Nice Job', 13);
    await page.getByText('#3').waitFor();
    expect(await page.getByText(/% match$/).count()).toBe(3);
    await page.getByRole('button', { name: 'Continue Building Profile' }).click();

    await expectStep(page, 'lifestyle-values', 'What do you value most in a place to live?', 14);
    for (const value of ['Nature', 'Culture', 'Growth']) {
      await pick(page, value);
      expect(await next(page).isDisabled()).toBe(value !== 'Growth');
    }
    await page.getByRole('checkbox', { name: /Community/ }).click({ force: true }); // a 4th is ignored
    await page.getByText('Selected: 3/3').waitFor();
    expect(await page.getByRole('checkbox', { name: /Community/ }).isChecked()).toBe(false);
    await next(page).click();

    await expectStep(page, 'lifestyle-reality', 'Your life right now', 15);
    await pick(page, 'Couple');
    expect(await page.getByLabel('Number of children').count()).toBe(0);
    await pick(page, 'Planning a family');
    await page.getByLabel('Number of children').waitFor();
    await next(page).click();

    await expectStep(page, 'budget-values', 'Balancing Your Budget and Values', 16);
    await page.getByText('Refined for what you value: Nature, Culture, Growth.').waitFor();
    await page
      .getByText(/^School results/)
      .first()
      .waitFor();
    await next(page).click();

    await expectStep(page, 'timeline', 'When do you want to make your move?', 17);
    expect(await next(page).isDisabled()).toBe(true);
    await pick(page, 'In 1 to 3 years');
    await next(page).click();

    await expectStep(page, 'final-celebration', 'You did it!', 18);
    await page.getByRole('button', { name: "Let's Unlock Your Dashboard!" }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });

    const latest = await page.evaluate(async () => {
      const res = await fetch('/api/analyses/latest');
      return {
        status: res.status,
        body: (await res.json()) as { status?: string; analysis?: { status?: string } },
      };
    });
    expect(latest.status).toBe(200);
    expect(JSON.stringify(latest.body)).toContain('completed');
    expect(await page.evaluate(() => localStorage.getItem('thrive.onboarding-data'))).toBeNull();
    await context.close();
  });

  it('sends a visitor without stored answers from processing to personal-info with the spec message', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/onboarding/processing');
    await page.getByText('No onboarding data found. Please complete the onboarding process again.').waitFor();
    await expectStep(page, 'personal-info', 'Tell us about yourself', 4);
    await context.close();
  });

  it('sends answers without skills from processing to personal-info as an invalid structure', async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => {
      const state = {
        answers: { userType: 'student', industries: ['technology'] },
        resume: { analyzed: false, nameFound: false },
        stepSeconds: [],
        shownMilestones: [],
      };
      localStorage.setItem('thrive.onboarding-data', JSON.stringify({ state, version: 1 }));
    });
    await page.goto('/onboarding/processing');
    await page.getByText('Invalid data structure. Please complete the onboarding process again.').waitFor();
    await expectStep(page, 'personal-info', 'Tell us about yourself', 4);
    await context.close();
  });

  it('can be completed by keyboard alone, with focus on each new heading', async () => {
    const { context, page } = await newPage(browser);
    const enter = async () => {
      await tabTo(page, 'wizard-next');
      await page.keyboard.press('Enter');
    };
    await page.goto('/onboarding/survey');
    await expectStep(page, 'survey', 'What best describes you?', 1);
    // The step's pre-rendered shell (decision 0056) is replaced by the app, which then moves the focus to the heading.
    await hydrated(page);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await kbRadio(page, 'Recent Graduate');
    await enter();
    await expectStep(page, 'what-matters', 'What matters most to you right now?', 2);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await kbToggle(page, 'Finding the right job');
    await enter();
    await expectStep(page, 'resume-upload', 'Upload your CV', 3);
    await enter();
    await expectStep(page, 'personal-info', 'Tell us about yourself', 4);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kees');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jansen');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kees@example.org');
    await enter();
    await expectStep(page, 'skills-assessment', 'What are your skills?', 5);
    await tabTo(page, null, 'Add a skill');
    await page.keyboard.type('Welding');
    await page.keyboard.press('Enter');
    await kbToggle(page, 'Teamwork');
    await enter();
    await expectStep(page, 'education-background', 'Your education', 6);
    await tabTo(page, null, 'Education level *');
    await page.keyboard.type('Master');
    await tabTo(page, null, 'Institution *');
    await page.keyboard.type('TU Delft');
    await enter();
    await expectStep(page, 'experience-level', 'How much work experience do you have?', 7);
    await kbRadio(page, 'Junior');
    await enter();
    for (const [slug, title, step] of [
      ['how-you-thrive', 'How do you thrive at work?', 8],
      ['career-goals', 'Life & Career Goals', 9],
      ['location-preferences', 'Where would you like to live?', 10],
    ] as const) {
      await expectStep(page, slug, title, step);
      await enter();
    }
    await expectStep(page, 'industry-interests', 'Which industries interest you?', 11);
    await kbToggle(page, 'Healthcare');
    await enter();
    await expectStep(page, 'salary-expectations', 'What salary are you aiming for?', 12);
    await enter();
    await expectStep(page, 'initial-opportunities', 'Nice Job', 13);
    await page.getByText('#3').waitFor();
    await enter();
    await expectStep(page, 'lifestyle-values', 'What do you value most in a place to live?', 14);
    for (const value of ['Community', 'Affordability', 'Family-friendly']) await kbToggle(page, value);
    await page.getByText('Selected: 3/3').waitFor();
    await enter();
    for (const [slug, title, step] of [
      ['lifestyle-reality', 'Your life right now', 15],
      ['budget-values', 'Balancing Your Budget and Values', 16],
    ] as const) {
      await expectStep(page, slug, title, step);
      await enter();
    }
    await expectStep(page, 'timeline', 'When do you want to make your move?', 17);
    await kbRadio(page, 'Within a year');
    await enter();
    await expectStep(page, 'final-celebration', 'You did it!', 18);
    await enter();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await context.close();
  });
});

/** Tabs to a checkbox whose label starts with `name` and presses Space. */
async function kbToggle(page: Page, name: string) {
  await tabToInput(page, 'checkbox', name);
  await page.keyboard.press('Space');
}

/** Tabs into the radio group, then moves with the arrow keys until the radio labelled `name` is checked. */
async function kbRadio(page: Page, name: string) {
  await tabToInput(page, 'radio', null);
  for (let i = 0; i < 12; i++) {
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.checked ? (el.closest('label')?.textContent?.trim() ?? '') : '';
    });
    if (label.startsWith(name)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`Could not check ${name} with the arrow keys`);
}

async function tabToInput(page: Page, type: 'checkbox' | 'radio', name: string | null) {
  for (let i = 0; i < 80; i++) {
    const hit = await page.evaluate(
      ([kind, label]) => {
        const el = document.activeElement as HTMLInputElement | null;
        if (!el || el.type !== kind) return false;
        return label === null || (el.closest('label')?.textContent?.trim() ?? '').startsWith(label);
      },
      [type, name] as const,
    );
    if (hit) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach the ${type} ${name ?? ''} with Tab`);
}

/** Presses Tab until the element with this test id (or this accessible label) has focus. */
async function tabTo(page: Page, testId: string | null, label?: string) {
  for (let i = 0; i < 80; i++) {
    const hit = await page.evaluate(
      ([id, name]) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return false;
        if (id) return el.dataset.testid === id;
        const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() : '';
        return labelled === name;
      },
      [testId, label ?? ''] as const,
    );
    if (hit) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${testId ?? label} with Tab`);
}
