import { Client } from 'pg';

/** Partner API calls made as a person (not background work), per operation: what a page view waited on. */
export interface PeoplesCalls {
  operation: string;
  calls: number;
  /** Of them, made in the first `firstSeconds` after the people began. */
  firstMinute: number;
  /** Median and longest time to the API's answer (the rate window's wait not included). */
  p50Ms: number;
  maxMs: number;
}

/**
 * The people's own upstream calls since `since`, from the console's request log (PostgreSQL: read before the
 * fresh database is dropped). A page view that made one waited for it: with the read model, only a copy never
 * stored, invalidated or Refreshed should be read so; a stale copy is read in the background (not counted here).
 */
export async function readPeoplesCalls(
  databaseUrl: string,
  since: number,
  firstSeconds: number,
): Promise<PeoplesCalls[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      operation: string;
      calls: string;
      first_minute: string;
      p50: number;
      max: number;
    }>(
      `select operation, count(*) as calls,
              count(*) filter (where at < $2) as first_minute,
              percentile_disc(0.5) within group (order by duration_ms) as p50, max(duration_ms) as max
         from request_log
        where not background and at >= $1
        group by operation
        order by count(*) desc`,
      [new Date(since), new Date(since + firstSeconds * 1000)],
    );
    return rows.map((r) => ({
      operation: r.operation,
      calls: Number(r.calls),
      firstMinute: Number(r.first_minute),
      p50Ms: Number(r.p50),
      maxMs: Number(r.max),
    }));
  } finally {
    await client.end();
  }
}

/** One line: `getOrgStudent 12 (first minute 10; p50 140 ms, max 900 ms), …`, or `none`. */
export const formatPeoplesCalls = (calls: PeoplesCalls[]): string =>
  calls
    .map((c) => `${c.operation} ${c.calls} (first minute ${c.firstMinute}; p50 ${c.p50Ms} ms, max ${c.maxMs} ms)`)
    .join(', ') || 'none';
