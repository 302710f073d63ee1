import { expect, test, type Browser, type Page } from '../support/test';
import Papa from 'papaparse';
import { insightFormat } from '@/components/insights/insight-format';
import { dayIn, mondayOf } from '@/lib/insights/weeks';
import { api } from '../exams/partner-api';
import { fitsBothWidths } from '../support/fits';
import { coordinatorSchool } from '../support/scope';
import { screensDir } from '../support/screens';
import { budgetWaitMs, follow } from '../support/streamed';
import { storageStateFor, type Role } from '../support/users';

/**
 * Issue 33 (6): the Insights page, from the console's copy of the account. The seed's students were registered in
 * September 2024 (server/sandbox/students/seed): those weeks never change, whatever other tests register now, so
 * their rows must hold exactly the seed's students of the viewer's scope (a coordinator's school only), in the
 * reader's weeks (Monday to Sunday in their zone), on the page and in the CSV.
 */
type SeedStudent = { _id: string; createdAt: string; school?: { name: string } | null };

const seed: SeedStudent[] = [];

test.beforeAll(async () => {
  // The demo account's students as the API has them (100 a call, as the console's mirror reads them).
  for (let page = 1; ; page++) {
    const { data } = await api<SeedStudent[]>('GET', `/student?page=${page}&limit=100`);
    seed.push(...data.filter((s) => s.createdAt < '2025-01-01'));
    if (data.length < 100) break;
  }
  expect(seed.length, 'the demo account has its 300 seeded students').toBe(300);
});

/** The seed's registrations of a scope per Monday (YYYY-MM-DD) in a zone. */
function seedWeeks(school: string | null, timeZone: string): Map<string, number> {
  const weeks = new Map<string, number>();
  for (const s of seed) {
    if (school !== null && s.school?.name !== school) continue;
    const monday = mondayOf(dayIn(new Date(s.createdAt), timeZone));
    weeks.set(monday, (weeks.get(monday) ?? 0) + 1);
  }
  return weeks;
}

/** The Insights page once the mirror's first read has completed and the registrations table shows `weeks`. */
async function insightsShow(page: Page, weeks: Map<string, number>, locale: string, timeZone: string) {
  const format = insightFormat(locale, timeZone);
  const card = page.getByTestId('insight-registrations');
  await expect(async () => {
    await page.goto('/insights');
    await expect(card.locator('table')).toBeVisible({ timeout: 2_000 });
    for (const [monday, count] of weeks) {
      const row = card.locator('tbody tr').filter({ hasText: format.day(monday) });
      await expect(row.locator('td').last()).toHaveText(format.count(count), { timeout: 1_000 });
    }
  }).toPass({ timeout: budgetWaitMs });
}

/** The chart's CSV, downloaded through its link, as rows (header first). */
async function csvOf(page: Page, chart: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`insight-${chart}`).locator(`a[href="/api/insights/${chart}"]`).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^insights-${chart}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const text = await (await download.createReadStream()).toArray();
  const body = Buffer.concat(text).toString('utf8');
  expect(body.startsWith('\uFEFF'), 'the CSV starts with a byte-order mark').toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

async function pageAs(browser: Browser, role: Role, locale: string, timeZone: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageStateFor(role),
    locale,
    timezoneId: timeZone,
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

for (const role of ['coordinator', 'support'] as const) {
  test(`${role} in Georgian at 390 px: the seed's registrations of their scope, the CSV with the same rows`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const timeZone = 'Asia/Tbilisi';
    const page = await pageAs(browser, role, 'ka-GE', timeZone, 390);
    const weeks = seedWeeks(role === 'coordinator' ? coordinatorSchool : null, timeZone);
    const total = [...weeks.values()].reduce((a, b) => a + b, 0);
    if (role === 'coordinator') expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(role === 'coordinator' ? 300 : 301);
    await insightsShow(page, weeks, 'ka', timeZone);
    await expect(page.getByRole('heading', { level: 1, name: 'ანალიტიკა' })).toBeVisible();
    for (const chart of ['registrations', 'sign-ins', 'applications', 'imports'])
      await expect(page.getByTestId(`insight-${chart}`)).toBeVisible();
    // How old and how whole the copy is: "as of …, covers N of M students".
    await expect(page.getByTestId('insight-registrations').getByTestId('insight-coverage')).toContainText(
      'მდგომარეობა',
    );

    const rows = await csvOf(page, 'registrations');
    expect(rows[0]).toEqual(['კვირა', 'დარეგისტრირებული მოსწავლეები']);
    for (const [monday, count] of weeks) expect(rows).toContainEqual([monday, String(count)]);

    // Sign-ins: a row for each of the five organizations, as many students on the page as in the CSV.
    const signIns = await csvOf(page, 'sign-ins');
    expect(signIns[0]).toEqual(['ორგანიზაცია', 'შესულია', 'არ შესულა', 'შესულია (%)']);
    expect(signIns).toHaveLength(6);
    const signInTable = page.getByTestId('insight-sign-ins').locator('table');
    for (const [name, signedIn, notSignedIn] of signIns.slice(1)) {
      const row = signInTable.locator('tbody tr').filter({ hasText: name! });
      await expect(row.locator('td').nth(1)).toHaveText(insightFormat('ka', timeZone).count(Number(signedIn)));
      await expect(row.locator('td').nth(2)).toHaveText(insightFormat('ka', timeZone).count(Number(notSignedIn)));
    }
    const applications = await csvOf(page, 'applications');
    expect(applications[0]).toEqual([
      'ორგანიზაცია',
      'სესია',
      'გადახდილი',
      'გადახდას ელოდება',
      'გაუქმებული',
      'სხვა მდგომარეობა',
      'გადახდის გარეშე',
      'სულ',
    ]);
    expect(applications.length).toBeGreaterThan(1);

    await fitsBothWidths(page, screensDir('insights'), `insights-${role}-ka`);
    await page.context().close();
  });
}

test('support in English at 1280 px: the menu leads to Insights, every chart with its table and download', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const timeZone = 'UTC';
  const page = await pageAs(browser, 'support', 'en-US', timeZone, 1280);
  await insightsShow(page, seedWeeks(null, timeZone), 'en', timeZone);
  await page.goto('/');
  await follow(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Insights' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Insights' }),
  ).toHaveAttribute('aria-current', 'page');
  for (const title of [
    'Registrations per week',
    'Sign-in coverage per organization',
    'Applications per exam sitting',
  ]) {
    const card = page.getByRole('region', { name: title });
    await expect(
      card.getByRole('img', { name: `${title}: bar chart. The table beside it gives every value.` }),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: `Download CSV: ${title}` })).toBeVisible();
  }
  // Imports: a chart once an import has registered rows (other tests of this console may have run one), else it says so.
  const imports = page.getByRole('region', { name: 'Imports over time' });
  await expect(
    imports
      .getByRole('img', { name: /^Imports over time: bar chart/ })
      .or(imports.getByText('No import has registered students yet.')),
  ).toBeVisible();
  await expect(page.getByTestId('insight-registrations').getByTestId('insight-coverage')).toHaveText(
    /^As of .+ · covers [\d,]+ of [\d,]+ students in scope$/,
  );
  const rows = await csvOf(page, 'registrations');
  expect(rows[0]).toEqual(['Week', 'Students registered']);
  await fitsBothWidths(page, screensDir('insights'), 'insights-support-en');
  await page.context().close();
});
