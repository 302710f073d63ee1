import 'server-only';
import { z } from 'zod';
import { defineRead } from '@/server/action-runner/define-read';
import { loadHome } from './load-home';

/** The home page of every role (`/`): scoped to a coordinator's schools inside loadHome. */
export const homeRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  scope: 'own-schools',
  copy: 'database',
  schema: z.strictObject({}),
  load: (_input, user) => loadHome(user),
});
