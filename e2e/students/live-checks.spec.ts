import { expect, test } from '../support/test';
import { hydrated } from '../support/streamed';
import { signInAs } from '../support/users';

/** The registration form checks every field with the shared rules as it is typed, and the API once complete. */
test('every mistake shows as it is typed; the API check runs once the form is complete', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/students/new');
  const status = page.getByTestId('registration-check');
  await expect(status).toHaveText(
    'Still to fill in: First name, Last name, Date of birth, Sex, E-mail, Country, City, School, Grade. Then the Partner API checks the registration before you send it.',
  );

  // A date that cannot exist is flagged once typed, and a bad address once the field is left: both at once.
  await hydrated(page);
  await page.getByLabel('Date of birth').fill('31/02/2012');
  await expect(page.locator('#student-birth-error')).toHaveText(
    'Date of birth must be a real date, written DD/MM/YYYY.',
  );
  await page.getByLabel('E-mail').fill('nino.example.com');
  await page.getByLabel('First name').fill('Nino');
  await expect(page.locator('#student-email-error')).toContainText('E-mail must be a valid address');
  await expect(page.locator('#student-birth-error')).toBeVisible();

  await page.getByLabel('Last name').fill('Beridze');
  await page.getByLabel('Sex').selectOption('f');
  await page.getByLabel('Country').selectOption({ label: 'GEORGIA' });
  await page.getByLabel('City').fill('Tbilsi');
  await page.getByLabel('School').fill('Tbilisi Public School No. 1');
  await page.getByLabel('Grade').selectOption('7');
  // Every required field is filled: the status line no longer asks for them.
  await expect(status).toHaveText(
    'Every required field is filled. Fix the highlighted fields; then the Partner API checks the registration.',
  );

  // Fixed as typed; the API check then runs by itself and finds the city's typo without pressing Register.
  await page.getByLabel('Date of birth').fill('28/02/2012');
  await page.getByLabel('E-mail').fill(`nino.live.${Date.now()}@example.com`);
  await expect(page.locator('#student-birth-error')).toHaveCount(0);
  await expect(page.locator('#student-email-error')).toHaveCount(0);
  await expect(status).toHaveText('The Partner API found problems; see the fields above.', { timeout: 15_000 });
  await expect(page.locator('#student-city-error')).toContainText('City is not one the platform knows');
  await page.getByLabel('City').fill('Tbilisi');
  await expect(status).toHaveText('The Partner API would accept this registration.', { timeout: 15_000 });
});
