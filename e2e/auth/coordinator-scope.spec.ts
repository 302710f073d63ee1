import { expect, test } from '../support/test';
import { bridgeBuilders } from '../group-challenges/sandbox';
import { coordinatorSchool, otherSchool, studentOfSchool } from '../support/scope';
import { notFoundHeading, open, shown } from '../support/streamed';
import { storageStateFor } from '../support/users';

/**
 * Issue 10: a coordinator is kept to their schools. Every page and route that takes a student id answers
 * another school's student exactly as it answers an id nobody has: 404, the same page.
 */
test.use({ storageState: storageStateFor('coordinator') });

const unknownId = 'f'.repeat(24);

test("another school's student is not found on every page and route that takes a student id", async ({
  page,
  request,
}) => {
  // Fifteen reads of students (getStudent) through the console: room for one wait behind its rate budget.
  test.setTimeout(120_000);
  const [mine, other, challenge] = await Promise.all([
    studentOfSchool(coordinatorSchool),
    studentOfSchool(otherSchool),
    bridgeBuilders(request),
  ]);
  const pages = (id: string) => [
    `/students/${id}`,
    `/students/${id}/edit`,
    `/exams/stem/available/${id}`,
    `/group-challenges/stem/${challenge._id}/students/${id}`,
  ];
  const notFound = notFoundHeading(page);
  for (const [index, url] of pages(other._id).entries()) {
    const forOther = await shown(page, url, notFound);
    expect(forOther.status, url).toBe(404);
    expect(forOther.text, url).not.toContain(other.fullName);
    const forUnknown = await shown(page, pages(unknownId)[index]!, notFound);
    expect(forUnknown.status).toBe(404);
    expect(forOther.text, url).toBe(forUnknown.text);
    // Their own school's student opens: the page's heading names them (on the edit page, "Edit <name>").
    const mineUrl = pages(mine._id)[index]!;
    expect(await open(page, mineUrl, page.getByRole('heading', { level: 1, name: mine.fullName })), mineUrl).toBe(200);
  }

  const document = await page.request.get(`/students/${other._id}/documents/stem/certificate/${'a'.repeat(24)}`);
  expect(document.status()).toBe(404);
  expect(await document.text()).not.toContain(other.fullName);

  // The page streams behind its loading.tsx: its heading shows once the student has been looked up.
  const signInLinks = page.getByRole('heading', { level: 1, name: 'Sign-in links' });
  const linkForOther = await shown(page, `/sign-in-links?student=${other._id}`, signInLinks);
  const linkForUnknown = await shown(page, `/sign-in-links?student=${unknownId}`, signInLinks);
  expect(linkForOther.text.replace(other._id, unknownId)).toBe(linkForUnknown.text);
  expect(linkForOther.text).not.toContain(other.fullName);
  await page.goto(`/sign-in-links?student=${mine._id}`);
  await expect(page.locator('main').first()).toContainText(mine.fullName);
});
