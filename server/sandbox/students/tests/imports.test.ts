import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../testing';
import { checkPacing, isCheckingBatch } from '../imports/import-check';
import { importRows, register } from './fixtures';

let t: TestSandbox;
beforeEach(() => {
  t = createTestSandbox();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const post = (body: unknown, as = 'demo') => t.call('POST', '/student/import', { body, as });
const get = (id: string, query = '', as = 'demo') => t.call('GET', `/student/import/${id}${query}`, { as });
/** Queued for 1.5 s, running for 1.5 s (SANDBOX_IMPORT_DELAY_MS default). */
const finish = () => t.sandbox.advanceClock(3.1);

describe('createStudentImport: body rules', () => {
  it('§4.3 import: fewer than 30 or more than 1000 rows is 400', async () => {
    expect((await post({ students: importRows(t, 29) })).status).toBe(400);
    const over = await post({ students: importRows(t, 1001) });
    expect(over.status).toBe(400);
    expect(over.json.error.message).toBe('students must contain between 30 and 1000 rows');
  });

  it('§4.3 import: a password, an unknown property or a broken rule in a row is 400, rows counted from 0', async () => {
    const rows = importRows(t, 30);
    rows[0]!.password = 'Sunflower-42';
    rows[4]!.birth = '31/04/2011';
    const r = await post({ students: rows });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('row 0: property password should not exist');
    expect(r.json.error.details.rows).toEqual([
      { row: 0, property: 'password', code: 'unexpected_field', message: 'property password should not exist' },
      { row: 4, property: 'birth', code: 'invalid_field', message: 'birth must be a real date in DD/MM/YYYY format' },
    ]);
    expect((await post({ students: importRows(t, 30), other: true })).json.error.message).toBe(
      'property other should not exist',
    );
  });
});

describe('createStudentImport: the 422 of faulty rows', () => {
  it('§4.3 import rule 2 / §7 rule 7: every faulty row listed with its property and code, nothing queued', async () => {
    const mine = await register(t, { email: 'mine@example.ge' });
    await register(t, { email: 'theirs@example.ge' }, 'second');
    const rows = importRows(t, 40);
    rows[1]!.email = 'MINE@example.ge';
    rows[2]!.email = 'theirs@example.ge';
    rows[3]!.grade = '14';
    rows[4]!.city = 'Kutaisi';
    rows[5]!.email = rows[0]!.email;
    const r = await post({ students: rows });
    expect(r.status).toBe(422);
    expect(r.json.error.code).toBe('unprocessable_entity');
    expect(r.json.error.details.rows).toEqual([
      {
        row: 1,
        property: 'email',
        code: 'email_taken_by_your_student',
        message: expect.any(String),
        studentId: mine._id,
      },
      { row: 2, property: 'email', code: 'email_unavailable', message: expect.any(String) },
      {
        row: 3,
        property: 'grade',
        code: 'unknown_reference',
        message: 'grade is not a known grade. This API does not create reference data.',
      },
      {
        row: 4,
        property: 'city',
        code: 'unknown_reference',
        message: 'city is not a known city. This API does not create reference data.',
      },
      { row: 5, property: 'email', code: 'duplicate_in_request', message: expect.any(String), duplicateOf: 0 },
    ]);
    expect(JSON.stringify(r.json)).not.toMatch(/other partner/i);
    expect(t.sandbox.state.students.imports).toHaveLength(0);
  });

  it('§7 rule 7: rows whose only problem is unavailable addresses are only counted once the account was shown them 3 times that day', async () => {
    await register(t, { email: 'held.1@example.ge' }, 'second');
    await register(t, { email: 'held.2@example.ge' }, 'second');
    const rows = importRows(t, 30);
    rows[7]!.email = 'held.1@example.ge';
    rows[9]!.email = 'held.2@example.ge';
    for (let i = 0; i < 3; i++) {
      const r = await post({ students: rows });
      expect(r.status).toBe(422);
      expect(r.json.error.details.rows.map((x: { row: number }) => x.row)).toEqual([7, 9]);
    }
    const fourth = await post({ students: rows });
    expect(fourth.status).toBe(422);
    expect(fourth.json.error.details).toEqual({ rowsOmitted: 2 });
    // The next (UTC) day the rows are listed again.
    t.sandbox.advanceClock(24 * 3600);
    expect((await post({ students: rows })).json.error.details.rows).toHaveLength(2);
  });
});

describe('createStudentImport: accepted imports', () => {
  it('§4.3 import rule 3: 202 with the queued import (no students), a Location header and the message', async () => {
    const r = await post({ students: importRows(t, 30), clientReference: 'term-1' });
    expect(r.status).toBe(202);
    expect(r.json.message).toBe(
      'Import accepted. The students are registered in the background; read the import to follow it.',
    );
    expect(r.json.data).toMatchObject({ status: 'queued', total: 30, registered: 0, clientReference: 'term-1' });
    expect(r.json.data).not.toHaveProperty('students');
    expect(r.headers.get('location')).toBe(`http://sandbox.test/v1/student/import/${r.json.data._id}`);
    expect(r.headers.get('x-ratelimit-limit')).toBe('10');
  });

  it('§3 / §4.3 import rule 5: queued -> running -> succeeded on the sandbox clock; every row registered with a welcome e-mail, no passwords', async () => {
    const rows = importRows(t, 30);
    const created = await post({ students: rows });
    const id = created.json.data._id;
    expect((await get(id)).json.data.status).toBe('queued');
    t.sandbox.advanceClock(1.6);
    const running = await get(id);
    expect(running.json.data.status).toBe('running');
    expect(running.json.data.startedAt).toBeDefined();
    expect(running.json.data.students.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    t.sandbox.advanceClock(1.6);
    const done = await get(id, '?limit=100');
    expect(done.json.message).toBe('Import fetched successfully.');
    expect(done.json.data).toMatchObject({ status: 'succeeded', total: 30, registered: 30 });
    expect(done.json.data.finishedAt).toBeDefined();
    expect(done.json.data.expiresAt).toBeDefined();
    const first = done.json.data.students[0];
    expect(first).toMatchObject({
      row: 0,
      email: rows[0]!.email,
      externalRef: rows[0]!.externalRef,
      status: 'registered',
    });
    const student = t.sandbox.state.students.students.find((s) => s._id === first.studentId)!;
    expect(student.passwordHash).toBeUndefined();
    expect(student.activatedPlatformsThisSeason).toEqual(['common']);
    expect(
      t.sandbox.kernel.outbox.filter((e) => e.kind === 'welcome' && e.to.endsWith('@import.example')),
    ).toHaveLength(30);
  });

  it('§4.3 getStudentImport: rows are paginated', async () => {
    const id = (await post({ students: importRows(t, 45) })).json.data._id;
    const page = await get(id, '?page=3&limit=20');
    expect(page.json.pagination).toEqual({ page: 3, limit: 20, total: 45, totalPages: 3 });
    expect(page.json.data.students.map((r: { row: number }) => r.row)).toEqual([40, 41, 42, 43, 44]);
  });

  it('§4.3 import rule 4: the same rows from the same account within 24 h answer 202 with the existing import', async () => {
    const rows = importRows(t, 30);
    const first = await post({ students: rows });
    const again = await post({ students: rows });
    expect(again.status).toBe(202);
    expect(again.json.message).toBe('You already sent this batch. Its import is unchanged.');
    expect(again.json.data._id).toBe(first.json.data._id);
    finish();
    const after = await post({ students: rows });
    expect(after.json.data).toMatchObject({ _id: first.json.data._id, status: 'succeeded' });
    expect(t.sandbox.state.students.imports).toHaveLength(1);
  });

  it('§4.3 import rule 6 / §8: one unfinished import per account: another batch meanwhile is 409; other accounts are not blocked', async () => {
    await post({ students: importRows(t, 30) });
    const second = await post({ students: importRows(t, 30) });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('conflict');
    expect((await post({ students: importRows(t, 30) }, 'second')).status).toBe(202);
    finish();
    expect((await post({ students: importRows(t, 30) })).status).toBe(202);
  });

  it('§4.3 import rule 7: a paused window answers 503 with Retry-After its length; an already queued import waits and then runs', async () => {
    const queued = (await post({ students: importRows(t, 30) }, 'second')).json.data._id;
    const pause = await t.call('POST', '/__sandbox/imports/pause', { token: null, body: { seconds: 600 } });
    expect(pause.status).toBe(200);
    const r = await post({ students: importRows(t, 30) });
    expect(r.status).toBe(503);
    expect(r.json.error.code).toBe('service_unavailable');
    expect(r.headers.get('retry-after')).toBe('600');
    finish();
    expect((await get(queued, '', 'second')).json.data.status).toBe('queued');
    t.sandbox.advanceClock(600);
    expect((await get(queued, '', 'second')).json.data.status).toBe('succeeded');
    expect(t.sandbox.state.students.imports).toHaveLength(1);
  });

  it('§4.3 import rule 7 / §8: while another batch is being checked the server answers 503 busy with Retry-After', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(checkPacing, 'pause').mockImplementationOnce(() => held);
    const big = post({ students: importRows(t, 1000) });
    await vi.waitFor(() => expect(isCheckingBatch(t.sandbox)).toBe(true), { interval: 1 });
    const other = await post({ students: importRows(t, 30) }, 'second');
    release();
    const first = await big;
    expect(first.status).toBe(202);
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('1');
    expect(other.json.error.details).toEqual({ reason: 'busy' });
  });
});

describe('import processing failures and readability', () => {
  it('§3: a row whose address was registered meanwhile fails the whole import: rows_rejected, every row skipped, nobody registered', async () => {
    const rows = importRows(t, 30);
    const id = (await post({ students: rows })).json.data._id;
    await register(t, { email: rows[3]!.email }, 'second');
    const before = t.sandbox.state.students.students.length;
    finish();
    const r = await get(id, '?limit=100');
    expect(r.json.data).toMatchObject({ status: 'failed', registered: 0, failure: { code: 'rows_rejected' } });
    expect(
      r.json.data.students.every(
        (row: { status: string; studentId?: string }) => row.status === 'skipped' && !row.studentId,
      ),
    ).toBe(true);
    expect(r.json.data.students[3].error.code).toBe('email_unavailable');
    expect(t.sandbox.state.students.students.length).toBe(before);
  });

  it('§3: an account that lost student/create fails its import with forbidden', async () => {
    const id = (await post({ students: importRows(t, 30) })).json.data._id;
    const apiKey = t.sandbox.accounts()[0]!.apiKey;
    t.sandbox.patchAccount(apiKey, {
      roles: [
        { effect: 'allow', action: '*', target: '*' },
        { effect: 'disallow', action: 'student/create', target: 'core' },
      ],
    });
    finish();
    t.sandbox.patchAccount(apiKey, { roles: [{ effect: 'allow', action: '*', target: '*' }] });
    expect((await get(id)).json.data).toMatchObject({
      status: 'failed',
      failure: { code: 'forbidden' },
      registered: 0,
    });
  });

  it('§3: an operator cancels an unfinished import: cancelled, failure code cancelled, nothing registered', async () => {
    const id = (await post({ students: importRows(t, 30) })).json.data._id;
    const cancel = await t.call('POST', `/__sandbox/imports/${id}/cancel`, { token: null });
    expect(cancel.status).toBe(200);
    finish();
    expect((await get(id)).json.data).toMatchObject({
      status: 'cancelled',
      failure: { code: 'cancelled' },
      registered: 0,
    });
    expect((await t.call('POST', `/__sandbox/imports/${id}/cancel`, { token: null })).status).toBe(409);
  });

  it("§4.3 getStudentImport: another account's import, an unknown id and an import 30 days past finishing answer 404", async () => {
    const id = (await post({ students: importRows(t, 30) })).json.data._id;
    expect((await get(id, '', 'second')).status).toBe(404);
    expect((await get('ffffffffffffffffffffffff')).status).toBe(404);
    finish();
    t.sandbox.advanceClock(29 * 24 * 3600);
    expect((await get(id)).status).toBe(200);
    t.sandbox.advanceClock(1 * 24 * 3600 + 60);
    const gone = await get(id);
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe('not_found');
  });

  it('§8: the import operation counts 10 requests per hour; the 11th is 429', async () => {
    for (let i = 0; i < 10; i++) await post({ students: importRows(t, 29) });
    const r = await post({ students: importRows(t, 29) });
    expect(r.status).toBe(429);
  });
});
