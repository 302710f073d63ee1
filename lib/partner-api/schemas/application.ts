import { z } from 'zod';
import { examSchema } from './exam';
import { studentRefSchema } from './student';

export const paymentStatuses = ['pending', 'paid', 'canceled'] as const;

/** Spec §2 "Payment": `amount` has no currency; 0 for a free exam. */
export const paymentSchema = z.looseObject({
  _id: z.string(),
  status: z.string(),
  amount: z.number(),
  application: z.string().optional(),
  exam: z.string().optional(),
  for: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Fields shared by the stored and the resolved application (spec §2 "Application"). */
const applicationFields = {
  _id: z.string(),
  partners: z.array(z.looseObject({ user: z.string(), accepted: z.boolean() })),
  participated: z.boolean(),
  examStart: z.string().optional(),
  examSubmitted: z.boolean().optional(),
  submitDate: z.string().optional(),
  simulationStarted: z.boolean(),
  simulationSubmitted: z.boolean(),
  simulationStart: z.string().optional(),
  removeAfter: z.string().optional(),
  uuid: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Stored form: exam, user and payment are ids (deleteApplication's answer). */
export const applicationSchema = z.looseObject({
  ...applicationFields,
  exam: z.string(),
  user: z.string(),
  payment: z.string().nullable().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Resolved form: exam (null once gone), user as StudentRef, payment (null if unresolvable, absent if none). */
export const resolvedApplicationSchema = z.looseObject({
  ...applicationFields,
  exam: examSchema.nullable(),
  user: studentRefSchema,
  payment: paymentSchema.nullable().optional(),
});
export type ResolvedApplication = z.infer<typeof resolvedApplicationSchema>;

/** listExamApplications: `exam` is the id asked for, user and payment resolved (spec §4.6). */
export const examApplicationSchema = z.looseObject({
  ...applicationFields,
  exam: z.string(),
  user: studentRefSchema,
  payment: paymentSchema.nullable().optional(),
});
export type ExamApplication = z.infer<typeof examApplicationSchema>;
