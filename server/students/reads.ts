import 'server-only';
import { z } from 'zod';
import { studentIdSchema } from '@/lib/partner-api/student-rules/request-rules';
import { studentListParamsSchema } from '@/lib/students/list-params';
import { studentKeys } from '@/lib/query/keys/students';
import { defineRead } from '@/server/action-runner/define-read';
import { loadStoredStudentInScope } from '@/server/directory/student-access';
import { withFreshness } from '@/lib/read-model/stored';
import { withExamNaming } from '@/server/students/exam-names';
import { loadStoredStudentDocuments } from '@/server/students/student-documents';
import { loadStoredOrganizationCard } from '@/server/students/student-organizations';
import { loadStudentList } from '@/server/students/queries';
import { requireOrganizationForAction } from '@/server/students/students-organizations';

const roles = ['admin', 'support', 'coordinator'] as const;
const organizationOfStudent = z.strictObject({ studentId: studentIdSchema, organization: z.string().min(1) });

/** A page of the students list (all students, or one organization's view; a coordinator's from the directory). */
export const studentListRead = defineRead({
  roles,
  schema: studentListParamsSchema,
  queryKey: (params) => studentKeys.list(params),
  load: (params, user, { force }) => loadStudentList(user, params, { force }),
});

/** One student with references resolved, from the read model; the read itself is the scope check. */
export const studentRecordRead = defineRead({
  roles,
  schema: z.strictObject({ studentId: studentIdSchema }),
  load: ({ studentId }, user, { force }) => loadStoredStudentInScope(user, studentId, { force }),
});

/** One organization's card of the student page, from the read model. */
export const organizationCardRead = defineRead({
  roles,
  schema: organizationOfStudent,
  load: async ({ studentId, organization }, user, { force }) => {
    const org = await requireOrganizationForAction(organization);
    const student = await loadStoredStudentInScope(user, studentId);
    const stored = await loadStoredOrganizationCard(user, student.data, org, { force });
    return { ...stored, data: await withExamNaming(stored.data) };
  },
});

/**
 * A signed-in student's certificates and reports in one organization, from the read model: the card's part
 * the browser reads when the person opens it (never on page load). The stored student record is the scope
 * check, as for the card.
 */
export const studentDocumentsRead = defineRead({
  roles,
  schema: organizationOfStudent,
  queryKey: ({ studentId, organization }) => studentKeys.documents(studentId, organization),
  load: async ({ studentId, organization }, user, { force }) => {
    const org = await requireOrganizationForAction(organization);
    const student = await loadStoredStudentInScope(user, studentId);
    return withFreshness(await loadStoredStudentDocuments(user, student.data, org, { force }));
  },
});
