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
