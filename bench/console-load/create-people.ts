// Setup step of bench/console-load.ts, run before the console starts (one process per PGlite directory):
// DATA_DIR=<dir> tsx --conditions=react-server bench/console-load/create-people.ts <in.json> <out.json>
// Creates the people in DATA_DIR's database and signs each in through Better Auth's own server API (which the
// HTTP sign-in throttle does not meter); writes their session cookies to <out.json>.
import { readFileSync, writeFileSync } from 'node:fs';
import { getAuth } from '@/server/auth/auth';
import { getUserAdmin } from '@/server/auth/user-admin';
import { closeDb } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import type { Person, SignedInPerson } from './people';

const [inFile, outFile] = process.argv.slice(2);
if (!inFile || !outFile) throw new Error('usage: create-people.ts <in.json> <out.json>');
const { people, password } = JSON.parse(readFileSync(inFile, 'utf8')) as { people: Person[]; password: string };

try {
  await migrate();
  const admin = await getUserAdmin();
  const auth = await getAuth();
  const signedIn: SignedInPerson[] = [];
  for (const person of people) {
    await admin.create({ ...person, password });
    const { headers } = await auth.api.signInEmail({ body: { email: person.email, password }, returnHeaders: true });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    if (!cookie) throw new Error(`no session cookie for ${person.email}`);
    signedIn.push({ ...person, cookie });
  }
  writeFileSync(outFile, JSON.stringify(signedIn));
} finally {
  await closeDb();
}
