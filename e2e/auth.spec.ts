import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launchBrowser, newPage, seriousA11yViolations } from './browser';
import { SAMPLE_ANSWERS, completedAnalysisIn, mappedRequest, storedOnboarding } from './dashboard-answers';
import { walkToPersonalInfo } from './wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let n = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${n++}@example.org`;
const PASSWORD = 'correct horse battery';

/** The newest link to `to` in the development outbox whose URL contains `contains`, as a path on our server. */
async function linkFromMailbox(page: Page, to: string, contains: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await page.request.get(`${baseUrl()}/api/dev/mailbox`);
    const body = (await res.json()) as { messages: { to: string; text: string }[] };
    for (const message of body.messages) {
      if (message.to !== to) continue;
      const url = message.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(contains));
      if (url) {
        const parsed = new URL(url);
        return `${parsed.pathname}${parsed.search}`;
      }
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no mail to ${to}`);
}

async function register(page: Page, email: string, firstName = 'Ada', path = '/register') {
  await page.goto(path);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page
    .getByText('Account created successfully! Please check your email to verify your account.')
    .waitFor();
  // The page says where the link went until the person goes on (decision 0073).
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByText(`We sent a link to ${email}.`, { exact: false }).waitFor();
  await page.getByRole('link', { name: 'Continue without signing in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value >= 0) bits += value.toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('accounts in the browser', () => {
  it('register -> verification link from the outbox -> sign in -> menu shows the first name -> sign out (in every tab)', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('ada');
    await register(page, email);

    // The link opens in another browser (a mail client): it verifies the address.
    const other: BrowserContext = await browser.newContext({ baseURL: baseUrl() });
    const mailPage = await other.newPage();
    await mailPage.goto(await linkFromMailbox(page, email, '/api/auth/verify-email'));
    await mailPage.getByRole('heading', { name: 'Email verified' }).waitFor();
    await other.close();

    await signIn(page, email);
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const menu = page.getByRole('button', { name: 'Account menu for Ada' });
    await menu.first().waitFor();
    expect(await page.getByRole('link', { name: 'Dashboard' }).first().isVisible()).toBe(true);

    const second = await context.newPage();
    await second.goto('/');
    await second.getByRole('button', { name: 'Account menu for Ada' }).first().waitFor();

    await menu.first().click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    // The other tab hears about it.
    await second.getByRole('link', { name: 'Sign In' }).first().waitFor({ timeout: 5000 });
    await context.close();
  });

  it('signing in before verifying explains it and can resend the link', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('early');
    await register(page, email);
    await signIn(page, email);
    await page.getByText('Please verify your email address first.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('We sent a new verification link. Check your inbox.').waitFor();
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('forgot');
    await register(page, email);
    await page.goto(await linkFromMailbox(page, email, '/api/auth/verify-email'));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // Wait for the reset form itself: filling during the route change typed into the sign-in form (flaky in CI).
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email', { exact: false }).waitFor();
    await page.goto(await linkFromMailbox(page, email, '/api/auth/reset-password/'));
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByLabel('New password').fill('a brand new secret');
    await page.getByLabel('Confirm password').fill('a brand new secret');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a brand new secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Account menu for Ada' }).first().waitFor();
    await context.close();
  });

  it('enrols an authenticator app and signs in with a code computed here', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('totp');
    await register(page, email, 'Grace');
    await page.goto(await linkFromMailbox(page, email, '/api/auth/verify-email'));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();

    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for Grace' }).first().click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await page.waitForURL((url) => url.pathname === '/account/security');
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add Thrive to your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const backupCodes = await page.getByTestId('backup-codes').locator('li').allTextContents();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    await page.getByLabel('6-digit code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText('Two-step verification is on').waitFor();
    await page.getByText('Active', { exact: false }).first().waitFor();

    await page.getByRole('button', { name: 'Account menu for Grace' }).first().click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    await signIn(page, email);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('6-digit code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.getByRole('button', { name: 'Account menu for Grace' }).first().waitFor();
    await context.close();
  });

  it('keeps what an anonymous visitor saved after they register', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    // The visitor starts onboarding: an anonymous session is made when the answers are first saved.
    const saved = await page.evaluate(async () => {
      const anonymous = await fetch('/api/auth/sign-in/anonymous', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const put = await fetch('/api/me/onboarding', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answers: { skills: ['Python', 'SQL'], careerGoalsText: 'Data science' } }),
      });
      return { anonymous: anonymous.status, put: put.status };
    });
    expect(saved).toEqual({ anonymous: 200, put: 200 });
    // Still "signed out" in the navigation.
    await page.reload();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    const email = uniqueEmail('anon');
    await register(page, email, 'Linus');
    await page.goto(await linkFromMailbox(page, email, '/api/auth/verify-email'));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Linus' }).first().waitFor();
    const after = await page.evaluate(async () => {
      const me = await (await fetch('/api/me')).json();
      const onboarding = await (await fetch('/api/me/onboarding')).json();
      return { me, onboarding };
    });
    expect(after.me.user).toMatchObject({ email, isAnonymous: false });
    expect(after.onboarding.answers).toMatchObject({
      skills: ['Python', 'SQL'],
      careerGoalsText: 'Data science',
    });
    await context.close();
  });

  it('opens the user menu from the mobile navigation at 390 px', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const email = uniqueEmail('mobile');
    await register(page, email, 'Mo');
    await page.goto(await linkFromMailbox(page, email, '/api/auth/verify-email'));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Account menu for Mo' }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await page.waitForURL((url) => url.pathname === '/account/security');
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await context.close();
  });

  it('has no serious accessibility violations on the sign-in and register pages at 390 px', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});

/** The words a person reads on the way, per language. */
const WORDS = {
  en: {
    openMenu: 'Open menu',
    register: 'Register',
    signIn: 'Sign In',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create Account',
    created: 'Account created successfully!',
    sentTitle: 'Check your email',
    continueUnsigned: 'Continue without signing in',
    verified: 'Email verified',
    continue: 'Continue to Thrive',
    menuFor: (name: string) => `Account menu for ${name}`,
  },
  nl: {
    openMenu: 'Menu openen',
    register: 'Registreren',
    signIn: 'Inloggen',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    confirm: 'Bevestig wachtwoord',
    create: 'Account aanmaken',
    created: 'Account aangemaakt!',
    sentTitle: 'Bevestig je e-mailadres',
    continueUnsigned: 'Verder zonder in te loggen',
    verified: 'E-mailadres bevestigd',
    continue: 'Verder naar Thrive',
    menuFor: (name: string) => `Accountmenu van ${name}`,
  },
} as const;

/** A visitor with wizard answers and a finished analysis on an anonymous session, as the wizard leaves them. */
async function visitorWithPlan(language: 'en' | 'nl', width: number) {
  const { context, page } = await newPage(browser, { width, height: 844 });
  await context.addInitScript((lang) => localStorage.setItem('thrive.language', lang), language);
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('thrive.onboarding-data', stored), storedOnboarding());
  expect(await completedAnalysisIn(page, mappedRequest(SAMPLE_ANSWERS, language))).toBe('completed');
  return { context, page };
}

/** Clicks a header link, through the menu button on a small screen. */
async function headerLink(page: Page, language: 'en' | 'nl', name: string) {
  const menu = page.getByRole('button', { name: WORDS[language].openMenu });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().click();
}

describe('signing in and registering come back to where the person was (F34)', () => {
  it.each([
    { language: 'en' as const, width: 1440 },
    { language: 'nl' as const, width: 390 },
  ])(
    'registering from the dashboard comes back to it, and so does the verification link ($language, $width px)',
    async ({ language, width }) => {
      const words = WORDS[language];
      const { context, page } = await visitorWithPlan(language, width);
      const onCompare = (url: URL) => url.pathname === '/dashboard' && url.search === '?tab=compare';
      await page.goto('/dashboard?tab=compare');
      await page.waitForSelector('[data-testid="analysis-panel"][data-state="completed"]');
      // The server's first screen (decision 0065) shows the completed panel before the app runs; the menu button
      // opens once the app has replaced the shell.
      await hydrated(page);

      await headerLink(page, language, words.register);
      await page.waitForURL((url) => url.pathname === '/register');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard?tab=compare');
      const email = uniqueEmail(`back-${language}`);
      await page.getByLabel(words.firstName).fill('Ada');
      await page.getByLabel(words.lastName).fill('Lovelace');
      await page.getByLabel(words.email).fill(email);
      await page.getByLabel(words.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(words.confirm).fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: words.create }).click();
      await page.getByText(words.created).waitFor();
      // Where the link went stays on the page (decision 0073); the toast is readable (sonner's own green was 4.3:1).
      await page.getByRole('heading', { name: words.sentTitle }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Back on the dashboard tab they left, with their plan, without signing in yet.
      await page.getByRole('link', { name: words.continueUnsigned }).click();
      await page.waitForURL(onCompare);
      await page.waitForSelector('[data-testid="analysis-panel"][data-state="completed"]');
      await page.getByTestId('compare-tab').waitFor();

      // The link in the mail signs them in and offers the way back to the same place.
      await page.goto(await linkFromMailbox(page, email, '/api/auth/verify-email'));
      await page.getByRole('heading', { name: words.verified }).waitFor();
      await page.getByRole('link', { name: words.continue }).click();
      await page.waitForURL(onCompare);
      await page.waitForSelector('[data-testid="analysis-panel"][data-state="completed"]');
      await page.getByTestId('compare-tab').waitFor();
      if (await page.getByRole('button', { name: words.openMenu }).isVisible()) {
        await page.getByRole('button', { name: words.openMenu }).click();
      }
      await page
        .getByRole('button', { name: words.menuFor('Ada') })
        .filter({ visible: true })
        .first()
        .waitFor();
      await context.close();
    },
  );

  it('signing in from a wizard step comes back to it with the answers kept', async () => {
    const setup = await newPage(browser);
    const email = uniqueEmail('wizard');
    await register(setup.page, email, 'Wim');
    await setup.page.goto(await linkFromMailbox(setup.page, email, '/api/auth/verify-email'));
    await setup.page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await setup.context.close();

    const { context, page } = await newPage(browser);
    await context.addInitScript((stored) => {
      localStorage.setItem('thrive.language', 'en');
      if (!localStorage.getItem('thrive.onboarding-data'))
        localStorage.setItem('thrive.onboarding-data', stored);
    }, storedOnboarding());
    await page.goto('/onboarding/personal-info');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Sam');
    await headerLink(page, 'en', 'Sign In');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/onboarding/personal-info');
    await page.getByRole('button', { name: 'Account menu for Wim' }).first().waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Sam');
    await context.close();
  });

  it('Register from a wizard step fills in the name and email just typed there, before Continue (walk W213/W214)', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('thrive.language', 'en'));
    // Nothing seeded: the person types on the personal-info step and goes to Register from the header.
    await walkToPersonalInfo(page, 'Recent Graduate', {
      firstName: 'Ana',
      lastName: 'Petrović',
      email: 'ana.petrovic@example.org',
    });
    await headerLink(page, 'en', 'Register');
    await page.waitForURL((url) => url.pathname === '/register');
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Ana');
    await expect(page.getByLabel('Last name').inputValue()).resolves.toBe('Petrović');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('ana.petrovic@example.org');
    await context.close();
  });

  it('never follows next to another site', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('evil');
    await register(page, email, 'Eve', `/register?next=${encodeURIComponent('//evil.example/x')}`);
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    await context.close();
  });
});

describe('deleting the account', () => {
  it.each([
    { language: 'en' as const, width: 1440 },
    { language: 'nl' as const, width: 390 },
  ])('from the Security page, with the password ($language, $width px)', async ({ language, width }) => {
    const words = {
      en: {
        security: 'Security',
        start: 'Delete my account',
        confirm: 'Delete my account for good',
        password: 'Your password',
        wrong: 'The password is not right.',
        deleted: 'Your account and everything stored with it have been deleted.',
      },
      nl: {
        security: 'Beveiliging',
        start: 'Mijn account verwijderen',
        confirm: 'Mijn account definitief verwijderen',
        password: 'Je wachtwoord',
        wrong: 'Het wachtwoord klopt niet.',
        deleted: 'Je account en alles wat erbij was opgeslagen, zijn verwijderd.',
      },
    }[language];
    const { context, page } = await newPage(browser, { width, height: 844 });
    const email = uniqueEmail(`delete-${language}`);
    await register(page, email, 'Dee');
    await page.goto(await linkFromMailbox(page, email, '/api/auth/verify-email'));
    await page.evaluate((lang) => localStorage.setItem('thrive.language', lang), language);
    await page.goto('/account/security');
    await page.getByRole('heading', { name: words.security, level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: words.start }).click();
    await page.getByLabel(words.password).fill('not the password');
    await page.getByRole('button', { name: words.confirm }).click();
    await page.getByText(words.wrong).waitFor();
    expect((await page.request.get(`${baseUrl()}/api/me`)).status()).toBe(200);
    await page.getByLabel(words.password).fill(PASSWORD);
    await page.getByRole('button', { name: words.confirm }).click();
    await page.getByText(words.deleted).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.request.get(`${baseUrl()}/api/me`)).status()).toBe(401);
    const again = await page.request.post(`${baseUrl()}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(again.status()).toBe(401);
    await context.close();
  });
});
