import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * Registers the person on the Create Account form and opens the verification link from the development outbox,
 * the way a person does (decisions 0052, 0073); ends on the "Email verified" page, signed in.
 */
export async function registerAndVerify(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  let link = '';
  for (let attempt = 0; attempt < 30 && !link; attempt++) {
    const body = (await (await page.request.get(`${baseUrl()}/api/dev/mailbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const url = body.messages
      .filter((m) => m.to === person.email)
      .flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? [])
      .find((u) => u.includes('/api/auth/verify-email'));
    if (url) link = new URL(url).pathname + new URL(url).search;
    else await page.waitForTimeout(100);
  }
  await page.goto(link);
  await page.getByRole('heading', { name: 'Email verified' }).waitFor();
}
