import { expect, test } from '../support/test';
import { coordinatorSchool, otherSchool, schoolsOf, studentOfSchool } from '../support/scope';
import { notFoundHeading, open, shown } from '../support/streamed';
import { storageStateFor } from '../support/users';
import { api, organizationId } from './partner-api';

/**
 * Issue 10 on the exams and applications pages: the demo coordinator (Tbilisi Public School No. 1)
 * opening another school's student, or an application of one, gets the not-found page an unknown id gives.
 */
test.use({ storageState: storageStateFor('coordinator') });
// Each page reads the student (getStudent) before it answers: room for one wait behind the console's rate budget.
test.describe.configure({ timeout: 120_000 });

const unknownId = 'f'.repeat(24);

type SeedApplication = { _id: string; uuid: string; user: { mainId?: string } };

test('available exams: another school’s student is not found, as an unknown id; their own school’s student opens', async ({
  page,
}) => {
  const [mine, other] = await Promise.all([studentOfSchool(coordinatorSchool), studentOfSchool(otherSchool)]);
  const notFound = notFoundHeading(page);

  const forOther = await shown(page, `/exams/stem/available/${other._id}`, notFound);
  expect(forOther.status).toBe(404);
  expect(forOther.text).not.toContain(other.fullName);
  expect(await shown(page, `/exams/stem/available/${unknownId}`, notFound)).toEqual(forOther);
  expect(await open(page, `/exams/stem/why?student=${other._id}`, notFound)).toBe(404);

  expect(
    await open(page, `/exams/stem/available/${mine._id}`, page.getByRole('heading', { level: 1, name: mine.fullName })),
  ).toBe(200);
});

test('applications: another school’s application is not found; the list says it is filtered to their schools', async ({
  page,
}) => {
  const orgId = await organizationId('stem');
  const { data: applications } = await api<SeedApplication[]>('GET', `/${orgId}/application?limit=100`);
  const schools = await schoolsOf(applications.flatMap((a) => (a.user.mainId ? [a.user.mainId] : [])));
  const theirs = applications.find((a) => schools.get(a.user.mainId ?? '') === otherSchool);
  expect(theirs, 'a seeded stem application of another school').toBeTruthy();

  const notFound = notFoundHeading(page);
  const detail = await shown(page, `/applications/stem/${theirs!._id}`, notFound);
  expect(detail.status).toBe(404);
  expect(detail.text).toEqual((await shown(page, `/applications/stem/${unknownId}`, notFound)).text);

  await page.goto('/applications?organization=stem&limit=100');
  await expect(page.getByTestId('schools-filter')).toContainText(coordinatorSchool);
  // The list has arrived (its pager shows under the rows, or under the note that none is of their schools).
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect(page.getByText('Loading applications…')).toHaveCount(0);
  await expect(page.getByText(theirs!.uuid)).toHaveCount(0);
});
