import type { Hono } from 'hono';
import type { SandboxRuntime } from '../kernel/create-sandbox';

/**
 * `GET /__sandbox/stats`: read-only counts of the requests the sandbox answered since it started, per account
 * and operation, with how many were 429 (spec §8). For benches that count a console's upstream calls from
 * outside. Only requests whose token was accepted are counted; `?apiKey=` narrows to one account.
 */
export function registerStatsRoute(app: Hono, getSandbox: () => SandboxRuntime): void {
  app.get('/stats', (c) => {
    const sandbox = getSandbox();
    const wanted = c.req.query('apiKey');
    const accounts = new Map(sandbox.accounts().map((a) => [a._id, a]));
    const data = [...sandbox.requestStats.tallies.entries()]
      .map(([key, tally]) => {
        const [accountId = '', operation = ''] = key.split(':');
        return { accountId, apiKey: accounts.get(accountId)?.apiKey ?? null, operation, ...tally };
      })
      .filter((row) => wanted === undefined || row.apiKey === wanted)
      .sort((a, b) => (a.apiKey ?? '').localeCompare(b.apiKey ?? '') || a.operation.localeCompare(b.operation));
    const total = (pick: (row: (typeof data)[number]) => number) => data.reduce((sum, row) => sum + pick(row), 0);
    return c.json({
      since: sandbox.requestStats.since,
      data,
      totals: { requests: total((row) => row.requests), tooManyRequests: total((row) => row.tooManyRequests) },
    });
  });
}
