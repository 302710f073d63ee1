import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { SandboxError, badRequest } from './errors';

export const BODY_LIMIT = 100 * 1024;
export const IMPORT_BODY_LIMIT = 1.5 * 1024 * 1024;

const decoders: Record<string, (input: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

const unsupportedMedia = (message: string) => new SandboxError(415, 'unsupported_media_type', message);
const tooLarge = (limit: number) =>
  new SandboxError(
    413,
    'payload_too_large',
    `Request body is larger than ${limit === IMPORT_BODY_LIMIT ? '1.5 MB' : '100 kB'}.`,
  );

function parseContentType(header: string | null): { type: string; charset?: string } {
  if (!header) return { type: '' };
  const [type = '', ...params] = header.split(';').map((part) => part.trim());
  let charset: string | undefined;
  for (const param of params) {
    const match = /^charset\s*=\s*"?([^";]*)"?$/i.exec(param);
    if (match) charset = match[1]!.trim().toLowerCase();
  }
  return { type: type.toLowerCase(), charset };
}

const isJsonType = (type: string) =>
  type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
const UTF_CHARSETS = /^utf-?(8|16|16le|16be|32|32le|32be)$/;

function decodeUtf32(bytes: Buffer, charset: string): string {
  let littleEndian = charset.endsWith('le');
  let start = 0;
  if (!charset.endsWith('le') && !charset.endsWith('be') && bytes.length >= 4) {
    if (bytes.readUInt32LE(0) === 0xfeff) [littleEndian, start] = [true, 4];
    else if (bytes.readUInt32BE(0) === 0xfeff) [littleEndian, start] = [false, 4];
  }
  if ((bytes.length - start) % 4 !== 0) throw new Error('truncated UTF-32');
  let text = '';
  for (let i = start; i < bytes.length; i += 4)
    text += String.fromCodePoint(littleEndian ? bytes.readUInt32LE(i) : bytes.readUInt32BE(i));
  return text;
}

function decodeText(bytes: Buffer, charset: string): string {
  const label = charset.replace(/^utf(?=\d)/, 'utf-');
  if (label.startsWith('utf-32')) return decodeUtf32(bytes, label);
  return new TextDecoder(label, { fatal: true }).decode(bytes);
}

/**
 * Reads and parses a request body by the rules of spec §1 conventions and §7 rule 2, before any token
 * check: unsupported Content-Encoding or a charset that is not UTF -> 415; over the limit -> 413;
 * undecompressable or malformed JSON -> 400; a body that is not JSON by its content type is ignored ({}).
 */
export async function readBody(request: Request, limit: number): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const encodings = (request.headers.get('content-encoding') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '' && e !== 'identity');
  const unsupported = encodings.find((e) => !(e in decoders));
  if (unsupported) throw unsupportedMedia(`Content-Encoding ${unsupported} is not supported; use gzip, deflate or br.`);
  const { type, charset } = parseContentType(request.headers.get('content-type'));
  if (charset !== undefined && !UTF_CHARSETS.test(charset))
    throw unsupportedMedia(`Charset ${charset} is not supported; send UTF-8.`);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(limit);

  let bytes: Buffer = Buffer.from(await request.arrayBuffer());
  if (bytes.length > limit) throw tooLarge(limit);
  for (const encoding of [...encodings].reverse()) {
    if (bytes.length === 0) break;
    try {
      bytes = decoders[encoding]!(bytes, { maxOutputLength: limit + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
        throw tooLarge(limit);
      throw badRequest(`Request body could not be decompressed (Content-Encoding: ${encoding}).`);
    }
    if (bytes.length > limit) throw tooLarge(limit);
  }
  if (!isJsonType(type)) return {};
  let text: string;
  try {
    text = decodeText(bytes, charset ?? 'utf-8');
  } catch {
    throw badRequest(`Request body is not valid ${charset ?? 'utf-8'} text.`);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON.');
  }
}
