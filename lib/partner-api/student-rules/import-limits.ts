/**
 * Spec §4.3 / §8: 30 to 1000 rows per import. Apart from import-rules.ts (zod, the row schemas) so the browser's
 * file step can say the limits without downloading the rules.
 */
export const importMinRows = 30;
export const importMaxRows = 1000;
