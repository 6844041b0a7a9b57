import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../bench/resume/corpus';
import { launchBrowser, newPage } from './browser';

let browser: Browser;
let pdf: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  const corpus = await generateCorpus();
  // Sanne de Vries, one column, English headings: a CV with a name, skills and education.
  pdf = Buffer.from(corpus[0]!.pdf);
});
afterAll(() => browser?.close());

describe('resume upload in the wizard', () => {
  it('checks the file in the browser, analyses a real PDF, lets the person confirm, and skips personal info', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/onboarding/resume-upload');
    await page.getByRole('heading', { level: 1, name: 'Upload your CV' }).waitFor();
    expect(await page.getByTestId('wizard-next').textContent()).toContain('Skip for Now');

    await page.getByRole('button', { name: 'Analyze Resume with AI' }).click();
    await page.getByText('Please select a file first').first().waitFor();

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('\x89PNG\r\n\x1a\n0000'),
    });
    // Checked as soon as it is chosen, before any upload.
    await page.getByText('is named .pdf but is not a PDF inside').first().waitFor();

    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Analyze Resume with AI' }).click();
    // One toast for one upload (decision 0142): the one that says what happens next.
    await page
      .getByText("Resume analyzed! We'll skip steps where we found information.")
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText('Resume analyzed successfully!').count()).toBe(0);
    await page.getByRole('heading', { name: 'What we found' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Sanne');
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('de Vries');

    await page.getByRole('button', { name: 'Use these details' }).click();
    const next = page.getByTestId('wizard-next');
    expect(await next.textContent()).toContain('Continue with Smart Analysis');
    await next.click();
    // A name was found (and skills confirmed): the wizard skips personal info (spec section 2).
    await page.waitForURL((url) => url.pathname === '/onboarding/education-background');
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('thrive.onboarding-data') ?? '{}'),
    );
    expect(stored.state.answers.personalInfo.firstName).toBe('Sanne');
    expect(stored.state.answers.resumeUploaded).toBe(true);
    expect(stored.state.answers.skills.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('a CV that fills in the name skips the step that asks where the person lives (decision 0085)', () => {
  it("asks it beside a pay per month, so a Lisbon teacher's month counts 14 times, not 12", async () => {
    // Ana M. Costa, English teacher in Lisbon, part-time: printed by the 'flat' JSON Resume theme, which prints no
    // address (bench/resume/new-users).
    const cv = readFileSync(resolve(import.meta.dirname, '../bench/resume/new-users/flat--1.pdf'));
    const { context, page } = await newPage(browser);
    await page.goto('/onboarding/resume-upload');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv });
    await page.getByRole('button', { name: 'Analyze Resume with AI' }).click();
    await page.getByRole('heading', { name: 'What we found' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ana M.');
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Costa');
    expect(await page.getByRole('checkbox', { name: 'Spanish · Fluent (C1-C2)' }).isChecked()).toBe(true);
    await page.getByText(/Part-time jobs count by their share of a full-time week/).waitFor();
    await page.getByRole('button', { name: 'Use these details' }).click();
    await page.getByTestId('wizard-next').click();
    await page.waitForURL((url) => url.pathname === '/onboarding/education-background');
    await page.getByTestId('wizard-next').click();
    await page.waitForURL((url) => url.pathname === '/onboarding/experience-level');
    await page.getByLabel('Amount (gross)').fill('1500');
    await page.getByLabel('Per').selectOption('monthly');
    await page.getByText(/€1,500 × 12 = €18,000 a year\. Some countries pay more months a year/).waitFor();
    await page.getByLabel('Where do you live now?').fill('Lisboa');
    await page
      .getByText(/In Portugal a year is paid in 14 payments .*€1,500 × 14 = €21,000 a year\./)
      .waitFor();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('thrive.onboarding-data') ?? '{}'),
    );
    expect(stored.state.answers.personalInfo.location).toBe('Lisboa');
    expect(stored.state.answers.languages).toContainEqual({ code: 'es', level: 'fluent' });
    await context.close();
  });
});
