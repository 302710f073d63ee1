import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The page at 1280 and 390 px: no sideways scroll, axe clean (WCAG 2.2 A/AA), a full-page screenshot at each width
 * saved as `<dir>/<name>-<width>.png` to look at. Leaves the page at 1280 px.
 */
export async function fitsBothWidths(page: Page, dir: string, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
