import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { e2ePort } from './e2e-port';
import { hydrated } from './streamed';

export type Role = 'admin' | 'support' | 'coordinator';
export const roles: readonly Role[] = ['admin', 'support', 'coordinator'];

/** The sandbox-mode demo users (server/auth/demo-users.ts). */
export const DEMO_PASSWORD = 'demo-password-2024';
export const demoEmail = (role: Role) => `${role}@demo.test`;

/**
 * A signed-in browser state per role on this worker's console, made once by e2e/auth/sign-in.setup.ts for every
 * console; use with test.use({ storageState }).
 */
export const storageStateFor = (role: Role, port = e2ePort()) =>
  path.resolve(import.meta.dirname, `../../test-results/e2e-auth-${port}/${role}.json`);

export async function signIn(page: Page, email: string, password: string) {
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the form; the setup project does this once per role and saves the session. */
export async function signInWithForm(page: Page, role: Role, origin = '') {
  await page.goto(`${origin}/sign-in`);
  await signIn(page, demoEmail(role), DEMO_PASSWORD);
  await expect(page.getByTestId('current-user')).toContainText(demoEmail(role));
}

/**
 * Gives the page's browser the session the setup project saved for the demo user of `role` (signing in through the
 * form in every test would trip the console's sign-in limit, 10 attempts a minute per address). Nothing is opened:
 * the test's first page opens signed in (a page of the console sends a browser without a session to sign in).
 */
export async function signInAs(page: Page, role: Role) {
  const saved = JSON.parse(readFileSync(storageStateFor(role), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(saved.cookies);
}

export interface NewUserInput {
  email: string;
  name: string;
  password: string;
  /** A support user when unset; a coordinator with schools (one a line) when given. */
  schools?: string;
}

/**
 * Picks a school the console knows from the Users dialog's school picker (the combobox offers the schools of its
 * copy of the account; the option starts with the school's name, its city and country below it).
 */
export async function chooseKnownSchool(dialog: Locator, name: string, timeout?: number) {
  const picker = dialog.getByTestId('school-picker');
  // The typeahead (the country and city selects are comboboxes too).
  await picker.locator('input[role="combobox"]').fill(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await picker
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${escaped}`) })
    .first()
    .click(timeout === undefined ? {} : { timeout });
  await expect(dialog.getByTestId('chosen-schools')).toContainText(name);
}

/**
 * An admin adds a dashboard user through the Users page's dialog; resolves once the console says the user may
 * sign in. That the new row then shows in the list is checked once, in e2e/auth/disable-user.spec.ts. A
 * coordinator's schools are picked from the schools the console knows: the page is opened again until its copy
 * of the account has them (the directory's first read may still be under way).
 */
export async function addUserThroughDialog(admin: Page, user: NewUserInput) {
  const schools = user.schools
    ?.split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  const dialog = admin.getByRole('dialog', { name: 'Add a user' });
  await expect(async () => {
    await admin.goto('/users');
    await hydrated(admin);
    await admin.getByRole('button', { name: 'Add user' }).click();
    for (const school of schools ?? []) await chooseKnownSchool(dialog, school, 2_000);
  }).toPass({ timeout: 60_000 });
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Name').fill(user.name);
  if (schools === undefined) await dialog.getByLabel('Role').selectOption('support');
  await dialog.getByLabel('Initial password').fill(user.password);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${user.email} can now sign in.` })).toBeVisible();
}

/** A new user, signed in from an English browser, who then picks `language` in the header menu. */
export async function newUserSpeaking(browser: Browser, language: 'ka' | 'ru', schools?: string) {
  const admin = await browser.newContext({ storageState: storageStateFor('admin') });
  const email = `e2e-${language}-${Date.now()}@example.test`;
  const password = 'correct-horse-battery-9';
  await addUserThroughDialog(await admin.newPage(), {
    email,
    name: 'Test Reader',
    password,
    ...(schools ? { schools } : {}),
  });
  await admin.close();
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tbilisi' });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await signIn(page, email, password);
  await expect(page.getByTestId('current-user')).toContainText(email);
  await page.getByRole('button', { name: 'Language and time zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and time zone' });
  await dialog.locator(`input[name="language"][value="${language}"]`).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return { context, page };
}
