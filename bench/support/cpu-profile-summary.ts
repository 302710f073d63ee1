import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * What a V8 CPU profile of the console spent its time on (`BENCH_CONSOLE_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=DIR"`; docs/architecture.md, "CPU per view"): the busy time by kind of work, each sample given to
 * the first frame from the top of its stack that names one, then the functions with the most self time.
 *
 *   npx tsx bench/support/cpu-profile-summary.ts DIR/CPU.….cpuprofile [--last=SECONDS] [--views=N] [--top=30] [--files=N]
 *
 * `--last`: only the profile's last seconds (a crowd's); `--views`: also per view; `--files`: under each kind, the
 * N source files whose frames decided it. Frames in the build's chunks are named by their source (the chunk's
 * source map), so the console's own code and the libraries bundled into it are told apart.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
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
  ['node-postgres (pg, pg-pool, pg-protocol)', / (pg|pg-pool|pg-protocol|pg-types|postgres-[a-z]+)\//],
  ['socket writes', /^(writeUtf8String|writeLatin1String|writeBuffer|writev) /],
  [
    'React and Next.js (RSC payload, HTML, routing)',
    /next\/dist\/|\/react-dom|react-server-dom|^\S+ \[turbopack\]|^\S+ (react|next)\//,
  ],
  ['next-intl and ICU formatting', /use-intl|next-intl|intl-messageformat|@formatjs/],
  ['Better Auth', /better-auth|better-call|@noble\//],
  ['zod (checking the API’s answers, forms)', / zod\//],
  ['logs and metrics (pino, prom-client)', / (pino|prom-client|sonic-boom)[/-]/],
  ['AsyncLocalStorage and async hooks', /^(?!callbackTrampoline|runInAsyncScope ).* node:(internal\/)?async_hooks/],
  [
    'the console’s own code (app, components, lib, server)',
    /^\S+ (app|components|lib|server|proxy\.ts|instrumentation\.ts)/,
  ],
  ['other bundled libraries', /^\S+ \S*node_modules\//],
  ['Node.js HTTP and streams', /node:(_http|internal\/streams|internal\/webstreams|net|stream|internal\/http)/],
  ['Node.js timers, ticks and microtasks', /node:internal\/(timers|process\/task_queues)|^runMicrotasks /],
];

/** One decoded source map: per generated line, sorted [column, source index] pairs. */
type LineMap = Map<number, [number, number][]>;
interface ChunkMap {
  sources: string[];
  lines: LineMap;
}

const vlqChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` (base64 VLQ) into the generated column and source of each segment. */
function decodeMappings(mappings: string, lineOffset: number, sourceOffset: number, lines: LineMap): void {
  let line = lineOffset;
  let source = 0;
  let column = 0;
  for (const lineText of mappings.split(';')) {
    column = 0;
    const segments: [number, number][] = lines.get(line) ?? [];
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = vlqChars.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        source += fields[1]!;
        segments.push([column, sourceOffset + source]);
      }
    }
    if (segments.length) lines.set(line, segments);
    line++;
  }
}

const chunkMaps = new Map<string, ChunkMap | null>();

/** The source map next to a built chunk (Next.js writes them beside `.next/server/chunks/*.js`), or null. */
function chunkMap(file: string): ChunkMap | null {
  if (chunkMaps.has(file)) return chunkMaps.get(file)!;
  let map: ChunkMap | null = null;
  if (existsSync(`${file}.map`)) {
    type RawMap = { sources?: string[]; mappings?: string; sections?: { offset: { line: number }; map: RawMap }[] };
    const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawMap;
    map = { sources: [], lines: new Map() };
    for (const { offset, map: part } of raw.sections ?? [{ offset: { line: 0 }, map: raw }]) {
      decodeMappings(part.mappings ?? '', offset.line, map.sources.length, map.lines);
      map.sources.push(...(part.sources ?? []));
    }
  }
  chunkMaps.set(file, map);
  return map;
}

/** For a frame in a bundled chunk, the source file it came from (`node_modules/pg/lib/client.js`, `server/…`). */
function originalSource(url: string, line: number, column: number): string | undefined {
  if (!url.includes('/server/chunks/')) return undefined;
  const map = chunkMap(url.startsWith('file://') ? fileURLToPath(url) : url);
  const segments = map?.lines.get(line);
  if (!map || !segments) return undefined;
  let found: number | undefined;
  for (const [at, source] of segments) {
    if (at > column) break;
    found = source;
  }
  const source = found === undefined ? undefined : map.sources[found];
  const path = source
    ?.replace(/^turbopack:\/\/\/(\[project\]\/)?/, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/.*\/node_modules\//, 'node_modules/');
  // A library's own source map can lose its name (drizzle's `../src/entity.ts`): the chunk's name keeps it.
  const library = /\/node_modules_(@?[a-z0-9.-]+)/.exec(url)?.[1];
  return path?.startsWith('node_modules/src/') && library
    ? path.replace('node_modules/', `node_modules/${library}/`)
    : path;
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const source = originalSource(url, lineNumber, columnNumber ?? 0);
  const where = (source ?? url)
    .replace(/^file:\/\//, '')
    .replace(/^node_modules\/(?!.*\/node_modules\/)/, '')
    .replace(/.*\/node_modules\//, '')
    .replace(/.*\/\.next[^/]*\//, '');
  return `${functionName || '(anonymous)'} ${where || '(native)'}${source ? '' : `:${lineNumber + 1}`}`;
}

export function summarize(
  profile: Profile,
  options: { lastSeconds?: number; views?: number; top?: number; files?: number } = {},
) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const from = options.lastSeconds ? profile.endTime - options.lastSeconds * 1e6 : -Infinity;
  const byKind = new Map<string, number>();
  const self = new Map<string, number>();
  const byKindFile = new Map<string, Map<string, number>>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i]!;
    at += dt;
    const leaf = byId.get(id)!;
    if (at < from || ['(idle)', '(program)'].includes(leaf.callFrame.functionName)) return;
    busy += dt;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + dt);
    let kind = 'other';
    let where = '';
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const frame = label(byId.get(n)!);
      const found = kinds.find(([, pattern]) => pattern.test(frame));
      if (found) {
        kind = found[0];
        where = frame.slice(frame.indexOf(' ') + 1);
        break;
      }
    }
    byKind.set(kind, (byKind.get(kind) ?? 0) + dt);
    const files = byKindFile.get(kind) ?? new Map<string, number>();
    byKindFile.set(kind, files.set(where, (files.get(where) ?? 0) + dt));
  });
  const line = (us: number, what: string) =>
    `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms` +
    (options.views ? `  ${(us / 1000 / options.views).toFixed(2).padStart(6)} ms a view` : '') +
    `  ${what}`;
  return [
    `busy ${(busy / 1000).toFixed(0)} ms${options.views ? `, ${(busy / 1000 / options.views).toFixed(1)} ms a view` : ''}`,
    ...[...byKind]
      .sort((a, b) => b[1] - a[1])
      .flatMap(([k, us]) => [
        line(us, k),
        ...[...(options.files ? byKindFile.get(k)! : [])]
          .sort((a, b) => b[1] - a[1])
          .slice(0, options.files)
          .map(([file, fileUs]) => line(fileUs, `    ${file.slice(0, 120)}`)),
      ]),
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
    options: {
      last: { type: 'string' },
      views: { type: 'string' },
      top: { type: 'string' },
      files: { type: 'string' },
    },
  });
  if (!positionals[0]) throw new Error('usage: cpu-profile-summary.ts FILE.cpuprofile [--last=SECONDS] [--views=N]');
  const profile = JSON.parse(readFileSync(positionals[0], 'utf8')) as Profile;
  console.log(
    summarize(profile, {
      lastSeconds: values.last ? Number(values.last) : undefined,
      views: values.views ? Number(values.views) : undefined,
      top: values.top ? Number(values.top) : undefined,
      files: values.files ? Number(values.files) : undefined,
    }),
  );
}
