import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { DatabaseOpenError } from '@/server/db/open-pglite';
import { seedDataDir } from '@/test/support/db/template';

/**
 * The embedded database across processes: one process per directory (a second opener is refused, naming
 * the holder; a dead holder's lock is taken over), SIGTERM during writes closes it cleanly with every
 * committed row, and a damaged directory is reported with what to do, never deleted.
 */
const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'console-shutdown-'));
let cases = 0;

/** A DATA_DIR holding a copy of the run's migrated database (test/support/db/template.ts): no initdb here. */
function dataDir(): Promise<string> {
  return seedDataDir(path.join(work, `case-${++cases}`));
}

interface Holder {
  child: ChildProcessWithoutNullStreams;
  lines: string[];
  /** Resolves with the first line matching, reading what the process printed so far and after. */
  line(match: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Holders not yet exited: a test that failed midway leaves no writer working on beside the next tests. */
const running = new Set<ChildProcessWithoutNullStreams>();

function hold(dir: string, mode: 'hold' | 'write' | 'audit' = 'hold'): Holder {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'test/support/lifecycle/hold-database.ts', dir, mode],
    {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  const lines: string[] = [];
  const waiting: { match: RegExp; resolve(line: string): void }[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  createInterface({ input: child.stdout }).on('line', (text) => {
    lines.push(text);
    for (const w of waiting.filter((x) => x.match.test(text))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(text);
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const line = (match: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((l) => match.test(l));
      if (seen) return resolve(seen);
      waiting.push({ match, resolve });
      void exited.then(({ code, signal }) =>
        reject(new Error(`the holder exited (${code ?? signal}) before ${match}:\n${lines.join('\n')}\n${stderr}`)),
      );
    });
  return { child, lines, line, exited };
}

const lockFile = (dir: string) => path.join(dir, 'db.lock');
/** DBState in pg_control: 1 is "shut down" (closed cleanly), 6 "in production" (open, or its process died). */
const controlState = (dir: string) => readFileSync(path.join(dir, 'db', 'global', 'pg_control')).readInt32LE(16);

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Each test starts Node processes that load the console (tsx): slow when parallel test files share the cores.
describe('the embedded database across processes', { timeout: 120_000 }, () => {
  it('refuses a second opener, naming the directory and the holder, then takes over the lock of a killed holder', async () => {
    const dir = await dataDir();
    const holder = hold(dir);
    await holder.line(/^ready /);
    const pid = holder.child.pid!;

    const refused = await openDatabase({ kind: 'pglite', dataDir: dir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(path.join(dir, 'db'));
    expect((refused as Error).message).toContain(`process ${pid}`);

    // A script says it too, with what to do.
    const migrate = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/migrate.ts'],
      {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(migrate.status).toBe(1);
    expect(migrate.stderr).toContain(`in use by process ${pid}`);
    expect(migrate.stderr).toContain(`kill -TERM ${pid}`);

    // Killed outright: no close, the lock stays behind naming a process that is gone.
    holder.child.kill('SIGKILL');
    expect(await holder.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid });

    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
      await handle.db.execute(sql`select 1`);
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('on SIGTERM during a stream of writes, stops the writer, closes the database cleanly and keeps every committed row', async () => {
    const dir = await dataDir();
    const writer = hold(dir, 'write');
    await writer.line(/^committed 25$/);
    writer.child.kill('SIGTERM');
    // The console's handler ends the process (143), rather than the signal killing it.
    expect(await writer.exited).toEqual({ code: 143, signal: null });

    const committed = writer.lines.filter((l) => l.startsWith('committed ')).map((l) => Number(l.split(' ')[1]));
    expect(committed.length).toBeGreaterThanOrEqual(25);
    expect(controlState(dir)).toBe(1);
    expect(existsSync(lockFile(dir))).toBe(false);

    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const result = (await handle.db.execute(sql`select n from shutdown_probe order by n`)) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows.map((r) => r.n)).toEqual(committed);
    } finally {
      await handle.close();
    }
  });

  it('on SIGTERM, writes the audit entries still queued (server/db/write-behind.ts) before closing the database', async () => {
    const dir = await dataDir();
    const holder = hold(dir, 'audit');
    await holder.line(/^ready /);
    holder.child.kill('SIGTERM');
    expect(await holder.exited).toEqual({ code: 143, signal: null });
    expect(controlState(dir)).toBe(1);

    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const result = (await handle.db.execute(
        sql`select count(*)::int as n, count(distinct target_id)::int as targets from audit_log where action = 'test.entry'`,
      )) as unknown as { rows: { n: number; targets: number }[] };
      expect(result.rows).toEqual([{ n: 300, targets: 300 }]);
    } finally {
      await handle.close();
    }
  });

  it('reports a damaged directory with where it is and what to do, and deletes nothing', async () => {
    const dir = await dataDir();
    const wal = path.join(dir, 'db', 'pg_wal');
    for (const segment of readdirSync(wal).filter((f) => /^[0-9A-F]{24}$/.test(f)))
      truncateSync(path.join(wal, segment), 0);

    const failed = await openDatabase({ kind: 'pglite', dataDir: dir }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseOpenError);
    const message = (failed as Error).message;
    expect(message).toContain(`database in ${path.join(dir, 'db')} cannot be opened`);
    expect(message).toContain(`mv '${path.join(dir, 'db')}'`);
    expect(message).toContain('Nothing was deleted');
    expect(existsSync(path.join(dir, 'db', 'PG_VERSION'))).toBe(true);
    // The failed open gave the directory back: a second try reports the same, not a lock.
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DatabaseOpenError);
  });
});
