import type { Page } from 'playwright-core';

/** The wizard's Continue button. */
export const next = (page: Page) => page.getByTestId('wizard-next');

/** Waits until the wizard shows the step at `/onboarding/<slug>` with its heading. */
export async function step(page: Page, slug: string) {
  await page.waitForURL((url) => url.pathname === `/onboarding/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Clicks the choice card (or any control) labelled exactly `label`. */
export const pick = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

/** The names in the dashboard's city list beside the map ("Cities by match"), best first. */
export async function gridNames(page: Page) {
  const list = page.getByRole('list', { name: 'Cities by match' }).first();
  await list.getByRole('button').first().waitFor({ timeout: 50_000 });
  const texts = await list.getByRole('button').allInnerTexts();
  return texts.map((text) => text.replace(/\d+%\s*$/, '').trim());
}
