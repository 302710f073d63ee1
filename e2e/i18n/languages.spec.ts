import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { follow, hydrated } from '../support/streamed';
import { e2eBasePort } from '../support/e2e-port';
import { otherSchool } from '../support/scope';
import { resizeTo } from '../support/settle';
import { addUserThroughDialog, signIn, storageStateFor } from '../support/users';

const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/i18n`);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screens, `${name}-${width}.png`), fullPage: width > 390 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * No sideways scroll at either width, once the page has rendered for it: a part that changes with the width
 * (components/ui/use-narrow.ts: the import review's table becomes cards) does so a render after the resize, which
 * took longer than the next frame on a busy machine (88 px of the 1280 px table, measured at 390 px). A page
 * that stays too wide still fails.
 */
async function noSidewaysScroll(page: Page) {
  for (const width of [1280, 390]) {
    await resizeTo(page, width, 900);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `sideways scroll at ${width} px`,
        timeout: 5_000,
      })
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a Georgian browser gets a Georgian sign-in page; an English one, English', async ({ browser }) => {
  const georgian = await browser.newContext({ locale: 'ka-GE' });
  const page = await georgian.newPage();
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByRole('heading', { name: 'შესვლა' })).toBeVisible();
  await expect(page.getByLabel('ელფოსტა')).toBeVisible();
  await expect(page).toHaveTitle(/შესვლა/);
  await page.getByLabel('ელფოსტა').fill('nobody@example.test');
  await page.getByLabel('პაროლი').fill('wrong-password');
  await page.getByRole('button', { name: 'შესვლა' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ვერ შეხვედით' })).toContainText(
    'ელფოსტა ან პაროლი არასწორია',
  );
  await shoot(page, 'sign-in-ka');
  await georgian.close();

  const azerbaijani = await browser.newContext({ locale: 'az-AZ' });
  const azPage = await azerbaijani.newPage();
  await azPage.goto('/sign-in');
  await expect(azPage.getByRole('heading', { name: 'Daxil olun' })).toBeVisible();
  await azerbaijani.close();

  const english = await browser.newContext({ locale: 'en-US' });
  const enPage = await english.newPage();
  await enPage.goto('/sign-in');
  await expect(enPage.locator('html')).toHaveAttribute('lang', 'en');
  await expect(enPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await english.close();
});

test("a coordinator's language is saved with them: Georgian Students in any browser, then Azerbaijani", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext({ storageState: storageStateFor('admin') });
  const email = `e2e-ka-${Date.now()}@example.test`;
  const password = 'correct-horse-battery-9';
  await addUserThroughDialog(await admin.newPage(), {
    email,
    name: 'Nino Beridze',
    password,
    schools: 'Tbilisi Public School No. 1',
  });
  await admin.close();

  const first = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tbilisi' });
  const page = await first.newPage();
  await page.goto('/sign-in');
  await signIn(page, email, password);
  await expect(page.getByTestId('current-user')).toContainText(email);

  await page.getByRole('button', { name: 'Language and time zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and time zone' });
  // The browser's zone, named (not "Asia/Tbilisi").
  await expect(dialog.getByTestId('time-zone-list').locator('label').first()).toContainText('Georgia Standard Time');
  await dialog.getByRole('radio', { name: 'ქართული' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByRole('navigation', { name: 'განყოფილებები' }).first()).toContainText('მოსწავლეები');

  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'მოსწავლეები' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'მოსწავლის რეგისტრაცია' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ძებნა' })).toBeVisible();
  await expect(page.getByTestId('directory-count')).toContainText('მოსწავლე');
  await noSidewaysScroll(page);
  await shoot(page, 'students-ka');

  // The e-mail finder tab: a value that is not an address is named, in Georgian.
  await follow(page.getByRole('link', { name: 'ძებნა ელფოსტების სიით' }));
  await page.getByLabel('ძებნა ელფოსტით').fill('not-an-address');
  await expect(page.locator('#students-email-status')).toHaveText('ეს არ არის ელფოსტის მისამართი: not-an-address.');

  for (const [href, heading] of [
    ['/', 'მთავარი'],
    ['/exams/stem', 'STEM Olympiad: გამოცდები'],
    ['/imports', 'იმპორტი'],
    ['/exams', 'გამოცდები'],
    ['/group-challenges', 'ჯგუფური გამოწვევები'],
  ] as const) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, `${href.slice(1).replaceAll('/', '-') || 'home'}-ka`);
  }
  await expect(page.getByTestId('window-countdown').first()).toContainText('დახურვამდე დარჩა');

  // The API's rule, said in Georgian with the form's own label for the field.
  await page.goto('/students/new');
  await expect(page.getByRole('heading', { level: 1, name: 'მოსწავლის რეგისტრაცია' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('დაბადების თარიღი').fill('31/02/2011');
  await page.getByLabel('სახელი', { exact: true }).focus();
  await expect(page.locator('#student-birth-error')).toHaveText(
    'დაბადების თარიღი რეალური თარიღი უნდა იყოს, ჩაწერილი ასე: DD/MM/YYYY.',
  );
  await expect(page.getByTestId('registration-check')).toContainText('შესავსებია: სახელი, გვარი');
  await shoot(page, 'register-ka');

  // An import in Georgian: the rows' problems in Georgian words, at their cells.
  await page.goto('/imports/new');
  await expect(page.getByRole('heading', { level: 1, name: 'მოსწავლეების იმპორტი ფაილიდან' })).toBeVisible();
  const csv = [
    'First name,Last name,Birth date,Sex,Email,Country,City,School,Grade',
    'Nino,Beridze,31/02/2012,f,nino.ka.1@example.test,GEORGIA,Tbilisi,Tbilisi Public School No. 1,7',
    'Giorgi,Kapanadze,01/03/2012,m,giorgi.ka.2@example.test,GEORGIA,Tbilisi,Tbilisi Public School No. 1,7',
    `Ana,Tsiklauri,02/03/2012,f,ana.ka.3@example.test,GEORGIA,Batumi,${otherSchool},7`,
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'სტრიქონების შემოწმება' }).click();
  await expect(page.locator('[data-file-row="2"] [data-field="birth"]')).toContainText(
    'დაბადების თარიღი რეალური თარიღი უნდა იყოს',
  );
  // The console's own rule (a coordinator's schools) is in Georgian too, naming both schools.
  await expect(page.locator('[data-file-row="4"] [data-field="school"]')).toContainText(
    `${otherSchool} არ არის თქვენი სკოლა (თქვენი სკოლები: Tbilisi Public School No. 1).`,
  );
  await expect(page.getByTestId('review-summary')).toContainText('პრობლემით');
  await noSidewaysScroll(page);
  await shoot(page, 'import-review-ka');
  await first.close();

  // Another browser, asking for English: the saved language wins once signed in.
  const second = await browser.newContext({ locale: 'en-US' });
  const again = await second.newPage();
  await again.goto('/sign-in');
  await expect(again.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(again, email, password);
  await expect(again.getByTestId('current-user')).toContainText(email);
  await again.goto('/students');
  await expect(again.getByRole('heading', { name: 'მოსწავლეები' })).toBeVisible();

  await hydrated(again);
  await again.getByRole('button', { name: 'ენა და დროის სარტყელი' }).click();
  const menu = again.getByRole('dialog', { name: 'ენა და დროის სარტყელი' });
  await menu.getByRole('radio', { name: 'Azərbaycanca' }).check();
  await menu.getByRole('radio', { name: 'GMT+4 · აზერბაიჯანის სტანდარტული დრო' }).check();
  await menu.getByRole('button', { name: 'შენახვა' }).click();
  await expect(again.getByRole('heading', { name: 'Şagirdlər' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'az');
  await noSidewaysScroll(again);
  await shoot(again, 'students-az');
  await second.close();
});
