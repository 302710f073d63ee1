import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { freePort, startStandaloneConsole, waitFor } from './support/standalone-server';

/**
 * The standalone server as the image runs it (`node server.js` in the build's standalone folder, with the
 * static files beside it): migrations applied at start, sign-in and health served, JSON log lines with
 * request ids, metrics behind their token, and SIGTERM ending it cleanly (the Dockerfile's STOPSIGNAL).
 */
test('the standalone server migrates, serves sign-in, health and metrics, logs JSON lines and stops on SIGTERM', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-standalone-'));
  const port = await freePort();
  const metricsToken = 'metrics-token-for-the-standalone-test';
  const server = startStandaloneConsole('standalone', port, { DATA_DIR: dataDir, METRICS_TOKEN: metricsToken });
  try {
    await waitFor(server, `${server.url}/api/health/live`);

    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, database: 'ok', migrations: 'ok', partnerApi: 'sandbox' });

    const signIn = await fetch(`${server.url}/sign-in`);
    expect(signIn.status).toBe(200);
    const requestId = signIn.headers.get('x-request-id');
    expect(requestId).toMatch(/^req-[\w-]{16}$/);
    const html = await signIn.text();
    expect(html).toContain('Sign in');
    // The static files the Dockerfile copies beside server.js are served.
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);

    // A reverse proxy's own request id is kept.
    const proxied = await fetch(`${server.url}/api/health/live`, { headers: { 'x-request-id': 'proxy-1234-abcd' } });
    expect(proxied.headers.get('x-request-id')).toBe('proxy-1234-abcd');

    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401);
    const scraped = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toMatch(
      /^console_http_request_duration_seconds_count\{route="\/sign-in",method="GET",status="2xx"\} [1-9]/m,
    );
    expect(text).toContain('console_import_jobs{state="queued"} 0');
    expect(text).toContain('console_process_resident_memory_bytes');

    const access = server.logs().find((l) => l.msg === 'request answered' && l.reqId === requestId);
    expect(access).toMatchObject({ level: 'info', component: 'http', route: '/sign-in', status: 200, method: 'GET' });
    expect(server.logs().find((l) => l.msg === 'started')).toMatchObject({ mode: 'embedded sandbox' });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  expect(await server.exited).toEqual({ code: 143, signal: null });
  expect(server.logs().at(-1)).toMatchObject({ msg: 'stopped' });
});
