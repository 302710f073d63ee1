import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The rules every page is held to: WCAG 2.2 A and AA (with those of 2.0 and 2.1 it includes). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The axe-core that @axe-core/playwright itself runs (its own version, not another package's). */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

type AxeWindow = Window & { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/**
 * What axe finds against WCAG 2.2 A/AA on the page as it shows now (or in the part `include` selects), one line a
 * rule: `id ×nodes (help) e.g. selector`. axe is put into a document once and run there again at each width
 * (AxeBuilder loads its 0.5 MB into the page two or three times a check and finishes in a blank page of its own:
 * three to five times slower); only violations are asked for, so axe describes no node that passed. The console
 * has no frames. `except` leaves rules out by id.
 */
export async function axeViolations(
  page: Page,
  { include, tags = wcagTags, except = [] }: { include?: string; tags?: string[]; except?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, tags, except }) => {
      const { violations } = await (window as AxeWindow).axe!.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(except.map((rule) => [rule, { enabled: false }])),
      });
      return violations.map((v) => `${v.id} ×${v.nodes.length} (${v.help}) e.g. ${v.nodes[0]?.target.join(' ') ?? ''}`);
    },
    { include, tags, except },
  );
}
