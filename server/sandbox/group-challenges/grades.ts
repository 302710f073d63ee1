import type { Sandbox } from '../kernel/sandbox';
import { findGradeById } from '../reference/reference-state';
import type { StoredChallenge, StoredGradeGroup } from './challenges-state';

export interface GradeRef {
  _id: string;
  name: string;
}

/** A reference grade by id (spec §2 Grade), or null when the student has none or it is unknown. */
export function findGrade(sandbox: Sandbox, gradeId: string | undefined): GradeRef | null {
  if (!gradeId) return null;
  const grade = findGradeById(sandbox.state.reference, gradeId);
  return grade ? { _id: grade._id, name: grade.name } : null;
}

export function findGradeByName(sandbox: Sandbox, name: string): GradeRef | null {
  const grade = sandbox.state.reference.grades.find((g) => g.name === name);
  return grade ? { _id: grade._id, name: grade.name } : null;
}

/** The challenge's grade group that holds a grade (spec §2 standing `eligible`, `gradeGroup`). */
export function gradeGroupOf(challenge: StoredChallenge, gradeId: string | undefined): StoredGradeGroup | null {
  if (!gradeId) return null;
  return challenge.gradeGroups.find((g) => g.gradeIds.includes(gradeId)) ?? null;
}

export function gradeGroupRef(group: StoredGradeGroup): { _id: string; label: string } {
  return { _id: group._id, label: group.label };
}
