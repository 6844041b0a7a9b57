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

/** What a person does on the wizard's second half beyond the usual answers (each step's own checks, in order). */
export interface SecondHalf {
  /** The industry card's label ('Technology', 'Healthcare', …). */
  industry: string;
  /** The lifestyle values picked; Nature, Culture and Growth when left out. */
  values?: readonly string[];
  /** On the salary step, once its slider has settled. */
  onSalary?: (page: Page) => Promise<void>;
  /** On the opportunities step, before Continue Building Profile. */
  onOpportunities?: (page: Page) => Promise<void>;
  /** The household step's answers; 'Single' when left out. */
  household?: (page: Page) => Promise<void>;
  /** On the budget step, before Continue. */
  onBudget?: (page: Page) => Promise<void>;
}

/**
 * From the industry step to the dashboard, as a person answers it: the industry, the salary slider left where it
 * starts, Continue Building Profile, three lifestyle values, the household (single unless told), the budget as it is,
 * 'In 1 to 3 years', then the dashboard unlocked after a real submission.
 */
export async function walkIndustryToDashboard(page: Page, answers: SecondHalf) {
  await step(page, 'industry-interests');
  await pick(page, answers.industry);
  await next(page).click();
  await step(page, 'salary-expectations');
  // The slider may move from the default to the pay of the predicted role once that answer arrives (decision 0038).
  await page.getByRole('slider').waitFor();
  await page.waitForLoadState('networkidle');
  await answers.onSalary?.(page);
  await next(page).click();
  await step(page, 'initial-opportunities');
  await answers.onOpportunities?.(page);
  await page.getByRole('button', { name: 'Continue Building Profile' }).click();
  await step(page, 'lifestyle-values');
  for (const value of answers.values ?? ['Nature', 'Culture', 'Growth']) await pick(page, value);
  await next(page).click();
  await step(page, 'lifestyle-reality');
  if (answers.household) await answers.household(page);
  else await pick(page, 'Single');
  await next(page).click();
  await step(page, 'budget-values');
  await answers.onBudget?.(page);
  await next(page).click();
  await step(page, 'timeline');
  await pick(page, 'In 1 to 3 years');
  await next(page).click();
  await step(page, 'final-celebration');
  await page.getByRole('button', { name: "Let's Unlock Your Dashboard!" }).click();
  // The analysis runs behind a queue on the engine thread (decision 0039): under CI load it can take over 30 s.
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 50_000 });
}
