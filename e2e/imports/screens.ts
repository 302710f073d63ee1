import type { Page } from '@playwright/test';

/** Full-page screenshots at 1280 and 390 px wide, into test-results/imports-screens/. */
export async function screens(page: Page, name: string) {
  const shot = (width: number) => `test-results/imports-screens/${name}-${width}.png`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shot(1280), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(390), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
