import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { keptStatements, PgliteStatements } from './pglite-statements';

const thing = pgTable('thing', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  tags: text('tags').array(),
  data: jsonb('data'),
  price: numeric('price'),
  active: boolean('active'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
});

describe('PgliteStatements', () => {
  let pg: PGlite;
  let statements: PgliteStatements;
  /** The statements Postgres holds parsed under a name: what PgliteStatements keeps. */
  const prepared = async () =>
    (await pg.query<{ statement: string }>('select statement from pg_prepared_statements order by name')).rows.map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    pg = await PGlite.create();
    statements = new PgliteStatements(pg);
    await statements.exec(
      'create table thing (id integer primary key, name text not null, tags text[], data jsonb, price numeric, active boolean, at timestamptz)',
    );
  });
  afterAll(() => pg.close());

  it('parses a statement once and runs it again by its name, with the same rows as PGlite itself', async () => {
    const db = drizzle(statements as unknown as PGlite);
    const plain = drizzle(pg);
    await db.insert(thing).values([
      {
        id: 1,
        name: 'a',
        tags: ['x', 'y'],
        data: { n: 1, list: [1, 'two'] },
        price: '12.50',
        active: true,
        at: new Date('2026-11-27T10:00:00Z'),
      },
      { id: 2, name: 'b', tags: null, data: null, price: null, active: null, at: null },
    ]);
    const read = (on: typeof db, id: number) => on.select().from(thing).where(eq(thing.id, id));
    for (const id of [1, 2, 1]) expect(await read(db, id)).toEqual(await read(plain, id));
    const selects = (await prepared()).filter((text) => text.startsWith('select'));
    expect(selects).toHaveLength(1);
    expect(await db.execute(sql`select name, tags, data from thing order by ${thing.id}`)).toMatchObject({
      rows: [
        { name: 'a', tags: ['x', 'y'], data: { n: 1, list: [1, 'two'] } },
        { name: 'b', tags: null, data: null },
      ],
    });
    expect(await db.select({ id: thing.id }).from(thing).orderBy(asc(thing.id))).toEqual([{ id: 1 }, { id: 2 }]);
    await db.update(thing).set({ name: 'c' }).where(eq(thing.id, 2));
    expect(await statements.query('update thing set name = $1 where id = $2', ['d', 2])).toMatchObject({
      affectedRows: 1,
      command: 'UPDATE',
    });
  });

  it('leaves utility commands, and a statement run once, unnamed', async () => {
    const before = await prepared();
    for (const run of [1, 2]) {
      await statements.query('set statement_timeout = 0');
      await statements.query('analyze thing');
      await statements.query(`select ${run} as once`);
    }
    expect(await prepared()).toEqual(before);
  });

  it('rolls a transaction back when a statement in it fails, and keeps working after', async () => {
    const insert = 'insert into thing (id, name) values ($1, $2)';
    const again = 'select 1 as one where $1::int > 0';
    expect(await statements.query(again, [1])).toMatchObject({ rows: [{ one: 1 }] });
    await expect(
      statements.transaction(async (tx) => {
        await tx.query(insert, [10, 'ten']);
        await tx.query(insert, [10, 'again']);
      }),
    ).rejects.toMatchObject({ code: '23505', query: insert });
    expect((await statements.query('select count(*)::int as n from thing where id = 10')).rows).toEqual([{ n: 0 }]);
    // Caught inside, the failure still aborts the transaction: COMMIT rolls it back, as with PGlite's transaction().
    await expect(
      statements.transaction(async (tx) => {
        await tx.query(insert, [11, 'eleven']);
        await tx.query(insert, [11, 'again']).catch(() => {});
        // Its second run, so parsed under a name, in the aborted transaction: Postgres refuses the Parse, so nothing
        // is kept under the name.
        await tx.query(again, [1]).catch(() => {});
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await statements.query('select count(*)::int as n from thing where id = 11')).rows).toEqual([{ n: 0 }]);
    for (const run of [1, 2]) expect(await statements.query(again, [run])).toMatchObject({ rows: [{ one: 1 }] });
    expect(await prepared()).toContain(again);
    await statements.transaction((tx) => tx.query(insert, [12, 'twelve']));
    expect((await statements.query('select name from thing where id = $1', [12])).rows).toEqual([{ name: 'twelve' }]);
  });

  it('runs a statement outside a transaction only once the transaction under way has ended', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = statements.transaction(async (tx) => {
      await tx.query('insert into thing (id, name) values ($1, $2)', [20, 'twenty']);
      await held;
      await tx.query('update thing set name = $1 where id = $2', ['twenty!', 20]);
    });
    const outside = statements.query<{ name: string }>('select name from thing where id = $1', [20]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ name: 'twenty!' }]);
  });

  it('reads a changed table after a schema change, also when the change was rolled back', async () => {
    const all = 'select * from thing where id = $1';
    expect(Object.keys((await statements.query<object>(all, [1])).rows[0]!)).not.toContain('note');
    await statements.query('alter table thing add column note text');
    expect((await statements.query<object>(all, [1])).rows[0]).toMatchObject({ id: 1, note: null });
    await expect(
      statements.transaction(async (tx) => {
        await tx.query('alter table thing drop column note');
        expect(Object.keys((await tx.query<object>(all, [1])).rows[0]!)).not.toContain('note');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await statements.query<object>(all, [1])).rows[0]).toMatchObject({ id: 1, note: null });
  });

  it(`keeps at most ${keptStatements} statements, closing the least recently used`, async () => {
    for (let i = 0; i <= keptStatements; i++)
      for (const run of [1, 2]) await statements.query(`select ${i} as n where $1::int = 1`, [run]);
    expect(statements.keptCount).toBe(keptStatements);
    const held = await prepared();
    expect(held).toHaveLength(keptStatements);
    expect(held).toContain(`select ${keptStatements} as n where $1::int = 1`);
    expect(held).not.toContain('select 0 as n where $1::int = 1');
  });
});
