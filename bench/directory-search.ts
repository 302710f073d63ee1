import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { directoryRowOf } from '@/lib/directory/to-row';
import { openDatabase } from '@/server/db/client';
import { migrateHandle } from '@/server/db/migrate';
import { searchDirectory } from '@/server/directory/search';
import { upsertDirectoryRows } from '@/server/directory/store';

const ROWS = 100_000;
const first = [
  'María',
  'José',
  'Nino',
  'Giorgi',
  'Ana',
  'Łukasz',
  'Zoë',
  'Mariam',
  'Levan',
  'Tamar',
  'Élodie',
  'Sandro',
  'Keti',
  'Nika',
  'Irakli',
  'Aylin',
  'Murad',
  'Leyla',
  'Emily',
  'Noah',
  'Sofia',
  'Luka',
  'Elene',
  'David',
  'Saba',
  'Ayşe',
  'Chloé',
  'Emma',
  'Oliver',
  'Mia',
];
const last = [
  'Beridze',
  'Kapanadze',
  'Gelashvili',
  'Núñez',
  'Müller',
  'Əliyev',
  'Hüseynova',
  'Smith',
  'Johnson',
  'Lomidze',
  'Tsiklauri',
  'Chkheidze',
  "O'Brien",
  'García',
  'Ivanova',
  'Nowak',
  'Maisuradze',
  'Javakhishvili',
  'Brown',
  'Mammadov',
];
const cities = ['Tbilisi', 'Batumi', 'Kutaisi', 'Baku', 'Ganja', 'Boston', 'Rustavi', 'Zugdidi'];

function student(i: number) {
  const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  const city = cities[i % cities.length]!;
  const school = `${city} Public School No. ${(i % 40) + 1}`;
  const firstName = first[i % first.length]!;
  const lastName = `${last[Math.floor(i / first.length) % last.length]!}${i % 5 === 0 ? '' : `-${(i * 7919) % 1000}`}`;
  return directoryRowOf(
    {
      _id: i.toString(16).padStart(24, '0'),
      username: `GE${String.fromCharCode(65 + (i % 26))}${100000 + i}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `student.${i}@school${i % 300}.example`,
      emailConfirmed: i % 3 === 0,
      activatedPlatformsThisSeason: i % 4 === 0 ? ['stem', 'neo'] : ['common'],
      createdAt: at,
      updatedAt: at,
      country: { _id: 'c1', name: 'GEORGIA' },
      city: { _id: `city-${city}`, name: city },
      school: { _id: `s-${school}`, name: school },
      grade: { _id: `g${(i % 12) + 1}`, name: String((i % 12) + 1) },
    },
    new Date(),
    { signedInOrgs: i % 2 === 0 ? ['stem'] : [] },
  );
}

/** A mix of what people type and pick, as a coordinator (one school) and as support (everything). */
const searches: Array<{ label: string; scope: string[] | null; query: Record<string, unknown> }> = [
  { label: 'name "maria" (accents folded)', scope: null, query: { q: 'maria' } },
  { label: 'surname part "shvili"', scope: null, query: { q: 'shvili' } },
  { label: 'full name "zoe nunez"', scope: null, query: { q: 'zoe nunez' } },
  { label: 'e-mail "student.4242@"', scope: null, query: { q: 'student.4242@' } },
  { label: 'username "gea100026"', scope: null, query: { q: 'gea100026' } },
  { label: 'two letters "ni"', scope: null, query: { q: 'ni' } },
  { label: 'no text, page 40, sort name', scope: null, query: { page: 40 } },
  {
    label: 'school + grade, sort updated',
    scope: null,
    query: { school: 'Tbilisi Public School No. 9', grade: '9', sort: 'updated', dir: 'desc' },
  },
  { label: 'platform stem, sort grade', scope: null, query: { platform: 'stem', sort: 'grade' } },
  { label: 'no text, sort school descending', scope: null, query: { sort: 'school', dir: 'desc' } },
  {
    label: '"mar", sort grade descending, page 3',
    scope: null,
    query: { q: 'mar', sort: 'grade', dir: 'desc', page: 3 },
  },
  { label: 'signed in to stem + "ana"', scope: null, query: { org: 'stem', q: 'ana' } },
  {
    label: 'coordinator: "san", sort school',
    scope: ['Batumi Public School No. 2'],
    query: { q: 'san', sort: 'school' },
  },
  { label: 'coordinator: everything', scope: ['Batumi Public School No. 2', 'Batumi Public School No. 10'], query: {} },
];

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/**
 * Directory search latency at 100,000 rows on PGlite (one process, as the console runs by default). Rows are
 * loaded with the trigram index dropped and rebuilt afterwards (bulk load only); then each search runs
 * 20 times after 2 warm-ups. Figures: p50/p95 of each search and of all together.
 */
export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-directory-search-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await migrateHandle(handle);
    const db = handle.db;
    let started = performance.now();
    await db.execute(sql`drop index directory_students_search_trgm`);
    for (let i = 0; i < ROWS; i += 1000)
      await upsertDirectoryRows(
        db,
        Array.from({ length: 1000 }, (_, k) => student(i + k)),
      );
    await db.execute(
      sql`create index directory_students_search_trgm on directory_students using gin (search_text gin_trgm_ops)`,
    );
    await db.execute(sql`analyze directory_students`);
    console.log(
      `   loaded ${ROWS.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const all: number[] = [];
    for (const s of searches) {
      const query = directoryQuerySchema.parse(s.query);
      const times: number[] = [];
      let matches = '';
      for (let r = 0; r < 22; r++) {
        started = performance.now();
        const page = await searchDirectory(db, s.scope, query);
        if (r >= 2) times.push(performance.now() - started);
        matches = `${page.total.toLocaleString('en')}${page.totalCapped ? '+' : ''}`;
      }
      all.push(...times);
      console.log(
        `   ${s.label.padEnd(40)} p50 ${pct(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(6)} ms  (${matches} matches)`,
      );
    }
    console.log(
      `   all searches: p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms (goal p95 < 50 ms)`,
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
