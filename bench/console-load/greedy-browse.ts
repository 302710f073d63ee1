import { pick, seededRandom } from './page-kinds';
import { sleep, type BrowseSettings } from './browse';
import type { SignedInPerson } from './people';
import type { SiteTargets } from './site-targets';
import { timedView, type View } from './timed-view';

/**
 * The greedy person: opens `pages` different student pages at once (as tabs), and again every `everySeconds`
 * once the previous batch has come back, until `until`.
 */
export async function greedyBrowse(
  person: SignedInPerson,
  targets: SiteTargets,
  settings: BrowseSettings & { pages: number; everySeconds: number },
): Promise<View[]> {
  const random = seededRandom(0x9eed);
  const views: View[] = [];
  if (targets.students.length === 0) throw new Error(`the greedy person ${person.email} has no student to open`);
  while (Date.now() < settings.until) {
    const started = Date.now();
    const ids = new Set<string>();
    while (ids.size < Math.min(settings.pages, targets.students.length)) ids.add(pick(targets.students, random)!.id);
    const batch = [...ids].map((id) =>
      timedView(
        settings.baseUrl,
        person.cookie,
        person.email,
        { kind: 'student', url: `/students/${id}` },
        settings.viewTimeoutMs,
      ),
    );
    views.push(...(await Promise.all(batch)));
    await sleep(
      Math.min(
        Math.max(0, started + settings.everySeconds * 1000 - Date.now()),
        Math.max(0, settings.until - Date.now()),
      ),
    );
  }
  return views;
}
