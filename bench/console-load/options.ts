import { parseArgs } from 'node:util';

export type Variant = 'read-model' | 'baseline';
export type ScenarioName = 'crowd' | 'greedy' | 'fresh';
export type DatabaseKind = 'pglite' | 'postgres';

export interface ConsoleLoadOptions {
  /** Crowd sizes, one scenario each (default 20 and 100). */
  crowds: number[];
  /** People beside the greedy person; default the first crowd size minus one. */
  greedyOthers: number;
  /** How long each scenario's people browse. */
  seconds: number;
  /** How long the fresh scenario's people browse (its first 60 s are also shown apart). */
  freshSeconds: number;
  /** Mean think time between two views of one person (drawn uniformly from 0 to 2×). */
  thinkSeconds: number;
  /** How many student pages the greedy person opens at once, and how often. */
  greedyPages: number;
  greedyEverySeconds: number;
  /** Pause between scenarios so the 60 s rate windows of one do not carry over into the next. */
  cooldownSeconds: number;
  /** A view taking longer is abandoned and counted as an error. */
  viewTimeoutSeconds: number;
  /** URLs per page kind in the quiet phase (each viewed cold, then warm). */
  quietSamples: number;
  scenarios: ScenarioName[];
  variants: Variant[];
  reuseBuild: boolean;
  port: number;
  /** 2: two consoles on one PostgreSQL (databaseUrl) and one standalone sandbox, people split between them. */
  instances: 1 | 2;
  /**
   * One instance's database: PGlite in its DATA_DIR, or a fresh database under databaseUrl per console run
   * (dropped after). Two instances are always on PostgreSQL.
   */
  database: DatabaseKind;
  /** A PostgreSQL role that may create databases (--database=postgres, --instances=2). */
  databaseUrl: string | undefined;
}

const usage =
  'npm run bench -- console-load [--people=20,100] [--greedy-others=19] [--seconds=60] [--think=0.5] [--greedy-pages=10] [--greedy-every=5] ' +
  '[--cooldown=60] [--view-timeout=120] [--quiet-samples=3] [--scenarios=crowd,greedy,fresh] [--fresh-seconds=120] [--variants=read-model,baseline] [--reuse-build] [--port=3400] ' +
  '[--database=postgres --database-url=postgres://…] [--instances=2 --database-url=postgres://…]';

const positive = (name: string, value: string, min = 1): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`--${name} must be a number of at least ${min} (got ${value}).\n${usage}`);
  return n;
};

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T[] {
  const words = value
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  for (const w of words)
    if (!allowed.includes(w as T)) throw new Error(`--${name}: ${w} is not one of ${allowed.join(', ')}.\n${usage}`);
  return words as T[];
}

/**
 * The options of `npm run bench -- console-load`, always written `--name=value` (bench/index.ts takes any
 * word without a leading dash as a bench name).
 */
export function readConsoleLoadOptions(argv: string[] = process.argv.slice(2)): ConsoleLoadOptions {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      people: { type: 'string', default: '20,100' },
      'greedy-others': { type: 'string' },
      seconds: { type: 'string', default: '60' },
      'fresh-seconds': { type: 'string', default: '120' },
      think: { type: 'string', default: '0.5' },
      'greedy-pages': { type: 'string', default: '10' },
      'greedy-every': { type: 'string', default: '5' },
      cooldown: { type: 'string', default: '60' },
      'view-timeout': { type: 'string', default: '120' },
      'quiet-samples': { type: 'string', default: '3' },
      scenarios: { type: 'string', default: 'crowd,greedy,fresh' },
      variants: { type: 'string', default: 'read-model,baseline' },
      'reuse-build': { type: 'boolean', default: false },
      port: { type: 'string', default: '3400' },
      instances: { type: 'string', default: '1' },
      database: { type: 'string', default: 'pglite' },
      'database-url': { type: 'string' },
    },
  });
  if (values.instances !== '1' && values.instances !== '2')
    throw new Error(`--instances must be 1 or 2 (got ${values.instances}).\n${usage}`);
  const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const [database] = oneOf('database', values.database, ['pglite', 'postgres'] as const);
  if (!database) throw new Error(`--database must be pglite or postgres.\n${usage}`);
  if (values.instances === '2' && !databaseUrl)
    throw new Error(
      `--instances=2 shares one PostgreSQL: give --database-url (or BENCH_DATABASE_URL), a role that may create databases.\n${usage}`,
    );
  if (database === 'postgres' && !databaseUrl)
    throw new Error(
      `--database=postgres makes a fresh database per console run: give --database-url (or BENCH_DATABASE_URL), a role that may create databases.\n${usage}`,
    );
  const crowds = values.people.split(',').map((n) => Math.round(positive('people', n, 2)));
  return {
    crowds,
    greedyOthers: Math.round(positive('greedy-others', values['greedy-others'] ?? String(crowds[0]! - 1))),
    seconds: positive('seconds', values.seconds, 5),
    freshSeconds: positive('fresh-seconds', values['fresh-seconds'], 5),
    thinkSeconds: positive('think', values.think, 0),
    greedyPages: Math.round(positive('greedy-pages', values['greedy-pages'])),
    greedyEverySeconds: positive('greedy-every', values['greedy-every'], 0),
    cooldownSeconds: positive('cooldown', values.cooldown, 0),
    viewTimeoutSeconds: positive('view-timeout', values['view-timeout'], 5),
    quietSamples: Math.round(positive('quiet-samples', values['quiet-samples'], 0)),
    scenarios: oneOf('scenarios', values.scenarios, ['crowd', 'greedy', 'fresh'] as const),
    variants: oneOf('variants', values.variants, ['read-model', 'baseline'] as const),
    reuseBuild: values['reuse-build'],
    port: Math.round(positive('port', values.port, 1024)),
    instances: values.instances === '2' ? 2 : 1,
    database: values.instances === '2' ? 'postgres' : database,
    databaseUrl,
  };
}
