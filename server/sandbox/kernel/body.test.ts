import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing';

// revoke-token is a POST that takes any body and answers 200 once the body passes; it revokes the
// token it was sent with, so each call signs a token of its own (a different exp makes a different token).
let t: TestSandbox;
let calls = 0;
beforeEach(() => {
  t = createTestSandbox();
});

const json = { hello: 'world' };
const post = async (body: string | Uint8Array, headers: Record<string, string>, token?: string | null) => {
  const iat = Math.floor(t.sandbox.now().getTime() / 1000);
  const bearer = token === undefined ? await t.token('demo', { iat, exp: iat + 3600 - ++calls }) : token;
  return t.call('POST', '/api-account/revoke-token', { body, headers, token: bearer });
};

describe('request bodies (spec §1 conventions, §7 rules 2, §8 limits)', () => {
  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('§7 Content-Encoding %s is decompressed', async (encoding, compress) => {
    const res = await post(compress(Buffer.from(JSON.stringify(json))), {
      'content-type': 'application/json',
      'content-encoding': encoding,
    });
    expect(res.status).toBe(200);
  });

  it('§7 415 unsupported_media_type for a Content-Encoding other than gzip, deflate or br', async () => {
    const res = await post('{}', { 'content-type': 'application/json', 'content-encoding': 'compress' });
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe('unsupported_media_type');
  });

  it('§7 415 for a charset that is not a UTF one; UTF-8 and UTF-16 are read', async () => {
    expect((await post('{}', { 'content-type': 'application/json; charset=iso-8859-1' })).status).toBe(415);
    expect((await post('{}', { 'content-type': 'application/json; charset="windows-1252"' })).status).toBe(415);
    expect((await post('{}', { 'content-type': 'application/json; charset=UTF-8' })).status).toBe(200);
    const utf16 = new Uint8Array(Buffer.from('\ufeff{"a":"ü"}', 'utf16le'));
    expect((await post(utf16, { 'content-type': 'application/json; charset=utf-16' })).status).toBe(200);
  });

  it('§7 a body that does not decompress is refused with 400 before the token is checked', async () => {
    const res = await post(
      'definitely not gzip',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      null,
    );
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('bad_request');
  });

  it('§7 malformed JSON is refused with 400 before the token is checked', async () => {
    const res = await post('{"a":', { 'content-type': 'application/json' }, null);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('bad_request');
  });

  it('§7 body rules run before the token: 415 and 413 without a token', async () => {
    expect((await post('{}', { 'content-type': 'application/json', 'content-encoding': 'zstd' }, null)).status).toBe(
      415,
    );
    expect(
      (await post(JSON.stringify({ x: 'a'.repeat(110_000) }), { 'content-type': 'application/json' }, null)).status,
    ).toBe(413);
  });

  it('§8 a body over 100 kB answers 413 payload_too_large; just under passes', async () => {
    const big = await post(JSON.stringify({ x: 'a'.repeat(102_400) }), { 'content-type': 'application/json' });
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe('payload_too_large');
    expect(
      (await post(JSON.stringify({ x: 'a'.repeat(100_000) }), { 'content-type': 'application/json' })).status,
    ).toBe(200);
  });

  it('§8 the limit applies to the decompressed body too', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ x: 'a'.repeat(300_000) })));
    expect(bomb.length).toBeLessThan(100_000);
    const res = await post(bomb, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(res.status).toBe(413);
  });

  it('§8 the import operation takes up to 1.5 MB (then 413)', async () => {
    const body = (size: number) => JSON.stringify({ students: [], pad: 'a'.repeat(size) });
    const within = await t.call('POST', '/student/import', { body: body(1_200_000) });
    expect(within.status).not.toBe(413);
    const over = await t.call('POST', '/student/import', { body: body(1_600_000) });
    expect(over.status).toBe(413);
  });

  it('§1 a body with another content type is ignored (arrives as an empty body)', async () => {
    expect((await post('{not json at all', { 'content-type': 'text/plain' })).status).toBe(200);
    expect((await post('{not json at all', {})).status).toBe(200);
  });
});
