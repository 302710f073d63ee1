import { describe, expect, it } from 'vitest';
import {
  isSiteRelativePath,
  parseEmailFilter,
  parseSignedInFilter,
  validateSignInLink,
  validateSupervisorLink,
} from './request-rules';

describe('request rules', () => {
  it('§4.4 rule 5: redirect must be a site-relative path', () => {
    expect(isSiteRelativePath('/')).toBe(true);
    expect(isSiteRelativePath('/panel/{userId}/exams?tab=1')).toBe(true);
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      '/a b',
      '/a\tb',
      'panel',
      '',
    ]) {
      expect(isSiteRelativePath(bad)).toBe(false);
    }
    const result = validateSignInLink({ studentId: '64b7f0c2a1d3e4f5a6b7c8d9', redirect: '//evil.example' });
    expect(result.ok || result.problems[0]!.message).toMatch(/^redirect must be a site-relative path/);
  });

  it('§7.6 studentId must be a mongodb id', () => {
    expect(validateSignInLink({ studentId: 'abc' })).toMatchObject({
      ok: false,
      problems: [{ message: 'studentId must be a mongodb id' }],
    });
    expect(validateSignInLink({ studentId: '64b7f0c2a1d3e4f5a6b7c8d9' }).ok).toBe(true);
  });

  it('§4.8 linkStudentSupervisor needs supervisorUsername', () => {
    expect(validateSupervisorLink({}).ok).toBe(false);
    expect(validateSupervisorLink({ supervisorUsername: 'GET1001' }).ok).toBe(true);
  });

  it('§4.3 listStudents email filter: one or up to 100 addresses, exact, case-insensitive', () => {
    expect(parseEmailFilter([])).toEqual({ ok: true, emails: null });
    expect(parseEmailFilter(['A@Example.com, b@example.com'])).toEqual({
      ok: true,
      emails: ['a@example.com', 'b@example.com'],
    });
    expect(parseEmailFilter([''])).toMatchObject({ ok: false });
    expect(parseEmailFilter(['a@example.com', 'b@example.com'])).toMatchObject({ ok: false });
    expect(parseEmailFilter(['a@example.com,nope'])).toMatchObject({ ok: false });
    const many = Array.from({ length: 101 }, (_, i) => `s${i}@example.com`).join(',');
    expect(parseEmailFilter([many])).toMatchObject({ ok: false });
  });

  it('§4.8 listOrgStudents signedIn filter: true or false, anything else refused', () => {
    expect(parseSignedInFilter(['true'])).toEqual({ ok: true, value: true });
    expect(parseSignedInFilter(['false'])).toEqual({ ok: true, value: false });
    expect(parseSignedInFilter([])).toEqual({ ok: true, value: null });
    expect(parseSignedInFilter(['yes']).ok).toBe(false);
    expect(parseSignedInFilter(['true', 'false']).ok).toBe(false);
  });
});
