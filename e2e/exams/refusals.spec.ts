import { expect, test, type Browser, type Page } from '../support/test';
import { axeViolations } from '../support/axe';
import { clearFaults, controlHeaders } from '../support/sandbox-control';
import { shootWidths } from '../support/screens';
import { hydrated } from '../support/streamed';
import { readSince } from '../support/stored';
import { storageStateFor } from '../support/users';
import { bridgeBuilders, confirmedGroup, freeStudents, upload } from '../group-challenges/sandbox';
import { registerStudent, signInOnce } from './partner-api';
import { catalog } from '../support/catalog';

/**
 * Issue 32: a write the console knows the API will refuse is disabled with the reason and the way forward; a
 * priced exam's Apply asks first (price, who pays); a refusal the API still gives is said in the reader's
 * language with advice for its cause and the organization's name. In English and Georgian, at 1280 and 390 px.
 */
/** The catalogs, so each language's expectations are its own words. */
const languages = { en: catalog('en'), ka: catalog('ka') };
type Language = keyof typeof languages;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** Screenshots at both widths: no sideways scroll, axe (WCAG 2.2 A/AA) clean, nothing left in English in Georgian. */
async function check(page: Page, name: string) {
  await shootWidths(page, 'refusals', name);
  expect(await axeViolations(page)).toEqual([]);
}

async function asAdmin(browser: Browser, language: Language) {
  const context = await browser.newContext({
    storageState: storageStateFor('admin'),
    locale: language === 'ka' ? 'ka-GE' : 'en-US',
  });
  const page = await context.newPage();
  return { context, page };
}

/** One exam's row in the tree: category and sitting (the section's name, as the API names them) and language. */
const taken = new Set<string>();

const examRow = (page: Page, section: string, language: string) =>
  page.getByRole('region', { name: section, exact: true }).getByTestId('tree-exam').filter({ hasText: language });

// Each test makes the students it needs and clears the faults it set: they may run on both workers.
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'ka'] as const) {
  const m = languages[language];

  test.describe(`${language}`, () => {
    test.afterEach(async ({ request }) => clearFaults(request));

    test(`a student not activated, or never signed in: Apply is disabled with the reason and the way forward (${language})`, async ({
      browser,
    }) => {
      const notActivated = await registerStudent('7', `inactive-${language}`, ['hilingua']);
      const neverSignedIn = await registerStudent('7', `unsigned-${language}`);
      const { context, page } = await asAdmin(browser, language);
      await expect(async () => {
        await page.goto(`/exams/stem/available/${notActivated._id}`);
        await expect(page.getByRole('heading', { level: 1, name: notActivated.fullName })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const row = examRow(page, 'Mathematics, Autumn round', 'English');
      const apply = row.getByRole('button');
      await expect(apply).toBeDisabled();
      await expect(row).toContainText(fill(m.apply.blocked.notVisible, { organization: 'STEM Olympiad' }));
      const activate = row.getByRole('link', {
        name: fill(m.apply.blocked.activate, { organization: 'STEM Olympiad' }),
      });
      await expect(activate).toHaveAttribute('href', `/students/${notActivated._id}#orgs-heading`);
      // The banner on this page offers activating too, and no sign-in link, which the API would refuse
      // (spec §4.4 rule 3).
      const banner = page.locator('#sign-in-link');
      await expect(banner).toContainText(fill(m.availableExams.activateText, { organization: 'STEM Olympiad' }));
      await expect(
        banner.getByRole('button', { name: fill(m.studentActions.activateOne, { organization: 'STEM Olympiad' }) }),
      ).toBeVisible();
      await expect(
        banner.getByRole('button', { name: fill(m.signInLink.generateFor, { organization: 'STEM Olympiad' }) }),
      ).toHaveCount(0);
      await check(page, `not-activated-${language}`);
      // A make-up sitting is said in the reader's words (its badge), never with the API's English note.
      await expect(page.getByText(m.availableExams.makeUpRemoved).first()).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Make-up sitting');

      await page.goto(`/exams/stem/available/${neverSignedIn._id}`);
      await expect(page.getByRole('heading', { level: 1, name: neverSignedIn.fullName })).toBeVisible();
      const unsignedRow = examRow(page, 'Mathematics, Autumn round', 'English');
      await expect(unsignedRow.getByRole('button')).toBeDisabled();
      await expect(unsignedRow).toContainText(fill(m.apply.blocked.neverSignedIn, { organization: 'STEM Olympiad' }));
      // The way forward: the sign-in link generator on this page (a link within the page: clicked once it can act).
      await hydrated(page);
      await unsignedRow.getByRole('link', { name: m.apply.blocked.sendLink }).click();
      await expect(page).toHaveURL(/#sign-in-link$/);
      await expect(page.locator('#sign-in-link').getByRole('button').first()).toBeVisible();
      await check(page, `never-signed-in-${language}`);
      await context.close();
    });

    test(`a priced exam asks first with its price; Cancel sends nothing, confirming applies (${language})`, async ({
      browser,
    }) => {
      const student = await registerStudent('7', `priced-${language}`);
      await signInOnce('stem', student._id);
      const { context, page } = await asAdmin(browser, language);
      await page.goto(`/exams/stem/available/${student._id}`);
      await expect(page.getByRole('heading', { level: 1, name: student.fullName })).toBeVisible();
      const row = examRow(page, 'Science, Autumn round', 'English');
      const apply = row.getByRole('button');
      await expect(apply).toBeEnabled();
      await hydrated(page);

      await apply.click();
      const dialog = page.getByRole('dialog', { name: fill(m.apply.confirm.title, { student: student.fullName }) });
      await expect(dialog.getByTestId('confirm-price')).toHaveText(fill(m.apply.confirm.price, { amount: '25' }));
      await expect(dialog).toContainText('STEM Olympiad');
      await check(page, `priced-confirm-${language}`);
      await dialog.getByRole('button', { name: m.common.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('apply-result')).toHaveCount(0);
      await expect(apply).toBeEnabled();

      await apply.click();
      await dialog.getByRole('button', { name: m.apply.confirm.apply }).click();
      await expect(page.getByTestId('apply-result')).toContainText(m.apply.applied);
      await context.close();
    });

    test(`submitting a group-challenge step asks first: the step, the student it is sent for, the file (${language})`, async ({
      browser,
      request,
    }) => {
      const challenge = await bridgeBuilders(request);
      const [ana, beka] = await freeStudents(request, challenge, 2, taken);
      const group = await confirmedGroup(request, challenge, [ana!, beka!], `E2E Confirm ${language}`);
      const first = [...group.steps].sort((a, b) => a.order - b.order)[0]!;
      await upload(request, challenge, group._id, first._id, beka!.studentId, `plan-${language}.pdf`);
      const uploadedAt = Date.now();
      const { context, page } = await asAdmin(browser, language);
      await page.goto(`/group-challenges/stem/${challenge._id}/groups/${group._id}`);
      // The console's background sync may have read the group between its confirmation and the upload (its first
      // groups): that copy has no file, and Submit stays disabled until the page's polling reads the group again (its
      // copy counts as fresh for 20 s). A person would press Refresh.
      await readSince(page, uploadedAt);
      const submit = page.getByRole('button', { name: fill(m.groupChallenges.submitStep, { order: '1' }) });
      await expect(submit).toBeEnabled();
      await submit.click();
      const dialog = page.getByRole('dialog', {
        name: fill(m.groupChallenges.confirmStep.title, { order: '1', title: first.title }),
      });
      await expect(dialog).toContainText(`${ana!.firstName} ${ana!.lastName}`);
      await expect(dialog).toContainText(`plan-${language}.pdf`);
      await check(page, `step-confirm-${language}`);
      await dialog.getByRole('button', { name: m.common.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('step-1')).toHaveAttribute('data-state', 'open');
      await submit.click();
      await dialog.getByRole('button', { name: fill(m.groupChallenges.submitStep, { order: '1' }) }).click();
      await expect(page.getByTestId('step-1')).toHaveAttribute('data-state', 'submitted');
      await context.close();
    });

    test(`a refusal the API still gives is said with advice and the organization's name (${language})`, async ({
      browser,
      request,
    }) => {
      const student = await registerStudent('7', `refused-${language}`);
      await signInOnce('stem', student._id);
      const { context, page } = await asAdmin(browser, language);
      await page.goto(`/exams/stem/available/${student._id}`);
      const row = examRow(page, 'Mathematics, Autumn round', 'English');
      await expect(row.getByRole('button')).toBeEnabled();
      await hydrated(page);
      // The student's sign-in is lost on the API's side after the page was read: the API answers 409.
      const fault = await request.post('/sandbox/__sandbox/faults', {
        headers: controlHeaders,
        data: { operation: 'createApplication', status: 409, count: 1 },
      });
      expect(fault.status()).toBe(201);
      await row.getByRole('button').click();
      const refusal = row.getByRole('alert');
      await expect(refusal).toContainText(fill(m.apply.refusedNotSignedIn, { organization: 'STEM Olympiad' }));
      await expect(refusal).toContainText(m.common.requestId);
      await expect(refusal.getByRole('link', { name: m.apply.blocked.sendLink })).toHaveAttribute(
        'href',
        `/students/${student._id}#orgs-heading`,
      );
      await expect(refusal).not.toContainText('reload');
      await expect(refusal).not.toContainText('stem');
      if (language === 'ka') {
        // Nothing in English but the organization's name and the request id.
        const words = (await refusal.innerText()).replace('STEM Olympiad', '').replace(/[\w-]{16,}/g, '');
        expect(words).not.toMatch(/[A-Za-z]{3,}/);
      }
      await check(page, `refused-${language}`);
      await context.close();
    });
  });
}
