import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installResponseCompression, PAGE_GZIP_LEVEL, STATIC_GZIP_LEVEL } from './response-compression';

// Text that compresses differently at levels 3 and 6 (a page's markup repeats, but not exactly).
const body = Array.from(
  { length: 400 },
  (_, i) => `<li class="row r${i % 7}" data-id="${(i * 7919) % 1000}">Student ${i} · ${i % 13}</li>`,
).join('');

let server: Server;
let port: number;

beforeAll(async () => {
  installResponseCompression();
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

it('gzips a page at the cheaper page level and the built scripts at the default level', async () => {
  expect(gzipSync(body, { level: PAGE_GZIP_LEVEL }).length).toBeGreaterThan(
    gzipSync(body, { level: STATIC_GZIP_LEVEL }).length,
  );
  const page = await get('/students?page=2', 'gzip, deflate, br');
  expect(page.encoding).toBe('gzip');
  expect(page.bytes.equals(gzipSync(body, { level: PAGE_GZIP_LEVEL }))).toBe(true);
  const script = await get('/_next/static/chunks/main.js', 'gzip');
  expect(script.encoding).toBe('gzip');
  expect(script.bytes.equals(gzipSync(body, { level: STATIC_GZIP_LEVEL }))).toBe(true);
});

it('answers plainly to a client that accepts no compression', async () => {
  const plain = await get('/students', 'identity');
  expect(plain.encoding).toBeUndefined();
  expect(plain.bytes.toString()).toBe(body);
});
