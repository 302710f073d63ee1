import { expect, test, type Page } from '../support/test';
import { axeViolations } from '../support/axe';
import { coordinatorSchool } from '../support/scope';
import { signInAs } from '../support/users';
import { catalog as readCatalog } from '../support/catalog';
import { resizeTo } from '../support/settle';

/**
 * Issue 32 (6): the import review fits. At 1280 px the table fits its card with nothing cut off: the row number,
 * the names, a column per field with a problem (its header, the problem's words), the other fields folded into
 * one cell that wraps (a phone number whole). On a phone each row is a card and the bar of actions at the bottom
 * of the window takes at most 12 % of the screen; the fixes still work there, from the keyboard too.
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (language: 'en' | 'ka') => readCatalog(language) as unknown as Catalog;

const phoneOf = (i: number) => `+995 555 ${String(i).padStart(6, '0')}`;

/** 31 rows with a phone column; rows 2–4 (file rows) have a date to fix, row 6 a sex to fix. */
function fileWithPhones(tag: string): string {
  const lines = ['First name,Last name,Date of birth,Sex,E-mail,Phone,Country,City,School,Grade,Student ID'];
  for (let i = 0; i < 31; i++) {
    const birth = i < 3 ? `2011-0${i + 1}-1${i}` : `${String((i % 28) + 1).padStart(2, '0')}/05/2011`;
    const sex = i === 4 ? 'F' : ['m', 'f', 'n'][i % 3];
    lines.push(
      [
        `Mariam${i}`,
        `Tsereteli${i}`,
        birth,
        sex,
        `e2e-fit-${tag}-${i}@example.test`,
        phoneOf(i),
        'Georgia',
        'Tbilisi',
        coordinatorSchool,
        String((i % 12) + 1),
        `F-${i}`,
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

async function openReview(page: Page, words: Catalog, tag: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/imports/new');
  await expect(page.locator('input[type=file]')).toBeEnabled();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'fit.csv', mimeType: 'text/csv', buffer: Buffer.from(fileWithPhones(tag), 'utf8') });
  await page.getByRole('button', { name: words.importWizard!.checkRows! }).click();
  await expect(page.locator('[data-file-row="6"] [data-field="sex"]')).toHaveAttribute('data-invalid', 'true');
}

/** What sticks out: the page's sideways scroll, the table's own, and any element of the review past the card's sides. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="review-step"]')!.getBoundingClientRect();
    const table = document.querySelector('[data-testid="preview-table"]')!;
    const box = table.parentElement!;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      out.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    if (box.scrollWidth > box.clientWidth + 1) out.push(`table box scrolls: ${box.scrollWidth} > ${box.clientWidth}`);
    for (const el of document.querySelectorAll('[data-testid="review-step"] *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || (el as HTMLElement).offsetParent === null) continue;
      if (r.left < card.left - 1 || r.right > card.right + 1)
        out.push(`<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 40)} ${r.left}–${r.right}`);
    }
    return out.slice(0, 10);
  });
}

/** The element lies inside the card and shows its whole text (no clipping of its own). */
async function wholeInCard(page: Page, selector: string) {
  const card = (await page.getByTestId('review-step').boundingBox())!;
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const box = (await el.boundingBox())!;
  expect(box.x, `${selector} starts inside the card`).toBeGreaterThanOrEqual(card.x);
  expect(box.x + box.width, `${selector} ends inside the card`).toBeLessThanOrEqual(card.x + card.width + 0.5);
  expect(await el.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${selector} is not clipped`).toBe(true);
}

async function checkFits(page: Page, name: string) {
  for (const width of [1280, 390]) {
    const height = width === 1280 ? 900 : 844;
    await resizeTo(page, width, height);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Polled: the bar's short words come with React's render after the window narrows, not with the resize itself.
    await expect.poll(() => overflows(page), { message: `${name} at ${width} px`, timeout: 5_000 }).toEqual([]);
    if (width === 1280) {
      await expect(page.locator('th[data-column="sex"]')).toBeVisible();
      await wholeInCard(page, 'th[data-column="sex"]');
    } else {
      // Cards: no header row; the Sex cell names its field.
      await wholeInCard(page, '[data-file-row="6"] [data-field="sex"]');
    }
    await wholeInCard(page, '[data-file-row="3"] [data-field="phone"] button');
    await expect(page.locator('[data-file-row="3"] [data-field="phone"]')).toContainText(phoneOf(1));
    await wholeInCard(page, '[data-file-row="6"] [data-field="sex"] p');
    const bar = (await page.getByTestId('review-actions').boundingBox())!;
    if (width === 390) expect(bar.height, 'the action bar on a phone').toBeLessThanOrEqual(0.12 * height);
    await page.screenshot({ path: `test-results/imports-screens/${name}-${width}.png`, fullPage: true });
    // The window as a coordinator fixing row 6 sees it, the bar of actions held at its bottom.
    await page.locator('[data-file-row="6"]').evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await expect(page.getByTestId('review-actions')).toBeInViewport();
    await page.screenshot({ path: `test-results/imports-screens/${name}-${width}-window.png` });
    expect(await axeViolations(page), `${name} at ${width} px: axe`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The two languages' reviews are independent (each its own file): they may run on both workers.
test.describe.configure({ mode: 'parallel' });

test('English at 1280 and 390 px: the review fits its card, every field on demand, the fixes work on a phone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const en = catalog('en');
  await signInAs(page, 'coordinator');
  await openReview(page, en, `en${Date.now().toString(36)}`);
  const headers = page.getByTestId('preview-table').locator('thead th[data-column]');
  await expect(headers).toHaveCount(2);
  await expect(headers.nth(0)).toHaveAttribute('data-column', 'birth');
  await expect(headers.nth(1)).toHaveAttribute('data-column', 'sex');
  await checkFits(page, 'review-fit-en');

  // Every field its own column on demand: the table scrolls in its own box, never the page.
  await page.getByLabel('Show every field in its own column').check();
  await expect(headers).toHaveCount(11);
  await expect(page.locator('th[data-column="phone"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByLabel('Show every field in its own column').uncheck();
  await expect(headers).toHaveCount(2);

  // On a phone: a suggestion taken, a folded field edited from the keyboard, a row left out.
  await page.setViewportSize({ width: 390, height: 844 });
  const summary = page.getByTestId('review-summary');
  await expect(summary).toContainText('4 with problems');
  await page.getByRole('button', { name: 'Use f for Sex, row 6' }).click();
  await expect(summary).toContainText('3 with problems');
  await page
    .locator('[data-file-row="2"] [data-field="birth"]')
    .getByRole('button', { name: /^Apply to all 3/ })
    .click();
  await expect(summary).toContainText('0 with problems');
  const phone = page.getByRole('button', { name: 'Edit Phone, row 5' });
  await phone.focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: 'Phone, row 5' });
  await expect(input).toBeFocused();
  await input.fill('+995 599 123456');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-file-row="5"] [data-field="phone"]')).toContainText('+995 599 123456');
  await page.getByRole('button', { name: 'Remove row 9' }).click();
  await expect(summary).toContainText('30 rows');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeEnabled();

  // Back to the columns and checked again: a new review of the file as it is (the edits and the removal were the
  // old review's).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Change columns' }).click();
  await page.getByRole('button', { name: en.importWizard!.checkRows! }).click();
  await expect(summary).toContainText('31 rows');
  await expect(summary).toContainText('4 with problems');
  await expect(page.locator('[data-file-row="5"] [data-field="phone"]')).toContainText(phoneOf(3));
});

test('Georgian at 1280 and 390 px: the review fits its card, nothing cut off', async ({ pageAs }) => {
  test.setTimeout(150_000);
  // The coordinator of the school, from a Georgian browser.
  const page = await pageAs('coordinator', { locale: 'ka-GE' });
  await openReview(page, catalog('ka'), `ka${Date.now().toString(36)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByTestId('preview-table').locator('thead th[data-column]')).toHaveCount(2);
  await checkFits(page, 'review-fit-ka');
});
