import { expect, test, type Page } from '../support/test';
import { api, registerStudent, signInOnce } from '../exams/partner-api';
import { copyChallenge } from '../group-challenges/sandbox';
import { clearFaults, holdAnswers, releaseUntil } from '../support/sandbox-control';
import { hydrated } from '../support/streamed';
import { storageStateFor } from '../support/users';

/**
 * Pages that answer a real 404 for what the user may not see (a student, a group) have no loading.tsx above
 * them (e2e/auth/coordinator-scope.spec.ts), nor do the lists above those pages. They still show something at
 * once: a page awaits only what decides found or not found and streams the rest behind a skeleton, and the
 * clicked link spins while that decision is made. The sandbox holds one operation's answers (holdAnswers) until the
 * test has seen the page wait, then lets them go (releaseUntil): what the test sees never depends on how fast the
 * machine is. What is left is cleared after each test.
 */
test.use({ storageState: storageStateFor('admin') });
test.afterEach(({ request }) => clearFaults(request));

const shots = 'test-results/loading';

const skeleton = (page: Page, label: string) => page.getByTestId('skeleton').filter({ hasText: label });

test('finding students by e-mail shows the heading and a skeleton while listStudents is slow, then the answer', async ({
  page,
  request,
}) => {
  await holdAnswers(request, 'listStudents');
  // Addresses no other test (nor an earlier repetition) asks for, so the console holds no stored copy of this
  // answer and asks the (slow) API.
  const email = `slow-${test.info().repeatEachIndex}-${Date.now()}@example.com`;
  await page.goto(`/students?email=${encodeURIComponent(email)}`, { waitUntil: 'commit' });
  await expect(skeleton(page, 'Loading students…')).toBeVisible();
  await expect(page.getByTestId('students-summary')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.screenshot({ path: `${shots}/students-list-loading-1280.png` });
  await releaseUntil(request, 'listStudents', page.getByTestId('students-summary'));
  await expect(page.getByTestId('students-summary')).toHaveText('No students.');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
});

test('a student opened from the list: the link spins while the student is read, then the page shows with its cards loading', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const registered = await registerStudent('7', 'loading');
  // Signed in to stem, so the card must be read (getOrgStudent): a card of a student the directory's sync saw never
  // signed in there is shown from that fact at once, and a sync may run meanwhile (the search spec's Sync now).
  await signInOnce('stem', registered._id);
  const { data: student } = await api<{ _id: string; fullName: string; email: string }>(
    'GET',
    `/student/${registered._id}`,
  );
  await page.goto(`/students?email=${encodeURIComponent(student.email)}`);
  const row = page.getByTestId('student-row').filter({ hasText: student.fullName });
  await expect(row).toHaveCount(1);
  // A click before the script has taken over would load the student's page in full, with no spinning link.
  await hydrated(page);

  await holdAnswers(request, 'getStudent');
  await holdAnswers(request, 'getOrgStudent');
  const link = row.getByRole('link', { name: student.fullName });
  await link.click();
  // The page cannot send a byte before it knows the student is found: the click shows it is under way.
  await expect(link.getByTestId('link-pending')).toHaveAttribute('data-pending', 'true');
  await expect(page).toHaveURL(/\/students\?email=/);
  await page.screenshot({ path: `${shots}/student-link-pending-1280.png` });

  // The record is there; the organization's card (getOrgStudent) is still a skeleton.
  const stemCard = page.getByTestId('org-card-stem');
  await releaseUntil(request, 'getStudent', page.getByRole('status').filter({ hasText: /^Loading STEM/ }));
  await expect(stemCard).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: student.fullName })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/students/${student._id}`);
  await page.screenshot({ path: `${shots}/student-page-loading-1280.png`, fullPage: true });

  await releaseUntil(request, 'getOrgStudent', stemCard.getByTestId('org-signed-in'));
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set password' })).toBeVisible();
  await page.screenshot({ path: `${shots}/student-page-loaded-1280.png`, fullPage: true });
});

test("a student's available exams: the way back and a skeleton while listAvailableExams is slow, then the tree", async ({
  page,
  request,
}) => {
  const student = await registerStudent('7', 'loading');
  await signInOnce('stem', student._id);
  await holdAnswers(request, 'listAvailableExams');
  await page.goto(`/exams/stem/available/${student._id}`, { waitUntil: 'commit' });
  const tree = skeleton(page, 'Loading the student’s exams…');
  await expect(tree).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: student.fullName })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← STEM Olympiad exams' })).toBeVisible();
  await page.screenshot({ path: `${shots}/available-exams-loading-1280.png` });
  await releaseUntil(request, 'listAvailableExams', page.getByRole('heading', { level: 1, name: student.fullName }));
  await expect(tree).toHaveCount(0);
});

test('a challenge: where it sits and a skeleton while getGroupChallenge is slow, then the challenge', async ({
  page,
  request,
}) => {
  // A new challenge, so the console has no stored copy of it (not even from an earlier repetition) and asks the API.
  const title = `Winter Data Quest ${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
  const challenge = await copyChallenge(request, 'Winter Data Quest', title);
  await holdAnswers(request, 'getGroupChallenge');
  await page.goto(`/group-challenges/stem/${challenge._id}`, { waitUntil: 'commit' });
  const loading = skeleton(page, 'Loading the challenge…');
  await expect(loading).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'STEM Olympiad' })).toBeVisible();
  await page.screenshot({ path: `${shots}/challenge-loading-1280.png` });
  await releaseUntil(request, 'getGroupChallenge', page.getByRole('heading', { level: 1, name: title }));
  await expect(loading).toHaveCount(0);
  await expect(breadcrumb).toContainText(title);
});
