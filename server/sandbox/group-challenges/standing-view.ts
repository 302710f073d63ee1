import type { StoredStudent } from '../students/students-state';
import type { GroupStatus, StoredChallenge, StoredGroup } from './challenges-state';
import { findGrade, gradeGroupOf, gradeGroupRef } from './grades';
import { displayName, isActiveMember, type Viewer } from './viewer';

export type StandingState = 'not_eligible' | 'not_in_group' | 'group_pending' | 'group_active' | 'group_completed';

const stateOfGroup: Record<GroupStatus, StandingState> = {
  awaiting_payment: 'group_pending',
  draft: 'group_pending',
  finalized: 'group_active',
  completed: 'group_completed',
};

/** The student's group in the challenge: not deleted, the student an active member. */
export function groupOfStudent(viewer: Viewer, challenge: StoredChallenge, studentId: string): StoredGroup | undefined {
  return viewer.sandbox.state.challenges.groups.find(
    (g) => g.challengeId === challenge._id && g.deletedAt === null && isActiveMember(g, studentId),
  );
}

/** Where a sign-in link should land for this challenge; `{userId}` is replaced by the sign-in operation (spec §4.4). */
export function panelPathFor(challenge: StoredChallenge): string {
  return `/group-challenge/${challenge._id}/student/{userId}`;
}

/** Spec §2 "Student standing in a group challenge"; a group wins over the grade. */
export function standingView(student: StoredStudent, challenge: StoredChallenge, viewer: Viewer) {
  const grade = findGrade(viewer.sandbox, student.grade);
  const byGrade = gradeGroupOf(challenge, student.grade);
  const group = groupOfStudent(viewer, challenge, student._id);
  const groupGradeGroup = group ? challenge.gradeGroups.find((g) => g._id === group.gradeGroupId) : undefined;
  const gradeGroup = groupGradeGroup ?? byGrade;
  const copy = viewer.sandbox.state.students.orgCopies.find(
    (c) => c.organizationId === viewer.organizationId && c.mainId === student._id,
  );
  const state: StandingState = group ? stateOfGroup[group.status] : byGrade ? 'not_in_group' : 'not_eligible';
  return {
    studentId: student._id,
    firstName: student.firstName,
    lastName: student.lastName,
    grade,
    eligible: byGrade !== null,
    gradeGroup: gradeGroup ? gradeGroupRef(gradeGroup) : null,
    teacherLinked: Boolean(copy?.supervisor),
    state,
    group: group ? { _id: group._id, displayName: displayName(group), status: group.status } : null,
    panelPath: panelPathFor(challenge),
  };
}
