import { expect, type APIRequestContext } from '@playwright/test';
import { e2eBasePort } from './e2e-port';

/** Every console under test opens its sandbox's control plane to this token (playwright.config.ts sets it). */
export const sandboxControlToken = `e2e-sandbox-control-${e2eBasePort()}`;
export const controlHeaders = { 'x-sandbox-control-token': sandboxControlToken };

/** The next `count` answers of `operation` wait `latencyMs`, then answer as usual. */
export async function slowDown(request: APIRequestContext, operation: string, latencyMs: number, count = 2) {
  const response = await request.post('/sandbox/__sandbox/faults', {
    headers: controlHeaders,
    data: { operation, status: 200, latencyMs, count },
  });
  expect(response.status(), `fault on ${operation}`).toBe(201);
}

/**
 * Takes away every fault this worker's sandbox still holds (a spare one left by slowDown). Nothing else runs on
 * this worker's console meanwhile, so no other test's fault is lost: use it in afterEach where faults are made.
 */
export async function clearFaults(request: APIRequestContext) {
  const response = await request.delete('/sandbox/__sandbox/faults', { headers: controlHeaders });
  expect(response.status(), 'faults cleared').toBe(200);
}
