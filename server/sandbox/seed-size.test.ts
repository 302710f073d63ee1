import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from './kernel/create-sandbox';
import { DEFAULT_SEED_STUDENTS, MIN_SEED_STUDENTS, parseSeedStudents } from './seed-size';

afterEach(() => vi.unstubAllEnvs());

describe('seed size option', () => {
  it('defaults to the seed the docs name (300), which is also the smallest', () => {
    expect([DEFAULT_SEED_STUDENTS, MIN_SEED_STUDENTS]).toEqual([300, 300]);
    expect(parseSeedStudents(undefined)).toBe(300);
    expect(parseSeedStudents('  ')).toBe(300);
  });

  it('reads a whole number, with or without thousands separators', () => {
    for (const raw of ['20000', '20_000', '20,000', ' 20000 ']) expect(parseSeedStudents(raw)).toBe(20_000);
    expect(parseSeedStudents('100000')).toBe(100_000);
  });

  it('refuses anything else with a message naming the option and the range', () => {
    for (const raw of ['299', '100001', 'abc', '1.5', '-500', '2,00,00', '1e4'])
      expect(() => parseSeedStudents(raw, '--students')).toThrow(
        new RegExp(`^--students: .* from 300 to 100000 .*got ${JSON.stringify(JSON.stringify(raw)).slice(1, -1)}`),
      );
  });

  it('is read from SANDBOX_SEED_STUDENTS by createSandbox, and checked there', () => {
    vi.stubEnv('SANDBOX_SEED_STUDENTS', '350');
    expect(createSandbox().state.students.students).toHaveLength(359);
    vi.stubEnv('SANDBOX_SEED_STUDENTS', 'lots');
    expect(() => createSandbox()).toThrow(/^SANDBOX_SEED_STUDENTS: .*"lots"/);
    expect(() => createSandbox({ seedStudents: 50 })).toThrow(/^seedStudents: /);
  });
});
