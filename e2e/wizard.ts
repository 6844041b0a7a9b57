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

/**
 * From the start of the wizard to the personal-info step, as a person types it: their user type, relocating, no CV,
 * then their name and email typed (Continue not pressed).
 */
export async function walkToPersonalInfo(
  page: Page,
  userType: string,
  person: { firstName: string; lastName: string; email: string },
) {
  await page.goto('/onboarding/survey');
  await step(page, 'survey');
  await pick(page, userType);
  await next(page).click();
  await step(page, 'what-matters');
  await pick(page, 'Relocating to a new city');
  await next(page).click();
  await step(page, 'resume-upload');
  await next(page).click();
  await step(page, 'personal-info');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email', { exact: false }).first().fill(person.email);
}

/** A working professional who is relocating, as typed on the wizard's first steps (survey to career goals). */
export interface RelocatingProfessional {
  firstName: string;
  lastName: string;
  email: string;
  skills: readonly string[];
  /** The education level's option value ('bachelors', 'masters', 'high-school', …). */
  level: string;
  institution: string;
  /** The experience card's label ('Mid level', 'Senior', …). */
  experience: string;
  /** Gross current pay a year, typed on the experience step; none when left out. */
  pay?: string;
  /** The first step's answer; 'Working Professional' when left out. */
  userType?: string;
  /**
   * A career changer's target role (decision 0202): typed into the goals step's role search (`search`) and picked
   * from the list by its name (`option`); none when left out.
   */
  targetRole?: { search: string; option: string };
}

/**
 * From the start of the wizard to the location step, as a person types it: Working Professional (or `userType`),
 * relocating, no CV, their name, skills, education and experience; the how-you-thrive step left as it is, and on the
 * career-goals step only the target role picked when one is given.
 */
export async function walkToLocationStep(page: Page, person: RelocatingProfessional) {
  await walkToPersonalInfo(page, person.userType ?? 'Working Professional', person);
  await next(page).click();
  await step(page, 'skills-assessment');
  for (const skill of person.skills) {
    await page.getByLabel('Add a skill').fill(skill);
    await page.getByLabel('Add a skill').press('Enter');
  }
  await next(page).click();
  await step(page, 'education-background');
  await page.getByLabel('Education level').selectOption(person.level);
  await page.getByLabel('Institution').fill(person.institution);
  await next(page).click();
  await step(page, 'experience-level');
  await pick(page, person.experience);
  if (person.pay) await page.getByLabel('Amount (gross)').fill(person.pay);
  await next(page).click();
  await step(page, 'how-you-thrive');
  await next(page).click();
  await step(page, 'career-goals');
  if (person.targetRole) await pickTargetRole(page, person.targetRole);
  await next(page).click();
}

/** Types into the goals step's "Which role do you want to move to?" search and picks the role from the list. */
export async function pickTargetRole(page: Page, role: { search: string; option: string }) {
  const box = page.getByRole('combobox', { name: /Which role do you want to move to|Naar welke rol wil je/ });
  await box.click();
  await box.pressSequentially(role.search);
  await page.getByRole('listbox').getByRole('option', { name: role.option, exact: true }).click();
  await page.waitForFunction(
    ([label]) =>
      (document.querySelector('[role="combobox"][aria-autocomplete]') as HTMLInputElement)?.value === label,
    [role.option],
  );
}
