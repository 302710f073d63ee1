import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { resizeTo } from './settle';

/**
 * The page at 1280 and 390 px: no sideways scroll, axe clean (WCAG 2.2 A/AA), a full-page screenshot at each width
 * saved as `<dir>/<name>-<width>.png` to look at. Leaves the page at 1280 px.
 */
export async function fitsBothWidths(page: Page, dir: string, name: string) {
  for (const width of [1280, 390]) {
    await resizeTo(page, width, 900);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    expect(await axeViolations(page), `${name}: axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
