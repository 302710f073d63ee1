import { describe, expect, it } from 'vitest';
import { suggestMapping } from './column-mapping';
import { standardHeaders, studentCells, toCsvText, utf8 } from './testing/fixtures';
import { createCsvWorkerHandler, type CsvWorkerResponse } from './worker-protocol';

function session() {
  const messages: CsvWorkerResponse[] = [];
  const handle = createCsvWorkerHandler((m) => messages.push(m));
  return { messages, handle };
}

const fileBytes = (n: number) =>
  utf8(
    toCsvText([
      standardHeaders,
      ...Array.from({ length: n }, (_, i) => studentCells(i, i === 3 ? { birth: '2012-05-03' } : {})),
    ]),
    true,
  );

describe('csv worker protocol', () => {
  it('parses, previews, then validates the kept table with a mapping', () => {
    const { messages, handle } = session();
    const bytes = fileBytes(12_000);
    handle({ type: 'parse', id: 1, bytes: bytes.buffer as ArrayBuffer });
    const parsed = messages.at(-1);
    expect(parsed).toMatchObject({
      type: 'parsed',
      id: 1,
      encoding: 'utf-8',
      confident: true,
      headers: standardHeaders,
      rowCount: 12_000,
      delimiter: ',',
    });
    if (parsed?.type !== 'parsed') throw new Error('not parsed');
    expect(parsed.preview).toHaveLength(50);
    expect(parsed.suggestedMapping).toEqual(suggestMapping(standardHeaders));
    expect(messages.filter((m) => m.type === 'progress').map((m) => m.type === 'progress' && m.rowsDone)).toEqual([
      5000, 10000, 12000,
    ]);

    messages.length = 0;
    handle({ type: 'validate', id: 2, mapping: parsed.suggestedMapping });
    const validated = messages.at(-1);
    if (validated?.type !== 'validated') throw new Error('not validated');
    expect(validated.report).toMatchObject({ validCount: 11_999, invalidCount: 1 });
    expect(validated.report.problems).toEqual([
      expect.objectContaining({ fileRow: 5, field: 'birth', suggestion: '03/05/2012' }),
    ]);
    expect(messages.some((m) => m.type === 'progress' && m.phase === 'validate')).toBe(true);
  });

  it('answers file errors and refuses validation before a file or with a bad mapping', () => {
    const { messages, handle } = session();
    handle({ type: 'validate', id: 1, mapping: suggestMapping(standardHeaders) });
    expect(messages.at(-1)).toMatchObject({ type: 'error', id: 1, error: { code: 'no_file' } });
    handle({ type: 'parse', id: 2, bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]) });
    expect(messages.at(-1)).toMatchObject({ type: 'error', id: 2, error: { code: 'binary_file' } });
    handle({ type: 'parse', id: 3, bytes: fileBytes(2) });
    handle({ type: 'validate', id: 4, mapping: { ...suggestMapping(standardHeaders), email: null } });
    expect(messages.at(-1)).toMatchObject({ type: 'error', id: 4, error: { code: 'invalid_mapping' } });
  });
});
