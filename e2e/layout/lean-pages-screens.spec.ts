import { expect, test } from '../support/test';
import { coordinatorSchool, studentOfSchool } from '../support/scope';
import { shootWidths } from '../support/screens';
import { hydrated } from '../support/streamed';

/**
 * Issue 36 "Lean pages": the pages whose markup was cut (Students, a search, a student), in English and Georgian at
 * 1280 and 390 px, to compare with the same shots taken before a change to their markup: cutting bytes must not
 * change what they look like. Saved under test-results/screens-<port>/lean-pages (the whole page at both widths); not
 * compared here.
 */
for (const language of [
  { code: 'en', locale: 'en-US' },
  { code: 'ka', locale: 'ka-GE' },
] as const) {
  test(`${language.code}: Students, a search and a student at 1280 and 390 px`, async ({ pageAs }) => {
    test.setTimeout(90_000);
    const page = await pageAs('admin', { locale: language.locale, timezoneId: 'UTC' });
    const student = await studentOfSchool(coordinatorSchool);
    for (const [name, href] of [
      ['students', '/students'],
      ['search', '/students?q=mar'],
    ] as const) {
      await page.goto(href);
      await expect(page.getByTestId('student-row').first()).toBeVisible({ timeout: 30_000 });
      await hydrated(page);
      await shootWidths(page, 'lean-pages', `${language.code}-${name}`, undefined, true);
    }
    await page.goto(`/students/${student._id}`);
    await expect(page.getByTestId('student-username')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0, { timeout: 30_000 });
    await hydrated(page);
    await shootWidths(page, 'lean-pages', `${language.code}-student`, undefined, true);
  });
}
