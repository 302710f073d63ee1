import { describe, expect, it } from 'vitest';
import { mapCheckResult, mapImportRejection } from './api-problems';
import { suggestMapping } from './column-mapping';
import { standardHeaders } from './testing/fixtures';

const mapping = suggestMapping(standardHeaders);
/** The chunk sent file rows 10, 12, 15 at indexes 0, 1, 2. */
const chunkFileRows = [10, 12, 15];

describe('mapImportRejection', () => {
  it('maps row index and property back to file row and column, whatever the key names', () => {
    const details = {
      rows: [
        { row: 0, property: 'birth', code: 'invalid_field', message: 'birth must be a real date in DD/MM/YYYY format' },
        {
          index: 1,
          field: 'school',
          code: 'unknown_reference',
          message: 'school is not a known school. This API does not create reference data.',
        },
        {
          position: 2,
          path: 'students.2.email',
          code: 'email_taken_by_your_student',
          studentId: 'abc123abc123abc123abc123',
        },
      ],
    };
    const r = mapImportRejection(details, chunkFileRows, mapping, standardHeaders);
    expect(r.unplaced).toBe(0);
    expect(r.problems).toEqual([
      {
        fileRow: 10,
        field: 'birth',
        column: 'Date of birth',
        columnIndex: 2,
        message: 'birth must be a real date in DD/MM/YYYY format',
        code: 'invalid_field',
      },
      {
        fileRow: 12,
        field: 'school',
        column: 'School',
        columnIndex: 8,
        message: 'school is not a known school. This API does not create reference data.',
        code: 'unknown_reference',
      },
      {
        fileRow: 15,
        field: 'email',
        column: 'E-mail',
        columnIndex: 4,
        code: 'email_taken_by_your_student',
        message: 'One of your students already has this e-mail.',
        studentId: 'abc123abc123abc123abc123',
      },
    ]);
  });

  it('maps duplicateOf to the first file row and reads a nested error (import row shape)', () => {
    const r = mapImportRejection(
      [
        {
          row: 2,
          email: 'a@x.org',
          status: 'skipped',
          error: { code: 'duplicate_in_request', message: 'duplicate', duplicateOf: 0 },
        },
      ],
      chunkFileRows,
      mapping,
      standardHeaders,
    );
    expect(r.problems).toEqual([
      expect.objectContaining({ fileRow: 15, field: 'email', code: 'duplicate_in_request', duplicateOf: 10 }),
    ]);
  });

  it('counts entries outside the chunk and unknown codes stay visible', () => {
    const r = mapImportRejection(
      {
        rows: [
          { row: 7, code: 'invalid_field' },
          { row: 1, property: ['students', 1, 'phone'], code: 'brand_new' },
          'junk',
        ],
      },
      chunkFileRows,
      mapping,
      standardHeaders,
    );
    expect(r.unplaced).toBe(1);
    expect(r.problems).toEqual([
      expect.objectContaining({ fileRow: 12, field: 'phone', column: 'Phone', code: 'rejected' }),
    ]);
  });

  it('reports a count when the list is left out (spec §7 rule 7)', () => {
    expect(mapImportRejection({ count: 4 }, chunkFileRows, mapping, standardHeaders)).toEqual({
      problems: [],
      unplaced: 0,
      unlistedCount: 4,
    });
    expect(mapImportRejection(undefined, chunkFileRows, mapping, standardHeaders).unlistedCount).toBeNull();
  });
});

describe('mapCheckResult', () => {
  it('places reference problems and a same-account duplicate on the file row', () => {
    const problems = mapCheckResult(
      {
        problems: [{ field: 'city', message: 'city is not a known city. This API does not create reference data.' }],
        duplicate: { sameAccount: true, studentId: 's1' },
      },
      7,
      mapping,
      standardHeaders,
    );
    expect(problems).toEqual([
      {
        fileRow: 7,
        field: 'city',
        column: 'City',
        columnIndex: 7,
        message: 'city is not a known city. This API does not create reference data.',
        code: 'unknown_reference',
      },
      expect.objectContaining({ fileRow: 7, field: 'email', code: 'email_taken_by_your_student', studentId: 's1' }),
    ]);
    expect(mapCheckResult({ problems: [], duplicate: { sameAccount: false } }, 7, mapping, standardHeaders)).toEqual(
      [],
    );
  });
});

describe('hostile answers', () => {
  it('a property named like an object builtin names no column', () => {
    const r = mapImportRejection(
      [
        { row: 0, property: '__proto__', code: 'invalid_field', message: 'x' },
        { row: 1, property: 'constructor', code: 'invalid_field', message: 'y' },
      ],
      chunkFileRows,
      mapping,
      standardHeaders,
    );
    expect(r.problems.map((p) => [p.column, p.columnIndex])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
