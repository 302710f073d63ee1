import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSandbox } from '../testing';
import { importRows, registration } from '../students/tests/fixtures';
import { createSandbox } from './create-sandbox';
import { createPartCache } from './persisted-parts';
import { createPersister, loadPersisted, PERSISTED_VERSION, type PersistedSandbox } from './persistence';

const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-persistence-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => void vi.useRealTimers());

let files = 0;
const newFile = () => path.join(dir, `sandbox-${++files}.json`);
const snapshotOf = (s: { kernel: PersistedSandbox['kernel']; state: PersistedSandbox['state'] }): PersistedSandbox => ({
  version: PERSISTED_VERSION,
  kernel: s.kernel,
  state: s.state,
});
/** The state as a plain JSON value (what any correct file must parse to). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('sandbox persistence by part (SANDBOX_DATA_FILE)', () => {
  it('state written after changes to every part, write by write, reloads identical', async () => {
    const file = newFile();
    const t = createTestSandbox({ dataFile: file });
    expect((await t.call('POST', '/student', { body: registration(t) })).status).toBe(201);
    await t.sandbox.flush();
    expect((await t.call('GET', '/student')).status).toBe(200);
    expect(
      (await t.call('POST', '/__sandbox/faults', { body: { operation: 'getGrade', status: 503, count: 1 } })).status,
    ).toBe(201);
    await t.sandbox.flush();
    expect((await t.call('POST', '/student/import', { body: { students: importRows(t, 30) } })).status).toBe(202);
    t.sandbox.advanceClock(60);
    const payment = t.sandbox.state.exams.payments.find((p) => p.status === 'pending')!;
    expect((await t.call('POST', `/__sandbox/payments/${payment._id}/pay`)).status).toBe(200);
    const group = t.sandbox.state.challenges.groups[0]!;
    t.sandbox.state.challenges.groups[0] = { ...group };
    t.sandbox.markDirty('challenges');
    await t.sandbox.flush();

    const reloaded = createSandbox({ dataFile: file });
    expect(reloaded.kernel).toEqual(t.sandbox.kernel);
    expect(reloaded.state).toEqual(t.sandbox.state);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(asJson(snapshotOf(t.sandbox)));
  });

  it('serialises again only the parts marked since the write before; the others keep their bytes', () => {
    const sandbox = createSandbox();
    const parts = createPartCache();
    const first = parts.pieces(snapshotOf(sandbox), 'all');
    expect(JSON.parse(Buffer.concat(first).toString())).toEqual(asJson(snapshotOf(sandbox)));

    const student = { ...sandbox.state.students.students[0]!, _id: 'not-yet-marked' };
    sandbox.state.students.students.push(student);
    sandbox.kernel.idCounter += 1;
    const kernelOnly = parts.pieces(snapshotOf(sandbox), new Set(['kernel']));
    // The same bytes as before for the outbox and the four domains; only the kernel's counters were serialised again.
    expect(first.filter((piece) => kernelOnly.includes(piece))).toHaveLength(5);
    const written = JSON.parse(Buffer.concat(kernelOnly).toString()) as PersistedSandbox;
    expect(written.kernel.idCounter).toBe(sandbox.kernel.idCounter);
    expect(written.state.students.students.map((s) => s._id)).not.toContain('not-yet-marked');

    const withStudents = JSON.parse(Buffer.concat(parts.pieces(snapshotOf(sandbox), new Set(['students']))).toString());
    expect(withStudents).toEqual(asJson(snapshotOf(sandbox)));
  });

  it('writes a burst of changes once, at most once per minIntervalMs; flush writes at once', async () => {
    vi.useFakeTimers();
    const sandbox = createSandbox();
    const snapshot = vi.fn(() => snapshotOf(sandbox));
    const persister = createPersister(newFile(), snapshot, { delayMs: 200, minIntervalMs: 2_000 });
    persister.markDirty('kernel');
    persister.markDirty('students');
    await vi.advanceTimersByTimeAsync(199);
    expect(snapshot).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshot).toHaveBeenCalledTimes(1);

    persister.markDirty('kernel');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(snapshot).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(snapshot).toHaveBeenCalledTimes(2);

    persister.markDirty('outbox');
    await persister.flush();
    expect(snapshot).toHaveBeenCalledTimes(3);
    await persister.flush();
    expect(snapshot).toHaveBeenCalledTimes(3);
  });

  it('at exit writes what is pending with every part afresh, even a change whose part was not marked', async () => {
    const file = newFile();
    const sandbox = createSandbox();
    const persister = createPersister(file, () => snapshotOf(sandbox));
    persister.markDirty();
    await persister.flush();
    sandbox.state.students.supervisors[0]!.lastName = 'Unmarked';
    sandbox.sendEmail({ to: 'exit@example.test', kind: 'welcome', subject: 'At exit' });
    persister.markDirty('outbox');
    persister.flushSync();
    const stored = loadPersisted(file)!;
    expect(stored.state.students.supervisors[0]!.lastName).toBe('Unmarked');
    expect(stored.kernel.outbox.at(-1)!.to).toBe('exit@example.test');
    expect(asJson(stored)).toEqual(asJson(snapshotOf(sandbox)));
  });

  it('at exit completes a write still under way', async () => {
    const file = newFile();
    const sandbox = createSandbox();
    const persister = createPersister(file, () => snapshotOf(sandbox));
    persister.markDirty();
    const underWay = persister.flush();
    persister.flushSync();
    expect(asJson(loadPersisted(file))).toEqual(asJson(snapshotOf(sandbox)));
    await underWay;
  });

  it('a file of another version is replaced by a fresh seed', async () => {
    const file = newFile();
    writeFileSync(file, JSON.stringify({ version: PERSISTED_VERSION + 1, kernel: {}, state: {} }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fresh = createSandbox({ dataFile: file });
    expect(fresh.state.reference.grades).toHaveLength(12);
    await fresh.flush();
    expect(loadPersisted(file)?.version).toBe(PERSISTED_VERSION);
  });
});
