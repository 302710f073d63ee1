import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { noteMissingMessages } from '../support/missing-messages';
import { resizeTo, settle } from '../support/settle';
import { expect, test } from '../support/test';
import { roles } from '../support/users';

/**
 * Every page a role can reach, at desktop and phone width: the page never scrolls sideways, axe finds no
 * WCAG 2.2 A/AA violation, and no client component misses a message its page did not send. Pages are found by
 * following the console's own links from Home (menu, tables, tabs), one page per route, so a new page is covered
 * as soon as something links to it. Each page is opened once, at 1280 px, checked, narrowed to 390 px and checked
 * again (colour contrast at 1280 px only).
 */
// One walk a role, the suite's longest tests: admin's on one worker, support's and the coordinator's (shorter) on
// the other (each worker has a console of its own).
test.describe.configure({ mode: 'parallel' });

const widths = [1280, 390] as const;
const maxPages = 45;

/** A route's shape, and the tab kept (each tab is its own page). */
function routeKey(href: string): string {
  const url = new URL(href, 'http://console.test');
  // Ids become :id, and an organization's slug :org (every organization's pages are built alike).
  const parts = url.pathname.split('/').map((s) => (/\d/.test(s) && s.length >= 6 ? ':id' : s));
  if (['exams', 'applications', 'group-challenges'].includes(parts[1] ?? '') && parts[2]) parts[2] = ':org';
  const path = parts.join('/');
  // The Students page's e-mail finder is a tab too (`?by=email`).
  const tab = url.searchParams.get('tab') ?? url.searchParams.get('by');
  return tab ? `${path}?tab=${tab}` : path;
}

const skipped = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/sandbox') || path.includes('/documents/') || path === '/sign-in';

async function linksOn(page: Page): Promise<string[]> {
  return page.$$eval('a[href^="/"]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

/**
 * How many CSS pixels the page is wider than the window (0 when it does not scroll sideways), measured after the
 * next frame, so a component that changes with the width (components/ui/use-narrow.ts) has rendered.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth;
  });

/** The innermost element whose content is wider than it (a long word, a wide child): what to fix. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const e = [...document.querySelectorAll('body *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      .at(-1);
    return e ? `<${e.tagName.toLowerCase()} class="${String(e.className)}">${(e.textContent ?? '').slice(0, 60)}` : '';
  });

for (const role of roles) {
  test(`as ${role}: every page fits ${widths.join(' and ')} px and passes axe`, async ({ pageAs }) => {
    test.setTimeout(10 * 60_000);
    const page = await pageAs(role, { viewport: { width: widths[0], height: 900 } });
    const seen = new Set<string>([routeKey('/')]);
    const queue: string[] = ['/'];
    const problems: string[] = [];
    noteMissingMessages(page, problems);
    const visited: string[] = [];
    // Where the walk's time goes, in ms: shown with the pages visited.
    const spent = { open: 0, settle: 0, fit: 0, axe: 0 };
    const timed = async <T>(part: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      try {
        return await work();
      } finally {
        spent[part] += performance.now() - start;
      }
    };
    while (queue.length > 0 && visited.length < maxPages) {
      const href = queue.shift()!;
      await page.setViewportSize({ width: widths[0], height: 900 });
      const response = await timed('open', () => page.goto(href));
      if (!response || response.status() >= 400) continue;
      await timed('settle', () => settle(page));
      visited.push(href);
      const links = new Set<string>();
      for (const width of widths) {
        await resizeTo(page, width, 900);
        const overflow = await timed('fit', () => sidewaysOverflow(page));
        if (overflow > 0)
          problems.push(`${href} at ${width} px: scrolls sideways by ${overflow} px: ${await widest(page)}`);
        // Contrast at the first width only: the console's colours do not change with the width, and axe's
        // color-contrast is three quarters of its time (the students list at 1280 px: 744 ms with it, 190 without).
        const except = width === widths[0] ? [] : ['color-contrast'];
        for (const violation of await timed('axe', () => axeViolations(page, { except })))
          problems.push(`${href} at ${width} px: ${violation}`);
        for (const link of await linksOn(page)) links.add(link);
      }
      for (const link of links) {
        const key = routeKey(link);
        if (seen.has(key) || skipped(new URL(link, 'http://console.test').pathname)) continue;
        seen.add(key);
        queue.push(link);
      }
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const where = Object.entries(spent)
      .map(([part, ms]) => `${part} ${seconds(ms)}`)
      .join(', ');
    test
      .info()
      .annotations.push({ type: 'pages', description: visited.join(' ') }, { type: 'time', description: where });
    console.log(`${role}: ${visited.length} pages (${where}): ${visited.join(' ')}`);
    expect(visited.length, 'pages visited').toBeGreaterThan(role === 'coordinator' ? 8 : 12);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
