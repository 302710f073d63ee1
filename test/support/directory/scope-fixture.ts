import 'server-only';
import { rmSync } from 'node:fs';
import { directoryRowOf } from '@/lib/directory/to-row';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { ResolvedStudent } from '@/lib/partner-api/schemas/student';
import type { ConsoleUser } from '@/server/auth/roles';
import { closeDb, getDb } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { resetEnvForTests } from '@/server/env';
import { closePartnerClientForTests, partner, resetPartnerClientForTests } from '@/server/partner';
import { startStandalone } from '@/server/sandbox/standalone';
import { upsertDirectoryRows } from '@/server/directory/store';
import { migratedDataDir } from '@/test/support/db/template';
import type { TestDatabase } from '@/test/support/db/test-databases';
import { stopStandalone } from '@/test/support/sandbox/sandbox-and-database';

export const mySchool = 'Tbilisi Public School No. 1';
export const otherSchool = 'Batumi Public School No. 3';

export const scopeUsers = {
  coordinator: { id: 'u-coord', email: 'coord@example.test', name: 'Coord', role: 'coordinator', schools: [mySchool] },
  support: { id: 'u-support', email: 'support@example.test', name: 'Support', role: 'support', schools: [] },
  admin: { id: 'u-admin', email: 'admin@example.test', name: 'Admin', role: 'admin', schools: [] },
} satisfies Record<string, ConsoleUser>;

export interface ScopeFixture {
  sandbox: Awaited<ReturnType<typeof startStandalone>>['app']['sandbox'];
  baseUrl: string;
  /** Students of the demo account, live from the API: `mine` of the coordinator's school, `other` of another. */
  mine: ResolvedStudent;
  other: ResolvedStudent;
  students: ResolvedStudent[];
  stop(): Promise<void>;
}

export interface ScopeFixtureOptions {
  /**
   * The console's database: by default PGlite in a DATA_DIR of the fixture's own; a storage test's `testDatabases()`
   * target otherwise (its PostgreSQL database is opened here and removed by stop(); its PGlite one is the default's).
   */
  database?: TestDatabase;
  /** Told every request the console's client sends to the fixture's API, as recordUpstreamCalls says, until stop(). */
  onUpstreamCall?: (call: string) => void;
}

/**
 * For tests of coordinator scoping through real actions and pages' loaders: a standalone sandbox on a free
 * port as the console's Partner API, a fresh PGlite database (or the PostgreSQL one of `database`), and the
 * directory filled from listStudents.
 * Mock `@/server/auth/current-user` in the test to choose the signed-in user (see scopeUsers).
 */
export async function startScopeFixture(options: ScopeFixtureOptions = {}): Promise<ScopeFixture> {
  const standalone = await startStandalone({ port: 0 });
  const dataDir = await migratedDataDir('console-scope-');
  const postgres = options.database?.name === 'postgres' ? options.database : undefined;
  if (postgres) await postgres.open();
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    PARTNER_API_BASE_URL: standalone.baseUrl,
    PARTNER_API_KEY: sandboxDemoAccount.apiKey,
    PARTNER_API_SECRET: sandboxDemoAccount.apiSecret,
    AUTH_SECRET: 'scope-fixture-auth-secret-0123456789abcdef',
    CONSOLE_URL: 'http://console.test',
    // The tests switch people within seconds: pacing a person's parallel reads (server/fairness, tested there)
    // would only make them wait here.
    VIEW_BURST_PACE_MS: '0',
  });
  // PGlite in DATA_DIR, or the PostgreSQL database opened above.
  if (postgres) process.env.DATABASE_URL = postgres.url;
  else delete process.env.DATABASE_URL;
  resetEnvForTests();
  resetPartnerClientForTests();
  await migrate();
  const students: ResolvedStudent[] = [];
  for (let page = 1; ; page++) {
    const answer = await partner.listStudents({ page, limit: 100 });
    students.push(...answer.data);
    if (page >= answer.pagination.totalPages) break;
  }
  const at = new Date();
  await upsertDirectoryRows(
    await getDb(),
    students.map((s) => directoryRowOf(s, at)),
  );
  const mine = students.find((s) => s.school?.name === mySchool);
  const other = students.find((s) => s.school?.name === otherSchool);
  if (!mine || !other) throw new Error('The sandbox seed has no students of the two test schools.');
  const realFetch = globalThis.fetch;
  if (options.onUpstreamCall) {
    // From here on (the set-up's calls are not the test's); the client takes the recording fetch when made again.
    recordUpstreamCalls(standalone.baseUrl, options.onUpstreamCall);
    resetPartnerClientForTests();
  }
  return {
    sandbox: standalone.app.sandbox,
    baseUrl: standalone.baseUrl,
    mine,
    other,
    students,
    stop: async () => {
      // The request log's last lines first: written after the close, they would open the database again.
      await closePartnerClientForTests();
      await closeDb();
      await stopStandalone(standalone);
      globalThis.fetch = realFetch;
      resetPartnerClientForTests();
      await postgres?.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For tests: hands every request the console's client sends to the fixture's API to `sink`, as
 * `METHOD /path` (no query), by wrapping the global fetch for the rest of the test file.
 */
export function recordUpstreamCalls(baseUrl: string, sink: (call: string) => void): void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(baseUrl)) sink(`${init?.method ?? 'GET'} ${url.slice(baseUrl.length).split('?')[0]}`);
    return realFetch(input, init);
  };
}
