import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientNamespaces } from '@/lib/i18n/client-namespaces';
import ts from 'typescript';
import {
  clientUseOf,
  computeScopes,
  covers,
  outermost,
  errorWordingFiles,
  generatedFile,
  generatedSource,
  root,
  routeFiles,
  scopeName,
  translatorPaths,
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

  it("hold every message each route's client components ask for, so no raw key shows", () => {
    const missing: string[] = [];
    for (const file of routeFiles()) {
      const name = path.relative(root, file);
      const sent = sentTo(name);
      for (const [used, users] of clientUseOf(file).paths)
        if (!covers(sent, used)) missing.push(`${name}: '${used}' (used by ${users.join(', ')}) is not sent`);
    }
    expect(missing, `${missing.length} messages missing: ${rerun}`).toEqual([]);
  });

  it('name only messages and groups the catalog holds', () => {
    const catalog = JSON.parse(readFileSync(path.join(root, 'lib/i18n/messages/en.json'), 'utf8')) as object;
    const at = (used: string) =>
      used
        .split('.')
        .reduce<unknown>((o, key) => (o && typeof o === 'object' ? (o as never)[key] : undefined), catalog);
    const unknown = Object.values(clientNamespaces as Record<string, readonly string[]>)
      .flat()
      .filter((used) => at(used) === undefined);
    expect(unknown).toEqual([]);
  });

  it('are exactly what the scan writes (nothing sent that no client component uses)', async () => {
    expect(readFileSync(generatedFile, 'utf8'), `lib/i18n/client-namespaces.ts is stale: ${rerun}`).toBe(
      await generatedSource(scan),
    );
  });

  it("leave the server's refusals to the error wording the browser loads when an error shows", async () => {
    const sending = Object.entries(clientNamespaces as Record<string, readonly string[]>)
      .filter(([, sent]) => sent.some((used) => used.split('.')[0] === 'serverSays'))
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
    const signIn = sentTo('app/(auth)/sign-in/page.tsx');
    expect(covers(signIn, 'signIn.title') && covers(signIn, 'twoFactorStep')).toBe(true);
    expect([...signIn].some((used) => used.startsWith('users'))).toBe(false);
    // components/shell/mobile-menu.tsx: useTranslations() and t('app.name').
    expect(covers(sentTo('app/(console)/layout.tsx'), 'app.name')).toBe(true);
  });

  it("send of a big namespace only the messages a page's components spell", () => {
    // The available exams use a few of the applications' messages (its list of states), not its pages' wording.
    const available = sentTo('app/(console)/exams/[slug]/available/[studentId]/page.tsx');
    expect([...available].some((used) => used.startsWith('applications.'))).toBe(true);
    expect(covers(available, 'applications')).toBe(false);
  });
});

/** What `useTranslations(prefix)` in this component is asked for. */
function pathsIn(component: string, prefix = 'ns'): string[] {
  const source = ts.createSourceFile('c.tsx', component, ts.ScriptTarget.Latest, true);
  let call: ts.CallExpression | undefined;
  const find = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'useTranslations') call = node;
    ts.forEachChild(node, find);
  };
  find(source);
  return translatorPaths(call!, prefix).sort();
}

describe('what a translator is asked for', () => {
  it('is each key it is called with, as a message, rich text or a check', () => {
    const component = `function C({ on }) {
      const t = useTranslations('ns');
      const label = useMemo(() => t('b'), [t]);
      return <p title={t.raw('c')}>{t('a.x')} {t.rich('d', { b: (c) => c })} {t.has('e') ? t(on ? 'f' : 'g') : null}</p>;
    }`;
    expect(pathsIn(component)).toEqual(['ns.a.x', 'ns.b', 'ns.c', 'ns.d', 'ns.e', 'ns.f', 'ns.g']);
  });

  it("is a key's group when the key is made in a template", () => {
    expect(
      pathsIn('function C({ code }) { const t = useTranslations("ns"); return t(`reasons.${code}.title`); }'),
    ).toEqual(['ns.reasons']);
  });

  it('is the whole of it when a key is not spelled, or the translator is passed on', () => {
    expect(pathsIn('function C({ k }) { const t = useTranslations("ns"); return t(k); }')).toEqual(['ns']);
    expect(pathsIn('function C({ c }) { const t = useTranslations("ns"); return t(`${c}Title`); }')).toEqual(['ns']);
    expect(pathsIn('function C() { const t = useTranslations("ns"); return format(t, "a"); }')).toEqual(['ns']);
    expect(pathsIn('function C() { const t = useTranslations("ns"); return <Row t={t} />; }')).toEqual(['ns']);
    expect(pathsIn('function C() { const { t } = { t: useTranslations("ns") }; return t("a"); }')).toEqual(['ns']);
  });

  it("reads keys under the translator's own group", () => {
    expect(pathsIn('function C() { const t = useTranslations("ns.sub"); return t("a"); }', 'ns.sub')).toEqual([
      'ns.sub.a',
    ]);
  });
});

describe('the lists of messages', () => {
  it('cover a message by itself or by a group above it, never by a sibling or one below', () => {
    const given = new Set(['student.reasons', 'common']);
    expect(['student.reasons', 'student.reasons.a', 'common.x.y'].every((p) => covers(given, p))).toBe(true);
    expect(['student', 'student.reasonsOther', 'student.title', 'commonly'].some((p) => covers(given, p))).toBe(false);
  });

  it('keep only the outermost of nested paths', () => {
    expect(outermost(['a.b.c', 'a.b', 'a.bc', 'd', 'd.e', 'f.g'])).toEqual(['a.b', 'a.bc', 'd', 'f.g']);
  });
});
