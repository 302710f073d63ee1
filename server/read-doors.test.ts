import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readKinds } from '@/server/read-model/freshness';

/**
 * Every read in server/<feature>/reads.ts declares its scope and its copy (defineRead requires both; this checks the
 * values too), and docs/read-model.md's table of reads lists each one with them, between its two markers.
 * `UPDATE_READS_TABLE=1 npx vitest run server/read-doors.test.ts` writes the table.
 */
const serverDir = import.meta.dirname;
const docsFile = path.resolve(serverDir, '../docs/read-model.md');
const start = '<!-- reads:start (server/read-doors.test.ts) -->';
const end = '<!-- reads:end -->';

interface DeclaredRead {
  declared: { scope: unknown; copy: unknown };
  load: unknown;
  action: unknown;
}
const isRead = (value: unknown): value is DeclaredRead =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeclaredRead).load === 'function' &&
  typeof (value as DeclaredRead).action === 'function';

const features = readdirSync(serverDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(serverDir, entry.name, 'reads.ts')))
  .map((entry) => entry.name)
  .sort();

async function collectReads() {
  const seen = new Set<unknown>();
  const reads: Array<{ name: string; file: string; scope: string; copy: string[] }> = [];
  for (const feature of features) {
    const mod = (await import(/* @vite-ignore */ path.join(serverDir, feature, 'reads.ts'))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b, 'en'))) {
      if (!isRead(value) || seen.has(value)) continue;
      seen.add(value);
      const { scope, copy } = value.declared ?? {};
      const scopeName =
        scope === 'account' || scope === 'own-schools'
          ? scope
          : typeof scope === 'object' &&
              scope !== null &&
              typeof (scope as { students?: unknown }).students === 'function'
            ? 'students'
            : null;
      const sources = (Array.isArray(copy) ? copy : [copy]) as unknown[];
      reads.push({
        name,
        file: `server/${feature}/reads.ts`,
        scope: scopeName ?? `(missing: ${String(scope)})`,
        copy: sources.map(String),
      });
    }
  }
  return reads;
}

const tableOf = (reads: Awaited<ReturnType<typeof collectReads>>) =>
  [
    '| read | file | scope | answers from |',
    '|---|---|---|---|',
    ...reads.map((r) => `| \`${r.name}\` | ${r.file} | ${r.scope} | ${r.copy.map((c) => `\`${c}\``).join(', ')} |`),
  ].join('\n');

describe('the read door: every read declares its scope and copy, and docs/read-model.md lists them', () => {
  let reads: Awaited<ReturnType<typeof collectReads>>;
  // Importing every feature's reads loads most of the server's code once: tens of seconds on a busy machine.
  beforeAll(async () => {
    reads = await collectReads();
  }, 180_000);

  it('finds the reads', () => {
    expect(features.length).toBeGreaterThan(5);
    expect(reads.length).toBeGreaterThan(20);
  });

  it('each read declares a known scope and what it answers from', async () => {
    const sources = new Set<string>([...readKinds, 'live', 'database']);
    for (const read of reads) {
      expect(['account', 'students', 'own-schools'], `${read.file}#${read.name} scope`).toContain(read.scope);
      expect(read.copy.length, `${read.file}#${read.name} copy`).toBeGreaterThan(0);
      for (const source of read.copy) expect(sources, `${read.file}#${read.name} copy`).toContain(source);
    }
  });

  it("docs/read-model.md's table lists each read with its scope and copy", async () => {
    const expected = tableOf(reads);
    const docs = readFileSync(docsFile, 'utf8');
    const from = docs.indexOf(start);
    const to = docs.indexOf(end);
    expect(from, `docs/read-model.md has the marker ${start}`).toBeGreaterThanOrEqual(0);
    expect(to).toBeGreaterThan(from);
    const listed = docs.slice(from + start.length, to).trim();
    if (listed !== expected && process.env.UPDATE_READS_TABLE === '1') {
      writeFileSync(docsFile, `${docs.slice(0, from + start.length)}\n${expected}\n${docs.slice(to)}`);
      return;
    }
    expect(listed, 'run UPDATE_READS_TABLE=1 npx vitest run server/read-doors.test.ts').toBe(expected);
  });
});
