import { expect, test, type Page } from '../support/test';
import { follow, hydrated } from '../support/streamed';
import { clearFaults, holdAnswers, releaseUntil } from '../support/sandbox-control';
import { signInAs } from '../support/users';

const shots = 'test-results/students-screenshots';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function fillRegistration(page: Page, values: { email: string; school: string }) {
  await page.getByLabel('First name').fill('Nino');
  await page.getByLabel('Last name').fill('Beridze');
  await page.getByLabel('E-mail').fill(values.email);
  await page.getByLabel('Date of birth').fill('14/05/2012');
  await page.getByLabel('Sex').selectOption('f');
  await page.getByLabel('Country').selectOption({ label: 'GEORGIA' });
  await page.getByLabel('City').fill('Tbilisi');
  await page.getByLabel('School').fill(values.school);
  await page.getByLabel('Grade').selectOption('7');
}

/** Waits until the background sync (5 s after start) has filled the console's copy that Students searches. */
async function openSearch(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId('directory-results')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

test('register, find, edit, sign in through a link, and see it everywhere', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const email = `nino.e2e.${Date.now()}@example.com`;

  // Register with a wrong school: the API's message shows at the school field.
  await page.goto('/students/new');
  await hydrated(page);
  await fillRegistration(page, { email, school: 'Tbilisi Public School No. 99' });
  const schoolError = page.locator('#student-school-error');
  await expect(schoolError).toContainText('School is not one the platform knows');
  await page.getByRole('button', { name: 'Register student' }).click();
  await expect(schoolError).toContainText('School is not one the platform knows');
  await shoot(page, 'register-form-errors');

  // Fix it and register: the new student's page shows the username.
  await page.getByLabel('School').fill('Tbilisi Public School No. 1');
  await expect(page.getByTestId('registration-check')).toContainText('would accept', { timeout: 15_000 });
  await expect(schoolError).toHaveCount(0);
  await page.getByRole('button', { name: 'Register student' }).click();
  await expect(page).toHaveURL(/\/students\/[0-9a-f]{24}\?registered=1$/);
  const issued = page.getByTestId('registered-username');
  await expect(issued).toHaveText(/^GE[A-Za-z]\d+$/);
  const username = (await issued.textContent())!.trim();
  const studentUrl = new URL(page.url()).pathname;

  // Search finds the new student at once by username (registering writes through to the console's copy).
  await page.goto(`/students?q=${username}`);
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expect(page.getByTestId('student-row')).toContainText('Nino Beridze');

  // Find the student by e-mail (pasted with another address).
  await follow(page.getByRole('link', { name: 'Find by a list of e-mails' }));
  await expect(page).toHaveURL(/\/students\?by=email$/);
  await page.getByLabel('Find by e-mail').fill(`${email.toUpperCase()}; someone.else@example.com`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/email=/);
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expect(page.getByTestId('student-row')).toContainText(username);
  await expect(page.getByTestId('students-summary')).toContainText('1 student in all');
  await page.getByLabel('Find by e-mail').fill('not-an-address, ok@example.com');
  await expect(page.getByText('This is not an e-mail address: not-an-address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();

  // Edit the grade: the review lists only that change, and it is saved.
  await page.goto(`${studentUrl}/edit`);
  await hydrated(page);
  await page.getByLabel('Grade').selectOption('8');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByTestId('change-summary')).toContainText('Grade: Grade 7 → Grade 8');
  await expect(page.getByTestId('change-summary').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page).toHaveURL(new RegExp(`${studentUrl}\\?saved=1$`));
  await expect(page.getByTestId('saved-banner')).toContainText('saved');
  await expect(page.getByTestId('student-details').locator('[data-field="Grade"]')).toHaveText('8');

  // Generate a sign-in link for stem: the countdown runs.
  const stem = page.getByTestId('org-card-stem');
  await expect(stem.getByTestId('org-not-signed-in')).toBeVisible();
  await stem.getByRole('button', { name: /Generate sign-in link/ }).click();
  const link = stem.getByTestId('sign-in-link-url');
  await expect(link).toHaveValue(/\/sandbox\/__sandbox\/auth\/[\w-]+$/);
  const url = (await link.inputValue()).trim();
  await expect(stem.getByTestId('sign-in-link-open')).toHaveAttribute('href', url);
  await expect(stem.getByTestId('sign-in-link-countdown')).toHaveText(/^[12] minutes?( \d\d seconds)?$/);
  await shoot(page, 'student-page-link');

  // Open it as the student: signed in; a second visit is refused.
  const visit = await page.context().newPage();
  await visit.goto(url);
  await expect(visit.getByRole('heading', { name: /panel$/ })).toBeVisible();
  const again = await request.get(url);
  expect(again.status()).toBe(410);
  expect(await again.text()).toContain('already used');
  await visit.close();

  // The card is the console's stored copy from before the visit ("As of …"): Refresh reads it from the API now.
  await stem.getByRole('button', { name: 'Refresh from the Partner API' }).click();
  await expect(page.getByTestId('org-card-stem').getByTestId('org-signed-in')).toBeVisible();
  await expect(page.getByTestId('org-card-stem').getByText('Applications (0)')).toBeVisible();
});

test('screenshots of the list; the e-mail finder says when the API corrected the page size', async ({ page }) => {
  await signInAs(page, 'admin');
  await openSearch(page, '/students');
  await shoot(page, 'students-list');
  // The first three rows' addresses: the e-mail column's text (its line breaks are <wbr>, no text of their own).
  const addresses = (
    await page.getByTestId('directory-results').locator('tbody td:nth-child(2) > span:first-child').allTextContents()
  ).slice(0, 3);
  expect(addresses).toHaveLength(3);
  await page.goto(`/students?email=${encodeURIComponent(addresses.join(','))}&limit=500`);
  await expect(page.getByTestId('students-summary')).toContainText("100 per page: the API's maximum");
  await expect(page.getByTestId('student-row')).toHaveCount(3);
  await shoot(page, 'students-by-email');
  await openSearch(page, '/students?org=stem&signedIn=no');
  await shoot(page, 'students-list-stem');
});

test('a sign-in link for an organization that is not activated offers to activate it', async ({ page }) => {
  await signInAs(page, 'support');
  // A student who is not activated for neo (nor common): look at the search's Platforms column for one.
  await openSearch(page, '/students?limit=100');
  const rows = page.getByTestId('student-row');
  const count = await rows.count();
  let href: string | null = null;
  for (let i = 0; i < count && !href; i++) {
    const text = (await rows.nth(i).locator('td').nth(4).textContent()) ?? '';
    if (!text.includes('neo') && !text.includes('common'))
      href = await rows.nth(i).getByRole('link').first().getAttribute('href');
  }
  expect(href, 'a seeded student not activated for neo').not.toBeNull();
  const studentId = href!.split('/').pop()!;
  await page.goto(`/sign-in-links?student=${studentId}&organization=neo`);
  await hydrated(page);
  await page.getByLabel('Open at (optional)').fill('//evil.example');
  await expect(page.getByText('The page to open must begin with one “/”')).toBeVisible();
  await page.getByLabel('Open at (optional)').fill('/dashboard');
  await page.getByRole('button', { name: /Generate sign-in link/ }).click();
  await expect(page.getByText('The student is not activated for neo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy request id for support' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate neo and generate' }).click();
  await expect(page.getByTestId('sign-in-link-countdown')).toBeVisible();
  await shoot(page, 'sign-in-links-page');
});

test('a refusal that comes after the school was changed is not shown at the new school', async ({
  adminPage: page,
  request,
}) => {
  await page.goto('/students/new');
  await hydrated(page);
  await fillRegistration(page, {
    email: `late.answer.${Date.now()}@example.com`,
    school: 'Tbilisi Public School No. 99',
  });
  const schoolError = page.locator('#student-school-error');
  await expect(schoolError).toContainText('School is not one the platform knows');
  // The API's answer to the registration (the same refusal) is held until the school has been corrected.
  await holdAnswers(request, 'registerStudent', 1);
  try {
    await page.getByRole('button', { name: 'Register student' }).click();
    await page.getByLabel('School').fill('Tbilisi Public School No. 1');
    await releaseUntil(request, 'registerStudent', page.getByText('The student was not registered.'));
    // Server actions run one at a time: the check of the new school comes after the held answer.
    await expect(page.getByTestId('registration-check')).toContainText('would accept', { timeout: 15_000 });
    await expect(page.getByLabel('School')).toHaveValue('Tbilisi Public School No. 1');
    await expect(schoolError).toHaveCount(0);
  } finally {
    await clearFaults(request);
  }
});
