import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eBasePort } from './e2e-port';

/** This console's screenshot folder under test-results (one per console, so parallel runs do not collide). */
export const screensDir = (folder: string) =>
  path.resolve(import.meta.dirname, `../../test-results/screens-${e2eBasePort()}/${folder}`);

/**
 * Screenshots at 1280 (whole page) and 390 px (the screen, scrolled to `target` when given; the whole page with
 * `whole390`), failing on a sideways scroll at either width.
 */
export async function shootWidths(page: Page, folder: string, name: string, target?: Locator, whole390 = false) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (target && width === 390) await target.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(screensDir(folder), `${name}-${width}.png`),
      fullPage: whole390 || width > 390,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
