import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pure, sandboxIsolated, slowFirst } from '../vitest.config';

/**
 * The `pure` project's files share a worker's modules (vitest.config.ts, `isolate: false`), so a mock, spy, fake
 * clock or environment change in one would leak into the files after it. A file that needs one goes to
 * `sandboxIsolated` (or out of these folders).
 */
const root = path.resolve(import.meta.dirname, '..');
const leaks =
  /vi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|globalThis\.\w+\s*=[^=]/;

function pureFiles(): string[] {
  const isolated = new Set(sandboxIsolated);
  return pure.flatMap((glob) => {
    const folder = glob.replace('/**/*.test.ts', '');
    return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => !isolated.has(file));
  });
}

describe('the pure test project', () => {
  it('holds the files of its folders, and none of them mocks, spies, fakes the clock or changes the environment', () => {
    const files = pureFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('scripts/vitest-projects.test.ts');
    expect(files.filter((file) => leaks.test(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it('every isolated sandbox file exists', () => {
    for (const file of sandboxIsolated) expect(() => readFileSync(path.join(root, file)), file).not.toThrow();
  });

  it('every file started first exists (a renamed one would go back to the end of the run)', () => {
    for (const file of slowFirst) expect(() => readFileSync(path.join(root, file)), file).not.toThrow();
  });
});
