import { rmSync, statSync } from 'node:fs';
import type { SandboxAccount } from './kernel/accounts';
import { createSandbox } from './kernel/create-sandbox';

export interface SeededDataFile {
  /** Students of every account in the file. */
  students: number;
  bytes: number;
  seedMs: number;
  writeMs: number;
}

/**
 * Writes a new sandbox data file whose demo account owns `students` students (a file already there is replaced),
 * for benches and scripts: `await seedSandboxDataFile(file, { students: 20_000 })`, then
 * `createSandbox({ dataFile: file })`, `SANDBOX_DATA_FILE=file npm run sandbox` or the console with
 * `DATA_DIR` set to its folder (the file named `sandbox.json`) serves that account.
 */
export async function seedSandboxDataFile(
  file: string,
  options: { students: number; accounts?: SandboxAccount[] },
): Promise<SeededDataFile> {
  rmSync(file, { force: true });
  const started = performance.now();
  const sandbox = createSandbox({ dataFile: file, seedStudents: options.students, accounts: options.accounts });
  const seeded = performance.now();
  await sandbox.flush();
  return {
    students: sandbox.state.students.students.length,
    bytes: statSync(file).size,
    seedMs: seeded - started,
    writeMs: performance.now() - seeded,
  };
}
