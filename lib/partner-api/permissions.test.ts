import { describe, expect, it } from 'vitest';
import { operationIds, operations } from './operations';
import {
  actionMatches,
  canCallOperation,
  checkPermission,
  permissionMatrix,
  permissionTargets,
  type Role,
} from './permissions';

const allow = (action: string, target = '*', authorized?: string): Role => ({
  effect: 'allow',
  action,
  target,
  ...(authorized ? { authorized } : {}),
});
const disallow = (action: string, target = '*', authorized?: string): Role => ({
  effect: 'disallow',
  action,
  target,
  ...(authorized ? { authorized } : {}),
});
const me = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const other = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe('role action matching (spec §5 "Permissions" rule 1)', () => {
  it.each([
    ['student/read', 'student/read', true],
    ['student/read', 'student/update', false],
    ['student/*', 'student/read', true],
    ['student/*', 'student/create', true],
    ['student/*', 'auth/signin', false],
    ['*/read', 'student/read', true],
    ['*/read', 'group-challenge/read', true],
    ['*/read', 'group-challenge/submit', false],
    ['*/*', 'group-challenge/submit', true],
    ['*', 'group-challenge/submit', true],
    ['*', 'anything/at-all', true],
    ['exam/read', 'exam-category/read', false],
    ['exam*/read', 'exam-category/read', false],
  ] as const)('§5 action %s covers %s: %s', (role, permission, expected) => {
    expect(actionMatches(role, permission)).toBe(expected);
  });

  it.each([
    ['api/*', true],
    ['*/*', true],
    ['*', true],
    ['*/read', false],
    ['api/read', false],
    ['student/*', false],
  ] as const)('§4.1 api/* is granted only by api/*, */* or *: %s -> %s', (role, expected) => {
    expect(checkPermission([allow(role)], me, 'api/*', 'core').allowed).toBe(expected);
  });

  it('§4.7 group-challenge/submit is granted by */* and * but not by */read', () => {
    expect(checkPermission([allow('*/read')], me, 'group-challenge/submit', 'stem').allowed).toBe(false);
    expect(checkPermission([allow('*/read')], me, 'group-challenge/read', 'stem').allowed).toBe(true);
    expect(checkPermission([allow('*/*')], me, 'group-challenge/submit', 'stem').allowed).toBe(true);
    expect(checkPermission([allow('*')], me, 'group-challenge/submit', 'stem').allowed).toBe(true);
  });

  it('§4.3 student/* does not grant setStudentPassword (auth/signin)', () => {
    expect(canCallOperation([allow('student/*', 'core')], me, 'setStudentPassword').allowed).toBe(false);
    expect(canCallOperation([allow('auth/signin', 'core')], me, 'setStudentPassword').allowed).toBe(true);
  });
});

describe('role targets and decisions (spec §5 rules 1-4)', () => {
  it('§5 target is a slug, core or *', () => {
    expect(checkPermission([allow('student/read', 'stem')], me, 'student/read', 'stem').allowed).toBe(true);
    expect(checkPermission([allow('student/read', 'stem')], me, 'student/read', 'neo').allowed).toBe(false);
    expect(checkPermission([allow('student/read', 'stem')], me, 'student/read', 'core').allowed).toBe(false);
    expect(checkPermission([allow('student/read', 'core')], me, 'student/read', 'core').allowed).toBe(true);
    expect(checkPermission([allow('student/read', '*')], me, 'student/read', 'coding').allowed).toBe(true);
  });

  it('§5 rule 2 a disallow wins over every matching allow, and is the deciding role', () => {
    const roles = [allow('*'), disallow('application/delete', 'stem')];
    expect(checkPermission(roles, me, 'application/delete', 'stem')).toEqual({ allowed: false, decidedBy: roles[1] });
    expect(checkPermission(roles, me, 'application/delete', 'neo')).toEqual({ allowed: true, decidedBy: roles[0] });
    expect(checkPermission([disallow('*/read'), allow('student/read')], me, 'student/read', 'core').allowed).toBe(
      false,
    );
  });

  it('§5 rule 3 no matching allow role is a refusal with no deciding role', () => {
    expect(checkPermission([], me, 'student/read', 'core')).toEqual({ allowed: false, decidedBy: null });
    expect(checkPermission([disallow('exam/read')], me, 'student/read', 'core')).toEqual({
      allowed: false,
      decidedBy: null,
    });
  });

  it("§5 rule 4 a role whose authorized is another account's id does nothing, a disallow included", () => {
    expect(checkPermission([allow('*', '*', other)], me, 'student/read', 'core').allowed).toBe(false);
    expect(checkPermission([allow('*', '*', me)], me, 'student/read', 'core').allowed).toBe(true);
    expect(checkPermission([allow('*'), disallow('*', '*', other)], me, 'student/read', 'core').allowed).toBe(true);
    expect(checkPermission([allow('*'), disallow('*', '*', me)], me, 'student/read', 'core').allowed).toBe(false);
  });
});

describe('permissionMatrix', () => {
  it('§5 covers every permission of the operations table on core and the five organizations', () => {
    const matrix = permissionMatrix([allow('*')], me);
    const used = new Set(operationIds.map((id) => operations[id].permission).filter((p): p is string => p !== null));
    expect(matrix.map((row) => row.permission).sort()).toEqual([...used].sort());
    for (const row of matrix) expect(Object.keys(row.targets)).toEqual([...permissionTargets]);
    expect(matrix.every((row) => Object.values(row.targets).every((d) => d.allowed))).toBe(true);
  });

  it('§5 read-only roles: reads allowed everywhere, writes and submits refused, with the deciding role', () => {
    const roles = [allow('*/read'), allow('api/*')];
    const row = (permission: string) => permissionMatrix(roles, me).find((r) => r.permission === permission)!;
    expect(row('student/read').targets.stem).toEqual({ allowed: true, decidedBy: roles[0] });
    expect(row('student/update').targets.core).toEqual({ allowed: false, decidedBy: null });
    expect(row('group-challenge/submit').targets.stem.allowed).toBe(false);
    expect(row('api/*').targets.core).toEqual({ allowed: true, decidedBy: roles[1] });
  });

  it('§5 a disallow on one organization shows in that column only', () => {
    const roles = [allow('*'), disallow('application/*', 'gmath')];
    const row = permissionMatrix(roles, me).find((r) => r.permission === 'application/create')!;
    expect(row.targets.gmath).toEqual({ allowed: false, decidedBy: roles[1] });
    expect(row.targets.stem.allowed).toBe(true);
    expect(row.operations).toEqual(['createApplication']);
  });
});
