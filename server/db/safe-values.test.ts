import { describe, expect, it } from 'vitest';
import { errorSummary, storable } from './safe-values';

describe('values PostgreSQL can hold, errors that can be logged (issue 16 item 4)', () => {
  it('removes NUL from strings at any depth and leaves everything else', () => {
    const at = new Date(0);
    expect(storable({ firstName: 'a\u0000b', tags: ['x\u0000', 1, null], nested: { n: 'Ünal\ttab' }, at })).toEqual({
      firstName: 'ab',
      tags: ['x', 1, null],
      nested: { n: 'Ünal\ttab' },
      at,
    });
  });

  it("logs the database's reason, never the query's parameters", () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "directory_students" ("first_name") values ($1)\nparams: Nino,nino@example.com',
      ),
      { cause },
    );
    expect(errorSummary(failed)).toBe('invalid byte sequence for encoding "UTF8": 0x00');
    expect(errorSummary(new Error(`x\u0000y\n${'z'.repeat(500)}`))).toBe('x?y');
    expect(errorSummary(new Error('a'.repeat(400)))).toHaveLength(301);
  });
});
