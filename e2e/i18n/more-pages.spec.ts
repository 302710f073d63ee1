import { expect, test, type Page } from '../support/test';
import { unpaidApplication } from '../home/prepare';
import { shootWidths } from '../support/screens';
import { follow, hydrated } from '../support/streamed';
import { newUserSpeaking, storageStateFor } from '../support/users';

/**
 * The pages moved to the catalogs after the first journeys (languages.spec.ts): a Georgian coordinator's
 * applications, rules and group challenges; a Russian support user's Activity (its day filter typed
 * DD/MM/YYYY), Users, API reference and Account.
 */
const check = (page: Page, name: string) => shootWidths(page, 'i18n', name);

test('a Georgian coordinator: an application, its move and delete, why an exam is offered, a group challenge', async ({
  pageAs,
}) => {
  test.setTimeout(120_000);
  const application = await unpaidApplication();
  // The school's coordinator from a Georgian browser (a language saved with the user: languages.spec.ts).
  const page = await pageAs('coordinator', { locale: 'ka-GE', timezoneId: 'Asia/Tbilisi' });

  await page.goto(`/applications?organization=stem&student=${application.studentId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(
    page.getByRole('heading', { level: 1, name: 'STEM Olympiad: ერთი მოსწავლის განაცხადები' }),
  ).toBeVisible();
  // Other tests may have applied this student too: the row of the application made here. It was made through the
  // API, outside the console, so the console's copy may be older than it: Refresh reads the list live.
  const row = page
    .getByTestId('application-row')
    .filter({ has: page.locator(`a[href$="/${application.applicationId}"]`) });
  await hydrated(page);
  await page.getByRole('button', { name: 'Partner API-დან განახლება' }).click();
  await expect(row).toContainText('მოლოდინში, თანხა');
  await expect(row).toContainText('არ დაწყებულა');
  await check(page, 'applications-ka');

  await page.goto(`/applications/stem/${application.applicationId}`);
  // The card's heading (its skeleton, shown while the page streams, names it in a plain paragraph).
  await expect(page.getByRole('heading', { name: 'გადახდა და მონაწილეობა' })).toBeVisible();
  await expect(page.getByText('წაშლა განაცხადს აუქმებს; მოლოდინში მყოფი გადახდა გაუქმდება.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'განაცხადის წაშლა' })).toBeVisible();
  await check(page, 'application-ka');

  await page.goto('/exams/stem/why');
  await expect(page.getByRole('heading', { level: 1, name: 'რატომ არ არის ეს გამოცდა შეთავაზებული?' })).toBeVisible();
  await expect(page.getByText('აირჩიეთ გამოცდა')).toBeVisible();
  await check(page, 'why-ka');

  await page.goto('/group-challenges/stem');
  await expect(page.getByRole('heading', { level: 1, name: 'STEM Olympiad: ჯგუფური გამოწვევები' })).toBeVisible();
  await follow(page.getByRole('table').getByRole('link').first());
  // The sidebar also has a "Students" link: the challenge's own tab is the one that proves the page changed.
  await expect(
    page.getByRole('navigation', { name: 'გამოწვევის სიები' }).getByRole('link', { name: 'მოსწავლეები' }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ჩაბარებული ეტაპები' })).toBeVisible();
  await check(page, 'group-challenge-ka');

  await page.goto('/sign-in-links');
  await expect(page.getByRole('heading', { level: 1, name: 'შესვლის ბმულები' })).toBeVisible();
  await check(page, 'sign-in-links-ka');
});

test('a Russian support user: Activity filtered by a day typed DD/MM/YYYY, Users, API reference, Account', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await newUserSpeaking(browser, 'ru');
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  };

  await page.goto('/activity?tab=audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('С (день UTC)').fill(day(0));
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/from=\d\d%2F\d\d%2F\d{4}/);
  await expect(page.getByLabel('С (день UTC)')).toHaveValue(day(0));
  // The admin added this user today: the day's changes are listed, in Russian headings.
  await expect(page.getByTestId('audit-log')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Что', exact: true })).toBeVisible();
  await check(page, 'activity-audit-ru');

  await page.getByLabel('С (день UTC)').fill(day(2));
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Нет изменений, подходящих под фильтры.')).toBeVisible();

  await page.goto('/activity');
  await expect(page.getByRole('columnheader', { name: 'Операция' })).toBeVisible();
  await check(page, 'activity-requests-ru');

  for (const [href, heading, name] of [
    ['/api-reference', 'Справочник API', 'api-reference-ru'],
    ['/account', 'Учётная запись', 'account-ru'],
  ] as const) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(page, name);
  }
  await expect(page.getByText('Двухэтапный вход').first()).toBeVisible();
  await hydrated(page);
  // A rule the server checks answers in Russian beside its field.
  const form = page.getByTestId('change-password');
  await form.getByLabel('Текущий пароль').fill('correct-horse-battery-9');
  await form.getByLabel('Новый пароль (не менее 8 символов)').fill('violet-harbour-97');
  await form.getByLabel('Новый пароль ещё раз').fill('violet-harbour-98');
  await form.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(form.locator('#confirmPassword-error')).toHaveText(
    'Два новых пароля различаются. Введите один и тот же дважды.',
  );
  await expect(form.getByRole('alert').first()).toContainText('Проверьте выделенные поля.');
  await context.close();

  // Users is an admin's page: the admin reads it in Russian when the browser asks for Russian only.
  const admin = await browser.newContext({ storageState: storageStateFor('admin'), locale: 'ru-RU' });
  const adminPage = await admin.newPage();
  await adminPage.goto('/users');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Добавить пользователя' })).toBeVisible();
  await check(adminPage, 'users-ru');
  await admin.close();
});
