import 'server-only';
import { z } from 'zod';
import { isObjectId } from '@/lib/partner-api/student-rules/field-rules';
import { examKeys } from '@/lib/query/keys/exams';
import { defineRead } from '@/server/action-runner/define-read';
import { loadAvailableExams } from '@/server/exams/available-exams';

/** A student's available-exams tree, applications and sign-in state in one organization, from the read model. */
export const availableExamsRead = defineRead({
  roles: ['admin', 'support', 'coordinator'],
  schema: z.strictObject({
    slug: z.string().min(1).max(40),
    studentId: z.string().refine(isObjectId, { error: 'must be a 24-hex id' }),
  }),
  queryKey: ({ slug, studentId }) => examKeys.available(slug, studentId),
  load: ({ slug, studentId }, user, { force }) => loadAvailableExams(user, slug, studentId, { force }),
});
