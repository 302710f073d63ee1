import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { e2eBasePort } from '../support/e2e-port';
import { coordinatorSchool, schoolsOf } from '../support/scope';
import { budgetWaitMs, follow } from '../support/streamed';
import { clearFaults, holdAnswers, releaseUntil } from '../support/sandbox-control';
import { storageStateFor } from '../support/users';
import {
  api,
  availableExams,
  organizationApplications,
  organizationId,
  registerStudent,
  signInOnce,
} from './partner-api';

/**
 * A coordinator's applications list holds only their schools' students' applications, read over the API's
 * pages until the console's page is full, and pages by Next / Previous (a cursor in the address) instead of
 * the API's page numbers, which count every school. The pages stream a skeleton while the API is slow.
 */
test.use({ storageState: storageStateFor('coordinator') });
// A spare held answer left by holdAnswers must not hold this worker's next test.
test.afterEach(({ request }) => clearFaults(request));

const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}`);

type SeedApplication = { _id: string; uuid: string; user: { mainId?: string } };

/** The uuids of stem's applications of the coordinator's school's students, in the API's order (read as the account). */
async function oursInStem(): Promise<{ uuids: string[]; any: SeedApplication }> {
  const all = await organizationApplications<SeedApplication>('stem');
  const schools = await schoolsOf(all.flatMap((a) => (a.user.mainId ? [a.user.mainId] : [])));
  const ours = all.filter((a) => schools.get(a.user.mainId ?? '') === coordinatorSchool);
  return { uuids: ours.map((a) => a.uuid), any: ours[0]! };
}

const uuids = (page: Page) => page.getByTestId('application-row').locator('.font-mono');

/**
 * A view opened by Next or Previous (a client navigation), read once its rows have arrived: the address is the
 * link's (the earlier views' addresses have a cursor too), and the page's <Suspense> is keyed by the address,
 * so from then on it shows the new view's skeleton until its rows come. They are read through listApplications,
 * which may wait behind the console's rate budget.
 */
async function openView(page: Page, name: 'Next' | 'Previous'): Promise<string[]> {
  await follow(page.getByRole('link', { name }));
  await expect(page.getByTestId('applications-skeleton')).toHaveCount(0, { timeout: budgetWaitMs });
  await expect(page.getByText('Loading applications…')).toHaveCount(0);
  return uuids(page).allInnerTexts();
}

test('full pages of their schools’ applications; Next and Previous by cursor continue without repeats or gaps; no page numbers', async ({
  page,
}) => {
  // Each view is read through listApplications: room for one wait behind the console's rate budget.
  test.setTimeout(60_000 + budgetWaitMs);
  const ours = await oursInStem();
  expect(ours.uuids.length, 'the seed has stem applications of the coordinator’s school').toBeGreaterThanOrEqual(4);

  // The console's stored copy of stem's applications may predate one a test before this one on this worker added
  // through the API (CI run 19: 4 of the 5 shown, "as of" the console's start): Refresh reads them from the API now.
  await page.goto('/applications?organization=stem');
  await page.getByRole('button', { name: 'Refresh from the Partner API' }).click();
  await expect(uuids(page)).toHaveText(ours.uuids, { timeout: budgetWaitMs });

  const response = await page.goto('/applications?organization=stem&limit=2');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('application-row')).toHaveCount(2);
  const first = await uuids(page).allInnerTexts();
  expect(first).toEqual(ours.uuids.slice(0, 2));
  const summary = page.getByTestId('scan-summary');
  await expect(summary).toContainText('2 applications of your schools’ students · looked through the first ');
  await expect(page.getByRole('navigation', { name: 'Pages' })).not.toContainText('Page 1 of');
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  const shown = [...first];
  const views: string[][] = [first];
  // Each view has arrived before its pager is read: whether it offers Next is that view's answer.
  for (let i = 0; i < 20 && (await page.getByRole('link', { name: 'Next' }).count()) > 0; i++) {
    const view = await openView(page, 'Next');
    expect(page.url()).toMatch(/[?&]from=\d+\.\d+/);
    shown.push(...view);
    views.push(view);
  }
  await expect(summary).toContainText('end of the list');
  expect(new Set(shown).size, 'no application twice').toBe(shown.length);
  // Applications other tests add while this one pages come after these, at the list's end.
  expect(shown.slice(0, ours.uuids.length)).toEqual(ours.uuids);
  expect(
    views.slice(0, -1).every((v) => v.length === 2),
    'every page but the last is full',
  ).toBe(true);

  await page.goto('/applications?organization=stem&limit=2');
  expect(await openView(page, 'Next')).toHaveLength(2);
  expect(page.url()).toMatch(/[?&]from=/);
  expect(await openView(page, 'Previous')).toEqual(first);
  expect(page.url()).toMatch(/[?&]before=/);
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await page.goto('/applications?organization=stem');
  await expect(page.getByTestId('application-row').first()).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screens, `applications-coordinator-${width}.png`), fullPage: true });
  }
});

test('admin keeps the API’s numbered pages', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateFor('admin') });
  const page = await context.newPage();
  await page.goto('/applications?organization=stem&limit=2');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d+ · \d+ applications/);
  await expect(page.getByTestId('scan-summary')).toHaveCount(0);
  await follow(page.getByRole('link', { name: 'Next' }));
  await expect(page).toHaveURL(/[?&]page=2/);
  await context.close();
});

test('the list shows its heading at once and a skeleton while the API is slow, then the rows', async ({
  browser,
  request,
}) => {
  // As admin, the list of a student who signed in and applied just now, outside the console: neither a stored copy
  // nor the mirror's copy of the organization's applications (read before) holds it, so the (slow) API is asked.
  const student = await registerStudent('7', 'skeleton');
  await signInOnce('stem', student._id);
  const examId = (await availableExams('stem', student._id))[0]?.sessions[0]?.languages[0]?.matchedExam._id;
  expect(examId, 'an exam offered to a grade 7 student in stem').toBeTruthy();
  await api('POST', `/${await organizationId('stem')}/application`, { studentId: student._id, examId });
  const context = await browser.newContext({ storageState: storageStateFor('admin') });
  const page = await context.newPage();
  await holdAnswers(request, 'listStudentApplications');
  await page.goto(`/applications?organization=stem&student=${student._id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: /applications/ })).toBeVisible();
  const skeleton = page.getByTestId('applications-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(page.getByTestId('application-row')).toHaveCount(0);
  await releaseUntil(request, 'listStudentApplications', page.getByTestId('application-row').first());
  await expect(skeleton).toHaveCount(0);
  await context.close();
});

test('an application: its way back at once and a skeleton while the rest is read; another school’s is still a real 404', async ({
  page,
  request,
}) => {
  const ours = await oursInStem();
  await holdAnswers(request, 'listAvailableExams');
  await page.goto(`/applications/stem/${ours.any._id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: /← .* applications/ })).toBeVisible();
  const skeleton = page.getByTestId('application-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await releaseUntil(request, 'listAvailableExams', page.getByRole('heading', { level: 1 }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' · ');
  await expect(skeleton).toHaveCount(0);
  expect((await page.goto(`/applications/stem/${'f'.repeat(24)}`))?.status()).toBe(404);
});
