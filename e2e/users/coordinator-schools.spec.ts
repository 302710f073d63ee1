import { expect, test, type Page } from '../support/test';
import { axeViolations } from '../support/axe';
import { IntlMessageFormat } from 'intl-messageformat';
import { shootWidths } from '../support/screens';
import { hydrated } from '../support/streamed';
import { addUserThroughDialog, chooseKnownSchool, storageStateFor } from '../support/users';
import { catalog } from '../support/catalog';

/**
 * Issue 32 item 4: a coordinator's schools are chosen from the schools the console knows; a name it does not know
 * shows "did you mean" and is saved only with "Save anyway"; a coordinator without a school is refused. In English
 * and Georgian, at 1280 and 390 px: axe clean, no sideways scroll.
 */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const known = 'Tbilisi Public School No. 1';
const typo = 'Tbilisi Public Scool No. 1';
const knownPattern = known.replace(/\./g, '\\.');

async function check(page: Page, name: string) {
  await shootWidths(page, 'coordinator-schools', name);
  expect(await axeViolations(page)).toEqual([]);
}

for (const language of ['en', 'ka'] as const) {
  const m = catalog(language);
  const p = m.users.picker;

  test(`a coordinator's schools: picked from the list, a typo asks "did you mean" and a confirmation, none refused (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: storageStateFor('admin'),
      locale: language === 'ka' ? 'ka-GE' : 'en-US',
    });
    const page = await context.newPage();
    const email = `schools-${language}-${Date.now()}@example.test`;
    const dialog = page.getByRole('dialog', { name: m.users.addTitle });
    const picker = dialog.getByTestId('school-picker');
    const box = picker.getByRole('combobox', { name: p.add });
    const list = picker.getByRole('listbox');

    // The console's copy of the account may still be read: open the page again until it knows the school.
    await expect(async () => {
      await page.goto('/users');
      await hydrated(page);
      await page.getByRole('button', { name: m.users.addUser }).click();
      await box.fill('public school no. 1');
      await expect(list.getByRole('option', { name: new RegExp(`^${knownPattern}`) })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await dialog.getByLabel(m.users.email).fill(email);
    await dialog.getByLabel(m.users.name, { exact: true }).fill('School Picker');
    await dialog.getByLabel(m.users.initialPassword).fill('initial-password-1');

    // The list, by keyboard; its options say where each school is.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option').first()).toContainText('Tbilisi, GEORGIA');
    await check(page, `list-${language}`);

    // No school: refused by the server with the reason beside the field.
    await box.press('Escape');
    await expect(dialog).toBeVisible();
    await box.fill('');
    await expect(picker).toContainText(p.none);
    await dialog.getByRole('button', { name: m.users.addUser }).click();
    await expect(picker).toContainText(m.formErrors.schoolRequired);
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    // Picked from the list.
    await box.fill('public school no. 1');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(picker.getByTestId('chosen-schools')).toHaveText(new RegExp(`^${knownPattern}`));
    await picker.getByRole('button', { name: fill(p.remove, { name: known }) }).click();

    // A name it does not know: did you mean, and refused until "Save anyway" is ticked.
    await box.fill(typo);
    await list.getByRole('option', { name: fill(p.useTyped, { name: typo }) }).click();
    const unknown = picker.getByTestId('unknown-schools');
    await expect(unknown).toContainText(fill(p.unknown, { name: typo }));
    await expect(unknown).toContainText(p.didYouMean);
    const suggestion = unknown.getByRole('button', { name: new RegExp(`^${knownPattern}`) });
    await expect(suggestion).toBeVisible();
    await dialog.getByRole('button', { name: m.users.addUser }).click();
    await expect(picker).toContainText(fill(m.formErrors.schoolsUnknown, { names: typo }));
    await check(page, `did-you-mean-${language}`);
    await unknown.getByRole('checkbox', { name: p.saveAnyway }).check();
    await dialog.getByRole('button', { name: m.users.addUser }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(m.users.created, { email }) })).toBeVisible();
    const row = page.getByTestId(`user-row-${email}`);
    await expect(row).toContainText(typo);

    // Editing: the suggestion replaces the typo, which saves without asking.
    await row.getByRole('button', { name: m.users.edit }).click();
    const edit = page.getByRole('dialog', { name: fill(m.users.schoolsTitle, { email }) });
    await edit
      .getByTestId('unknown-schools')
      .getByRole('button', { name: new RegExp(`^${knownPattern}`) })
      .click();
    await expect(edit.getByTestId('unknown-schools')).toHaveCount(0);
    await check(page, `edit-${language}`);
    await edit.getByRole('button', { name: m.users.saveSchools }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(m.users.schoolsSaved, { email }) })).toBeVisible();
    await expect(row).toContainText(known);
    await expect(row).not.toContainText(typo);

    // A second known school, chosen through the city filter.
    await row.getByRole('button', { name: m.users.edit }).click();
    await edit.getByLabel(p.city).selectOption('Batumi');
    await chooseKnownSchool(edit, 'Batumi Public School No. 3');
    await edit.getByRole('button', { name: m.users.saveSchools }).click();
    const two = new IntlMessageFormat(m.users.schoolCount, language).format({ total: 2, count: '2' });
    await expect(row).toContainText(String(two));
    await context.close();
  });
}

test('a support user made a coordinator is told, on the spot and on their row, that they see no students until given a school', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: storageStateFor('admin') });
  const admin = await context.newPage();
  const email = `to-coordinator-${Date.now()}@example.test`;
  await addUserThroughDialog(admin, { email, name: 'Role Change', password: 'initial-password-1' });
  const m = catalog('en');
  const row = admin.getByTestId(`user-row-${email}`);
  await expect(row).toContainText(m.users.allSchools);
  await row.getByLabel(fill(m.users.roleOf, { email })).selectOption('coordinator');
  await expect(
    admin.getByRole('status').filter({ hasText: fill(m.users.roleChangedNoSchool, { email }) }),
  ).toBeVisible();
  await expect(row).toContainText(m.users.noSchools);
  // The way forward sits beside it.
  await expect(row.getByRole('button', { name: m.users.edit, exact: true })).toBeVisible();
  await context.close();
});
