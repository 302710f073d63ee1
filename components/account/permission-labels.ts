/** What each permission lets the console do, in a coordinator's words; the code is shown beside it. */
export const permissionLabels: Record<string, string> = {
  'api/*': 'Check the account',
  'country/read': 'Read countries',
  'grade/read': 'Read grades',
  'organization/read': 'Read organizations',
  'student/read': 'See students',
  'student/create': 'Register and import students',
  'student/update': 'Edit students, link supervisors',
  'auth/signin': 'Sign-in links, set passwords',
  'exam-category/read': 'See exam categories',
  'exam/read': 'See exams',
  'application/create': 'Apply students to exams',
  'application/read': 'See applications',
  'application/update': 'Move applications',
  'application/delete': 'Withdraw applications',
  'certificate/read': 'Download certificates',
  'report/read': 'Download reports',
  'group-challenge/read': 'See group challenges',
  'group-challenge/submit': 'Submit group-challenge work',
};

export const targetLabels: Record<string, string> = { core: 'Core' };
