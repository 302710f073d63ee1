/**
 * A console-like process for shutdown.integration.test.ts: opens the embedded database of DATA_DIR (argv[2])
 * through getDbHandle(), with the server's signal handlers, and prints `ready <pid>`. With `write`, a
 * background worker inserts rows one at a time and prints `committed <n>` after each commit. With `audit`, the
 * database is migrated and a worker queues 300 audit entries as it stops (written only by the shutdown's flush).
 * Run: node --conditions=react-server --import tsx test/support/lifecycle/hold-database.ts <dir> [write|audit]
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { queueAudit } from '@/server/audit/write-audit';
import { getDbHandle } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { installShutdownHandlers, onShutdown } from '@/server/lifecycle/shutdown';

const [dataDir, mode] = process.argv.slice(2);
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

installShutdownHandlers();
const { db } = await getDbHandle();
if (mode === 'audit') await migrate();
console.log(`ready ${process.pid}`);

if (mode === 'write') {
  await db.execute(sql`create table if not exists shutdown_probe (n integer primary key, pad text not null)`);
  let stopped = false;
  const loop = (async () => {
    for (let n = 1; !stopped; n++) {
      await db.execute(sql`insert into shutdown_probe values (${n}, repeat('x', 500))`);
      console.log(`committed ${n}`);
      // As a real worker does between steps (its API calls): PGlite answers in microtasks, so a bare loop of
      // queries would never let the event loop deliver the signal.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  onShutdown('the test writer', async () => {
    stopped = true;
    await loop;
  });
} else if (mode === 'audit') {
  onShutdown('the test auditor', async () => {
    for (let n = 1; n <= 300; n++)
      queueAudit({
        user: { id: 'u1', email: 'a@example.test' },
        action: 'test.entry',
        targetType: 'test',
        targetId: String(n),
        summary: `entry ${n}`,
      });
  });
  setInterval(() => {}, 60_000);
} else {
  setInterval(() => {}, 60_000); // hold the database until killed
}
