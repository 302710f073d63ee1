import { expect, test, type Page } from '@playwright/test';
import { bridgeBuilders } from '../group-challenges/sandbox';
import { coordinatorSchool, otherSchool, studentOfSchool } from '../support/scope';
import { storageStateFor } from '../support/users';

/**
 * Issue 10: a coordinator is kept to their schools. Every page and route that takes a student id answers
 * another school's student exactly as it answers an id nobody has: 404, the same page.
 */
test.use({ storageState: storageStateFor('coordinator') });

const unknownId = 'f'.repeat(24);

async function shown(page: Page, url: string): Promise<{ status: number; text: string }> {
  const response = await page.goto(url);
  return { status: response?.status() ?? 0, text: await page.locator('main').first().innerText() };
}

test('another school\'s student is not found on every page and route that takes a student id', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [mine, other, challenge] = await Promise.all([studentOfSchool(coordinatorSchool), studentOfSchool(otherSchool), bridgeBuilders(request)]);
  const pages = (id: string) => [
    `/students/${id}`,
    `/students/${id}/edit`,
    `/exams/stem/available/${id}`,
    `/group-challenges/stem/${challenge._id}/students/${id}`,
  ];
  for (const [index, url] of pages(other._id).entries()) {
    const forOther = await shown(page, url);
    expect(forOther.status, url).toBe(404);
    expect(forOther.text, url).not.toContain(other.fullName);
    const forUnknown = await shown(page, pages(unknownId)[index]!);
    expect(forUnknown.status).toBe(404);
    expect(forOther.text, url).toBe(forUnknown.text);
    const forMine = await shown(page, pages(mine._id)[index]!);
    expect(forMine.status, pages(mine._id)[index]).toBe(200);
  }

  const document = await page.request.get(`/students/${other._id}/documents/stem/certificate/${'a'.repeat(24)}`);
  expect(document.status()).toBe(404);
  expect(await document.text()).not.toContain(other.fullName);

  const linkForOther = await shown(page, `/sign-in-links?student=${other._id}`);
  const linkForUnknown = await shown(page, `/sign-in-links?student=${unknownId}`);
  expect(linkForOther.text.replace(other._id, unknownId)).toBe(linkForUnknown.text);
  expect(linkForOther.text).not.toContain(other.fullName);
  expect((await shown(page, `/sign-in-links?student=${mine._id}`)).text).toContain(mine.fullName);
});
