import { describe, expect, it } from 'vitest';
import { paginate } from '@/lib/partner-api/pagination';
import { formatCursor, parseCursor, type ListCursor } from './application-cursor';
import { scanList, type ScanSource, type ScanView } from './application-scan';

type Record = { _id: string; mine: boolean };
const id = (n: number) => n.toString(16).padStart(24, '0');

/** A list the API pages by 100 from the start on every read (spec §8), with the user's records marked. */
function listOf(mineAt: (n: number) => boolean, count: number): Record[] {
  return Array.from({ length: count }, (_, n) => ({ _id: id(n + 1), mine: mineAt(n) }));
}

function sourceOver(list: { current: Record[] }, reads: number[] = []): ScanSource<Record> {
  return {
    read: async (page) => {
      reads.push(page);
      return paginate(list.current, page, 100);
    },
    keep: async (records) => new Set(records.filter((r) => r.mine).map((r) => r._id)),
  };
}

const options = { size: 20, maxReads: 5, pageSize: 100 };
const ids = (view: ScanView<Record>) => view.rows.map((r) => r._id);

describe('scanList: a filtered view read over API pages of 100', () => {
  it('fills the page across API pages, and the next view continues with no repeat or gap up to the end', async () => {
    // Every 9th record is the user's: 11 on the first API page, so 20 need the second.
    const list = { current: listOf((n) => n % 9 === 0, 450) };
    const mine = list.current.filter((r) => r.mine).map((r) => r._id);
    const reads: number[] = [];
    const first = await scanList(sourceOver(list, reads), {}, options);
    expect(ids(first)).toEqual(mine.slice(0, 20));
    expect(reads).toEqual([1, 2]);
    expect(first).toMatchObject({
      previous: null,
      capped: null,
      total: 450,
      reads: 2,
      looked: { first: 1, last: 172 },
    });
    expect(first.next).toEqual({ page: 2, index: 72, after: id(172) });

    const shown: string[] = [...ids(first)];
    let next = first.next;
    let views = 1;
    while (next) {
      const view = await scanList(sourceOver(list), { from: parseCursor(formatCursor(next)) }, options);
      expect(view.rows.length === 20 || view.next === null).toBe(true);
      shown.push(...ids(view));
      next = view.next;
      views += 1;
    }
    expect(shown).toEqual(mine);
    expect(views).toBe(3);
  });

  it('Previous from a view gives back exactly the view before it; from the second view it is the first, with no Previous', async () => {
    const list = { current: listOf((n) => n % 7 === 3, 700) };
    const views: Array<ScanView<Record>> = [await scanList(sourceOver(list), {}, options)];
    for (let i = 0; i < 3; i++) views.push(await scanList(sourceOver(list), { from: views.at(-1)!.next! }, options));
    for (let i = 3; i >= 1; i--) {
      const back = await scanList(sourceOver(list), { before: views[i]!.previous! }, options);
      expect(ids(back)).toEqual(ids(views[i - 1]!));
      expect(back.next).toEqual(views[i]!.previous);
    }
    const toFirst = await scanList(sourceOver(list), { before: views[1]!.previous! }, options);
    expect(toFirst.previous).toBeNull();
  });

  it('stops after maxReads API pages when the page is not full, says so, and the next view reads on from there', async () => {
    // Three of the user's records in the first 500, then more after 600.
    const list = { current: listOf((n) => [5, 250, 499].includes(n) || (n >= 600 && n % 2 === 0), 800) };
    const reads: number[] = [];
    const first = await scanList(sourceOver(list, reads), {}, options);
    expect(ids(first)).toEqual([id(6), id(251), id(500)]);
    expect(reads).toEqual([1, 2, 3, 4, 5]);
    expect(first).toMatchObject({
      capped: 'next',
      reads: 5,
      looked: { first: 1, last: 500 },
      next: { page: 6, index: 0, after: id(500) },
    });
    const second = await scanList(sourceOver(list), { from: first.next! }, options);
    expect(ids(second)).toEqual(Array.from({ length: 20 }, (_, i) => id(601 + 2 * i)));
    expect(second.capped).toBeNull();
    // Going back from the second view reads the same 5 pages and gives the first view back.
    const backReads: number[] = [];
    const back = await scanList(sourceOver(list, backReads), { before: second.previous! }, options);
    expect(backReads).toEqual([5, 4, 3, 2, 1]);
    expect(back).toEqual(first);
  });

  it('reading back stops after maxReads pages too, and says Previous reads further back', async () => {
    const list = { current: listOf((n) => n === 5 || n >= 900, 1000) };
    const back = await scanList(sourceOver(list), { before: { page: 10, index: 0 } }, options);
    expect(back).toMatchObject({
      rows: [],
      capped: 'previous',
      previous: { page: 5, index: 0 },
      next: { page: 10, index: 0 },
      looked: { first: 401, last: 900 },
    });
    const further = await scanList(sourceOver(list), { before: back.previous! }, options);
    expect(ids(further)).toEqual([id(6)]);
    expect(further.previous).toBeNull();
  });

  it('a record deleted or added before the cursor does not make the next view skip or repeat one', async () => {
    const list = { current: listOf((n) => n % 3 === 0, 300) };
    const first = await scanList(sourceOver(list), {}, options);
    const expected = (await scanList(sourceOver(list), { from: first.next! }, options)).rows.map((r) => r._id);
    const [deleted] = first.rows;
    list.current = list.current.filter((r) => r._id !== deleted!._id);
    expect(ids(await scanList(sourceOver(list), { from: first.next! }, options))).toEqual(expected);
    list.current = [
      { _id: 'f'.repeat(24), mine: true },
      ...list.current.slice(0, 50),
      { _id: 'e'.repeat(24), mine: false },
      ...list.current.slice(50),
    ];
    expect(ids(await scanList(sourceOver(list), { from: first.next! }, options))).toEqual(expected);
  });

  it('dedupes by _id when the list shifts between two API pages of one view', async () => {
    const list = { current: listOf((n) => n % 10 === 0, 300) };
    const source = sourceOver(list);
    const shifting: ScanSource<Record> = {
      ...source,
      read: async (page) => {
        // A record added at the start after page 1 was read: page 2 then repeats page 1's last record.
        if (page === 2) list.current = [{ _id: 'a'.repeat(24), mine: false }, ...list.current];
        return source.read(page);
      },
    };
    const view = await scanList(shifting, {}, options);
    expect(new Set(ids(view)).size).toBe(20);
    expect(ids(view)).toEqual(
      listOf((n) => n % 10 === 0, 300)
        .filter((r) => r.mine)
        .slice(0, 20)
        .map((r) => r._id),
    );
  });

  it('the last view has no Next when nothing of the user’s follows on its API page; a cursor past the end goes back from the last page', async () => {
    const list = { current: listOf((n) => n < 20 || n === 150, 160) };
    const first = await scanList(sourceOver(list), {}, options);
    expect(first.next).not.toBeNull();
    const second = await scanList(sourceOver(list), { from: first.next! }, options);
    expect(ids(second)).toEqual([id(151)]);
    expect(second.next).toBeNull();
    const fromFar: ListCursor = { page: 40, index: 0 };
    const back = await scanList(sourceOver(list), { before: fromFar }, { ...options, size: 1 });
    expect(ids(back)).toEqual([id(151)]);
  });
});
