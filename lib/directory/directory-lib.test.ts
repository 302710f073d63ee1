import { describe, expect, it } from 'vitest';
import { csvChunk, directoryCsvHeader } from './csv-rows';
import { escapeLike, foldText } from './fold';
import { rowsOutsideSchools } from './import-scope';
import { parseDirectoryParams } from './query-schema';
import { directoryHref, effectiveQuery, parseSearchText } from './search-params';

describe('foldText', () => {
  it('removes accents and case so "maria" finds "María"', () => {
    expect(foldText('María')).toBe('maria');
    expect(foldText('  ŁUKASZ   Nowak ')).toBe('lukasz nowak');
    expect(foldText('Zoë Müller-Núñez')).toBe('zoe muller-nunez');
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('Əliyev')).toBe('əliyev');
  });
  it('escapes LIKE wildcards', () => expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b'));
});

describe('search parameters', () => {
  it('parses forgivingly and writes short URLs', () => {
    const q = parseDirectoryParams({ q: ' maria ', sort: 'bogus', page: '-3', limit: '7', school: ['A', 'B'] });
    expect(q).toMatchObject({ q: 'maria', sort: 'name', dir: 'asc', page: 1, limit: 25, school: 'A' });
    expect(directoryHref({ ...q, page: 2, sort: 'grade' })).toBe('/students?q=maria&school=A&sort=grade&page=2');
    expect(directoryHref(parseDirectoryParams({}))).toBe('/students');
  });
  it('keeps the Home page’s “never signed in to” address: signedIn=no with an organization only', () => {
    const q = parseDirectoryParams({ org: 'stem', signedIn: 'no' });
    expect(q).toMatchObject({ org: 'stem', signedIn: 'no' });
    expect(directoryHref(q)).toBe('/students?org=stem&signedIn=no');
    expect(directoryHref({ ...q, org: undefined })).toBe('/students');
    expect(parseDirectoryParams({ org: 'stem', signedIn: 'maybe' }).signedIn).toBe('yes');
  });
  it('reads field:value filters in the box', () => {
    expect(parseSearchText('María school:"Tbilisi Public School No. 1" grade:7 platform:STEM foo:bar')).toEqual({
      text: 'maria foo:bar',
      filters: { school: 'Tbilisi Public School No. 1', grade: '7', platform: 'STEM' },
    });
    expect(effectiveQuery(parseDirectoryParams({ q: 'org:stem', org: 'neo' }))).toMatchObject({
      org: 'stem',
      text: '',
    });
  });
});

describe('coordinator import rows', () => {
  it('names the rows of other schools, with accents and case folded', () => {
    const rows = [
      { row: 2, school: 'tbilisi public school no. 1' },
      { row: 3, school: 'Batumi Public School No. 3' },
      { row: 4, school: '' },
    ];
    expect(rowsOutsideSchools(['Tbilisi Public School No. 1'], rows)).toEqual([
      {
        row: 3,
        school: 'Batumi Public School No. 3',
        message: 'Batumi Public School No. 3 is not one of your schools (Tbilisi Public School No. 1).',
      },
      {
        row: 4,
        school: '',
        message: 'The school is missing; you may add students of your schools only (Tbilisi Public School No. 1).',
      },
    ]);
    expect(rowsOutsideSchools(null, rows)).toEqual([]);
  });
});

describe('CSV rows', () => {
  it('escapes formulas and quotes cells', () => {
    expect(csvChunk([[...directoryCsvHeader].slice(0, 2), ['=HYPERLINK("x")', 'a,b']])).toBe(
      'id,firstName\r\n"\'=HYPERLINK(""x"")","a,b"\r\n',
    );
  });
});
