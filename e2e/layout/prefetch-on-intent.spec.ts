import { expect, test } from '../support/test';
import { follow, hydrated } from '../support/streamed';
import { signInAs } from '../support/users';

/**
 * Links prefetch a page when someone points at it, not when it is on screen (components/ui/link.tsx): every page
 * is rendered per person, so a prefetch on sight made the server render each menu page again on every view.
 */
test('the menu asks the server for no page until a link is pointed at, then for that one', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) {
      prefetched.push(new URL(request.url()).pathname);
    }
  });
  await signInAs(page, 'admin');
  await page.goto('/');
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: 'Sections' });
  await expect(menu.getByRole('link')).toHaveCount(12);

  const students = menu.getByRole('link', { name: 'Students' });
  await students.hover();
  // Viewport prefetches would have been queued at hydration, before this one: only /students is ever asked for.
  await expect.poll(() => prefetched).toContain('/students');
  expect(new Set(prefetched)).toEqual(new Set(['/students']));

  await follow(students);
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
});
