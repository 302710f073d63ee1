import { expect, test, type Browser, type Page } from '../support/test';
import { read, utils } from '@e965/xlsx';
import { api, organizationId } from '../exams/partner-api';
import { controlHeaders } from '../support/sandbox-control';
import { shootWidths } from '../support/screens';
import { budgetWaitMs, hydrated } from '../support/streamed';
import { storageStateFor } from '../support/users';
import { catalog } from '../support/catalog';

/**
 * Issue 33 item 2: every list the console reads is read to its end (pages of 100, spec §8) or paged on the page.
 * A sandbox of 130 countries is read whole by the import's country lookup and the template; a student with 60
 * certificates shows all 60; the exams of past sittings (the API lists open exams only) lead to their applications.
 */
test.use({ storageState: storageStateFor('admin') });

const languages = { en: catalog('en'), ka: catalog('ka') } as const;
type Language = keyof typeof languages;

async function inLanguage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageStateFor('admin'),
    locale: language === 'ka' ? 'ka-GE' : 'en-US',
  });
  return context.newPage();
}

test('130 countries: the import checks a country of the second page, and the template lists them all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const added = await page.request.post('/sandbox/__sandbox/reference/countries', {
    headers: controlHeaders,
    data: { atLeast: 130 },
  });
  expect(added.status()).toBe(200);
  const { selectable, last } = ((await added.json()) as { data: { selectable: number; last: string } }).data;
  expect(selectable).toBeGreaterThanOrEqual(130);
  // The API's own second page holds the last country: the list is more than one page.
  const second = await api<Array<{ name: string }>>('GET', '/country?page=2&limit=100');
  expect(second.data.map((c) => c.name)).toContain(last);

  // The template's Lists sheet: every country.
  const template = await page.request.get('/api/imports/template?format=xlsx');
  expect(template.status()).toBe(200);
  const book = read(await template.body(), { type: 'buffer' });
  const countries = utils
    .sheet_to_json<Record<string, string>>(book.Sheets.Lists!)
    .map((r) => r['Country names'])
    .filter(Boolean);
  expect(countries).toHaveLength(selectable);
  expect(countries).toContain(last);

  // The import's lookup: a row in the last country is fine, a row in a country nobody has is not.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const row = (i: number, country: string) =>
    [`Lela${i}`, `Lists${i}`, '03/05/2011', 'f', `e2e-lists-${tag}-${i}@example.test`, country, '', '', '7', ''].join(
      ',',
    );
  const file = [
    'First name,Last name,Date of birth,Sex,E-mail,Country,City,School,Grade,Student ID',
    row(0, last),
    row(1, 'Atlantis Nowhere'),
  ].join('\r\n');
  await page.goto('/imports/new');
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'lists.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const country = (fileRow: number) => page.locator(`[data-file-row="${fileRow}"] [data-field="country"]`);
  await expect(country(3)).toHaveAttribute('data-invalid', /.*/);
  await expect(country(2)).toContainText(last);
  await expect(country(2)).not.toHaveAttribute('data-invalid');
});

/** A student signed in to stem (the demo account's last listed), given `count` more certificates. */
async function studentWithCertificates(page: Page, count: number): Promise<{ studentId: string; total: number }> {
  const stem = await organizationId('stem');
  const { data } = await api<Array<{ mainId?: string }>>('GET', `/${stem}/student?signedIn=true&limit=100`);
  const studentId = data.at(-1)?.mainId;
  if (!studentId) throw new Error('no student has signed in to stem');
  const issued = await page.request.post(`/sandbox/__sandbox/students/${studentId}/documents`, {
    headers: controlHeaders,
    data: { organization: 'stem', kind: 'certificate', count, title: 'Lists certificate' },
  });
  expect(issued.status()).toBe(200);
  return { studentId, total: ((await issued.json()) as { data: { total: number } }).data.total };
}

test('a student with 60 certificates shows all 60, in English and Georgian, at 1280 and 390 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(budgetWaitMs + 120_000);
  const { studentId, total } = await studentWithCertificates(page, 60);
  expect(total).toBeGreaterThanOrEqual(60);
  for (const language of ['en', 'ka'] as const) {
    const words = languages[language].studentOrgs;
    const view = await inLanguage(browser, language);
    await view.goto(`/students/${studentId}`);
    const stem = view.getByTestId('org-card-stem');
    await expect(stem.getByTestId('org-signed-in')).toBeVisible({ timeout: budgetWaitMs });
    const part = stem.getByTestId('student-documents');
    await hydrated(view);
    const show = part.getByRole('button', { name: words.showDocuments });
    // Opened once in this tab's session, the part opens by itself; else it is opened here.
    if (await show.isVisible()) await show.click();
    // A copy an earlier view stored before the certificates were issued is read again (Refresh).
    await expect(part.getByTestId('freshness-as-of')).toBeVisible({ timeout: budgetWaitMs });
    const heading = part.getByRole('heading', { name: `${words.certificates} (${total})` });
    if (!(await heading.isVisible())) {
      await part.getByRole('button', { name: languages[language].freshness.refreshLabel }).click();
    }
    await expect(heading).toBeVisible({ timeout: budgetWaitMs });
    const listed = part.getByRole('link', { name: /Lists certificate \d+$/ });
    await expect(listed).toHaveCount(60);
    await expect(part.getByRole('link', { name: /Lists certificate 60$/ })).toBeVisible();
    await expect(part.getByRole('link', { name: /Lists certificate 1$/ })).toBeVisible();
    await shootWidths(view, 'lists', `student-60-certificates-${language}`, part);
    await view.context().close();
  }
});

test('past sittings: the exams no longer open lead to their applications, in English and Georgian', async ({
  browser,
}) => {
  test.setTimeout(budgetWaitMs + 120_000);
  for (const language of ['en', 'ka'] as const) {
    const words = languages[language].exams;
    const view = await inLanguage(browser, language);
    const section = view.getByTestId('past-sittings');
    const rows = section.getByTestId('past-exam');
    // The mirror reads the applications within minutes of start; until then the section says it has not.
    await expect(async () => {
      await view.goto('/exams/stem');
      await expect(section.getByRole('heading', { name: new RegExp(`^${words.pastSittings}`) })).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(0);
    }).toPass({ timeout: budgetWaitMs });
    await shootWidths(view, 'lists', `past-sittings-${language}`, section);
    if (language === 'en') {
      const link = rows.first().getByRole('link');
      const count = Number((await link.textContent())!.match(/\d+/)![0]);
      await link.click();
      await view.waitForURL(/\/applications\?organization=stem&exam=[0-9a-f]{24}$/);
      await expect(view.getByRole('heading', { level: 1 })).toHaveText('STEM Olympiad applications to one exam');
      const table = view.getByTestId('application-row');
      await expect(table).toHaveCount(count, { timeout: budgetWaitMs });
      // Every row names its exam (a past sitting's, from the console's copy), none says "no longer open".
      await expect(view.getByText('An exam no longer open (past or closed)')).toHaveCount(0);
      await shootWidths(view, 'lists', 'past-sitting-applications-en', table.first());
    }
    await view.context().close();
  }
});
