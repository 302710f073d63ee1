import 'server-only';
import { z } from 'zod';
import { defineRead } from '@/server/action-runner/define-read';
import { loadOwnSessions } from '@/server/auth/own-sessions';
import { loadTwoFactorStatus } from '@/server/auth/two-factor-status';
import { loadAccountPermissions } from './queries';

// The signed-in person's own account and the partner account's: they name no student, every role sees its own.
const none = z.strictObject({});

/** The partner account (validate-me, cached 60 s): a Partner API failure is the answer (`{ ok: false }`), shown in place. */
export const accountPermissionsRead = defineRead({
  scope: 'account',
  copy: 'live',
  schema: none,
  load: (_input, user) => loadAccountPermissions(user),
});

/** The signed-in person's sessions, this browser's first (the Account page). */
export const ownSessionsRead = defineRead({
  scope: 'account',
  copy: 'database',
  schema: none,
  load: (_input, user) => loadOwnSessions(user.id),
});

/** The Account page's two-factor card: on, required for the role, still to set up. */
export const twoFactorStatusRead = defineRead({
  scope: 'account',
  copy: 'database',
  schema: none,
  load: (_input, user) => loadTwoFactorStatus(user),
});
