// Written by `npm run i18n:client-namespaces` (scripts/i18n/client-namespaces.ts) from the source: do not edit.
import type { Messages } from './load-messages';

/**
 * The message namespaces each <ClientMessages scope> sends to the browser (components/providers/client-messages.tsx):
 * those its route files' client components use, less those the scopes above it already send.
 */
export const clientNamespaces = {
  layout: [
    'account',
    'activityPage',
    'apiWording',
    'app',
    'applications',
    'apply',
    'applyMany',
    'availableExams',
    'challengeReasons',
    'challengeStates',
    'common',
    'counts',
    'directorySync',
    'displaySettings',
    'editStudent',
    'eligibility',
    'errors',
    'examNames',
    'exams',
    'fields',
    'freshness',
    'groupChallenges',
    'importFields',
    'importFile',
    'importJob',
    'importWizard',
    'imports',
    'loading',
    'nav',
    'prices',
    'registerStudent',
    'resetPassword',
    'roles',
    'sectionErrors',
    'serverSays',
    'signIn',
    'signInLink',
    'signInLinksPage',
    'signOut',
    'student',
    'studentActions',
    'studentApplications',
    'studentOrgs',
    'students',
    'studentsEmail',
    'time',
    'twoFactorStep',
    'users',
    'why',
  ],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type ClientScope = keyof typeof clientNamespaces;
