import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, newPage, seriousA11yViolations } from './browser';
import { getCity } from '../packages/core/src/datasets/index';
import { defaultComparedCities } from '../packages/core/src/rules/comparison';
import { SAMPLE_ANSWERS, completedAnalysisIn, mappedRequest, storedOnboarding } from './dashboard-answers';

/**
 * The dashboard against the production build and the real API: the completed analysis is made by the server
 * (anonymous session + POST generate-career-analysis with the request mapped by the core); the pending and failed
 * panels, which the real server passes through in milliseconds, are shown by answering /api/analyses/latest.
 */
let browser: Browser;
let completedState: Awaited<ReturnType<BrowserContext['storageState']>>;
let latest: {
  status: string;
  analysisResult: {
    predictions: Record<string, { career: { role: string } }>;
    recommendations: { cities: { name: string }[] };
    skillGaps: { name: string }[];
    cityMatches: { cityId: string; facts?: { distanceKm?: number } }[];
  };
};

async function setStorage(page: Page, answers = true) {
  await page.goto('/');
  await page.evaluate(
    ([stored, withAnswers]) => {
      localStorage.setItem('thrive.language', 'en');
      if (withAnswers) localStorage.setItem('thrive.onboarding-data', stored as string);
    },
    [storedOnboarding(SAMPLE_ANSWERS), answers] as const,
  );
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // One person with a real, completed analysis; later tests start from their cookies and storage.
  const { context, page } = await newPage(browser);
  await setStorage(page);
  expect(await completedAnalysisIn(page, mappedRequest())).toBe('completed');
  latest = await page.evaluate(
    async () => ((await (await fetch('/api/analyses/latest')).json()) as { analysis: never }).analysis,
  );
  expect(latest.status).toBe('completed');
  completedState = await context.storageState();
  await context.close();
});
afterAll(() => browser?.close());

async function completedPage(options: { width?: number } = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    storageState: completedState,
    viewport: { width: options.width ?? 1440, height: 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

describe('dashboard: panel states', () => {
  it('with no analysis and no answers: Complete Your Assessment, and gated tabs send to the survey', async () => {
    const { context, page } = await newPage(browser);
    await setStorage(page, false);
    await page.goto('/dashboard');
    const panel = page.getByTestId('analysis-panel');
    await expect(panel.getAttribute('data-state')).resolves.toBe('none');
    await expect(panel.getByRole('link', { name: 'Start Assessment' }).getAttribute('href')).resolves.toBe(
      '/onboarding/survey',
    );
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      "Hi there, here's your Future snapshot",
    );
    await page.getByTestId('predictions-teasers').waitFor();
    await openTab(page, 'Compare');
    await page.getByRole('link', { name: 'Start Career Analysis' }).click();
    await page.waitForURL('**/onboarding/survey');
    await context.close();
  });

  it('with answers but no analysis: no sample figures, and Generate Career Analysis (decision 0151)', async () => {
    const { context, page } = await newPage(browser);
    await setStorage(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('predictions-waiting').textContent()).resolves.toContain(
      'Your predictions appear here once your analysis has been made.',
    );
    await expect(page.getByTestId('predictions-waiting').textContent()).resolves.not.toMatch(/€\s?\d/);
    await openTab(page, 'Skill Gap');
    await page.getByRole('button', { name: 'Generate Career Analysis' }).waitFor();
    await context.close();
  });

  it('pending: the spinner and its text', async () => {
    const { context, page } = await completedPage();
    await page.route('**/api/analyses/latest*', (route) =>
      route.fulfill({ json: { analysis: { ...latest, status: 'pending', analysisResult: null } } }),
    );
    await page.goto('/dashboard');
    // The server's first screen is the stored (completed) analysis (decision 0065); the stubbed read is the app's.
    await hydrated(page);
    const panel = page.getByTestId('analysis-panel');
    await expect(panel.getAttribute('data-state')).resolves.toBe('pending');
    await expect(panel.textContent()).resolves.toContain(
      'Thrive is working out your predictions from your answers. This usually takes a few seconds',
    );
    await context.close();
  });

  it('failed: Analysis Failed, and Retry Analysis runs the real analysis and refreshes', async () => {
    const { context, page } = await completedPage();
    await page.route('**/api/analyses/latest*', (route) =>
      route.fulfill({ json: { analysis: { ...latest, status: 'failed', analysisResult: null } } }),
    );
    await page.goto('/dashboard');
    // The server's first screen is the stored (completed) analysis (decision 0065); the stubbed read is the app's.
    await hydrated(page);
    const panel = page.getByTestId('analysis-panel');
    await expect(panel.getAttribute('data-state')).resolves.toBe('failed');
    await expect(panel.textContent()).resolves.toContain('Analysis Failed');
    await page.unroute('**/api/analyses/latest*');
    await panel.getByRole('button', { name: 'Retry Analysis' }).click();
    await page.getByText('Career analysis completed! Refreshing dashboard...').waitFor();
    await page.waitForSelector('[data-testid="analysis-panel"][data-state="completed"]', { timeout: 10_000 });
    await context.close();
  });
});

describe('dashboard: a completed analysis', () => {
  it('renders real content on every tab', async () => {
    const { context, page } = await completedPage();
    // The tabs' detail is read and parsed in a worker, off the page's main thread (decision 0221).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto('/dashboard');
    const result = latest.analysisResult;
    await expect(page.getByTestId('predictions-results').textContent()).resolves.toContain(
      result.predictions['0-3']!.career.role,
    );
    await expect(page.getByTestId('completion').textContent()).resolves.toContain('AI analysis completed');

    // Compare opens on where the person lives against their best match, else their two best matches (walk F22).
    await openTab(page, 'Compare');
    expect(workers.some((path) => path.includes('detail-worker'))).toBe(true);
    // This person lives in Utrecht (decision 0084): Utrecht first, then the best match that is not Utrecht.
    const [idA, idB] = defaultComparedCities(result);
    const [cityA, cityB] = [getCity(idA!)!.name, getCity(idB!)!.name];
    expect(cityA).toBe('Utrecht');
    expect(idB).toBe(result.cityMatches.find((m) => m.cityId !== 'utrecht')!.cityId);
    await expect(page.getByTestId('compare-a').textContent()).resolves.toBe(`${cityA} where you live now`);
    // A city the person picked in the wizard carries its tag (decision 0161); the sample picked Amsterdam and Utrecht.
    const picked = (SAMPLE_ANSWERS.preferredCities as readonly string[]).includes(idB!);
    await expect(page.getByTestId('compare-b').textContent()).resolves.toBe(
      picked ? `${cityB} Your choice` : cityB,
    );

    await openTab(page, 'Recommendations');
    await expect(page.getByTestId('recommendations-tab').textContent()).resolves.toContain(
      result.recommendations.cities[0]!.name,
    );

    await openTab(page, 'Skill Gap');
    await expect(page.getByTestId('skill-gap-tab').textContent()).resolves.toContain(
      result.skillGaps[0]!.name,
    );
    await expect(page.getByTestId('learning-plan').textContent()).resolves.toMatch(/ready by/);

    await openTab(page, 'Quick Actions');
    await page.getByRole('button', { name: /Export Data/ }).waitFor();

    await openTab(page, 'Future Timeline');
    const timeline = page.getByTestId('timeline-tab');
    await expect(timeline.textContent()).resolves.toContain(result.predictions['5-10']!.career.role);
    await expect(timeline.textContent()).resolves.toContain('Money left a month');
    await context.close();
  });

  it('compares two cities that are not defaults, with figures and their basis', async () => {
    const { context, page } = await completedPage();
    await page.goto('/dashboard?tab=compare');
    await page.getByLabel('First city').selectOption('zurich');
    await page.getByLabel('Second city').selectOption('lisbon');
    await expect(page.getByTestId('compare-a').textContent()).resolves.toBe('Zürich');
    await expect(page.getByTestId('compare-b').textContent()).resolves.toBe('Lisbon');
    // The second selector never offers the first choice.
    await expect(page.getByLabel('Second city').locator('option[value="zurich"]').count()).resolves.toBe(0);
    const table = page.getByTestId('compare-tab');
    await expect(table.textContent()).resolves.toContain('Money left a month');
    await expect(table.textContent()).resolves.toContain('Estimate');
    const differences = await page.getByTestId('difference').evaluateAll((nodes) =>
      nodes.map((n) => ({
        kind: n.getAttribute('data-kind'),
        direction: n.getAttribute('data-direction'),
      })),
    );
    // The four money rows in currency; the quality bars in points (decision 0078).
    const money = differences.filter((d) => d.kind === 'money').map((d) => d.direction);
    expect(money.length).toBe(4);
    expect(money).toContain('down'); // Lisbon pays less than Zürich
    expect(differences.filter((d) => d.kind === 'points').length).toBeGreaterThan(0);
    await context.close();
  });

  it('enrols in a course and shows it in the Progress Tracker after a reload', async () => {
    const { context, page } = await completedPage();
    await page.goto('/dashboard?tab=skill-gap');
    await page.getByRole('tab', { name: 'Skills Grid' }).click();
    const enroll = page
      .getByTestId('skills-grid')
      .getByRole('button', { name: /^Enroll: / })
      .first();
    const label = (await enroll.getAttribute('aria-label'))!;
    const title = label.replace(/^Enroll: /, '');
    await enroll.click();
    await page.getByText('Added to your Progress Tracker.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Progress Tracker' }).click();
    const tracker = page.getByTestId('tracker-courses');
    await expect(tracker.textContent()).resolves.toContain(title);
    // Logging an hour is stored too.
    await tracker.getByRole('button', { name: '+1 hour' }).first().click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="tracker-courses"]')?.textContent?.includes('1 h logged'),
    );
    await page.reload();
    await page.getByRole('tab', { name: 'Progress Tracker' }).click();
    await expect(page.getByTestId('tracker-courses').textContent()).resolves.toContain('1 h logged');
    await context.close();
  });

  it('exports the plan as JSON and opens a printable report', async () => {
    const { context, page } = await completedPage();
    await page.goto('/dashboard?tab=quick-actions');
    await page.getByRole('button', { name: /Export Data/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^thrive-plan-\d{4}-\d{2}-\d{2}\.json$/);
    const plan = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(plan.format).toBe('thrive-plan');
    expect(plan.analysis.status).toBe('completed');
    expect(plan.learningPlan.entries.length).toBeGreaterThan(0);
    expect(plan.profile.personalInfo.firstName).toBe('Sam');
    expect(plan.profile.skills.length).toBeGreaterThan(0);

    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Printable report' }).click(),
    ]);
    await report.getByTestId('report').waitFor();
    await expect(report.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Your Thrive plan');
    await expect(report.getByTestId('report').textContent()).resolves.toContain(
      latest.analysisResult.predictions['0-3']!.career.role,
    );
    await report.emulateMedia({ media: 'print' });
    await expect(report.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await expect(report.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    const pdf = await report.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await context.close();
  });

  it('draws the map offline: bundled basemap and coloured markers, no request leaves the site', async () => {
    const { context, page } = await completedPage();
    const outside: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== new URL(baseUrl()).origin) {
        outside.push(url.href);
        return route.abort();
      }
      return route.continue();
    });
    await page.goto('/dashboard');
    // The map loads when its place comes near the viewport (docs/decisions/0032).
    await page.getByTestId('map-area').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-testid="map-area"][data-map-state="loaded"]', { timeout: 20_000 });
    const markers = await page.locator('path.thrive-marker').count();
    expect(markers).toBeGreaterThan(3);
    const colours = await page
      .locator('path.thrive-marker')
      .evaluateAll((nodes) => [
        ...new Set(nodes.map((n) => n.getAttribute('class')!.match(/thrive-marker-(\w+)/)![1])),
      ]);
    expect(colours.every((c) => ['green', 'yellow', 'red'].includes(c!))).toBe(true);
    // Not by colour only (walk W423): each band has its own shape, one shape a band, as the legend shows them.
    const shapes = await page
      .locator('path.thrive-marker')
      .evaluateAll((nodes) =>
        nodes.map((n) => [n.getAttribute('class')!.match(/thrive-marker-(\w+)/)![1], n.getAttribute('d')]),
      );
    const shapeOf = new Map(shapes.map(([band, d]) => [band, d]));
    expect(shapes.every(([band, d]) => shapeOf.get(band) === d)).toBe(true);
    expect(new Set(shapeOf.values()).size).toBe(shapeOf.size);
    expect(await page.getByTestId('map-legend').locator('svg[data-band]').count()).toBe(3);
    // Land is drawn from the bundled Natural Earth shapes.
    await expect(page.locator('.leaflet-basemap-pane path').count()).resolves.toBeGreaterThan(100);
    // Choosing a city zooms to it.
    const second = page.getByRole('list', { name: 'Cities by match' }).first().getByRole('button').nth(1);
    await second.click();
    await expect(second.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(outside).toEqual([]);
    await context.close();
  });

  it('shows the spec message and a clickable city grid when the map cannot load', async () => {
    const { context, page } = await completedPage();
    await page.route('**/countries-50m*.json', (route) => route.abort());
    await page.goto('/dashboard');
    const area = page.getByTestId('map-area');
    await area.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-testid="map-area"][data-map-state="failed"]', { timeout: 20_000 });
    await expect(area.getByRole('alert').textContent()).resolves.toContain('Failed to load the offline map:');
    const grid = area.getByRole('list', { name: 'Cities by match' });
    const city = grid.getByRole('button').nth(2);
    await city.click();
    await expect(city.getAttribute('aria-pressed')).resolves.toBe('true');
    await context.close();
  });

  it('Edit Profile opens the review of the answers, restored from the server when the local copy was cleared (W8)', async () => {
    const { context, page } = await completedPage();
    await page.goto('/');
    const saved = await page.evaluate(async (answers) => {
      const response = await fetch('/api/me/onboarding', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answers }),
      });
      localStorage.removeItem('thrive.onboarding-data');
      return response.status;
    }, SAMPLE_ANSWERS);
    expect(saved).toBe(200);
    await page.goto('/dashboard?tab=quick-actions');
    await page.getByRole('button', { name: /Edit Profile/ }).click();
    // The review with an Edit link per answer, as "You already have a plan" opens (decision 0151), not step 4.
    await page.waitForURL('**/onboarding/review-submit');
    await page.getByRole('link', { name: 'Edit Personal info' }).click();
    await page.waitForURL('**/onboarding/personal-info?from=review');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Sam');
    await context.close();
  });

  it('has no serious accessibility violations on its tabs', async () => {
    const { context, page } = await completedPage();
    for (const tab of ['profile', 'compare', 'recommendations', 'skill-gap', 'quick-actions', 'timeline']) {
      await page.goto(`/dashboard?tab=${tab}`);
      await page.getByRole('tabpanel').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page), tab).toEqual([]);
    }
    await context.close();
  }, 180_000);

  it('speaks Dutch and fits 390 px', async () => {
    const { context, page } = await completedPage({ width: 390 });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('thrive.language', 'nl'));
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Vergelijken' }).waitFor();
    await expect(page.getByTestId('analysis-panel').textContent()).resolves.toContain('Je analyse is klaar');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // Every tab fits 390 px too (the Skill Gap table scrolls in its own container).
    for (const tab of ['profile', 'compare', 'recommendations', 'skill-gap', 'quick-actions', 'timeline']) {
      await page.goto(`/dashboard?tab=${tab}`);
      await page.getByRole('tabpanel').first().waitFor();
      await page.waitForLoadState('networkidle');
      const tabWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(tabWidth, tab).toBeLessThanOrEqual(390);
    }
    // Quick Actions' Compare options opens the Compare panel in view, not at the page top.
    await page.goto('/dashboard?tab=quick-actions');
    await page.getByRole('button', { name: /Opties vergelijken/ }).click();
    const panel = page.locator('[data-tab-panel="compare"]');
    await panel.waitFor();
    await page.waitForFunction(() => {
      const top = document.querySelector('[data-tab-panel="compare"]')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight;
    });
    await context.close();
  });
});
