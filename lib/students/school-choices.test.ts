import { describe, expect, it } from 'vitest';
import { initialSchool, schoolChoices } from './school-choices';

describe('a coordinator’s school choices', () => {
  it('lists their schools, keeping the current value as written when it folds to one of them', () => {
    expect(schoolChoices(['Tbilisi Public School No. 1', 'Kutaisi School 2'], 'tbilisi public  school no. 1')).toEqual([
      'tbilisi public  school no. 1',
      'Kutaisi School 2',
    ]);
    expect(schoolChoices(['Tbilisi Public School No. 1'], 'Batumi Public School No. 3')).toEqual([
      'Tbilisi Public School No. 1',
    ]);
    expect(schoolChoices(['A', 'B'], '')).toEqual(['A', 'B']);
  });

  it('starts the registration with their only school', () => {
    expect(initialSchool(['Tbilisi Public School No. 1'])).toBe('Tbilisi Public School No. 1');
    expect(initialSchool(['A', 'B'])).toBe('');
    expect(initialSchool(null)).toBe('');
  });
});
