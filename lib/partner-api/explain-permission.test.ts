import { describe, expect, it } from 'vitest';
import { explainPermission, type AccountRole } from './explain-permission';

const me = 'acc_me';
const allowAll: AccountRole = { effect: 'allow', action: '*', target: '*' };

describe('explainPermission', () => {
  it('allows with the deciding role named', () => {
    const result = explainPermission([allowAll], me, 'updateOrgStudent', 'stem');
    expect(result).toEqual({
      allowed: true,
      reason: 'The partner account may do student/update on stem by the role allow * on *.',
      permission: 'student/update',
      target: 'stem',
      decidedBy: allowAll,
    });
  });

  it('denies when no role allows the permission on that target', () => {
    const roles: AccountRole[] = [
      { effect: 'allow', action: 'student/read', target: '*' },
      { effect: 'allow', action: 'student/update', target: 'neo' },
    ];
    const result = explainPermission(roles, me, 'updateOrgStudent', 'stem');
    expect(result.allowed).toBe(false);
    expect(result.reason).toBe('The partner account has no role allowing student/update on stem.');
    expect(result.decidedBy).toBeNull();
    expect(explainPermission(roles, me, 'updateOrgStudent', 'neo').allowed).toBe(true);
  });

  it('lets a disallow win over any matching allow, whatever the order', () => {
    const deny: AccountRole = { effect: 'disallow', action: 'application/*', target: 'stem' };
    for (const roles of [
      [allowAll, deny],
      [deny, allowAll],
    ]) {
      const result = explainPermission(roles, me, 'deleteApplication', 'stem');
      expect(result.allowed).toBe(false);
      expect(result.reason).toBe('A disallow role denies application/delete on stem (disallow application/* on stem).');
      expect(result.decidedBy).toEqual(deny);
    }
    expect(explainPermission([allowAll, deny], me, 'deleteApplication', 'neo').allowed).toBe(true);
  });

  it('acts on core for flat operations, whatever organization is passed', () => {
    const roles: AccountRole[] = [{ effect: 'allow', action: 'student/*', target: 'core' }];
    const result = explainPermission(roles, me, 'registerStudent', 'stem');
    expect(result).toMatchObject({ allowed: true, permission: 'student/create', target: 'core' });
    expect(explainPermission(roles, me, 'updateOrgStudent', 'stem').allowed).toBe(false);
  });

  it('ignores roles authorized for another account, a disallow included', () => {
    const roles: AccountRole[] = [allowAll, { effect: 'disallow', action: '*', target: '*', authorized: 'acc_other' }];
    expect(explainPermission(roles, me, 'listExams', 'gmath').allowed).toBe(true);
    const onlyOther: AccountRole[] = [{ effect: 'allow', action: '*', target: '*', authorized: 'acc_other' }];
    expect(explainPermission(onlyOther, me, 'listExams', 'gmath')).toMatchObject({ allowed: false, decidedBy: null });
    expect(explainPermission([{ ...allowAll, authorized: me }], me, 'listExams', 'gmath').allowed).toBe(true);
  });

  it('grants api/* only to api/*, */* or *, never to api/read', () => {
    expect(
      explainPermission([{ effect: 'allow', action: 'api/read', target: '*' }], me, 'validateMe', 'core').allowed,
    ).toBe(false);
    for (const action of ['api/*', '*/*', '*'])
      expect(explainPermission([{ effect: 'allow', action, target: 'core' }], me, 'validateMe', 'core').allowed).toBe(
        true,
      );
  });

  it('ignores a role of an unknown effect, and needs no permission for health', () => {
    expect(explainPermission([{ effect: 'grant', action: '*', target: '*' }], me, 'listExams', 'stem').allowed).toBe(
      false,
    );
    expect(explainPermission([], me, 'health', 'core')).toMatchObject({ allowed: true, permission: null });
  });
});
