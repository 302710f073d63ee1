import 'server-only';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteStatements } from './pglite-statements';

/** PGlite could not open its directory: what happened, where, and what to do. Nothing is deleted. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly dir: string,
    cause: unknown,
    closedCleanly: boolean | null,
  ) {
    // PGlite's abort reads "RuntimeError: Aborted(). Build with -sASSERTIONS for more info.": the hint is for its developers.
    const reason = (cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)).replace(
      /\s*Build with -sASSERTIONS.*$/s,
      '',
    );
    const aside = `${dir}.damaged-${new Date().toISOString().slice(0, 16).replace(/\D/g, '')}`;
    super(
      `The console's database in ${dir} cannot be opened (${reason.split('\n')[0]}).\n` +
        (closedCleanly === false
          ? 'The last process that used it did not close it: it was killed or crashed in the middle of its work, which can leave the folder damaged.\n'
          : 'The folder is probably damaged: a process was killed in the middle of a write, or two processes used it at once.\n') +
        'Nothing was deleted. To start with a new, empty database, stop every console process, move the folder aside and start again:\n' +
        `  mv '${dir}' '${aside}'\n` +
        'The console then creates the database again. In sandbox mode (npm run demo) the demo logins are created again and the ' +
        'student directory is filled again from the embedded sandbox (its data is kept beside, in sandbox.json); users added since, ' +
        'the audit and request logs and the import history stay in the moved folder, so keep it.',
      { cause },
    );
    this.name = 'DatabaseOpenError';
  }
}

/** 'shut down' in pg_control (its DBState at byte 16), null when there is no database there yet. */
function closedCleanly(dir: string): boolean | null {
  try {
    return readFileSync(path.join(dir, 'global', 'pg_control')).readInt32LE(16) === 1;
  } catch {
    return null;
  }
}

const checkpointEveryMs = 5 * 60_000;

export interface OpenedPglite {
  /** Everything the console sends goes through it (named statements, one transaction at a time). */
  client: PgliteStatements;
  /** CHECKPOINT, close, then release the directory's lock. */
  close(): Promise<void>;
}

/** Opens PGlite on a directory this process then holds alone (see data-dir-lock.ts). */
export async function openPglite(dir: string): Promise<OpenedPglite> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const lock = acquireDataDirLock(dir);
  let pg: PGlite;
  try {
    const clean = closedCleanly(dir);
    const { PGlite } = await import('@electric-sql/pglite');
    // pg_trgm: the student directory's trigram index (the migrations create the extension on both drivers).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    try {
      pg = await PGlite.create(dir, { extensions: { pg_trgm } });
    } catch (error) {
      throw new DatabaseOpenError(dir, error, clean);
    }
  } catch (error) {
    lock.release();
    throw error;
  }
  // The tables live in memory and in the page cache, so an index's random reads cost what sequential ones do
  // (PostgreSQL's default of 4 is for spinning disks). At 4 the planner counted a Students search's matches with a
  // scan of every row instead of the trigram index, 2-3 times slower at 20,000 students (docs/architecture.md).
  await pg.exec('SET random_page_cost = 1.1');
  const client = new PgliteStatements(pg);
  // PGlite runs Postgres without its checkpointer, so nothing moves the WAL into the tables while it runs;
  // a process killed outright (no close) would leave all of it to replay at the next open.
  const checkpoints = setInterval(() => void client.exec('CHECKPOINT').catch(() => {}), checkpointEveryMs);
  checkpoints.unref();
  let closing: Promise<void> | null = null;
  const close = async () => {
    clearInterval(checkpoints);
    try {
      // After the transaction under way, if any. Everything written goes from the WAL into the tables, so the
      // folder does not depend on replaying it.
      await client.exclusive(async () => {
        if (pg.closed) return;
        await pg.exec('CHECKPOINT').catch(() => {});
        await pg.close();
      });
    } finally {
      lock.release();
    }
  };
  return { client, close: () => (closing ??= close()) };
}
