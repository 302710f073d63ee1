import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientNamespaces } from '@/lib/i18n/client-namespaces';
import {
  clientUseOf,
  computeScopes,
  errorWordingFiles,
  generatedFile,
  generatedSource,
  root,
  routeFiles,
  scopeName,
} from './client-namespaces';

const scan = computeScopes();
const rerun = 'run `npm run i18n:client-namespaces` (docs/i18n.md, "Messages in the browser")';

/** What the committed list sends to a route file's client components: its scope's and the scopes' above. */
function sentTo(file: string): Set<string> {
  const scope = scan.coverOf.get(file) ?? '';
  const list = clientNamespaces as Record<string, readonly string[]>;
  return new Set([scope, ...(scan.above.get(scope) ?? [])].flatMap((s) => list[s] ?? []));
}

describe('the messages sent to the browser (lib/i18n/client-namespaces.ts)', () => {
  it('can be worked out from the source', () => {
    expect(scan.problems).toEqual([]);
  });

  it("hold every namespace each route's client components use, so no raw key shows", () => {
    const missing: string[] = [];
    for (const file of routeFiles()) {
      const name = path.relative(root, file);
      const sent = sentTo(name);
      for (const [ns, users] of clientUseOf(file).namespaces)
        if (!sent.has(ns)) missing.push(`${name}: '${ns}' (used by ${users.join(', ')}) is not sent`);
    }
    expect(missing, `${missing.length} namespaces missing: ${rerun}`).toEqual([]);
  });

  it('are exactly what the scan writes (nothing sent that no client component uses)', async () => {
    expect(readFileSync(generatedFile, 'utf8'), `lib/i18n/client-namespaces.ts is stale: ${rerun}`).toBe(
      await generatedSource(scan),
    );
  });

  it("leave the server's refusals to the error wording the browser loads when an error shows", async () => {
    const sending = Object.entries(clientNamespaces as Record<string, readonly string[]>)
      .filter(([, namespaces]) => namespaces.includes('serverSays'))
      .map(([scope]) => scope);
    expect(sending, 'render what uses serverSays inside <ErrorWording> (components/ui/error-wording.tsx)').toEqual([]);
    for (const [file, text] of await errorWordingFiles())
      expect(readFileSync(file, 'utf8'), `${path.relative(root, file)} is stale: ${rerun}`).toBe(text);
  });

  it('are given by each page that has client components, not by the layouts every page shares', () => {
    const pagesWithout = routeFiles()
      .filter((file) => file.endsWith('/page.tsx') && scan.coverOf.get(path.relative(root, file)) !== scopeName(file))
      .filter((file) => clientUseOf(file).namespaces.size > 0)
      .map((file) => path.relative(root, file));
    expect(pagesWithout, 'wrap what these pages render in <ClientMessages scope="…">').toEqual([]);
  });

  it("see the sign-in form's namespaces and the shell's translator at the root", () => {
    expect([...sentTo('app/(auth)/sign-in/page.tsx')]).toEqual(expect.arrayContaining(['signIn', 'twoFactorStep']));
    expect(sentTo('app/(auth)/sign-in/page.tsx').has('users')).toBe(false);
    // components/shell/mobile-menu.tsx: useTranslations() and t('app.name').
    expect(sentTo('app/(console)/layout.tsx').has('app')).toBe(true);
  });
});
