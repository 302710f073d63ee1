import { expect, test, type Page } from '../support/test';
import { api, organizationId } from '../exams/partner-api';
import { e2eBasePort } from '../support/e2e-port';
import { budgetWaitMs, hydrated } from '../support/streamed';
import { storageStateFor } from '../support/users';

/**
 * Certificates and reports are not part of the organization card: the card of a signed-in student offers
 * "Show certificates and reports", which reads them when opened (docs/read-model.md).
 */
test.use({ storageState: storageStateFor('admin') });

const shots = `test-results/screens-${e2eBasePort()}/students`;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A student of the seed with a finished stem exam, a certificate and a report (the oldest applications). */
async function studentWithDocuments(): Promise<string> {
  const { data } = await api<Array<{ examSubmitted?: boolean; user: { mainId?: string } }>>(
    'GET',
    `/${await organizationId('stem')}/application?limit=20`,
  );
  const id = data.find((a) => a.examSubmitted && a.user.mainId)?.user.mainId;
  if (!id) throw new Error('the seed has no finished stem application');
  return id;
}

test('certificates and reports are read when opened, with their own "As of", and stay open on the next visit', async ({
  page,
}) => {
  test.setTimeout(budgetWaitMs + 60_000);
  const studentId = await studentWithDocuments();
  await page.goto(`/students/${studentId}`);
  const stem = page.getByTestId('org-card-stem');
  await expect(stem.getByTestId('org-signed-in')).toBeVisible();
  const part = stem.getByTestId('student-documents');
  const show = part.getByRole('button', { name: 'Show certificates and reports' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(part.getByRole('heading', { name: /^Certificates \(/ })).toHaveCount(0);

  await hydrated(page);
  await show.click();
  const hide = part.getByRole('button', { name: 'Hide certificates and reports' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(part.getByRole('heading', { name: /^Certificates \([1-9]\d*\)$/ })).toBeVisible({
    timeout: budgetWaitMs,
  });
  await expect(part.getByRole('heading', { name: /^Reports \([1-9]\d*\)$/ })).toBeVisible();
  await expect(part.getByTestId('freshness-as-of')).toContainText(/^As of \d\d:\d\d/);
  const certificate = part.getByRole('link', { name: /certificate of participation/ }).first();
  const download = await page.request.get((await certificate.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  await shoot(page, 'student-documents-open');

  // The part's Refresh reads the two lists again, in place.
  const first = await part.getByTestId('freshness-as-of').getAttribute('data-fetched-at');
  await part.getByRole('button', { name: 'Refresh from the Partner API' }).click();
  await expect
    .poll(() => part.getByTestId('freshness-as-of').getAttribute('data-fetched-at'), { timeout: budgetWaitMs })
    .not.toBe(first);

  // Opened once in this session: a revisit shows it open; closing it hides the lists.
  await page.reload();
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(part.getByRole('heading', { name: /^Certificates \(/ })).toBeVisible();
  await hydrated(page);
  await hide.click();
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(part.getByRole('heading', { name: /^Certificates \(/ })).toHaveCount(0);
});
