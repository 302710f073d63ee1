import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { e2eBasePort } from '../support/e2e-port';
import { axeViolations } from '../support/axe';
import { budgetWaitMs, hydrated } from '../support/streamed';
import { resizeTo } from '../support/settle';

/**
 * Issue 32 item 11: nothing cut off on a phone. Add user's role select has short options with what the role may do
 * below it; a grade group's name ("Grades 7-9") stays on one line; the language and time-zone dialog fits. English
 * and Georgian, at 1280 and 390 px, axe clean.
 */
const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/phone-fit`);

const languages = [
  {
    code: 'en',
    locale: 'en-US',
    addUser: 'Add user',
    addTitle: 'Add a user',
    role: 'Role',
    roles: ['Admin', 'Support', 'Coordinator'],
    coordinatorHint: 'Only the students of their schools.',
    supportHint: 'Every partner operation; the request and audit logs.',
    display: 'Language and time zone',
  },
  {
    code: 'ka',
    locale: 'ka-GE',
    addUser: 'მომხმარებლის დამატება',
    addTitle: 'ახალი მომხმარებლის დამატება',
    role: 'როლი',
    roles: ['ადმინისტრატორი', 'მხარდაჭერა', 'კოორდინატორი'],
    coordinatorHint: 'მხოლოდ საკუთარი სკოლების მოსწავლეები.',
    supportHint: 'პარტნიორის ყველა ოპერაცია; მოთხოვნებისა და აუდიტის ჟურნალები.',
    display: 'ენა და დროის სარტყელი',
  },
] as const;

/** The element's content is as wide as its box: nothing scrolls or is clipped sideways inside it. */
async function fitsSideways(locator: Locator) {
  const overflow = await locator.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function noSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: sideways scroll`).toBeLessThanOrEqual(0);
}

async function axeClean(page: Page, include?: string) {
  expect(await axeViolations(page, { include })).toEqual([]);
}

// Each test opens its page once and checks it at both widths: at 1280 px, then narrowed to 390 px. They change
// nothing, so they may run on both workers.
test.describe.configure({ mode: 'parallel' });
const widths = [1280, 390] as const;

for (const l of languages) {
  test(`${l.code}: Add user's role select has short options and says what the role may do (1280 and 390 px)`, async ({
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const page = await pageAs('admin', { locale: l.locale, viewport: { width: widths[0], height: 844 } });
    await page.goto('/users');
    await hydrated(page);
    await page.getByRole('button', { name: l.addUser }).click();
    const dialog = page.getByRole('dialog', { name: l.addTitle });
    const role = dialog.getByLabel(l.role, { exact: true });
    // Each option is the role's name alone: a native select shows the chosen one in its box, cut at its width.
    await expect(role.locator('option')).toHaveText([...l.roles]);
    await expect(role).toHaveAccessibleDescription(l.coordinatorHint);
    await expect(dialog.getByTestId('role-hint')).toHaveText(l.coordinatorHint);
    for (const width of widths) {
      await resizeTo(page, width, 844);
      const box = (await role.boundingBox())!;
      const optionWidth = await role.evaluate((el: HTMLSelectElement) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(el).font;
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = el.options[el.selectedIndex]!.text;
        document.body.append(probe);
        const w = probe.getBoundingClientRect().width;
        probe.remove();
        return w;
      });
      // The chosen option's words fit the box beside the arrow (padding and arrow about 44 px).
      expect(optionWidth + 44, `the chosen role fits its box at ${width} px`).toBeLessThanOrEqual(box.width);
      await fitsSideways(dialog);
      await noSidewaysScroll(page, `add-user-${l.code}-${width}`);
      await page.screenshot({ path: path.join(screens, `add-user-${l.code}-${width}.png`) });
      await axeClean(page, '[role="dialog"]');
    }

    await role.selectOption('support');
    await expect(dialog.getByTestId('role-hint')).toHaveText(l.supportHint);
  });

  test(`${l.code}: a grade group's name is never broken after its dash (1280 and 390 px)`, async ({ pageAs }) => {
    test.setTimeout(120_000);
    const page = await pageAs('support', { locale: l.locale, viewport: { width: widths[0], height: 844 } });
    await page.goto('/group-challenges');
    const label = page.getByText('Grades 7-9', { exact: true }).first();
    await expect(label).toBeVisible({ timeout: budgetWaitMs });
    for (const width of widths) {
      await resizeTo(page, width, 844);
      for (const each of await page.getByText(/^Grades \d+-\d+$/).all()) {
        // One line box: a label broken after the dash would have two.
        expect(await each.evaluate((el) => el.getClientRects().length), `one line at ${width} px`).toBe(1);
        await expect(each).toHaveCSS('white-space', 'nowrap');
      }
      await noSidewaysScroll(page, `grade-groups-${l.code}-${width}`);
      await page.screenshot({ path: path.join(screens, `grade-groups-${l.code}-${width}.png`), fullPage: true });
      await axeClean(page);
    }
  });

  test(`${l.code}: the language and time-zone dialog fits (1280 and 390 px)`, async ({ pageAs }) => {
    test.setTimeout(120_000);
    const page = await pageAs('coordinator', { locale: l.locale, viewport: { width: widths[0], height: 844 } });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: l.display }).first().click();
    const dialog = page.getByRole('dialog', { name: l.display });
    await expect(dialog.getByTestId('time-zone-list').locator('label').first()).toBeVisible();
    for (const width of widths) {
      await resizeTo(page, width, 844);
      await fitsSideways(dialog);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `the dialog inside the window at ${width} px`).toBeLessThanOrEqual(width);
      await noSidewaysScroll(page, `display-settings-${l.code}-${width}`);
      await page.screenshot({ path: path.join(screens, `display-settings-${l.code}-${width}.png`) });
      await axeClean(page, '[role="dialog"]');
    }
  });
}
