import { z } from 'zod';
import { citySchema, countrySchema, gradeSchema, schoolSchema } from './reference';

export const studentSexes = ['m', 'f', 'n'] as const;

/** Fields every form of a student record carries (spec §2 "Student record"). */
const studentFields = {
  _id: z.string(),
  mainId: z.string().optional(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  phone: z.string().optional(),
  birth: z.string().optional(),
  sex: z.string().optional(),
  activatedPlatformsThisSeason: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The student as stored: references are ids. Answer of register, update and set-password. */
export const studentSchema = z.looseObject({
  ...studentFields,
  country: z.string().optional(),
  city: z.string().optional(),
  school: z.string().optional(),
  grade: z.string().optional(),
  supervisor: z.string().optional(),
  partner: z.string().optional(),
});
export type Student = z.infer<typeof studentSchema>;

/** Supervisor and partner as resolved in a student record. */
export const personRefSchema = z.looseObject({
  _id: z.string(),
  mainId: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  fullName: z.string().optional(),
  username: z.string().optional(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** The student with references resolved into records: listStudents, getStudent. */
export const resolvedStudentSchema = z.looseObject({
  ...studentFields,
  country: countrySchema.nullable().optional(),
  city: citySchema.nullable().optional(),
  school: schoolSchema.nullable().optional(),
  grade: gradeSchema.nullable().optional(),
  supervisor: personRefSchema.nullable().optional(),
  partner: personRefSchema.nullable().optional(),
});
export type ResolvedStudent = z.infer<typeof resolvedStudentSchema>;

/**
 * A student as an organization-scoped operation answers it (listOrgStudents, getOrgStudent,
 * updateOrgStudent). The spec does not say whether references are resolved here, so each may be
 * an id or a record; `signedIn` comes with the list.
 */
export const orgStudentSchema = z.looseObject({
  ...studentFields,
  country: z.union([z.string(), countrySchema]).nullable().optional(),
  city: z.union([z.string(), citySchema]).nullable().optional(),
  school: z.union([z.string(), schoolSchema]).nullable().optional(),
  grade: z.union([z.string(), gradeSchema]).nullable().optional(),
  supervisor: z.union([z.string(), personRefSchema]).nullable().optional(),
  partner: z.union([z.string(), personRefSchema]).nullable().optional(),
  signedIn: z.boolean().optional(),
});
export type OrgStudent = z.infer<typeof orgStudentSchema>;

/** StudentRef inside a resolved application: `_id` is the organization's own id, `mainId` the registered one. */
export const studentRefSchema = z.looseObject({
  _id: z.string(),
  mainId: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});
export type StudentRef = z.infer<typeof studentRefSchema>;
