import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { e2eBasePort } from './e2e-port';

/** Every console under test opens its sandbox's control plane to this token (playwright.config.ts sets it). */
export const sandboxControlToken = `e2e-sandbox-control-${e2eBasePort()}`;
export const controlHeaders = { 'x-sandbox-control-token': sandboxControlToken };

/**
 * The next `count` answers of `operation` are held (for a minute at most) until `releaseUntil` lets them go: a
 * test sees the page wait (a skeleton, a spinning link) for as long as it needs, whatever the machine's speed.
 * The second answer is a spare, for a background read of the console that may take the first.
 */
export async function holdAnswers(request: APIRequestContext, operation: string, count = 2) {
  const response = await request.post('/sandbox/__sandbox/faults', {
    headers: controlHeaders,
    data: { operation, status: 200, latencyMs: 60_000, count },
  });
  expect(response.status(), `hold on ${operation}`).toBe(201);
}

/**
 * Lets the held answers of `operation` go, again and again (a later read may be held by the spare), until `shows`
 * is visible.
 */
export async function releaseUntil(request: APIRequestContext, operation: string, shows: Locator) {
  await expect(async () => {
    const response = await request.post('/sandbox/__sandbox/faults/release', {
      headers: controlHeaders,
      data: { operation },
    });
    expect(response.status(), 'held answers released').toBe(200);
    await expect(shows).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Takes away every fault this worker's sandbox still holds (a spare left by holdAnswers) and lets held answers go.
 * Nothing else runs on this worker's console meanwhile, so no other test's fault is lost: use it in afterEach
 * where faults are made.
 */
export async function clearFaults(request: APIRequestContext) {
  const response = await request.delete('/sandbox/__sandbox/faults', { headers: controlHeaders });
  expect(response.status(), 'faults cleared').toBe(200);
  await request.post('/sandbox/__sandbox/faults/release', { headers: controlHeaders });
}
