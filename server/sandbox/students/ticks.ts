import type { Sandbox } from '../kernel/sandbox';
import { processStudentImports } from './imports/import-processing';
import { pruneSignInLinks } from './sign-in-links';

/** The students domain's work that falls due as the sandbox clock moves. */
export function studentTick(sandbox: Sandbox): void {
  processStudentImports(sandbox);
  pruneSignInLinks(sandbox);
}
