import type { OperationHandlers } from '../kernel/types';
import { coreStudentHandlers } from './core-handlers';
import { importHandlers } from './imports/import-handlers';
import { orgStudentHandlers } from './org-handlers';
import { setPasswordHandlers } from './set-password';
import { signInLinkHandlers } from './sign-in-links';
import { updateHandlers } from './update';

export const studentHandlers: OperationHandlers = {
  ...coreStudentHandlers,
  ...updateHandlers,
  ...setPasswordHandlers,
  ...importHandlers,
  ...orgStudentHandlers,
  ...signInLinkHandlers,
};
