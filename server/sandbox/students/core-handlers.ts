import { paginate, paginationParams } from '@/lib/partner-api/pagination';
import { validateCheck, validateRegistration } from '@/lib/partner-api/student-rules/validate';
import { parseEmailFilter } from '@/lib/partner-api/student-rules/request-rules';
import { badRequest, conflict } from '../kernel/errors';
import type { OperationHandlers } from '../kernel/types';
import { findOwnStudent } from './lookups';
import { hashPassword } from './password-hash';
import { resolveReferences } from './references';
import { createStudent, emailTakenMessage, registeredMessage, studentByEmail } from './register';
import { pathStudentId, refuseReferenceProblems, requireValid } from './request-helpers';
import { resolvedStudent, studentWithIds } from './views';
import type { ResolvedRefs } from './imports/import-types';

/** Core-record student operations of spec §4.3 and §4.8 (update and set-password live in their own files). */
export const coreStudentHandlers: OperationHandlers = {
  listStudents({ sandbox, account, query }) {
    const filter = parseEmailFilter(query.getAll('email'));
    if (!filter.ok) throw badRequest(filter.message);
    const wanted = filter.emails ? new Set(filter.emails) : null;
    const own = sandbox.state.students.students.filter(
      (s) => s.ownerAccountId === account._id && (!wanted || wanted.has(s.email)),
    );
    const { page, limit } = paginationParams(query);
    const { data, pagination } = paginate(own, page, limit);
    return {
      message: 'Students fetched successfully.',
      data: data.map((s) => resolvedStudent(sandbox, s)),
      pagination,
    };
  },

  getStudent({ sandbox, account, params }) {
    const student = findOwnStudent(sandbox, account, pathStudentId(params));
    return { message: 'Student fetched successfully.', data: resolvedStudent(sandbox, student) };
  },

  async registerStudent({ sandbox, account, body }) {
    const value = requireValid(validateRegistration(body));
    // The address is checked before the references, as the check operation describes (spec §4.3).
    if (studentByEmail(sandbox, value.email)) throw conflict(emailTakenMessage);
    const { resolved, problems } = resolveReferences(sandbox.state.reference, value);
    refuseReferenceProblems(problems);
    const passwordHash = value.password === undefined ? undefined : await hashPassword(value.password);
    // Hashing yields to other requests: the address may have been taken meanwhile.
    if (studentByEmail(sandbox, value.email)) throw conflict(emailTakenMessage);
    const { password: _password, email2: _email2, ...fields } = value;
    const student = createStudent(sandbox, account._id, fields, resolved as ResolvedRefs, passwordHash);
    return { status: 201, message: registeredMessage, data: studentWithIds(student) };
  },

  checkStudentRegistration({ sandbox, account, body }) {
    const value = requireValid(validateCheck(body));
    const message = 'Registration checked. Nothing was created.';
    const holder = studentByEmail(sandbox, value.email);
    if (holder && holder.ownerAccountId === account._id) {
      return {
        message,
        data: {
          valid: false,
          problems: [],
          resolved: { country: null, grade: null, city: null, school: null },
          duplicate: { sameAccount: true, studentId: holder._id },
        },
      };
    }
    const { resolved, problems } = resolveReferences(sandbox.state.reference, value);
    return { message, data: { valid: problems.length === 0, problems, resolved, duplicate: { sameAccount: false } } };
  },
};
