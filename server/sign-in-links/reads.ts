import 'server-only';
import { z } from 'zod';
import { defineRead } from '@/server/action-runner/define-read';
import { loadSignInLinkPage } from './queries';

/**
 * The sign-in links page: the student asked for (by id or e-mail) and the organizations. For a coordinator, the
 * loader answers another school's student as `none`, exactly like an unknown one.
 */
export const signInLinkPageRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: 'live',
  schema: z.strictObject({ student: z.string() }),
  load: ({ student }, user) => loadSignInLinkPage(user, student),
});
