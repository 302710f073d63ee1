import { sleep } from './browse';

/**
 * Waits until the directory's first background sync has completed and none is running, as the Students page
 * says to an admin under "How up to date is this list?" ("Last complete: …" and "Not running."); throws after
 * `maxMs`.
 */
export async function waitForDirectorySync(baseUrl: string, adminCookie: string, maxMs = 300_000): Promise<number> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < maxMs) {
    const response = await fetch(`${baseUrl}/students`, { headers: { cookie: adminCookie }, redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200) last = `HTTP ${response.status}`;
    else if (html.includes('Last complete:') && html.includes('Not running.')) return Date.now() - started;
    else last = html.includes('Syncing') ? 'syncing' : 'not complete yet';
    await sleep(2000);
  }
  throw new Error(`the directory sync did not finish within ${maxMs / 1000} s (last seen: ${last})`);
}
