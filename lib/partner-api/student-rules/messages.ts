import { maxActivatedPlatforms, platformSlugs, sexValues } from './field-rules';

/**
 * The 400 messages of the student fields (spec §7 rule 6, §4.3, §4.4). Written once: the sandbox answers
 * them and the console shows them next to a form field or a CSV cell before anything is sent.
 */
export const fieldMessages = {
  empty: (field: string) => `${field} should not be empty`,
  notString: (field: string) => `${field} must be a string`,
  controlCharacter: (field: string) =>
    `${field} must not contain control characters (a tab, a line break or an invisible character)`,
  notArray: (field: string) => `${field} must be an array`,
  notObjectId: (field: string) => `${field} must be a mongodb id`,
  unknownProperty: (field: string) => `property ${field} should not exist`,
  email: 'email must be an email',
  emailNull: 'email must be a valid email address',
  email2: 'email2 must be empty',
  birth: 'birth must be a real date in DD/MM/YYYY format',
  sex: `sex must be one of the following values: ${sexValues.join(', ')}`,
  platformValue: `each value in activatedPlatformsThisSeason must be one of the following values: ${platformSlugs.join(', ')}`,
  platformCount: `activatedPlatformsThisSeason must contain no more than ${maxActivatedPlatforms} elements`,
  redirect: 'redirect must be a site-relative path: one leading "/", no whitespace, no backslash',
  supervisorUsername: 'supervisorUsername should not be empty',
} as const;

export const passwordMessages = {
  empty: 'password should not be empty',
  notString: 'password must be a string',
  tooShort: 'password must be longer than or equal to 5 characters',
  tooLong: 'password must be shorter than or equal to 72 bytes',
  contains: (detail: string) => `password must not contain the student's ${detail}`,
} as const;

/** Reference lookups that match nothing (spec §4.3, §7 rule 6). The API never creates reference data. */
export const referenceMessages = {
  country: 'country is not a known country.',
  countryUnselectable: 'country cannot be selected: students of this country cannot be given a username.',
  grade: 'grade is not a known grade. This API does not create reference data.',
  city: 'city is not a known city. This API does not create reference data.',
  school: 'school is not a known school. This API does not create reference data.',
  cityNeedsCountry: 'city was given as a name, which can only be resolved together with country.',
  schoolNeedsCity: 'school was given as a name, which can only be resolved together with country and city.',
} as const;

export const importMessages = {
  rowCount: 'students must contain between 30 and 1000 rows',
  notArray: 'students must be an array',
  clientReference: 'clientReference must be a string',
} as const;
