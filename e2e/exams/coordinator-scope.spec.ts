import { expect, test, type Page } from '@playwright/test';
import { coordinatorSchool, otherSchool, schoolsOf, studentOfSchool } from '../support/scope';
import { storageStateFor } from '../support/users';
import { api, organizationId } from './partner-api';

/**
 * Issue 10 on the exams and applications pages: the demo coordinator (Tbilisi Public School No. 1)
 * opening another school's student, or an application of one, gets the not-found page an unknown id gives.
 */
test.use({ storageState: storageStateFor('coordinator') });

const unknownId = 'f'.repeat(24);

async function shown(page: Page, url: string): Promise<{ status: number; text: string }> {
  const response = await page.goto(url);
  return { status: response?.status() ?? 0, text: await page.locator('main').first().innerText() };
}

type SeedApplication = { _id: string; uuid: string; user: { mainId?: string } };

test('available exams: another school’s student is not found, as an unknown id; their own school’s student opens', async ({ page }) => {
  const [mine, other] = await Promise.all([studentOfSchool(coordinatorSchool), studentOfSchool(otherSchool)]);

  const forOther = await shown(page, `/exams/stem/available/${other._id}`);
  expect(forOther.status).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(forOther.text).not.toContain(other.fullName);
  expect(await shown(page, `/exams/stem/available/${unknownId}`)).toEqual(forOther);
  expect((await shown(page, `/exams/stem/why?student=${other._id}`)).status).toBe(404);

  const forMine = await shown(page, `/exams/stem/available/${mine._id}`);
  expect(forMine.status).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: mine.fullName })).toBeVisible();
});

test('applications: another school’s application is not found; the list says it is filtered to their schools', async ({ page }) => {
  const orgId = await organizationId('stem');
  const { data: applications } = await api<SeedApplication[]>('GET', `/${orgId}/application?limit=100`);
  const schools = await schoolsOf(applications.flatMap((a) => (a.user.mainId ? [a.user.mainId] : [])));
  const theirs = applications.find((a) => schools.get(a.user.mainId ?? '') === otherSchool);
  expect(theirs, 'a seeded stem application of another school').toBeTruthy();

  const detail = await shown(page, `/applications/stem/${theirs!._id}`);
  expect(detail.status).toBe(404);
  expect(detail.text).toEqual((await shown(page, `/applications/stem/${unknownId}`)).text);

  await page.goto('/applications?organization=stem&limit=100');
  await expect(page.getByTestId('schools-filter')).toContainText(coordinatorSchool);
  await expect(page.getByText('Loading applications…')).toHaveCount(0);
  await expect(page.getByText(theirs!.uuid)).toHaveCount(0);
});
