import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from './create-sandbox';
import { createSandboxApp } from '../app';
import { PERSISTED_VERSION } from './persistence';

const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createSandbox (server/sandbox/README.md "State", "Clock")', () => {
  it('seeding is deterministic: two sandboxes hold the same reference ids', () => {
    const a = createSandbox();
    const b = createSandbox();
    expect(a.state.reference).toEqual(b.state.reference);
    expect(Object.keys(a.state)).toEqual(['reference', 'students', 'exams', 'challenges']);
  });

  it('newId gives 24 lower-case hex, unique and increasing; random is in [0, 1)', () => {
    const s = createSandbox();
    const ids = Array.from({ length: 500 }, () => s.newId());
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(500);
    expect([...ids].sort()).toEqual(ids);
    const r = Array.from({ length: 500 }, () => s.random());
    expect(r.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('now() follows the clock offset; sendEmail stamps the outbox with it', () => {
    const s = createSandbox();
    s.advanceClock(3600);
    expect(s.now().getTime() - Date.now()).toBeGreaterThan(3_590_000);
    s.sendEmail({ to: 'a@example.test', kind: 'welcome', subject: 'Hi' });
    expect(Date.parse(s.kernel.outbox.at(-1)!.sentAt)).toBeGreaterThan(Date.now() + 3_590_000);
    expect(() => s.advanceClock(-1)).toThrow();
  });

  it('SANDBOX_DATA_FILE: state persisted atomically (no temp file left) and loaded on restart', async () => {
    const file = path.join(dir, 'nested', 'sandbox.json');
    const first = createSandbox({ dataFile: file });
    first.sendEmail({ to: 'kept@example.test', kind: 'welcome', subject: 'Kept' });
    first.patchAccount('key_demoPartnerAccount000001', { isActive: false });
    await first.flush();
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored.version).toBe(PERSISTED_VERSION);
    expect(readdirSync(path.dirname(file))).toEqual(['sandbox.json']);
    const second = createSandbox({ dataFile: file });
    expect(second.kernel.outbox.map((e) => e.to)).toContain('kept@example.test');
    expect(second.accounts().find((a) => a.apiKey === 'key_demoPartnerAccount000001')!.isActive).toBe(false);
    expect(second.state.reference).toEqual(first.state.reference);
  });

  it('an unreadable data file is replaced by a fresh seed', () => {
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, '{broken');
    const s = createSandbox({ dataFile: file });
    expect(s.state.reference.grades).toHaveLength(12);
  });

  it('the app persists after a request changes state (debounced write)', async () => {
    const file = path.join(dir, 'app.json');
    const app = createSandboxApp({ dataFile: file });
    await app.request('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceSeconds: 120 }) });
    await app.sandbox.flush();
    expect(JSON.parse(readFileSync(file, 'utf8')).kernel.clockOffsetMs).toBeGreaterThanOrEqual(120_000);
  });
});
