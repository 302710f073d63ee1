import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import type { AbstractIntlMessages } from 'next-intl';
import { compiledMessages } from '../../lib/i18n/compiled-messages';
import { errorWordingNamespaces } from '../../lib/i18n/error-wording/namespaces';
import { locales } from '../../lib/i18n/locales';

/**
 * Which message namespaces reach the browser, found in the source: `npm run i18n:client-namespaces` writes them to
 * lib/i18n/client-namespaces.ts, and scripts/i18n/client-namespaces.test.ts fails when that file is stale or a
 * client component uses a namespace its <ClientMessages> does not give (docs/i18n.md, "Messages in the browser").
 *
 * - A route file (app/**: page, layout, loading, error, not-found, forbidden) reaches client modules through its
 *   imports: a 'use client' module and everything it imports run in the browser ('use server' modules excepted).
 * - Such a module uses `useTranslations('ns')` (or 'ns.sub': the whole of `ns` is sent). A translator at the root,
 *   `useTranslations()`, uses the namespaces its module and their imports spell at the start of a key
 *   (`'nav.openMenu'`, `` `serverSays.${key}` ``).
 * - `<ClientMessages scope="…">` in a layout gives its route files and those below it (down to the next such
 *   layout) their namespaces; in a page, that page's. It adds to what the layouts above it give, so each scope
 *   lists only what they do not.
 */

export const root = path.resolve(import.meta.dirname, '../..');
const appDir = path.join(root, 'app');
export const generatedFile = path.join(root, 'lib/i18n/client-namespaces.ts');
/** The client modules that read messages themselves: merging a scope's into those above, and the error wording. */
const messageReaders = new Set(
  ['components/providers/more-messages.tsx', 'components/ui/error-wording.tsx'].map((f) => path.join(root, f)),
);
/**
 * The modules that word errors. They run inside `<ErrorWording>` (components/ui/error-wording.tsx), which loads the
 * error-wording namespaces when an error shows, so no scope sends those for them; only a module that renders
 * `<ErrorWording>` (or another of these) may import them.
 */
const wordedModules = new Set(
  ['components/ui/use-failure-text.ts', 'components/ui/worded-text.tsx', 'components/ui/use-api-wording.ts'].map((f) =>
    path.join(root, f),
  ),
);
const lazyNamespaces = new Set<string>(errorWordingNamespaces);

const catalogNamespaces = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(root, 'lib/i18n/messages/en.json'), 'utf8')) as object),
);

interface ModuleFacts {
  client: boolean;
  server: boolean;
  imports: string[];
  /** Namespaces of `useTranslations('ns')`. */
  namespaces: Set<string>;
  /**
   * What of those namespaces the module's translators ask for: a dotted path each (`'student.title'`, a message
   * or a group of them), or the namespace itself where a key is not spelled in the call (`t(key)`).
   */
  paths: Set<string>;
  rootTranslator: boolean;
  /** Namespaces spelled at the start of a string (`'nav.openMenu'`), for root translators. */
  spelled: Set<string>;
  /** The scope of a `<ClientMessages scope="…">` the module renders. */
  scopes: string[];
  rendersErrorWording: boolean;
  problems: string[];
}

const rel = (file: string) => path.relative(root, file);

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Calls on a translator that name a key as `t(key)` does. */
const keyMethods = new Set(['rich', 'markup', 'raw', 'has']);
/** Hooks whose list of dependencies may name a translator without using a key. */
const dependencyHooks = new Set(['useMemo', 'useCallback', 'useEffect', 'useLayoutEffect']);

/**
 * The keys an argument of `t(…)` can be: each string it spells (`'a.b'`, both sides of `x ? 'a' : 'b'`), the group
 * a template names before its first `${` (`` `reasons.${code}` ``: all of `reasons`), or null when it could be any.
 */
function keysOf(arg: ts.Expression | undefined): string[] | null {
  while (
    arg &&
    (ts.isParenthesizedExpression(arg) ||
      ts.isAsExpression(arg) ||
      ts.isSatisfiesExpression(arg) ||
      ts.isNonNullExpression(arg))
  )
    arg = arg.expression;
  if (!arg) return null;
  if (ts.isStringLiteralLike(arg)) return [arg.text];
  if (ts.isTemplateExpression(arg)) {
    const group = arg.head.text.slice(0, Math.max(arg.head.text.lastIndexOf('.'), 0));
    return group ? [group] : null;
  }
  if (ts.isConditionalExpression(arg)) {
    const [a, b] = [keysOf(arg.whenTrue), keysOf(arg.whenFalse)];
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

/**
 * What a translator made by `useTranslations(prefix)` is asked for, read from each use of its name in the function
 * that made it: `prefix.key` for each spelled key, or `prefix` itself when it is used any other way (passed on,
 * asked for a key held in a variable), so the whole of it is sent.
 */
export function translatorPaths(call: ts.CallExpression, prefix: string): string[] {
  const declaration = call.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return [prefix];
  const name = declaration.name.text;
  let body: ts.Node = declaration;
  while (body.parent && !ts.isFunctionLike(body)) body = body.parent;
  const paths = new Set<string>();
  let whole = false;
  const visit = (node: ts.Node) => {
    if (whole) return;
    if (ts.isIdentifier(node) && node.text === name && node !== declaration.name) {
      const parent = node.parent;
      let keys: string[] | null | undefined;
      if (ts.isCallExpression(parent) && parent.expression === node) keys = keysOf(parent.arguments[0]);
      else if (
        ts.isPropertyAccessExpression(parent) &&
        parent.expression === node &&
        keyMethods.has(parent.name.text) &&
        ts.isCallExpression(parent.parent) &&
        parent.parent.expression === parent
      )
        keys = keysOf(parent.parent.arguments[0]);
      else if (
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) || ts.isJsxAttribute(parent)) && parent.name === node)
      )
        keys = []; // another thing of the same name
      else if (
        ts.isArrayLiteralExpression(parent) &&
        ts.isCallExpression(parent.parent) &&
        ts.isIdentifier(parent.parent.expression) &&
        dependencyHooks.has(parent.parent.expression.text) &&
        parent.parent.arguments[1] === parent
      )
        keys = [];
      if (!keys) whole = true;
      else for (const key of keys) paths.add(`${prefix}.${key}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return whole ? [prefix] : [...paths];
}

/** Whether `path` (`'ns.a.b'`) is in what `given` holds: itself or a group above it. */
export function covers(given: ReadonlySet<string>, path: string): boolean {
  for (let at = path.length; at > 0; at = path.lastIndexOf('.', at - 1)) if (given.has(path.slice(0, at))) return true;
  return false;
}

/** The paths, less those inside another of them, sorted. */
export function outermost(paths: Iterable<string>): string[] {
  const all = new Set(paths);
  return [...all].filter((p) => !p.includes('.') || !covers(all, p.slice(0, p.lastIndexOf('.')))).sort();
}

const facts = new Map<string, ModuleFacts>();

function factsOf(file: string): ModuleFacts {
  const known = facts.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const directives = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    directives.add(statement.expression.text);
  }
  const found: ModuleFacts = {
    client: directives.has('use client'),
    server: directives.has('use server'),
    imports: [],
    namespaces: new Set(),
    paths: new Set(),
    rootTranslator: false,
    spelled: new Set(),
    scopes: [],
    rendersErrorWording: false,
    problems: [],
  };
  const at = (node: ts.Node) => `${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const addImport = (specifier: ts.Expression | undefined) => {
    const resolved = specifier && ts.isStringLiteral(specifier) ? resolveImport(file, specifier.text) : null;
    if (resolved) found.imports.push(resolved);
    if (specifier && resolved && wordedModules.has(resolved) && !wordedModules.has(file))
      wordedImports.push(at(specifier));
  };
  const wordedImports: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && node.moduleSpecifier.getText().slice(1, -1) === 'next-intl') {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        found.problems.push(`${at(node)}: import { useTranslations } from 'next-intl', which this scan sees`);
      for (const spec of bindings && ts.isNamedImports(bindings) ? bindings.elements : [])
        if (spec.propertyName?.text === 'useTranslations')
          found.problems.push(`${at(node)}: useTranslations as ${spec.name.text}: keep its name, which this scan sees`);
    }
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) addImport(node.moduleSpecifier);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly) addImport(node.moduleSpecifier);
    else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) addImport(node.arguments[0]);
      const name = ts.isIdentifier(node.expression) ? node.expression.text : '';
      const [arg] = node.arguments;
      if (name === 'useTranslations' && !arg) found.rootTranslator = true;
      else if (name === 'useTranslations' && arg && ts.isStringLiteralLike(arg)) {
        found.namespaces.add(arg.text.split('.')[0] ?? '');
        for (const used of translatorPaths(node, arg.text)) found.paths.add(used);
      } else if (name === 'useTranslations')
        found.problems.push(`${at(node)}: useTranslations(${arg?.getText()}): write the namespace as a string`);
      else if (name === 'useMessages' && !messageReaders.has(file))
        found.problems.push(`${at(node)}: useMessages(): use useTranslations('namespace'), which this scan sees`);
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const [first] = node.text.split('.');
      if (node.text.includes('.') && first && catalogNamespaces.has(first)) found.spelled.add(first);
    } else if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === 'ErrorWording'
    ) {
      found.rendersErrorWording = true;
    } else if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === 'ClientMessages'
    ) {
      const scope = node.attributes.properties.find(
        (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === 'scope',
      )?.initializer;
      if (scope && ts.isStringLiteral(scope)) found.scopes.push(scope.text);
      else found.problems.push(`${at(node)}: <ClientMessages scope="…">: write the scope as a string`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found.rendersErrorWording)
    for (const where of wordedImports)
      found.problems.push(`${where}: a module that words errors is used outside <ErrorWording>: render it inside one`);
  facts.set(file, found);
  return found;
}

/** A module and everything it imports, not through 'use server' modules (the browser only calls those). */
function closure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const next of factsOf(file).imports) if (!factsOf(next).server) closure(next, into);
  return into;
}

export interface ClientUse {
  /** Each namespace the browser needs, with the client modules that use it. */
  namespaces: Map<string, string[]>;
  /** What of them: each message or group (`'ns.key'`) or whole namespace (`'ns'`), with the modules that use it. */
  paths: Map<string, string[]>;
  problems: string[];
}

/** What the client components a route file renders (through its imports) use. */
export function clientUseOf(entry: string): ClientUse {
  const clientModules = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = factsOf(file);
    if (found.server) return;
    if (found.client) for (const m of closure(file)) clientModules.add(m);
    else for (const next of found.imports) walk(next);
  };
  walk(entry);
  const namespaces = new Map<string, string[]>();
  const paths = new Map<string, string[]>();
  const problems: string[] = [];
  const note = (into: Map<string, string[]>, key: string, by: string) =>
    into.set(key, [...(into.get(key) ?? []), rel(by)]);
  for (const m of [...clientModules].sort()) {
    const client = factsOf(m);
    const sent = (ns: string) => !(wordedModules.has(m) && lazyNamespaces.has(ns));
    for (const ns of client.namespaces) if (sent(ns)) note(namespaces, ns, m);
    for (const used of client.paths) if (sent(used.split('.')[0] ?? '')) note(paths, used, m);
    // A translator at the root may be asked for any key its modules spell, so it gets their whole namespaces.
    if (client.rootTranslator)
      for (const ns of new Set([...closure(m)].flatMap((dep) => [...factsOf(dep).spelled])))
        if (sent(ns)) {
          note(namespaces, ns, m);
          note(paths, ns, m);
        }
    problems.push(...client.problems);
  }
  return { namespaces, paths, problems };
}

/** Every file of app/ that Next.js renders as part of a route. */
export function routeFiles(dir = appDir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...routeFiles(full));
    else if (/^(page|layout|template|default|loading|error|not-found|forbidden|unauthorized)\.tsx$/.test(entry.name))
      out.push(full);
  }
  return out.sort();
}

/** A scope's name: its file under app/, without the extension (`(console)/students/page`). */
export const scopeName = (file: string) => path.relative(appDir, file).replace(/\.tsx$/, '');

export interface ScopeMap {
  /** Each scope's own namespaces and messages (what the scopes above it do not give). */
  own: Map<string, string[]>;
  /** The scopes above a scope, nearest first. */
  above: Map<string, string[]>;
  /** The scope that gives each route file its messages. */
  coverOf: Map<string, string>;
  problems: string[];
}

/** The scopes of app/ and, from the source, what each must give. */
export function computeScopes(): ScopeMap {
  const files = routeFiles();
  const problems: string[] = [];
  const holders = new Set<string>();
  for (const file of files) {
    const declared = factsOf(file).scopes;
    if (declared.length === 0) continue;
    if (!/\/(layout|page)\.tsx$/.test(file) || declared.some((s) => s !== scopeName(file)))
      problems.push(
        `${rel(file)}: <ClientMessages scope="${declared.join('", "')}"> must be scope="${scopeName(file)}"`,
      );
    else holders.add(file);
  }
  const layoutAbove = (dir: string): string | null => {
    for (let d = dir; d.startsWith(appDir); d = path.dirname(d)) {
      const layout = path.join(d, 'layout.tsx');
      if (holders.has(layout)) return layout;
    }
    return null;
  };
  const parentOf = (scopeFile: string): string | null =>
    scopeFile.endsWith('/page.tsx')
      ? layoutAbove(path.dirname(scopeFile))
      : scopeFile === path.join(appDir, 'layout.tsx')
        ? null
        : layoutAbove(path.dirname(path.dirname(scopeFile)));
  const coverOf = new Map<string, string>();
  const needs = new Map<string, Set<string>>();
  for (const file of files) {
    const cover = holders.has(file) ? file : layoutAbove(path.dirname(file));
    const use = clientUseOf(file);
    problems.push(...use.problems);
    if (!cover) {
      problems.push(`${rel(file)}: no <ClientMessages> above it (app/layout.tsx must have one)`);
      continue;
    }
    coverOf.set(rel(file), scopeName(cover));
    const set = needs.get(cover) ?? new Set<string>();
    for (const used of use.paths.keys()) set.add(used);
    needs.set(cover, set);
  }
  const own = new Map<string, string[]>();
  const above = new Map<string, string[]>();
  const given = new Map<string, Set<string>>();
  const give = (scopeFile: string): Set<string> => {
    const known = given.get(scopeFile);
    if (known) return known;
    const parent = parentOf(scopeFile);
    const fromAbove = parent ? give(parent) : new Set<string>();
    const mine = outermost([...(needs.get(scopeFile) ?? [])].filter((used) => !covers(fromAbove, used)));
    own.set(scopeName(scopeFile), mine);
    above.set(scopeName(scopeFile), parent ? [scopeName(parent), ...(above.get(scopeName(parent)) ?? [])] : []);
    const all = new Set([...fromAbove, ...mine]);
    given.set(scopeFile, all);
    return all;
  };
  for (const holder of [...holders].sort()) give(holder);
  return {
    own: new Map([...own].sort(([a], [b]) => a.localeCompare(b))),
    above,
    coverOf,
    problems: [...new Set(problems)],
  };
}

/** lib/i18n/client-namespaces.ts as this scan writes it. */
export async function generatedSource(scopes = computeScopes()): Promise<string> {
  const entries = [...scopes.own].map(([scope, namespaces]) => `  '${scope}': ${JSON.stringify(namespaces)},`);
  const text = `// Written by \`npm run i18n:client-namespaces\` (scripts/i18n/client-namespaces.ts) from the source: do not edit.

/**
 * The messages each <ClientMessages scope> sends to the browser (components/providers/client-messages.tsx): those its
 * route files' client components ask for, less those the scopes above it already send. Each is a message or a group
 * of them (\`'student.title'\`, \`'challengeReasons.not_signed_in'\`), or a whole namespace where a component asks
 * for a key it does not spell (\`t(key)\`).
 */
export const clientNamespaces = {
${entries.join('\n')}
} as const satisfies Record<string, readonly string[]>;

export type ClientScope = keyof typeof clientNamespaces;
`;
  return prettier.format(text, { ...(await prettier.resolveConfig(generatedFile)), filepath: generatedFile });
}

export const errorWordingDir = path.join(root, 'lib/i18n/error-wording');

/** lib/i18n/error-wording/<language>.json: each language's error-wording namespaces, compiled as pages send them. */
export async function errorWordingFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const locale of locales) {
    const catalog = JSON.parse(readFileSync(path.join(root, `lib/i18n/messages/${locale}.json`), 'utf8')) as Record<
      string,
      AbstractIntlMessages
    >;
    const wording = Object.fromEntries(errorWordingNamespaces.map((ns) => [ns, compiledMessages(catalog[ns] ?? {})]));
    const file = path.join(errorWordingDir, `${locale}.json`);
    files.set(
      file,
      await prettier.format(JSON.stringify(wording), {
        ...(await prettier.resolveConfig(generatedFile)),
        filepath: file,
      }),
    );
  }
  return files;
}

if (process.argv[1] === import.meta.filename) {
  const scopes = computeScopes();
  if (scopes.problems.length > 0) {
    console.error(scopes.problems.join('\n'));
    process.exit(1);
  }
  writeFileSync(generatedFile, await generatedSource(scopes));
  console.log(`Wrote ${rel(generatedFile)}: ${scopes.own.size} scopes`);
  for (const [file, text] of await errorWordingFiles()) writeFileSync(file, text);
  console.log(`Wrote ${rel(errorWordingDir)}/: ${errorWordingNamespaces.join(', ')} in ${locales.join(', ')}`);
}
