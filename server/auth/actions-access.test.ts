import { readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleRole, ConsoleUser } from './roles';

/**
 * Every exported server action under server/actions/ must turn away an anonymous caller (401) and every
 * role it does not allow (403) before doing anything. An action missing from this table fails the suite.
 */
const allowedRoles: Record<string, readonly ConsoleRole[]> = {
  'users.ts#createUserAction': ['admin'],
  'users.ts#changeUserRoleAction': ['admin'],
  'users.ts#setUserSchoolsAction': ['admin'],
  'users.ts#setUserDisabledAction': ['admin'],
  'password-reset-links.ts#issuePasswordResetLinkAction': ['admin'],
  'account.ts#changeOwnPasswordAction': ['admin', 'support', 'coordinator'],
  'two-factor.ts#startTwoFactorAction': ['admin', 'support', 'coordinator'],
  'two-factor.ts#confirmTwoFactorAction': ['admin', 'support', 'coordinator'],
  'two-factor.ts#disableTwoFactorAction': ['admin', 'support', 'coordinator'],
  'two-factor.ts#renewRecoveryCodesAction': ['admin', 'support', 'coordinator'],
  'two-factor.ts#setTwoFactorRequirementAction': ['admin'],
  'account-sessions.ts#listOwnSessionsAction': ['admin', 'support', 'coordinator'],
  'account-sessions.ts#endOwnSessionAction': ['admin', 'support', 'coordinator'],
  'account-sessions.ts#endOtherOwnSessionsAction': ['admin', 'support', 'coordinator'],
  'activity.ts#listRequestLogAction': ['admin', 'support'],
  'activity.ts#listAuditLogAction': ['admin', 'support'],
  'directory.ts#searchDirectoryAction': ['admin', 'support', 'coordinator'],
  'directory.ts#getDirectoryStudentAction': ['admin', 'support', 'coordinator'],
  'directory.ts#getDirectorySyncStatusAction': ['admin', 'support', 'coordinator'],
  'directory.ts#syncDirectoryNowAction': ['admin'],
  'imports.ts#getImportSetupAction': ['admin', 'support', 'coordinator'],
  'imports.ts#saveImportMappingAction': ['admin', 'support', 'coordinator'],
  'imports.ts#checkImportCombosAction': ['admin', 'support', 'coordinator'],
  'imports.ts#findRegisteredEmailsAction': ['admin', 'support', 'coordinator'],
  'imports.ts#createImportJobAction': ['admin', 'support', 'coordinator'],
  'imports.ts#addImportRowsAction': ['admin', 'support', 'coordinator'],
  'imports.ts#startImportJobAction': ['admin', 'support', 'coordinator'],
  'imports.ts#cancelImportJobAction': ['admin', 'support', 'coordinator'],
  'imports.ts#getImportJobAction': ['admin', 'support', 'coordinator'],
  'imports.ts#listImportJobsAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#listGroupChallengeOverviewAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#listGroupChallengesAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#getGroupChallengeAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#listChallengeGroupsAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#listChallengeStandingsAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#getChallengeGroupAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#listGroupActivityAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#getChallengeStandingAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#submitGroupStepAction': ['admin', 'support', 'coordinator'],
  'group-challenges.ts#finalSubmitGroupAction': ['admin', 'support', 'coordinator'],
  'students.ts#listStudentsAction': ['admin', 'support', 'coordinator'],
  'students.ts#getStudentAction': ['admin', 'support', 'coordinator'],
  'students.ts#checkStudentRegistrationAction': ['admin', 'support', 'coordinator'],
  'students.ts#registerStudentAction': ['admin', 'support', 'coordinator'],
  'students.ts#updateStudentAction': ['admin', 'support', 'coordinator'],
  'students.ts#activatePlatformsAction': ['admin', 'support', 'coordinator'],
  'students.ts#setStudentPasswordAction': ['admin', 'support', 'coordinator'],
  'students.ts#linkSupervisorAction': ['admin', 'support', 'coordinator'],
  'students.ts#readOrganizationCardAction': ['admin', 'support', 'coordinator'],
  'sign-in-links.ts#generateSignInLinkAction': ['admin', 'support', 'coordinator'],
  'exams.ts#loadExamsOverviewAction': ['admin', 'support', 'coordinator'],
  'exams.ts#loadAvailableExamsAction': ['admin', 'support', 'coordinator'],
  'exams.ts#loadWhyAction': ['admin', 'support', 'coordinator'],
  'exams.ts#findStudentsAction': ['admin', 'support', 'coordinator'],
  'exams.ts#applyAction': ['admin', 'support', 'coordinator'],
  'applications.ts#listApplicationsAction': ['admin', 'support', 'coordinator'],
  'applications.ts#loadApplicationAction': ['admin', 'support', 'coordinator'],
  'applications.ts#moveApplicationAction': ['admin', 'support', 'coordinator'],
  'applications.ts#deleteApplicationAction': ['admin', 'support', 'coordinator'],
};

const session = vi.hoisted(() => ({ user: null as ConsoleUser | null }));
vi.mock('@/server/auth/current-user', () => ({
  getCurrentUser: async () => session.user,
  getUserFromHeaders: async () => session.user,
}));

const roles: ConsoleRole[] = ['admin', 'support', 'coordinator'];
const actionsDir = path.resolve(import.meta.dirname, '../actions');
const files = readdirSync(actionsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
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
      const mod = (await import(/* @vite-ignore */ path.join(actionsDir, file))) as Record<string, unknown>;
      const exported = Object.entries(mod).filter(([, value]) => typeof value === 'function');
      expect(exported.length).toBeGreaterThan(0);
      for (const [name, action] of exported) {
        const allowed = allowedRoles[`${file}#${name}`];
        expect(allowed, `${file}#${name} is not in the access table of this test`).toBeDefined();
        const call = action as (...args: unknown[]) => Promise<unknown>;
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
