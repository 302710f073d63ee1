import 'server-only';
import {
  messages as wire,
  Mutex,
  parse,
  protocol,
  TransactionAbortedError,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = wire.BackendMessage;

interface Statement {
  name: string;
  paramTypes: number[];
  /** What its rows look like (none for a statement without rows), from Describe when it was parsed. */
  rowDescription: BackendMessage | undefined;
}

/** What drizzle's PGlite session calls inside a transaction. */
export interface StatementsTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** Statements kept parsed at once; the least recently used beyond it are closed. */
export const keptStatements = 200;

/** Texts remembered as run once, at most. */
const seenTexts = 2_000;

/** Data statements: the ones worth keeping planned. Utility commands (SET, ANALYZE, DDL) are parsed each time. */
const keptKind = /^\s*(select|insert|update|delete|with)\b/i;

/** A command that may change what a kept statement reads or returns. */
const schemaChange = new Set(['CREATE', 'ALTER', 'DROP', 'COMMENT']);

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** PGlite's own error details (as its query() adds them), so errors read the same. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof wire.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * PGlite with named prepared statements, what drizzle's PGlite driver is given instead of PGlite itself.
 *
 * PGlite's query() parses and plans every statement anew (an unnamed Parse, then Describe, Bind, Describe,
 * Execute and Sync, each its own trip into the wasm Postgres): Home's one combined statement took 8.7 ms to plan
 * and run, 2.8 ms prepared. Here a data statement's text run a second time is parsed under a name (Parse and
 * Describe), and each run after is one trip: Bind, Execute and Sync, its rows read with the row description kept
 * from the Describe; the most recently used `keptStatements` are kept.
 * Postgres keeps the statement's plan (a generic one once it plans no worse than the custom ones) and plans it
 * again by itself when a table or index it uses changes. A CREATE, ALTER, DROP or COMMENT closes every kept
 * statement (what a statement returns may have changed). Transactions and one statement at a time work as PGlite's
 * own: one transaction at a time, and a statement outside a transaction waits for it to end.
 */
export class PgliteStatements {
  readonly #pg: PGlite;
  /** Held by a transaction for its whole length, and by a statement outside one for its own. */
  readonly #transactions = new Mutex();
  /** By SQL text, least recently used first. */
  readonly #statements = new Map<string, Statement>();
  /** Texts run once and not kept (yet). */
  readonly #seen = new Set<string>();
  #named = 0;
  /** A schema change since the last BEGIN. */
  #schemaChanged = false;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** How many statements are kept parsed now (tests). */
  get keptCount(): number {
    return this.#statements.size;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#transactions.runExclusive(() => this.#run<T>(text, params, options, false));
  }

  /** SQL without parameters, any number of statements (the simple query protocol). */
  exec(text: string): Promise<Results[]> {
    return this.#transactions.runExclusive(() => this.#simple(text, false));
  }

  transaction<T>(callback: (tx: StatementsTransaction) => Promise<T>): Promise<T> {
    return this.#transactions.runExclusive(async () => {
      await this.#simple('BEGIN', true);
      let closed = false;
      const tx: StatementsTransaction = {
        query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (closed) throw new Error('Transaction is closed');
          return this.#run<R>(text, params, options, true);
        },
      };
      try {
        const result = await callback(tx);
        closed = true;
        const [commit] = await this.#simple('COMMIT', true);
        // A transaction whose statement failed is rolled back by COMMIT: PGlite's transaction() throws then too.
        if (commit?.command === 'ROLLBACK') throw withQuery(new TransactionAbortedError(), 'COMMIT', [], undefined);
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#simple('ROLLBACK', true);
        }
        throw error;
      } finally {
        await this.#pg.syncToFs();
      }
    });
  }

  /** Waits for the transaction or statement under way, then runs fn with nothing else on the database. */
  exclusive<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
    return this.#transactions.runExclusive(() => fn(this.#pg));
  }

  #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return this.#pg.runExclusive(async () => {
      this.#checkOpen();
      let statement = this.#statements.get(text);
      // Kept from its second run: a text run once (a batch insert of a new size, a one-off) is not kept.
      const keep = !statement && keptKind.test(text) && !options?.paramTypes && this.#seenOnce(text);
      if (statement) {
        this.#statements.delete(text);
        this.#statements.set(text, statement);
      }
      let messages: BackendMessage[];
      try {
        statement ??= await this.#parse(text, keep ? `s${++this.#named}` : '', options);
        const { paramTypes } = statement;
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const type = paramTypes[i] ?? 0;
          const serialize = options?.serializers?.[type] ?? this.#pg.serializers[type];
          return serialize ? serialize(param) : String(param);
        });
        messages = await this.#pg.execProtocolStream(
          joined([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false, onNotice: options?.onNotice },
        );
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
      if (!inTransaction) await this.#pg.syncToFs();
      const result = parse.parseResults(
        statement.rowDescription ? [statement.rowDescription, ...messages] : messages,
        this.#pg.parsers,
        options,
      )[0]!;
      await this.#after([result]);
      return result as Results<T>;
    });
  }

  #seenOnce(text: string): boolean {
    if (this.#seen.delete(text)) return true;
    if (this.#seen.size >= seenTexts) this.#seen.clear();
    this.#seen.add(text);
    return false;
  }

  /** As PGlite's own calls answer once it closes (PGlite.create resolves once it is ready). */
  #checkOpen(): void {
    if (!this.#pg.ready) throw new Error(this.#pg.closed ? 'PGlite is closed' : 'PGlite is closing');
  }

  /** Parse and Describe; a named statement is kept once Postgres has accepted it. */
  async #parse(text: string, name: string, options: QueryOptions | undefined): Promise<Statement> {
    const messages = await this.#pg.execProtocolStream(
      joined([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    if (name) {
      this.#statements.set(text, statement);
      if (this.#statements.size > keptStatements) {
        const [oldest, { name: oldName }] = this.#statements.entries().next().value!;
        this.#statements.delete(oldest);
        await this.#close([oldName]);
      }
    }
    return statement;
  }

  async #simple(text: string, inTransaction: boolean): Promise<Results[]> {
    return this.#pg.runExclusive(async () => {
      this.#checkOpen();
      let messages: BackendMessage[];
      try {
        messages = await this.#pg.execProtocolStream(protocol.serialize.query(text), { syncToFs: false });
      } catch (error) {
        throw withQuery(error, text, [], undefined);
      }
      if (!inTransaction) await this.#pg.syncToFs();
      const results = parse.parseResults(messages, this.#pg.parsers);
      await this.#after(results);
      return results;
    });
  }

  /**
   * After a schema change every kept statement is closed; after a rollback (or a rollback to a savepoint) that
   * undid one, again, since statements parsed in between describe the schema that was rolled back.
   */
  async #after(results: Results[]): Promise<void> {
    for (const { command } of results) {
      if (command && schemaChange.has(command)) {
        this.#schemaChanged = true;
        await this.#closeAll();
      } else if (command === 'ROLLBACK' && this.#schemaChanged) {
        await this.#closeAll();
      }
      if (command === 'BEGIN') this.#schemaChanged = false;
    }
  }

  async #closeAll(): Promise<void> {
    const names = [...this.#statements.values()].map((statement) => statement.name);
    this.#statements.clear();
    await this.#close(names);
  }

  /** Closing a statement cannot fail in a way that matters: its name is never used again. */
  async #close(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.#pg
      .execProtocolStream(
        joined([...names.map((name) => protocol.serialize.close({ type: 'S', name })), protocol.serialize.sync()]),
        { syncToFs: false },
      )
      .catch(() => {});
  }
}
