import { describe, expect, it } from 'vitest';
import { describeAbilities } from './abilities';

const organizations = [
  { slug: 'coding', name: 'Coding' },
  { slug: 'gmath', name: 'GMath' },
  { slug: 'hilingua', name: 'HiLingua' },
  { slug: 'neo', name: 'NEO' },
  { slug: 'stem', name: 'STEM Olympiad' },
];
const byPermission = (roles: Parameters<typeof describeAbilities>[0]) =>
  Object.fromEntries(describeAbilities(roles, 'acc-1', organizations).map((a) => [a.permission, a]));

describe('describeAbilities', () => {
  it('says everything is allowed for an account allowed everything', () => {
    const all = describeAbilities([{ effect: 'allow', action: '*', target: '*' }], 'acc-1', organizations);
    expect(all.length).toBeGreaterThan(5);
    expect(all.every((a) => a.everywhere && a.onlyIn.length === 0)).toBe(true);
  });

  it('names the organizations where organization work is allowed, and says what is not allowed at all', () => {
    const abilities = byPermission([
      { effect: 'allow', action: 'student/*', target: 'core' },
      { effect: 'allow', action: 'application/create', target: 'stem' },
      { effect: 'allow', action: 'application/create', target: 'neo' },
      { effect: 'allow', action: '*/read', target: '*' },
      { effect: 'disallow', action: 'certificate/read', target: 'neo' },
    ]);
    expect(abilities['student/create']).toMatchObject({ everywhere: true });
    expect(abilities['application/create']).toMatchObject({ everywhere: false, onlyIn: ['NEO', 'STEM Olympiad'] });
    expect(abilities['application/delete']).toMatchObject({ everywhere: false, onlyIn: [] });
    expect(abilities['certificate/read']).toMatchObject({
      everywhere: false,
      onlyIn: ['Coding', 'GMath', 'HiLingua', 'STEM Olympiad'],
    });
  });

  it('ignores roles limited to another account', () => {
    const abilities = byPermission([{ effect: 'allow', action: '*', target: '*', authorized: 'someone-else' }]);
    expect(Object.values(abilities).every((a) => !a.everywhere && a.onlyIn.length === 0)).toBe(true);
  });
});
