import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIds } from '@/lib/partner-api/operations';
import { startStandalone } from './standalone';

const operationsOf = (document: { paths: Record<string, Record<string, { operationId: string }>> }) =>
  Object.values(document.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));

describe('GET /v1/openapi.json', () => {
  let stop: () => Promise<void>;
  let baseUrl: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-openapi-'));
  beforeAll(async () => {
    const started = await startStandalone({ port: 0 });
    baseUrl = started.baseUrl;
    stop = () => new Promise<void>((resolve) => started.server.close(() => resolve()));
  });
  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('standalone: a valid OpenAPI 3.1 document of all 45 operations, served without a token, its server this sandbox', async () => {
    const res = await fetch(`${baseUrl}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const document = await res.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(operationsOf(document).sort()).toEqual([...operationIds].sort());
    expect(operationsOf(document)).toHaveLength(45);
    expect(document.servers).toEqual([{ url: baseUrl, description: 'This sandbox' }]);
  });

  it('embedded: the console mount serves it at <console>/sandbox/v1/openapi.json', async () => {
    process.env.DATA_DIR = dir;
    delete process.env.PARTNER_API_BASE_URL;
    const route = await import('@/app/sandbox/[...path]/route');
    const res = await route.GET(new Request('http://console.test/sandbox/v1/openapi.json'));
    expect(res.status).toBe(200);
    const document = await res.json();
    expect(operationsOf(document)).toHaveLength(45);
    expect(document.servers[0].url).toBe('http://console.test/sandbox/v1');
  });
});
