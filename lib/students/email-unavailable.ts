/**
 * What the console says of an address it may not say more about: held on another partner account (the API
 * never says whose) or, for a coordinator, by a student of another school. The two must read the same.
 */
export const EMAIL_UNAVAILABLE_MESSAGE =
  'This e-mail address cannot be used: it is already registered on the platform.';
