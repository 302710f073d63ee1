import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import { isActivatedFor } from '@/lib/partner-api/student-rules/field-rules';
import { directoryStudents } from '@/server/db/schema';
import { runDirectorySyncTick } from './sync-run';
import { readSyncState } from './sync-state';
import { testDatabases } from '@/test/support/db/test-databases';
import { addSandboxStudents, sandboxSyncDeps } from '@/test/support/directory/sandbox-sync';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';

const postgres = testDatabases().find((t) => t.name === 'postgres');

/**
 * A sync run in a process killed mid-run (SIGKILL: no shutdown, no lease released) is taken over by another instance
 * once the lease runs out, and goes on from the last page saved: each page is read once, or twice for the page that
 * was in flight. PostgreSQL only: an embedded database cannot be shared between two processes.
 */
describe.skipIf(!postgres)('the directory sync killed mid-run (PostgreSQL)', () => {
  const world = withSandboxAndDatabase(postgres!);

  it('resumes from the last saved page in another process', async () => {
    const { sandbox, standalone, handle } = world;
    addSandboxStudents(sandbox, sandboxDemoAccount.apiKey, 900, 'kill');
    const url = postgres!.url!;

    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'server/directory/sync-kill.child.ts', standalone.baseUrl, url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line === 'page 20') {
          child.kill('SIGKILL');
          resolve();
        }
        if (line.startsWith('outcome')) reject(new Error(`the child ended before it was killed: ${line}`));
      });
    });
    await exited;
    const cut = await readSyncState(handle.db);
    expect(cut.runId).not.toBeNull();
    expect(cut.leaseOwner).toBe('child');
    const before = cut.signedInPass!.requests;
    expect(before).toBeGreaterThanOrEqual(19);

    // Another instance: refused while the killed one's lease runs, then takes the run over where it stopped.
    const calls = { orgStudents: 0, applications: 0 };
    const deps = sandboxSyncDeps(standalone, handle.db, { owner: 'survivor', share: 1 });
    const counted = {
      ...deps,
      listOrgStudents: (id: string, page: number, share: number) => {
        calls.orgStudents += 1;
        return deps.listOrgStudents(id, page, share);
      },
      listApplications: (id: string, page: number, share: number) => {
        calls.applications += 1;
        return deps.listApplications(id, page, share);
      },
    };
    expect(await runDirectorySyncTick(counted)).toBe('busy');
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await runDirectorySyncTick(counted)).toBe('completed');

    const own = sandbox.state.students.students.filter((s) => s.ownerAccountId === sandbox.accounts()[0]!._id);
    const needed = sandbox.state.reference.organizations.reduce(
      (n, o) =>
        n +
        Math.max(1, Math.ceil(own.filter((s) => isActivatedFor(s.activatedPlatformsThisSeason, o.slug)).length / 100)),
      0,
    );
    const done = await readSyncState(handle.db);
    expect(done.lastCompletedCount).toBe(own.length);
    // The survivor read exactly the organizations pages the killed process had not saved (the one in flight included).
    const saved = done.signedInPass!.requests;
    expect(calls.orgStudents + calls.applications).toBe(saved - before);
    expect(calls.orgStudents).toBeLessThan(needed);
    expect(saved).toBeGreaterThanOrEqual(needed + 5);
    const [rows] = await handle.db.select({ n: count() }).from(directoryStudents);
    expect(rows!.n).toBe(own.length);
  }, 120_000);
});
