import { describe, expect, it } from 'vitest';
import { findIndexed } from './array-index';

type Row = { _id: string; n: number };
const idOf = (row: Row) => row._id;

describe('findIndexed', () => {
  it('answers what find answers: the first item with the key, or undefined', () => {
    const rows: Row[] = [
      { _id: 'a', n: 1 },
      { _id: 'b', n: 2 },
      { _id: 'a', n: 3 },
    ];
    for (const key of ['a', 'b', 'c']) expect(findIndexed(rows, idOf, key)).toBe(rows.find((row) => row._id === key));
  });

  it('sees items pushed after the first lookup, and a replacing array on its own', () => {
    const rows: Row[] = [{ _id: 'a', n: 1 }];
    expect(findIndexed(rows, idOf, 'b')).toBeUndefined();
    rows.push({ _id: 'b', n: 2 });
    expect(findIndexed(rows, idOf, 'b')?.n).toBe(2);
    const filtered = rows.filter((row) => row._id !== 'a');
    expect(findIndexed(filtered, idOf, 'a')).toBeUndefined();
    expect(findIndexed(rows, idOf, 'a')?.n).toBe(1);
  });

  it('falls back to a scan when an item no longer has the key it was indexed by', () => {
    const rows: Row[] = [
      { _id: 'a', n: 1 },
      { _id: 'x', n: 2 },
    ];
    expect(findIndexed(rows, idOf, 'a')?.n).toBe(1);
    rows[0]!._id = 'z';
    rows[1]!._id = 'a';
    expect(findIndexed(rows, idOf, 'a')?.n).toBe(2);
  });
});
