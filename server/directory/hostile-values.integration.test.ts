import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { queueAudit } from '@/server/audit/write-audit';
import { flushPendingWrites } from '@/server/db/write-behind';
import { auditLog, directoryStudents } from '@/server/db/schema';
import { testDatabases } from '@/test/support/db/test-databases';
import { directorySyncStatus } from './status';
import { runDirectorySyncTick, type SyncDeps } from './sync-run';
import { sandboxSyncDeps } from '@/test/support/directory/sandbox-sync';
import { withSandboxAndDatabase } from '@/test/support/sandbox/sandbox-and-database';

/**
 * Issue 16 item 4: the API may hold a value PostgreSQL text cannot (a NUL in a name, written before the
 * console refused it at the field). The sync, the audit log and their errors must cope with any value.
 */
describe.each(testDatabases())('hostile values from the API ($name)', (target) => {
  const world = withSandboxAndDatabase(target);
  const sandbox = () => world.sandbox;

  const deps = (extra: Partial<SyncDeps> = {}): SyncDeps => ({
    ...sandboxSyncDeps(world.standalone, world.db, { owner: 'test', share: 1 }),
    ...extra,
  });

  it('syncs a student whose name holds a NUL: the run completes and the directory keeps what PostgreSQL can hold', async () => {
    const student = sandbox().state.students.students.find((s) => s.ownerAccountId === sandbox().accounts()[0]!._id)!;
    student.firstName = 'Ni\u0000no';
    expect(await runDirectorySyncTick(deps())).toBe('completed');
    const [row] = await world.db.select().from(directoryStudents).where(eq(directoryStudents.id, student._id));
    expect(row?.firstName).toBe('Nino');
    expect(await directorySyncStatus(world.db)).toMatchObject({ running: false, lastError: null });
  });

  it("records a failed run's reason without the values of the write", async () => {
    const params = 'Nino,nino.secret@example.com,'.repeat(5000);
    const failing = Object.assign(
      new Error(`Failed query: insert into "directory_students" values ($1)\nparams: ${params}`),
      {
        cause: new Error('invalid byte sequence for encoding "UTF8": 0x00'),
      },
    );
    await world.db.update(directoryStudents).set({ syncedAt: new Date(0) });
    const outcome = await runDirectorySyncTick(
      deps({
        intervalMs: 0,
        listStudents: async () => {
          throw failing;
        },
      }),
    );
    expect(outcome).toBe('failed');
    const status = await directorySyncStatus(world.db);
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
      world.db,
    );
    await flushPendingWrites();
    const [entry] = await world.db.select().from(auditLog).where(eq(auditLog.targetId, 'abc'));
    expect(entry).toMatchObject({ summary: 'Registered Nino Beridze', details: { firstName: 'Nino' } });
  });
});
