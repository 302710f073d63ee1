import { expect, test } from '../support/test';
import { coordinatorSchool, otherSchool, studentOfSchool } from '../support/scope';
import { notFoundHeading, open, shown } from '../support/streamed';
import { storageStateFor } from '../support/users';
import { bridgeBuilders } from './sandbox';

/**
 * Issue 10 on the group-challenge pages: the demo coordinator (Tbilisi Public School No. 1) opening
 * another school's student, or a group with none of their schools' students, gets the not-found page,
 * the same page an id nobody has gives.
 */
test.use({ storageState: storageStateFor('coordinator') });

const unknownId = 'f'.repeat(24);

test("the standing page of another school's student is not found, as for an unknown id; their own student's page opens", async ({
  page,
  request,
}) => {
  const [mine, other, challenge] = await Promise.all([
    studentOfSchool(coordinatorSchool),
    studentOfSchool(otherSchool),
    bridgeBuilders(request),
  ]);
  const standing = (id: string) => `/group-challenges/stem/${challenge._id}/students/${id}`;

  const notFound = notFoundHeading(page);
  const forOther = await shown(page, standing(other._id), notFound);
  expect(forOther.status).toBe(404);
  await expect(page.getByText(other.fullName)).toHaveCount(0);
  expect(await shown(page, standing(unknownId), notFound)).toEqual(forOther);

  // Their own student's standing streams in below the breadcrumb: its heading names them.
  expect(await open(page, standing(mine._id), page.getByRole('heading', { level: 1, name: mine.fullName }))).toBe(200);
  await expect(
    page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Student', { exact: true }),
  ).toBeVisible();
});

test('a group with no student of their schools is not found; the list of groups leaves it out', async ({
  page,
  request,
}) => {
  const challenge = await bridgeBuilders(request);
  const arch = challenge.groups.find((g) => g.name === 'The Arch Team');
  if (!arch) throw new Error('The seed has no The Arch Team group');
  expect(await open(page, `/group-challenges/stem/${challenge._id}/groups/${arch._id}`, notFoundHeading(page))).toBe(
    404,
  );

  await page.goto(`/group-challenges/stem/${challenge._id}`);
  await expect(page.getByRole('heading', { name: 'Bridge Builders', level: 1 })).toBeVisible();
  // The list has been read (a table of groups, or none of theirs yet) before looking for the group.
  await expect(page.getByText(/^Steps submitted$|None of your students is in a group/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Arch Team' })).toHaveCount(0);
});
