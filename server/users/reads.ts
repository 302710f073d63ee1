import 'server-only';
import { z } from 'zod';
import { defineRead } from '@/server/action-runner/define-read';
import { loadTwoFactorRequirement } from '@/server/auth/two-factor-status';
import { getUserAdmin } from '@/server/auth/user-admin';
import { twoFactorRoles } from '@/server/settings/two-factor-requirement';
import { loadKnownSchools } from './known-schools';

// The Users page (admins only): the console's own users and settings, no student named.
const roles = ['admin'] as const;
const none = z.strictObject({});

/** Every console user, as the Users table lists them. */
export const managedUsersRead = defineRead({
  roles,
  scope: 'account',
  copy: 'database',
  schema: none,
  load: async () => (await getUserAdmin()).list(),
});

/** The schools a coordinator's schools are chosen from (the directory's). */
export const knownSchoolsRead = defineRead({
  roles,
  scope: 'account',
  copy: 'database',
  schema: none,
  load: (_input, user) => loadKnownSchools(user),
});

/** The roles that must use two-factor. */
export const twoFactorRequiredRolesRead = defineRead({
  roles,
  scope: 'account',
  copy: 'database',
  schema: none,
  load: async () => {
    const requirement = await loadTwoFactorRequirement();
    return twoFactorRoles.filter((role) => requirement[role] !== undefined);
  },
});
