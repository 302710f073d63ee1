import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../testing';
import { createSandbox } from '../../kernel/create-sandbox';
import { importRows } from './fixtures';

describe('the students seed', () => {
  it('server/sandbox/README.md: deterministic: two sandboxes seed the same students, copies and supervisors', () => {
    const a = createSandbox({ accounts: undefined });
    const b = createSandbox({ accounts: undefined });
    expect(JSON.stringify(b.state.students)).toBe(JSON.stringify(a.state.students));
  });

  it('server/sandbox/README.md: the demo account owns 300 students across the schools and grades 1-12, some signed in, some with a supervisor', () => {
    const t = createTestSandbox();
    const [demo, second] = t.sandbox.accounts();
    const state = t.sandbox.state.students;
    const mine = state.students.filter((s) => s.ownerAccountId === demo!._id);
    expect(mine).toHaveLength(300);
    expect(state.students.filter((s) => s.ownerAccountId === second!._id).length).toBeGreaterThanOrEqual(5);
    expect(new Set(mine.map((s) => s.school)).size).toBe(t.sandbox.state.reference.schools.length);
    expect(new Set(mine.map((s) => s.grade).filter(Boolean)).size).toBe(12);
    expect(mine.some((s) => s.grade === undefined)).toBe(true);
    expect(mine.some((s) => s.emailConfirmed)).toBe(true);
    expect(mine.some((s) => ['María', 'Giorgi', 'Nino'].includes(s.firstName))).toBe(true);
    const copies = state.orgCopies.filter((c) => mine.some((s) => s._id === c.mainId));
    expect(new Set(copies.map((c) => c.organizationId)).size).toBeGreaterThanOrEqual(4);
    expect(copies.some((c) => c.supervisor)).toBe(true);
    expect(new Set(state.students.map((s) => s.email)).size).toBe(state.students.length);
    expect(new Set(state.students.map((s) => s.username)).size).toBe(state.students.length);
  });
});

describe('load', () => {
  it('§4.3 / §8: a 1000-row import, a 1.4 MB body and 100 concurrent list requests leave the sandbox responsive', async () => {
    const t = createTestSandbox();
    const timings: Record<string, number> = {};
    const timed = async <T>(name: string, work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      timings[name] = Math.round(performance.now() - started);
      return result;
    };

    const thousand = await timed('1000-row import (check + 202)', () =>
      t.call('POST', '/student/import', { body: { students: importRows(t, 1000) } }),
    );
    expect(thousand.status).toBe(202);
    t.sandbox.advanceClock(3.1);
    const done = await timed('read the finished import', () =>
      t.call('GET', `/student/import/${thousand.json.data._id}`),
    );
    expect(done.json.data.status).toBe('succeeded');

    // 1000 rows padded with long externalRefs: about 1.4 MB, under the import limit of 1.5 MB.
    const padded = importRows(t, 1000).map((row, i) => ({ ...row, externalRef: `${i}-`.padEnd(1200, 'x') }));
    const body = JSON.stringify({ students: padded });
    expect(body.length).toBeGreaterThan(1.35 * 1024 * 1024);
    expect(body.length).toBeLessThan(1.5 * 1024 * 1024);
    const big = await timed('1.4 MB import body', () =>
      t.call('POST', '/student/import', { body, headers: { 'content-type': 'application/json' }, as: 'second' }),
    );
    expect(big.status).toBe(202);
    const over = await t.call('POST', '/student/import', {
      body: body + ' '.repeat(200 * 1024),
      headers: { 'content-type': 'application/json' },
      as: 'readOnly',
    });
    expect(over.status).toBe(413);

    const lists = await timed('100 concurrent listStudents', () =>
      Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.call('GET', `/student?page=${(i % 10) + 1}&limit=100`, { as: i % 2 ? 'demo' : 'second' }),
        ),
      ),
    );
    expect(lists.every((r) => r.status === 200)).toBe(true);
    const health = await timed('health after the load', () => t.call('GET', '/health', { token: null }));
    expect(health.status).toBe(200);
    console.log('[students load]', timings);
  });
});
