import 'server-only';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Db, DbHandle } from '@/server/db/client';
import { startStandalone } from '@/server/sandbox/standalone';
import type { TestDatabase } from '@/test/support/db/test-databases';

export type Standalone = Awaited<ReturnType<typeof startStandalone>>;

export interface SandboxAndDatabase {
  /** The test's database: a fresh, migrated, empty one of the target (test/support/db/test-databases.ts). */
  readonly handle: DbHandle;
  /** `handle.db`. */
  readonly db: Db;
  /** The standalone sandbox on a free port of 127.0.0.1: the Partner API, over HTTP. */
  readonly standalone: Standalone;
  /** The sandbox's state and clock, for setting a test's scene and checking what the API holds. */
  readonly sandbox: Standalone['app']['sandbox'];
  readonly baseUrl: string;
}

/** Stops a standalone sandbox: resolves once its server has closed. */
export const stopStandalone = (standalone: Standalone): Promise<void> =>
  new Promise((resolve) => standalone.server.close(() => resolve()));

/**
 * For tests of the console's background work against the API (the directory sync, the import runner): a fresh
 * database of `target` and a standalone sandbox of their own, opened before the tests of the block it is called in
 * (a file or a `describe`) and removed after them. Call it first in the block: its hooks run before the block's own.
 * `sandbox: 'each-test'` starts a new sandbox for every test (fresh rate windows and state); the database stays.
 * Every file has its own database and port, so files running in parallel share nothing.
 */
export function withSandboxAndDatabase(
  target: TestDatabase,
  options: { sandbox?: 'block' | 'each-test' } = {},
): SandboxAndDatabase {
  let handle: DbHandle | undefined;
  let standalone: Standalone | undefined;
  const start = async () => {
    standalone = await startStandalone({ port: 0 });
  };
  const stop = async () => {
    if (standalone) await stopStandalone(standalone);
    standalone = undefined;
  };
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await target.cleanup();
  });
  if (options.sandbox === 'each-test') {
    beforeEach(start);
    afterEach(stop);
  } else {
    beforeAll(start);
    afterAll(stop);
  }
  const started = () => {
    if (!standalone) throw new Error('withSandboxAndDatabase: the sandbox is not running (used outside a test?).');
    return standalone;
  };
  const opened = () => {
    if (!handle) throw new Error('withSandboxAndDatabase: the database is not open (used outside a test?).');
    return handle;
  };
  return {
    get handle() {
      return opened();
    },
    get db() {
      return opened().db;
    },
    get standalone() {
      return started();
    },
    get sandbox() {
      return started().app.sandbox;
    },
    get baseUrl() {
      return started().baseUrl;
    },
  };
}
