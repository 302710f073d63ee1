import { expect, test } from '../support/test';
import { sandboxReadOnlyAccount } from '../../lib/partner-api/sandbox-credentials';
import { api } from '../exams/partner-api';
import { consolePorts, e2ePort } from '../support/e2e-port';
import { controlHeaders } from '../support/sandbox-control';

/** Issue 34: each worker drives a console of its own, so what one worker's tests do never reaches the other's. */
test('this worker talks to its own console, and a fault injected there does not reach the other console', async ({
  request,
  baseURL,
}, testInfo) => {
  const own = consolePorts()[testInfo.parallelIndex]!;
  expect(e2ePort()).toBe(own);
  expect(baseURL).toBe(`http://127.0.0.1:${own}`);
  const other = consolePorts().find((p) => p !== own)!;

  const fault = await request.post('/sandbox/__sandbox/faults', {
    headers: controlHeaders,
    data: { operation: 'listCountries', status: 503, count: 1 },
  });
  expect(fault.status()).toBe(201);
  // The other console's sandbox answers as usual; this one's takes the fault (and so clears it).
  expect((await api('GET', '/country?limit=1', undefined, sandboxReadOnlyAccount, other)).status).toBe(200);
  await expect(api('GET', '/country?limit=1', undefined, sandboxReadOnlyAccount, own)).rejects.toThrow(/: 503 /);
  expect((await api('GET', '/country?limit=1', undefined, sandboxReadOnlyAccount, own)).status).toBe(200);
});
