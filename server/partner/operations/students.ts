import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type {
  SetPasswordBody,
  StudentRegistrationBody,
  StudentUpdateBody,
} from '@/lib/partner-api/student-rules/body-schemas';
import type { StudentCheckBody } from '@/lib/partner-api/student-rules/body-schemas';
import type { PartnerClient } from '../client';
import type { OperationOptions, PageQuery } from './types';

export interface ListStudentsQuery extends PageQuery {
  /** One address or up to 100; matched exactly among your own students. */
  email?: string | readonly string[];
}

/** Students on the core record (spec §4.3, docs/api-notes.md). */
export function studentOperations(c: PartnerClient) {
  return {
    listStudents: (query: ListStudentsQuery = {}, o: OperationOptions = {}) =>
      c.list('listStudents', operations.listStudents.answer, { query: { ...query }, ...o }),
    getStudent: (studentId: string, o: OperationOptions = {}) =>
      c.call('getStudent', operations.getStudent.answer, { params: { studentId }, ...o }),
    registerStudent: (body: StudentRegistrationBody, o: OperationOptions = {}) =>
      c.call('registerStudent', operations.registerStudent.answer, { body, ...o }),
    checkStudentRegistration: (body: StudentCheckBody, o: OperationOptions = {}) =>
      c.call('checkStudentRegistration', operations.checkStudentRegistration.answer, { body, ...o }),
    updateStudent: (studentId: string, body: StudentUpdateBody, o: OperationOptions = {}) =>
      c.call('updateStudent', operations.updateStudent.answer, { params: { studentId }, body, ...o }),
    setStudentPassword: (studentId: string, body: SetPasswordBody, o: OperationOptions = {}) =>
      c.call('setStudentPassword', operations.setStudentPassword.answer, { params: { studentId }, body, ...o }),
  };
}
