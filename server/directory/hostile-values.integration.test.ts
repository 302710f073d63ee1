import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { queueAudit } from '@/server/audit/write-audit';
import type { DbHandle } from '@/server/db/client';
import { flushPendingWrites } from '@/server/db/write-behind';
import { auditLog, directoryStudents } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { startStandalone } from '@/server/sandbox/standalone';
import { directorySyncStatus } from './status';
import { runDirectorySyncTick, type SyncDeps } from './sync-run';
import { sandboxSyncDeps } from '@/test/support/directory/sandbox-sync';

/**
 * Issue 16 item 4: the API may hold a value PostgreSQL text cannot (a NUL in a name, written before the
 * console refused it at the field). The sync, the audit log and their errors must cope with any value.
 */
describe.each(testDatabases())('hostile values from the API ($name)', (target) => {
  let handle: DbHandle;
  let standalone: Awaited<ReturnType<typeof startStandalone>>;
  const sandbox = () => standalone.app.sandbox;

  beforeAll(async () => {
    handle = await target.open();
    standalone = await startStandalone({ port: 0 });
  });
  afterAll(async () => {
    standalone?.server.close();
    await target.cleanup();
  });

  const deps = (extra: Partial<SyncDeps> = {}): SyncDeps => ({
    ...sandboxSyncDeps(standalone, handle.db, { owner: 'test', share: 1 }),
    ...extra,
  });

  it('syncs a student whose name holds a NUL: the run completes and the directory keeps what PostgreSQL can hold', async () => {
    const student = sandbox().state.students.students.find((s) => s.ownerAccountId === sandbox().accounts()[0]!._id)!;
    student.firstName = 'Ni\u0000no';
    expect(await runDirectorySyncTick(deps())).toBe('completed');
    const [row] = await handle.db.select().from(directoryStudents).where(eq(directoryStudents.id, student._id));
    expect(row?.firstName).toBe('Nino');
    expect(await directorySyncStatus(handle.db)).toMatchObject({ running: false, lastError: null });
  });

  it("records a failed run's reason without the values of the write", async () => {
    const params = 'Nino,nino.secret@example.com,'.repeat(5000);
    const failing = Object.assign(
      new Error(`Failed query: insert into "directory_students" values ($1)\nparams: ${params}`),
      {
        cause: new Error('invalid byte sequence for encoding "UTF8": 0x00'),
      },
    );
    await handle.db.update(directoryStudents).set({ syncedAt: new Date(0) });
    const outcome = await runDirectorySyncTick(
      deps({
        intervalMs: 0,
        listStudents: async () => {
          throw failing;
        },
      }),
    );
    expect(outcome).toBe('failed');
    const status = await directorySyncStatus(handle.db);
    expect(status.lastError?.message).toBe('invalid byte sequence for encoding "UTF8": 0x00');
    expect(JSON.stringify(status)).not.toContain('nino.secret@example.com');
  });

  it('writes an audit entry whose summary and details hold a NUL', async () => {
    queueAudit(
      {
        user: { id: 'u1', email: 'admin@demo.test' },
        action: 'student.register',
        targetType: 'student',
        targetId: 'abc',
        summary: 'Registered Ni\u0000no Beridze',
        details: { firstName: 'Ni\u0000no' },
      },
      handle.db,
    );
    await flushPendingWrites();
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, 'abc'));
    expect(entry).toMatchObject({ summary: 'Registered Nino Beridze', details: { firstName: 'Nino' } });
  });
});
