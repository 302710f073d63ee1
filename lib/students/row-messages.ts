/**
 * The console's own words for a refused import row (the API's are in lib/partner-api/student-rules/messages).
 * They travel as text, in the wizard's problems and in a refused part's `details.rows`, and every page words
 * them in its reader's language (lib/i18n/api-wording.ts reads them back).
 */
export const rowMessages = {
  /** Held on another partner account (the API never says whose) or, for a coordinator, by another school's student. */
  emailUnavailable: 'This e-mail address cannot be used: it is already registered on the platform.',
  emailTakenByYourStudent: 'One of your students already has this e-mail.',
  emailTwiceInBatch: 'email appears twice in this batch',
  schoolMissing: (schools: string) => `The school is missing; you may add students of your schools only (${schools}).`,
  schoolAsId: (id: string, schools: string) =>
    `The school is given as an id (${id}); write the school's name instead, one of your schools (${schools}).`,
  notYourSchool: (school: string, schools: string) => `${school} is not one of your schools (${schools}).`,
} as const;

/** How a coordinator's schools are listed in those words; `none` when they have none. */
export const schoolList = (schools: readonly string[]) => (schools.length ? schools.join(', ') : 'none');
