import { expect, test, type Page } from '@playwright/test';
import { coordinatorSchool, otherSchool, studentOfSchool } from '../support/scope';
import { storageStateFor } from '../support/users';
import { bridgeBuilders } from './sandbox';

/**
 * Issue 10 on the group-challenge pages: the demo coordinator (Tbilisi Public School No. 1) opening
 * another school's student, or a group with none of their schools' students, gets the not-found page,
 * the same page an id nobody has gives.
 */
test.use({ storageState: storageStateFor('coordinator') });

const unknownId = 'f'.repeat(24);

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  return { status: response?.status() ?? 0, heading: await page.getByRole('heading', { level: 1 }).first().innerText() };
}

test('the standing page of another school\'s student is not found, as for an unknown id; their own student\'s page opens', async ({ page, request }) => {
  const [mine, other, challenge] = await Promise.all([studentOfSchool(coordinatorSchool), studentOfSchool(otherSchool), bridgeBuilders(request)]);
  const standing = (id: string) => `/group-challenges/stem/${challenge._id}/students/${id}`;

  const forOther = await open(page, standing(other._id));
  expect(forOther).toEqual({ status: 404, heading: 'Page not found' });
  await expect(page.getByText(other.fullName)).toHaveCount(0);
  expect(await open(page, standing(unknownId))).toEqual(forOther);

  const forMine = await open(page, standing(mine._id));
  expect(forMine.status).toBe(200);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Student', { exact: true })).toBeVisible();
});

test('a group with no student of their schools is not found; the list of groups leaves it out', async ({ page, request }) => {
  const challenge = await bridgeBuilders(request);
  const arch = challenge.groups.find((g) => g.name === 'The Arch Team');
  if (!arch) throw new Error('The seed has no The Arch Team group');
  expect(await open(page, `/group-challenges/stem/${challenge._id}/groups/${arch._id}`)).toEqual({ status: 404, heading: 'Page not found' });

  await page.goto(`/group-challenges/stem/${challenge._id}`);
  await expect(page.getByRole('heading', { name: 'Bridge Builders', level: 1 })).toBeVisible();
  // The list has been read (a table of groups, or none of theirs yet) before looking for the group.
  await expect(page.getByText(/^Steps submitted$|None of your students is in a group/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Arch Team' })).toHaveCount(0);
});
