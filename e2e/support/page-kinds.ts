import { expect, type APIRequestContext } from '@playwright/test';
import { seedChallenge } from '../group-challenges/sandbox';
import { coordinatorSchool, studentOfSchool } from './scope';

/**
 * A page of each kind an admin opens (issue 36's budgets: e2e/layout/script-budget.spec.ts counts their scripts,
 * markup-budget.spec.ts their markup): one student of the seed, the seed's Bridge Builders challenge and its first
 * group.
 */
export async function adminPagesOfEachKind(request: APIRequestContext) {
  const student = await studentOfSchool(coordinatorSchool);
  const challenge = await seedChallenge(request, 'Bridge Builders');
  const group = challenge.groups[0];
  expect(group, 'the seed challenge Bridge Builders has a group').toBeDefined();
  const lastName = student.fullName.split(' ').pop()!;
  return {
    home: '/',
    students: '/students',
    studentsSearch: `/students?q=${encodeURIComponent(lastName.slice(0, 5))}`,
    studentsByEmail: `/students?email=${encodeURIComponent(student.email)}`,
    student: `/students/${student._id}`,
    availableExams: `/exams/stem/available/${student._id}`,
    applications: '/applications?organization=stem',
    groupChallenges: '/group-challenges',
    group: `/group-challenges/stem/${challenge._id}/groups/${group!._id}`,
    importsNew: '/imports/new',
    insights: '/insights',
  };
}
