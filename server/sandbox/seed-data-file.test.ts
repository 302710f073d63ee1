import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from './kernel/create-sandbox';
import { seedSandboxDataFile } from './seed-data-file';

const dir = mkdtempSync(path.join(tmpdir(), 'seed-data-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seedSandboxDataFile', () => {
  it('replaces a data file with a seed of that size, which a sandbox then loads as it is', async () => {
    const file = path.join(dir, 'sandbox.json');
    writeFileSync(file, '{"version":1}');
    const written = await seedSandboxDataFile(file, { students: 500 });
    expect(written).toMatchObject({ students: 509 });
    expect(written.bytes).toBeGreaterThan(500_000);
    // Loaded, not seeded again: a sandbox asked for another size keeps the file's students.
    const loaded = createSandbox({ dataFile: file, seedStudents: 300 });
    expect(loaded.state.students.students).toHaveLength(509);
    expect(loaded.kernel.seedStudents).toBe(500);
  });
});
