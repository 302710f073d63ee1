import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { requestStorage, type RequestContext } from '@/server/log/request-context';
import { metrics } from '@/server/metrics/registry';
import { testDatabases } from '@/test/support/db/test-databases';

const countOf = async (route: string): Promise<number> =>
  (await metrics().dbQueries.get()).values.find((v) => v.labels.route === route)?.value ?? 0;

describe.each(testDatabases())('database statements counted per request ($name)', (target) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => target.cleanup());

  it("counts a request's statements on the request and under its route, the others under background", async () => {
    const context: RequestContext = {
      requestId: 'req-test-1',
      method: 'GET',
      path: '/students/6650aa00bb11cc22dd33ee44',
    };
    const route = '/students/[id]';
    const [routeBefore, backgroundBefore] = [await countOf(route), await countOf('background')];

    await requestStorage.run(context, async () => {
      await handle.db.execute(sql`select 1`);
      await handle.db.execute(sql`select 2`);
    });
    await handle.db.execute(sql`select 3`);

    expect(context.dbQueries).toBe(2);
    expect((await countOf(route)) - routeBefore).toBe(2);
    expect((await countOf('background')) - backgroundBefore).toBe(1);
  });
});
