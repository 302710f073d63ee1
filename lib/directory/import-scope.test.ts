import { describe, expect, it } from 'vitest';
import { rowsOutsideSchools } from './import-scope';

describe('rowsOutsideSchools: what a coordinator may import', () => {
  const mine = ['Tbilisi Public School No. 1', 'Łódź School'];

  it('accepts their schools written with other case, accents and spacing', () => {
    const rows = [
      { row: 2, school: 'TBILISI public school no. 1' },
      { row: 3, school: ' Tbílisi  Public School No. 1 ' },
      { row: 4, school: 'lodz school' },
    ];
    expect(rowsOutsideSchools(mine, rows)).toEqual([]);
  });

  it('refuses a school given as an id, with words that say to write the name', () => {
    expect(rowsOutsideSchools(mine, [{ row: 9, school: '64b7f0c2a1b2c3d4e5f60718' }])).toEqual([
      {
        row: 9,
        school: '64b7f0c2a1b2c3d4e5f60718',
        message:
          "The school is given as an id (64b7f0c2a1b2c3d4e5f60718); write the school's name instead, one of your schools (Tbilisi Public School No. 1, Łódź School).",
      },
    ]);
  });

  it('a coordinator without schools may import nothing', () => {
    expect(rowsOutsideSchools([], [{ row: 2, school: 'Tbilisi Public School No. 1' }])).toEqual([
      {
        row: 2,
        school: 'Tbilisi Public School No. 1',
        message: 'Tbilisi Public School No. 1 is not one of your schools (none).',
      },
    ]);
  });
});
