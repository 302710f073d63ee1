import { z } from 'zod';

/** Answer of createSignInLink (spec §4.4): a single-use link valid for `expiresIn` seconds. */
export const signInLinkSchema = z.looseObject({
  url: z.string(),
  organization: z.string(),
  studentId: z.string(),
  expiresIn: z.number(),
});
export type SignInLink = z.infer<typeof signInLinkSchema>;
