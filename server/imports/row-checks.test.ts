import { describe, expect, it } from 'vitest';
import { rowErrorsMessage } from './row-checks';

describe('messages keep one full stop (issue 16 item 8)', () => {
  it('lists refused rows whose messages end with a full stop, with one at the end', () => {
    const message = rowErrorsMessage([
      {
        row: 3,
        field: 'school',
        message: 'Batumi Public School No. 3 is not one of your schools (Tbilisi Public School No. 1).',
      },
      {
        row: 4,
        field: 'school',
        message: 'The school is missing; you may add students of your schools only (Tbilisi Public School No. 1).',
      },
    ]);
    expect(message).toBe(
      '2 row(s) cannot be imported: row 3 (school): Batumi Public School No. 3 is not one of your schools (Tbilisi Public School No. 1); ' +
        'row 4 (school): The school is missing; you may add students of your schools only (Tbilisi Public School No. 1). ' +
        'Nothing of this file was kept; fix or remove these rows and start the import again.',
    );
  });
});
