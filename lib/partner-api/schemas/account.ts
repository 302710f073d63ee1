import { z } from 'zod';

export const roleEffects = ['allow', 'disallow'] as const;

/** Spec §2 "Role". `effect` stays a string so that an unknown effect parses (and matches nothing). */
export const roleSchema = z.looseObject({
  effect: z.string(),
  action: z.string(),
  target: z.string(),
  authorized: z.string().optional(),
});
export type Role = z.infer<typeof roleSchema>;

/** Spec §2 "API account": the answer of validate-me, without the envelope. */
export const apiAccountSchema = z.looseObject({
  _id: z.string(),
  apiKey: z.string(),
  companyName: z.string(),
  scopes: z.array(z.string()).optional(),
  roles: z.array(roleSchema),
  isActive: z.boolean().optional(),
});
export type ApiAccount = z.infer<typeof apiAccountSchema>;
