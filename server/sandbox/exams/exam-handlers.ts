import { isExamOpen } from '@/lib/partner-api/exam-rules';
import { paginate, paginationParams } from '@/lib/partner-api/pagination';
import type { OperationHandlers } from '../kernel/types';
import { findOwnStudent } from '../students/lookups';
import { requireGrade } from './applications';
import { findCategory, findSession, sortExamsBySitting } from './queries';
import { organizationOf, pathId } from './request';
import { buildAvailableTree } from './tree';
import { categoryView, examView } from './views';

/** Exam reads of spec §4.5 and listExams of §4.8. */
export const examReadHandlers: OperationHandlers = {
  /** All of the organization's categories, active or not, by `order`; the same for every account. */
  listExamCategories: (req) => {
    const organization = organizationOf(req);
    const categories = req.sandbox.state.exams.categories
      .filter((c) => c.organizationId === organization._id)
      .sort((a, b) => a.order - b.order || (a._id < b._id ? -1 : 1))
      .map(categoryView);
    const { page, limit } = paginationParams(req.query);
    return { message: 'Categories fetched successfully.', ...paginate(categories, page, limit) };
  },

  /** Open exams only (spec §2 "open"), soonest sitting first then `_id` (spec §8). */
  listExams: (req) => {
    const organization = organizationOf(req);
    const state = req.sandbox.state.exams;
    const now = req.sandbox.now();
    const open = state.exams.filter(
      (exam) =>
        exam.organizationId === organization._id &&
        isExamOpen({
          exam,
          session: findSession(state, organization._id, exam.session) ?? null,
          category: findCategory(state, organization._id, exam.category) ?? null,
          now,
        }),
    );
    const { page, limit } = paginationParams(req.query);
    return {
      message: 'Exams fetched successfully.',
      ...paginate(sortExamsBySitting(state, open).map(examView), page, limit),
    };
  },

  /** The tree of spec §4.5; needs no sign-in. 400 malformed id, 404 not yours, 400 no grade. */
  listAvailableExams: (req) => {
    const organization = organizationOf(req);
    const student = findOwnStudent(req.sandbox, req.account, pathId(req, 'studentId'));
    requireGrade(student);
    return {
      message: 'Available exams fetched successfully.',
      data: buildAvailableTree(req.sandbox.state.exams, organization._id, student, req.sandbox.now()),
    };
  },
};
