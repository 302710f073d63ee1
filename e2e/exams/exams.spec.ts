import { expect, test, type Page } from '../support/test';
import { follow, hydrated } from '../support/streamed';
import { storageStateFor } from '../support/users';
import { availableExams, examIn, registerStudent, signInOnce } from './partner-api';

test.use({ storageState: storageStateFor('admin') });

const shots = 'test-results/exams-screens';
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('apply a stem student from the tree, see the application, move it to the other language, delete it', async ({
  page,
}) => {
  const student = await registerStudent('7', 'tree');
  await signInOnce('stem', student._id);
  const tree = await availableExams('stem', student._id);
  examIn(tree, 'Mathematics', 'Autumn round', 'Georgian');

  await page.goto(`/exams/stem/available/${student._id}`);
  await expect(page.getByRole('heading', { level: 1, name: student.fullName })).toBeVisible();
  await expect(page.getByText('has never signed in')).toHaveCount(0);
  const mathsAutumn = page.getByRole('region', { name: 'Mathematics, Autumn round', exact: true });
  await expect(mathsAutumn.getByText('Free').first()).toBeVisible();
  await screenshots(page, 'tree');

  await hydrated(page);
  await page.getByRole('button', { name: 'Apply to Mathematics, Autumn round, English' }).click();
  await expect(page.getByText('Applied.')).toBeVisible();
  await follow(page.getByRole('link', { name: 'Open the application' }));

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mathematics · Autumn round · English');
  await expect(page.getByTestId('payment')).toHaveText('Paid, free');
  // The application page is built from its stored copy and says so.
  await expect(page.getByTestId('freshness-as-of')).toContainText(/^As of /);
  await screenshots(page, 'application');

  const target = page.getByLabel('Move to');
  const georgian = target.locator('option', { hasText: 'Mathematics · Autumn round · Georgian' });
  await expect(georgian).toHaveCount(1);
  await target.selectOption({ value: (await georgian.getAttribute('value')) ?? '' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved.')).toBeVisible();
  // A success says what happened; request ids are for errors only (issue 17).
  await expect(page.getByRole('status').filter({ hasText: 'Moved.' }).getByText('Request id')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mathematics · Autumn round · Georgian');

  // The student's page names the application by its exam (not by its code) and leads back to it.
  await page.goto(`/students/${student._id}`);
  const named = page.getByTestId('org-card-stem').getByTestId('student-application-link');
  await expect(named).toHaveText('Mathematics · Autumn round · Georgian');
  await follow(named);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mathematics · Autumn round · Georgian');

  await page.getByRole('button', { name: 'Delete application' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(student.fullName);
  await expect(dialog).toContainText('Mathematics · Autumn round · Georgian');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/applications\?.*organization=stem/);
  await expect(page.getByText('The application was deleted.')).toBeVisible();
  await expect(page.getByTestId('application-deleted').getByText('Request id')).toHaveCount(0);
  await expect(page.getByTestId('application-row')).toHaveCount(0);

  // Back in the tree, the category and sitting are offered again.
  await page.goto(`/exams/stem/available/${student._id}`);
  await expect(page.getByRole('button', { name: 'Apply to Mathematics, Autumn round, Georgian' })).toBeVisible();
});

test('why a grade-11 student is not offered a grade 5-9 exam: the grade rule', async ({ page }) => {
  const younger = await registerStudent('7', 'ref');
  const examId = examIn(await availableExams('stem', younger._id), 'Mathematics', 'Autumn round', 'English');
  const older = await registerStudent('11', 'why');

  await page.goto(`/exams/stem/why?exam=${examId}&student=${older._id}`);
  await expect(page.getByRole('heading', { name: 'Why is this exam not offered?' })).toBeVisible();
  const grade = page.getByTestId('rule-grade');
  await expect(grade).toHaveAttribute('data-state', 'fails');
  await expect(grade).toContainText('The student is in grade 11; the exam is for grades 5–9.');
  await expect(page.getByTestId('rule-country')).toHaveAttribute('data-state', 'holds');
  await expect(page.getByTestId('why-summary')).toContainText('Not offered: grade fails.');
  await expect(page.getByText('does not include this exam')).toBeVisible();
  await screenshots(page, 'why');
});
