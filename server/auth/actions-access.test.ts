import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleRole, ConsoleUser } from './roles';

/**
 * Every exported server action (a `'use server'` module anywhere under server/) must turn away an anonymous caller (401) and every
 * role it does not allow (403) before doing anything. An action missing from this table fails the suite.
 */
const allowedRoles: Record<string, readonly ConsoleRole[]> = {
  'users/actions.ts#createUserAction': ['admin'],
  'users/actions.ts#changeUserRoleAction': ['admin'],
  'users/actions.ts#setUserSchoolsAction': ['admin'],
  'users/actions.ts#setUserDisabledAction': ['admin'],
  'users/reset-link-actions.ts#issuePasswordResetLinkAction': ['admin'],
  'account/actions.ts#changeOwnPasswordAction': ['admin', 'support', 'coordinator'],
  'account/display-settings-action.ts#saveDisplaySettingsAction': ['admin', 'support', 'coordinator'],
  'account/display-settings-action.ts#listTimeZoneChoicesAction': ['admin', 'support', 'coordinator'],
  'account/session-actions.ts#listOwnSessionsAction': ['admin', 'support', 'coordinator'],
  'account/session-actions.ts#endOwnSessionAction': ['admin', 'support', 'coordinator'],
  'account/session-actions.ts#endOtherOwnSessionsAction': ['admin', 'support', 'coordinator'],
  'account/two-factor-actions.ts#startTwoFactorAction': ['admin', 'support', 'coordinator'],
  'account/two-factor-actions.ts#confirmTwoFactorAction': ['admin', 'support', 'coordinator'],
  'account/two-factor-actions.ts#disableTwoFactorAction': ['admin', 'support', 'coordinator'],
  'account/two-factor-actions.ts#renewRecoveryCodesAction': ['admin', 'support', 'coordinator'],
  'account/two-factor-actions.ts#setTwoFactorRequirementAction': ['admin'],
  'activity/actions.ts#listRequestLogAction': ['admin', 'support'],
  'activity/actions.ts#listAuditLogAction': ['admin', 'support'],
  'search/actions.ts#globalSearchAction': ['admin', 'support', 'coordinator'],
  'directory/actions.ts#searchDirectoryAction': ['admin', 'support', 'coordinator'],
  'directory/actions.ts#getDirectoryStudentAction': ['admin', 'support', 'coordinator'],
  'directory/actions.ts#getDirectorySyncStatusAction': ['admin', 'support', 'coordinator'],
  'directory/actions.ts#syncDirectoryNowAction': ['admin'],
  'imports/actions.ts#getImportSetupAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#saveImportMappingAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#checkImportCombosAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#findRegisteredEmailsAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#createImportJobAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#addImportRowsAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#startImportJobAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#cancelImportJobAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#getImportJobAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#listImportJobsAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#getActivationOptionsAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#previewActivationAction': ['admin', 'support', 'coordinator'],
  'imports/actions.ts#startActivationAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#listGroupChallengeOverviewAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#listGroupChallengesAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#getGroupChallengeAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#listChallengeGroupsAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#listChallengeStandingsAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#getChallengeGroupAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#listGroupActivityAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#getChallengeStandingAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#submitGroupStepAction': ['admin', 'support', 'coordinator'],
  'group-challenges/actions.ts#finalSubmitGroupAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#listStudentsAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#getStudentAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#checkStudentRegistrationAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#registerStudentAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#updateStudentAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#activatePlatformsAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#setStudentPasswordAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#linkSupervisorAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#readOrganizationCardAction': ['admin', 'support', 'coordinator'],
  'students/actions.ts#readStudentDocumentsAction': ['admin', 'support', 'coordinator'],
  'sign-in-links/actions.ts#generateSignInLinkAction': ['admin', 'support', 'coordinator'],
  'exams/actions.ts#loadExamsOverviewAction': ['admin', 'support', 'coordinator'],
  'exams/actions.ts#loadAvailableExamsAction': ['admin', 'support', 'coordinator'],
  'exams/actions.ts#loadWhyAction': ['admin', 'support', 'coordinator'],
  'exams/actions.ts#findStudentsAction': ['admin', 'support', 'coordinator'],
  'exams/actions.ts#applyAction': ['admin', 'support', 'coordinator'],
  'applications/actions.ts#listApplicationsAction': ['admin', 'support', 'coordinator'],
  'applications/actions.ts#loadApplicationAction': ['admin', 'support', 'coordinator'],
  'applications/actions.ts#moveApplicationAction': ['admin', 'support', 'coordinator'],
  'applications/actions.ts#deleteApplicationAction': ['admin', 'support', 'coordinator'],
};

/**
 * Public on purpose: anyone holding a one-time reset link sets a password without a session. Without a valid link
 * it must refuse, whoever calls.
 */
const publicActions = new Set(['password-reset/reset-password-action.ts#resetPasswordWithLinkAction']);

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const roles: ConsoleRole[] = ['admin', 'support', 'coordinator'];
const serverDir = path.resolve(import.meta.dirname, '..');
const files = (readdirSync(serverDir, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => !f.startsWith('sandbox/') && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .filter((f) => /^\s*['"]use server['"]/.test(readFileSync(path.join(serverDir, f), 'utf8')))
  .sort();
const asUser = (role: ConsoleRole): ConsoleUser => ({
  id: `u-${role}`,
  email: `${role}@example.test`,
  name: role,
  role,
  schools: [],
});
// Inputs a careless action might act on; a guarded action never looks at them.
const inputs: unknown[][] = [[], [{}], [{ userId: 'u-x', role: 'admin', disabled: true, schools: [] }]];

beforeAll(() => {
  // Should an unguarded action reach the database, it must not be the developer's.
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'console-actions-'));
});

describe('server actions deny callers without the right session and role', () => {
  it('finds the actions on disk', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${file}: every export is classified, refuses anonymous callers and wrong roles`, async () => {
      const mod = (await import(/* @vite-ignore */ path.join(serverDir, file))) as Record<string, unknown>;
      const exported = Object.entries(mod).filter(([, value]) => typeof value === 'function');
      expect(exported.length).toBeGreaterThan(0);
      for (const [name, action] of exported) {
        const call = action as (...args: unknown[]) => Promise<unknown>;
        if (publicActions.has(`${file}#${name}`)) {
          session.user = null;
          // Its links are checked in server/account/actions.test.ts; input that holds no link is refused here.
          for (const args of inputs)
            expect(await call(...args), `${name} without a link`).toMatchObject({ ok: false, error: { status: 422 } });
          continue;
        }
        const allowed = allowedRoles[`${file}#${name}`];
        expect(allowed, `${file}#${name} is not in the access table of this test`).toBeDefined();
        for (const args of inputs) {
          session.user = null;
          expect(await call(...args), `${name} as anonymous`).toMatchObject({ ok: false, error: { status: 401 } });
          for (const role of roles.filter((r) => !allowed?.includes(r))) {
            session.user = asUser(role);
            expect(await call(...args), `${name} as ${role}`).toMatchObject({ ok: false, error: { status: 403 } });
          }
        }
      }
    });
  }
});
