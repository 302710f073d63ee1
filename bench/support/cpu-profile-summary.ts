import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * What a V8 CPU profile of the console spent its time on (`BENCH_CONSOLE_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=DIR"`; docs/architecture.md, "CPU per view"): the busy time by kind of work, each sample given to
 * the first frame from the top of its stack that names one, then the functions with the most self time.
 *
 *   npx tsx bench/support/cpu-profile-summary.ts DIR/CPU.….cpuprofile [--last=SECONDS] [--views=N] [--top=30]
 *
 * `--last`: only the profile's last seconds (a crowd's); `--views`: also per view.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const kinds: [string, RegExp][] = [
  ['garbage collection', /^\(garbage collector\) /],
  ['gzip of the answers', /node:zlib/],
  ['PGlite (the database: wasm and its JS)', /@electric-sql\/pglite|^wasm-|wasm:\/\//],
  ['drizzle', /drizzle-orm/],
  ['socket writes', /^(writeUtf8String|writeLatin1String|writeBuffer|writev) /],
  ['React and Next.js (RSC payload, HTML, routing)', /next\/dist\/|\/react-dom|react-server-dom/],
  ['next-intl and ICU formatting', /use-intl|next-intl|intl-messageformat|@formatjs/],
  ['AsyncLocalStorage and async hooks', /^(?!callbackTrampoline|runInAsyncScope ).* node:(internal\/)?async_hooks/],
  ['the console’s own code and bundled libraries', /\/server\/chunks\//],
];

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, '')
    .replace(/.*\/\.next[^/]*\//, '');
  return `${functionName || '(anonymous)'} ${where || '(native)'}:${lineNumber + 1}`;
}

export function summarize(profile: Profile, options: { lastSeconds?: number; views?: number; top?: number } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const from = options.lastSeconds ? profile.endTime - options.lastSeconds * 1e6 : -Infinity;
  const byKind = new Map<string, number>();
  const self = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i]!;
    at += dt;
    const leaf = byId.get(id)!;
    if (at < from || ['(idle)', '(program)'].includes(leaf.callFrame.functionName)) return;
    busy += dt;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + dt);
    let kind = 'other (Node.js streams, timers, …)';
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const found = kinds.find(([, pattern]) => pattern.test(label(byId.get(n!)!)));
      if (found) {
        kind = found[0];
        break;
      }
    }
    byKind.set(kind, (byKind.get(kind) ?? 0) + dt);
  });
  const line = (us: number, what: string) =>
    `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms` +
    (options.views ? `  ${(us / 1000 / options.views).toFixed(2).padStart(6)} ms a view` : '') +
    `  ${what}`;
  return [
    `busy ${(busy / 1000).toFixed(0)} ms${options.views ? `, ${(busy / 1000 / options.views).toFixed(1)} ms a view` : ''}`,
    ...[...byKind].sort((a, b) => b[1] - a[1]).map(([k, us]) => line(us, k)),
    'self time:',
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, options.top ?? 30)
      .map(([k, us]) => line(us, k.slice(0, 140))),
  ].join('\n');
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { last: { type: 'string' }, views: { type: 'string' }, top: { type: 'string' } },
  });
  if (!positionals[0]) throw new Error('usage: cpu-profile-summary.ts FILE.cpuprofile [--last=SECONDS] [--views=N]');
  const profile = JSON.parse(readFileSync(positionals[0], 'utf8')) as Profile;
  console.log(
    summarize(profile, {
      lastSeconds: values.last ? Number(values.last) : undefined,
      views: values.views ? Number(values.views) : undefined,
      top: values.top ? Number(values.top) : undefined,
    }),
  );
}
