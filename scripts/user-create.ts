// `npm run user:create -- --email a@b.test --role admin [--name "A B"] [--password ...] [--school "Name" ...]`
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { queueAudit } from '@/server/audit/write-audit';
import { EmailTakenError, getUserAdmin } from '@/server/auth/user-admin';
import { newUserSchema } from '@/server/auth/user-schemas';
import { closeDb } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { migrate } from '@/server/db/migrate';
import { DatabaseOpenError } from '@/server/db/open-pglite';
import { finishBeforeExit } from '@/server/lifecycle/finish-before-exit';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    school: { type: 'string', multiple: true },
  },
});

const generated = values.password ? null : randomBytes(12).toString('base64url');
const parsed = newUserSchema.safeParse({
  email: values.email,
  role: values.role,
  name: values.name ?? values.email?.split('@')[0],
  password: values.password ?? generated,
  schools: values.school,
});

if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${String(issue.path[0])}: ${issue.message}`);
  console.error(
    'Usage: npm run user:create -- --email a@b.test --role admin|support|coordinator [--name N] [--password P] [--school S ...]',
  );
  process.exit(1);
}

finishBeforeExit('creating the user');
try {
  await migrate();
  const created = await (await getUserAdmin()).create(parsed.data);
  queueAudit({
    user: { id: 'cli', email: 'npm run user:create' },
    action: 'user.create',
    targetType: 'user',
    targetId: created.id,
    summary: `Created ${created.role} ${created.email} from the command line`,
    details: { role: created.role, schools: created.schools },
  });
  console.log(`Created ${created.role} ${created.email}.`);
  // Printed once, to the operator who ran the command; nowhere else.
  if (generated) console.log(`Initial password: ${generated}`);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nOr, while the console runs, sign in as an admin and use Users → Add user.`);
  } else {
    console.error(error instanceof EmailTakenError || error instanceof DatabaseOpenError ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await closeDb();
}
