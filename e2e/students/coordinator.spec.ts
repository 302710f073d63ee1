import { expect, test, type Page } from '../support/test';
import { coordinatorSchool, otherSchool, studentOfSchool } from '../support/scope';
import { hydrated, notFoundHeading, open, shown } from '../support/streamed';
import { storageStateFor } from '../support/users';

/** Issue 10 on the students pages: the demo coordinator (coordinator@demo.test) sees their school only. */
test.use({ storageState: storageStateFor('coordinator') });

const shots = 'test-results/students-coordinator';
const unknownId = 'f'.repeat(24);

/** Students searches the console's copy: wait until the background sync (5 s after start) has filled it. */
async function openList(page: Page, url = '/students?limit=100') {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId('student-row').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
}

test("the search shows their school only; another school's student is not found", async ({ page }) => {
  test.setTimeout(180_000);
  await openList(page);
  await expect(page.getByText('Search every student of your schools')).toBeVisible();
  const schools = await page.getByTestId('student-row').getByTestId('student-school').allInnerTexts();
  expect(schools.length).toBeGreaterThan(1);
  expect(new Set(schools)).toEqual(new Set([coordinatorSchool]));
  await openList(page, '/students');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/coordinator-list.png`, fullPage: true });

  // Filtered by an activated platform: still their school only.
  await openList(page, '/students?platform=stem&limit=100');
  const stemSchools = await page.getByTestId('student-row').getByTestId('student-school').allInnerTexts();
  expect(new Set(stemSchools)).toEqual(new Set([coordinatorSchool]));

  const [mine, other] = await Promise.all([studentOfSchool(coordinatorSchool), studentOfSchool(otherSchool)]);
  const notFound = notFoundHeading(page);
  for (const path of ['', '/edit']) {
    const forOther = await shown(page, `/students/${other._id}${path}`, notFound);
    const forUnknown = await shown(page, `/students/${unknownId}${path}`, notFound);
    expect(forOther.status).toBe(404);
    expect(forOther.text).toBe(forUnknown.text);
    expect(forOther.text).not.toContain(other.fullName);
    // Their own student opens: the heading names them (on the edit page, "Edit <name>").
    expect(
      await open(page, `/students/${mine._id}${path}`, page.getByRole('heading', { level: 1, name: mine.fullName })),
    ).toBe(200);
  }
  // The e-mail filter with both students' addresses finds theirs only.
  await page.goto(`/students?email=${encodeURIComponent([mine.email, other.email].join(','))}`);
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expect(page.getByTestId('student-row')).toContainText(mine.fullName);
  await expect(page.getByTestId('students-source')).toContainText(
    /from the console's directory, last synced \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d (?:UTC|GMT[+-]\d+)\./,
  );
});

test('registering: the school is chosen from theirs, and the new student is on their list at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/students/new');
  const school = page.getByLabel('School');
  await expect(school).toHaveValue(coordinatorSchool);
  await expect(school.locator('option')).toHaveText(['Choose your school…', coordinatorSchool]);
  const email = `coord.e2e.${Date.now()}@example.com`;
  await hydrated(page);
  await page.getByLabel('First name').fill('Elene');
  await page.getByLabel('Last name').fill('Kapanadze');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Date of birth').fill('02/09/2011');
  await page.getByLabel('Sex').selectOption('f');
  await page.getByLabel('Country').selectOption({ label: 'GEORGIA' });
  await page.getByLabel('City').fill('Tbilisi');
  await page.getByLabel('Grade').selectOption('8');
  await expect(page.getByTestId('registration-check')).toContainText('would accept', { timeout: 15_000 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/coordinator-register-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Register student' }).click();
  await expect(page).toHaveURL(/\/students\/[0-9a-f]{24}\?registered=1$/);

  await page.goto(`/students?email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expect(page.getByTestId('student-row')).toContainText('Elene Kapanadze');
});
