import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryQuerySchema } from '@/lib/directory/query-schema';
import { directoryRowOf } from '@/lib/directory/to-row';
import { directoryRowSchema } from '@/lib/directory/types';
import type { DbHandle } from '@/server/db/client';
import { testDatabases } from '@/test/support/db/test-databases';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { countCap, searchDirectory, textReadCap } from './search';
import { upsertDirectoryRows } from './store';

const ROWS = 1250;
const letters = (i: number) => [2, 1, 0].map((p) => String.fromCharCode(97 + (Math.floor(i / 26 ** p) % 26))).join('');

/** Student i: unique last name of three letters (the same order under any collation); every 7th has no school, every 5th no grade. */
function student(i: number) {
  const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
  const school = i % 7 === 0 ? null : { _id: `s${i % 5}`, name: `School ${'ABCDE'[i % 5]}` };
  const grade = i % 5 === 0 ? null : { _id: `g${i % 12}`, name: String((i % 12) + 1) };
  const firstName = i % 2 === 0 ? 'María' : 'Nino';
  const lastName = `L${letters((i * 7919) % 17576)}`;
  return directoryRowOf(
    {
      _id: i.toString(16).padStart(24, '0'),
      username: `GE${100000 + i}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `s${i}@example.test`,
      emailConfirmed: false,
      activatedPlatformsThisSeason: ['common'],
      createdAt: at,
      updatedAt: at,
      country: null,
      city: null,
      school,
      grade,
    },
    new Date(at),
  );
}

const all = Array.from({ length: ROWS }, (_, i) => student(i));
const byName = (a: (typeof all)[number], b: (typeof all)[number]) =>
  a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.id < b.id ? -1 : 1;
/** The expected order of a sort on a key (descending, nulls last), then name ascending. */
const descNullsLast =
  <K extends 'schoolName' | 'gradeOrder'>(key: K) =>
  (a: (typeof all)[number], b: (typeof all)[number]) => {
    const [x, y] = [a[key], b[key]];
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? 1 : -1;
  };

type Target = ReturnType<typeof testDatabases>[number];

/**
 * A test database holding these rows for the block's tests (opened before them, cleaned up after), and a search of
 * it as an admin.
 */
function directoryOf(target: Target, rows: ReturnType<typeof student>[]) {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
    await upsertDirectoryRows(handle.db, rows);
  });
  afterAll(() => target.cleanup());
  return (q: Record<string, unknown>) => searchDirectory(handle.db, null, directoryQuerySchema.parse(q));
}

describe.each(testDatabases())('directory search pages ($name)', (target) => {
  const search = directoryOf(target, all);

  it("sends each row as the table shows it: the row schema's fields, none of the record's others", async () => {
    const { rows } = await search({ limit: 25 });
    expect(rows).toHaveLength(25);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(directoryRowSchema.shape).sort());
      expect(directoryRowSchema.parse(row)).toEqual(row);
    }
    const record = all.find((r) => r.id === rows[0]!.id)!;
    expect(rows[0]).toMatchObject({ fullName: record.fullName, email: record.email, schoolName: record.schoolName });
  });

  it('counts up to the cap, says so, and still pages on to the last student, whose page tells the exact total', async () => {
    const first = await search({ limit: 100 });
    expect(first).toMatchObject({ total: countCap, totalCapped: true, hasMore: true });
    expect(first.rows.map((r) => r.id)).toEqual(
      [...all]
        .sort(byName)
        .slice(0, 100)
        .map((r) => r.id),
    );

    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const result = await search({ limit: 100, page });
      seen.push(...result.rows.map((r) => r.id));
      if (!result.hasMore) {
        expect(result).toMatchObject({ total: ROWS, totalCapped: false, totalPages: 13 });
        break;
      }
      expect(result.totalPages).toBeGreaterThan(page);
      page += 1;
    }
    expect(seen).toEqual([...all].sort(byName).map((r) => r.id));
    expect((await search({ limit: 100, page: 14 })).rows).toEqual([]);
  });

  it("pages the whole directory past the cap with one statement a page, as a filter's pages read", async () => {
    const context: RequestContext = { requestId: 'req-whole-directory', method: 'GET', path: '/students' };
    const first = await requestStorage.run(context, () => search({ limit: 100 }));
    expect(context.dbQueries).toBe(1);
    // The same order as a filtered search past the cap reads (every e-mail matches "example.test": 1,250 rows).
    const filtered = await search({ q: 'example.test', limit: 100, page: 1 });
    expect(first.rows).toEqual(filtered.rows);
  });

  it('reads, counts and sorts a text search of more than 1,000 matches at once: the exact total, every page', async () => {
    // Every e-mail is at example.test: 1,250 matches, past the count's cap but within a text search's.
    const byNameIds = [...all].sort(byName).map((r) => r.id);
    const first = await search({ q: 'example', limit: 100 });
    expect(first).toMatchObject({ total: ROWS, totalCapped: false, totalPages: 13, hasMore: true });
    expect(first.rows.map((r) => r.id)).toEqual(byNameIds.slice(0, 100));
    const last = await search({ q: 'example', limit: 100, page: 13 });
    expect(last).toMatchObject({ total: ROWS, totalCapped: false, hasMore: false });
    expect(last.rows.map((r) => r.id)).toEqual(byNameIds.slice(1200));
    // Past the last page no row carries the count: it is counted on its own.
    expect(await search({ q: 'example', limit: 100, page: 14 })).toMatchObject({
      rows: [],
      total: ROWS,
      totalPages: 13,
    });
    expect(await search({ q: 'nobody-has-this' })).toMatchObject({ rows: [], total: 0, totalPages: 0 });
  });

  it('sorts by school and by grade descending with students lacking one last, past the cap as below it', async () => {
    const bySchool = [...all].sort(descNullsLast('schoolName'));
    expect((await search({ sort: 'school', dir: 'desc', limit: 50 })).rows.map((r) => r.id)).toEqual(
      bySchool.slice(0, 50).map((r) => r.id),
    );
    const last = await search({ sort: 'school', dir: 'desc', limit: 50, page: ROWS / 50 });
    expect(last.rows.map((r) => r.id)).toEqual(bySchool.slice(-50).map((r) => r.id));
    expect(last.rows.every((r) => r.schoolName === null)).toBe(true);

    // 625 matches: below the cap, read by the text index and sorted.
    const marias = all.filter((r) => r.firstName === 'María').sort(descNullsLast('gradeOrder'));
    const page3 = await search({ q: 'maria', sort: 'grade', dir: 'desc', limit: 25, page: 3 });
    expect(page3).toMatchObject({ total: 625, totalCapped: false, totalPages: 25, hasMore: true });
    expect(page3.rows.map((r) => r.id)).toEqual(marias.slice(50, 75).map((r) => r.id));
    const lastMarias = await search({ q: 'maria', sort: 'grade', dir: 'desc', limit: 25, page: 25 });
    expect(lastMarias.hasMore).toBe(false);
    expect(lastMarias.rows.map((r) => r.gradeName)).toEqual(Array(25).fill(null));
  });
});

describe.each(testDatabases())('a filtered search under the cap ($name)', (target) => {
  const search = directoryOf(target, all);

  it('counts its matches, then reads each page of them sorted, in each sort order, to the last page and past it', async () => {
    const inGrade3 = all.filter((r) => r.gradeOrder === 3);
    expect(inGrade3.length).toBeGreaterThan(75);
    for (const [sort, order] of [
      [{}, byName],
      [{ sort: 'school', dir: 'desc' }, descNullsLast('schoolName')],
    ] as const) {
      const expected = [...inGrade3].sort(order).map((r) => r.id);
      const pages = Math.ceil(expected.length / 25);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const context: RequestContext = { requestId: `req-grade-${page}`, method: 'GET', path: '/students' };
        const result = await requestStorage.run(context, () => search({ ...sort, grade: '3', limit: 25, page }));
        expect(context.dbQueries).toBe(2);
        expect(result).toMatchObject({ total: expected.length, totalCapped: false, totalPages: pages });
        expect(result.hasMore).toBe(page < pages);
        seen.push(...result.rows.map((r) => r.id));
      }
      expect(seen).toEqual(expected);
    }
    const past = Math.ceil(inGrade3.length / 25) + 1;
    expect(await search({ grade: '3', limit: 25, page: past })).toMatchObject({
      rows: [],
      total: inGrade3.length,
      hasMore: false,
    });
  });
});

describe.each(testDatabases())('the whole directory under the cap ($name)', (target) => {
  const few = Array.from({ length: 130 }, (_, i) => student(i));
  const search = directoryOf(target, few);

  it('reads each page and the exact total with one statement, in each sort order, to the last page and past it', async () => {
    for (const [sort, order] of [
      [{}, byName],
      [{ sort: 'school', dir: 'desc' }, descNullsLast('schoolName')],
      [{ sort: 'grade', dir: 'desc' }, descNullsLast('gradeOrder')],
    ] as const) {
      const expected = [...few].sort(order).map((r) => r.id);
      const seen: string[] = [];
      for (let page = 1; page <= 6; page++) {
        const context: RequestContext = { requestId: `req-whole-${page}`, method: 'GET', path: '/students' };
        const result = await requestStorage.run(context, () => search({ ...sort, limit: 25, page }));
        expect(context.dbQueries).toBe(1);
        expect(result).toMatchObject({ total: 130, totalCapped: false, totalPages: 6, hasMore: page < 6 });
        seen.push(...result.rows.map((r) => r.id));
      }
      expect(seen).toEqual(expected);
    }
    expect(await search({ limit: 25, page: 7 })).toMatchObject({ rows: [], total: 130, totalPages: 6, hasMore: false });
  });
});

describe.each(testDatabases())('a text search past its cap ($name)', (target) => {
  const more = Array.from({ length: textReadCap + 100 }, (_, i) => student(i));
  const search = directoryOf(target, more);

  it('says "more than 2,000", reads its pages along the name index, and the last page tells the total', async () => {
    const byNameIds = [...more].sort(byName).map((r) => r.id);
    const first = await search({ q: 'example', limit: 100 });
    expect(first).toMatchObject({ total: textReadCap, totalCapped: true, hasMore: true, totalPages: 20 });
    expect(first.rows.map((r) => r.id)).toEqual(byNameIds.slice(0, 100));
    const last = await search({ q: 'example', limit: 100, page: 21 });
    expect(last).toMatchObject({ total: textReadCap + 100, totalCapped: false, hasMore: false });
    expect(last.rows.map((r) => r.id)).toEqual(byNameIds.slice(textReadCap));
  });
});
