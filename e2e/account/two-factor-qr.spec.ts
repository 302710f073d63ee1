import path from 'node:path';
import { expect, test, type Locator } from '../support/test';
import { axeViolations } from '../support/axe';
import { e2eBasePort } from '../support/e2e-port';
import { hydrated } from '../support/streamed';
import { expectTwoFactorQr, newUser } from './account-helpers';

/**
 * Issue 32 item 5: setting up two-factor sign-in shows a QR code of the authenticator app's URI (drawn on the
 * server) with the key beside it, named in the person's language, fitting a phone. Screenshots of the card to look at.
 */
const screens = path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/two-factor`);

const languages = [
  {
    locale: 'en-US',
    code: 'en',
    signIn: { email: 'E-mail', password: 'Password', button: 'Sign in' },
    card: 'Two-factor sign-in',
    yourPassword: 'Your password',
    setUp: 'Set up two-factor sign-in',
    qr: 'QR code to scan with your authenticator app',
  },
  {
    locale: 'ka-GE',
    code: 'ka',
    signIn: { email: 'ელფოსტა', password: 'პაროლი', button: 'შესვლა' },
    card: 'ორეტაპიანი შესვლა',
    yourPassword: 'თქვენი პაროლი',
    setUp: 'ორეტაპიანი შესვლის ჩართვა',
    qr: 'QR კოდი ავთენტიფიკატორის აპით დასასკანერებლად',
  },
];

for (const language of languages) {
  test(`two-factor setup shows a named QR code beside the key (${language.code}, 1280 and 390 px)`, async ({
    browser,
  }) => {
    const { context: adminContext, email } = await newUser(browser, `qr-${language.code}`, 'Scanning Person');
    await adminContext.close();
    // A new user has no language of their own yet: the browser's is used.
    const context = await browser.newContext({ locale: language.locale });
    const page = await context.newPage();
    await page.goto('/account');
    await hydrated(page);
    await page.getByLabel(language.signIn.email).fill(email);
    await page.getByLabel(language.signIn.password).fill('initial-password-1');
    await page.getByRole('button', { name: language.signIn.button }).click();
    await expect(page.getByTestId('current-user')).toContainText(email);
    await page.goto('/account');
    await hydrated(page);
    const card = page.getByRole('region', { name: language.card });
    await card.getByLabel(language.yourPassword).fill('initial-password-1');
    await card.getByRole('button', { name: language.setUp }).click();
    await expectTwoFactorQr(card, language.qr);
    const qr = card.getByRole('img', { name: language.qr });
    const key = card.getByTestId('two-factor-secret');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      const box = async (l: Locator) => (await l.boundingBox())!;
      const [cardBox, qrBox, keyBox] = [await box(card), await box(qr), await box(key)];
      for (const inner of [qrBox, keyBox]) {
        expect(inner.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
      // Beside the QR code where there is room, under it on a phone.
      if (width === 1280) expect(keyBox.x).toBeGreaterThanOrEqual(qrBox.x + qrBox.width);
      else expect(keyBox.y).toBeGreaterThanOrEqual(qrBox.y + qrBox.height);
      await card.screenshot({ path: path.join(screens, `two-factor-setup-${language.code}-${width}.png`) });
    }

    expect(await axeViolations(page, { include: '#two-factor', tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
    await context.close();
  });
}
