import { z } from 'zod';

/** Spec §2 "Country". */
export const countrySchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  iso2: z.string().optional(),
  iso3: z.string().optional(),
  tz: z.string().optional(),
  dialCode: z.string().optional(),
  flag: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Country = z.infer<typeof countrySchema>;

/** Spec §2 "Grade": names are `1` to `12`. */
export const gradeSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Grade = z.infer<typeof gradeSchema>;

export { organizationSlugs } from '../organization-slugs';

/** Spec §2 "Organization". The slug stays a string: more organizations may come (spec §9.3). */
export const organizationSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().optional(),
  desc: z.string().optional(),
  defaultRedirect: z.string().optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** A city as resolved inside a student record (spec §2 "Student record"). */
export const citySchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  country: z.string().optional(),
  stateCode: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type City = z.infer<typeof citySchema>;

/** A school as resolved inside a student record. */
export const schoolSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  country: z.string().optional(),
  city: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type School = z.infer<typeof schoolSchema>;
