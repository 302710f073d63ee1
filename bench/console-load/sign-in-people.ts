import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { consoleEnv } from './console-process';
import type { Variant } from './options';
import type { Person, SignedInPerson } from './people';

const PASSWORD = 'bench-password-2024';

/**
 * Runs the setup step (create-people.ts) in its own process on DATA_DIR, before the console opens the
 * database there: creates the people and returns each with a session cookie.
 */
export function signInPeople(options: {
  dataDir: string;
  port: number;
  variant: Variant;
  people: Person[];
  shared?: Record<string, string>;
}): SignedInPerson[] {
  const inFile = `${options.dataDir}-people.json`;
  const outFile = `${options.dataDir}-sessions.json`;
  writeFileSync(inFile, JSON.stringify({ people: options.people, password: PASSWORD }));
  const setup = spawnSync(
    path.resolve('node_modules/.bin/tsx'),
    ['--conditions=react-server', 'bench/console-load/create-people.ts', inFile, outFile],
    {
      env: consoleEnv(options.dataDir, options.port, options.variant, options.shared),
      encoding: 'utf8',
    },
  );
  if (setup.status !== 0)
    throw new Error(`creating the people failed (exit ${setup.status}):\n${setup.stderr}${setup.stdout}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as SignedInPerson[];
}
