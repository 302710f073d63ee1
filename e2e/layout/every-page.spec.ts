import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { noteMissingMessages } from '../support/missing-messages';
import { settle } from '../support/settle';
import { roles, storageStateFor } from '../support/users';

/**
 * Every page a role can reach, at desktop and phone width: the page never scrolls sideways, axe finds no
 * WCAG 2.2 A/AA violation, and no client component misses a message its page did not send. Pages are found by
 * following the console's own links from Home (menu, tables, tabs), one page per route, so a new page is covered
 * as soon as something links to it.
 */
// Its six walks are the suite's longest tests: spread over both workers (each has a console of its own).
test.describe.configure({ mode: 'parallel' });

const widths = [1280, 390] as const;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
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

/** How many CSS pixels the page is wider than the window (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

/** The innermost element whose content is wider than it (a long word, a wide child): what to fix. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const e = [...document.querySelectorAll('body *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      .at(-1);
    return e ? `<${e.tagName.toLowerCase()} class="${String(e.className)}">${(e.textContent ?? '').slice(0, 60)}` : '';
  });

for (const role of roles) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: storageStateFor(role) });
    for (const width of widths) {
      test(`every page fits ${width} px and passes axe`, async ({ page }) => {
        test.setTimeout(8 * 60_000);
        await page.setViewportSize({ width, height: 900 });
        const seen = new Set<string>([routeKey('/')]);
        const queue: string[] = ['/'];
        const problems: string[] = [];
        noteMissingMessages(page, problems);
        const visited: string[] = [];
        while (queue.length > 0 && visited.length < maxPages) {
          const href = queue.shift()!;
          const response = await page.goto(href);
          if (!response || response.status() >= 400) continue;
          await settle(page);
          visited.push(href);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) problems.push(`${href}: scrolls sideways by ${overflow} px: ${await widest(page)}`);
          const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
          for (const v of axe.violations)
            problems.push(`${href}: ${v.id} ×${v.nodes.length} (${v.help}) e.g. ${v.nodes[0]?.target.join(' ') ?? ''}`);
          for (const link of await linksOn(page)) {
            const key = routeKey(link);
            if (seen.has(key) || skipped(new URL(link, 'http://console.test').pathname)) continue;
            seen.add(key);
            queue.push(link);
          }
        }
        test.info().annotations.push({ type: 'pages', description: visited.join(' ') });
        console.log(`${role} at ${width} px: ${visited.length} pages: ${visited.join(' ')}`);
        expect(visited.length, 'pages visited').toBeGreaterThan(role === 'coordinator' ? 8 : 12);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}
