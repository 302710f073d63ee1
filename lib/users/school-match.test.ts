import { describe, expect, it } from 'vitest';
import {
  editDistance,
  filterKnownSchools,
  findKnownSchool,
  suggestSchools,
  unknownSchoolNames,
  type KnownSchool,
} from './school-match';

const known: KnownSchool[] = [
  { name: 'Tbilisi Public School No. 1', city: 'Tbilisi', country: 'Georgia' },
  { name: 'Tbilisi Public School No. 2', city: 'Tbilisi', country: 'Georgia' },
  { name: 'Batumi Public School No. 3', city: 'Batumi', country: 'Georgia' },
  { name: 'Baku School No. 6', city: 'Baku', country: 'Azerbaijan' },
];

describe('the school matcher', () => {
  it('measures edits, and gives up past a limit', () => {
    expect(editDistance('scool', 'school')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });

  it('knows a name as coordinator scope compares it: case, accents and spacing folded', () => {
    expect(findKnownSchool('  tbilisi public  SCHOOL no. 1 ', known)?.name).toBe('Tbilisi Public School No. 1');
    expect(unknownSchoolNames(['TBILISI PUBLIC SCHOOL NO. 2', 'Tbilisi Public Scool No. 1'], known)).toEqual([
      'Tbilisi Public Scool No. 1',
    ]);
  });

  it('suggests the closest known names for a typo, nearest first', () => {
    expect(suggestSchools('Tbilisi Public Scool No. 1', known).map((s) => s.name)).toEqual([
      'Tbilisi Public School No. 1',
      'Tbilisi Public School No. 2',
    ]);
    expect(suggestSchools('Batumi Pubic School No 3', known)[0]?.name).toBe('Batumi Public School No. 3');
  });

  it('suggests nothing for a name far from every known one, nor for an empty one', () => {
    expect(suggestSchools('Batumi', known)).toEqual([]);
    expect(suggestSchools('Kutaisi International School', known)).toEqual([]);
    expect(suggestSchools('   ', known)).toEqual([]);
  });

  it('offers the known schools containing what was typed, in the chosen country and city', () => {
    expect(filterKnownSchools(known, 'public').map((s) => s.name)).toHaveLength(3);
    expect(filterKnownSchools(known, 'school', { country: 'Azerbaijan' }).map((s) => s.name)).toEqual([
      'Baku School No. 6',
    ]);
    expect(filterKnownSchools(known, '', { country: 'Georgia', city: 'Batumi' }).map((s) => s.name)).toEqual([
      'Batumi Public School No. 3',
    ]);
  });
});
