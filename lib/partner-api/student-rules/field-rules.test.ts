import { describe, expect, it } from 'vitest';
import { isActivatedFor, isEmailAddress, isObjectId, isRealBirthDate, mergePlatforms } from './field-rules';

describe('student field rules', () => {
  it('§1 birth date: DD/MM/YYYY and a date that exists', () => {
    expect(isRealBirthDate('01/01/2012')).toBe(true);
    expect(isRealBirthDate('31/12/2010')).toBe(true);
    expect(isRealBirthDate('31/02/2012')).toBe(false);
    expect(isRealBirthDate('31/04/2012')).toBe(false);
    expect(isRealBirthDate('1/1/2012')).toBe(false);
    expect(isRealBirthDate('2012-01-01')).toBe(false);
    expect(isRealBirthDate(' 01/01/2012')).toBe(false);
    expect(isRealBirthDate(20120101)).toBe(false);
  });

  it('§1 birth date: 29/02 only in leap years (2000 yes, 1900 no)', () => {
    expect(isRealBirthDate('29/02/2012')).toBe(true);
    expect(isRealBirthDate('29/02/2000')).toBe(true);
    expect(isRealBirthDate('29/02/2013')).toBe(false);
    expect(isRealBirthDate('29/02/1900')).toBe(false);
  });

  it('§1 ids are 24 hexadecimal characters', () => {
    expect(isObjectId('64b7f0c2a1d3e4f5a6b7c8d9')).toBe(true);
    expect(isObjectId('64B7F0C2A1D3E4F5A6B7C8D9')).toBe(true);
    expect(isObjectId('64b7f0c2a1d3e4f5a6b7c8d')).toBe(false);
    expect(isObjectId('zzb7f0c2a1d3e4f5a6b7c8d9')).toBe(false);
  });

  it('§2 email addresses', () => {
    expect(isEmailAddress('nino.beridze@example.ge')).toBe(true);
    expect(isEmailAddress('A+tag@Sub.Example.COM')).toBe(true);
    expect(isEmailAddress('no-at-sign')).toBe(false);
    expect(isEmailAddress('two@@example.com')).toBe(false);
    expect(isEmailAddress('a..b@example.com')).toBe(false);
    expect(isEmailAddress('a@example')).toBe(false);
    expect(isEmailAddress(' a@example.com')).toBe(false);
  });

  it('§4.3 rule 5: activatedPlatformsThisSeason is added, never removed, no duplicates', () => {
    expect(mergePlatforms(['common', 'stem'], ['stem', 'neo'])).toEqual(['common', 'stem', 'neo']);
    expect(mergePlatforms(['stem'], [])).toEqual(['stem']);
  });

  it('§4.8 a student is visible to an organization with its slug or common', () => {
    expect(isActivatedFor(['common'], 'neo')).toBe(true);
    expect(isActivatedFor(['stem'], 'stem')).toBe(true);
    expect(isActivatedFor(['stem'], 'neo')).toBe(false);
  });
});
