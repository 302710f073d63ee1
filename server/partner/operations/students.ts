import 'server-only';
import type { SetPasswordBody, StudentRegistrationBody, StudentUpdateBody } from '@/lib/partner-api/student-rules/body-schemas';
import type { StudentCheckBody } from '@/lib/partner-api/student-rules/body-schemas';
import { checkRegistrationResultSchema } from '@/lib/partner-api/schemas/check-registration';
import { resolvedStudentSchema, studentSchema } from '@/lib/partner-api/schemas/student';
import type { PartnerClient } from '../client';
import type { OperationOptions, PageQuery } from './types';

export interface ListStudentsQuery extends PageQuery {
  /** One address or up to 100; matched exactly among your own students. */
  email?: string | readonly string[];
}

/** Students on the core record (spec §4.3, DESIGN §5). */
export function studentOperations(c: PartnerClient) {
  return {
    listStudents: (query: ListStudentsQuery = {}, o: OperationOptions = {}) =>
      c.list('listStudents', resolvedStudentSchema, { query: { ...query }, ...o }),
    getStudent: (studentId: string, o: OperationOptions = {}) => c.call('getStudent', resolvedStudentSchema, { params: { studentId }, ...o }),
    registerStudent: (body: StudentRegistrationBody, o: OperationOptions = {}) => c.call('registerStudent', studentSchema, { body, ...o }),
    checkStudentRegistration: (body: StudentCheckBody, o: OperationOptions = {}) =>
      c.call('checkStudentRegistration', checkRegistrationResultSchema, { body, ...o }),
    updateStudent: (studentId: string, body: StudentUpdateBody, o: OperationOptions = {}) =>
      c.call('updateStudent', studentSchema, { params: { studentId }, body, ...o }),
    setStudentPassword: (studentId: string, body: SetPasswordBody, o: OperationOptions = {}) =>
      c.call('setStudentPassword', studentSchema, { params: { studentId }, body, ...o }),
  };
}
