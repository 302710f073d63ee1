import type { StoredChallenge, StoredFile, StoredGroup, StoredStep } from './challenges-state';
import { findGrade, gradeGroupRef } from './grades';
import { toPerson, type Person } from './person';
import { activeMembers, displayName, isChallengeOpen, ownStudent, type Viewer } from './viewer';

/** File type by extension (spec §2 File `fileType`): `pdf` for `report.PDF`; null without an extension. */
export function fileTypeOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/** A file that finished uploading (draft or already submitted) counts as the step's file. */
export function hasFinishedFile(step: StoredStep): boolean {
  return step.files.some((f) => f.status !== 'uploading');
}

export function canSubmitStep(step: StoredStep, challenge: StoredChallenge, now: Date): boolean {
  return step.state === 'open' && hasFinishedFile(step) && isChallengeOpen(challenge, now);
}

export function stepsSubmitted(group: StoredGroup): number {
  return group.steps.filter((s) => s.state === 'submitted').length;
}

/** Whether the final submit would be accepted now: confirmed, not yet sent, every step submitted, challenge open. */
export function canFinalSubmit(group: StoredGroup, challenge: StoredChallenge, now: Date): boolean {
  return (
    group.status === 'finalized' &&
    group.finalSubmittedAt === null &&
    group.steps.length === challenge.steps.length &&
    stepsSubmitted(group) === challenge.steps.length &&
    isChallengeOpen(challenge, now)
  );
}

function fileView(file: StoredFile, viewer: Viewer) {
  const uploadedBy: Person = toPerson(file.uploadedBy, viewer);
  return {
    _id: file._id,
    status: file.status,
    // Only a file one of your students uploaded is named (spec §2 File).
    name: file.uploadedBy.role === 'student' && uploadedBy.yours ? file.name : null,
    fileType: fileTypeOf(file.name),
    size: file.status === 'uploading' ? null : file.size,
    uploadedBy,
    completedAt: file.completedAt,
    submittedAt: file.submittedAt,
  };
}

function stepView(step: StoredStep, challenge: StoredChallenge, viewer: Viewer) {
  return {
    _id: step._id,
    order: step.order,
    title: step.title,
    state: step.state,
    openedAt: step.openedAt,
    submittedAt: step.submittedAt,
    submittedBy: step.submittedBy ? toPerson(step.submittedBy, viewer) : null,
    reopenCount: step.reopenCount,
    canSubmit: canSubmitStep(step, challenge, viewer.sandbox.now()),
    files: step.files.map((f) => fileView(f, viewer)),
  };
}

/** List form: the fields of spec §2 up to `finalSubmittedAt`. */
export function groupListView(group: StoredGroup, challenge: StoredChallenge, viewer: Viewer) {
  const gradeGroup = challenge.gradeGroups.find((g) => g._id === group.gradeGroupId);
  const members = activeMembers(group);
  const yourStudents = members.flatMap((m) => {
    const student = ownStudent(viewer, m.studentId);
    if (!student) return [];
    const grade = findGrade(viewer.sandbox, student.grade);
    return [
      {
        studentId: student._id,
        firstName: student.firstName,
        lastName: student.lastName,
        gradeName: grade?.name ?? null,
        addedAt: m.addedAt,
      },
    ];
  });
  return {
    _id: group._id,
    challengeId: group.challengeId,
    shortCode: group.shortCode,
    name: group.name,
    displayName: displayName(group),
    status: group.status,
    gradeGroup: gradeGroup ? gradeGroupRef(gradeGroup) : null,
    memberCount: members.length,
    yourStudents,
    stepCount: challenge.steps.length,
    stepsSubmitted: stepsSubmitted(group),
    createdAt: group.createdAt,
    finalizedAt: group.finalizedAt,
    finalSubmittedAt: group.finalSubmittedAt,
  };
}

/** Full form: the list form plus who sent the work, whether it can be sent now, and the steps with files. */
export function groupFullView(group: StoredGroup, challenge: StoredChallenge, viewer: Viewer) {
  return {
    ...groupListView(group, challenge, viewer),
    finalSubmittedBy: group.finalSubmittedBy ? toPerson(group.finalSubmittedBy, viewer) : null,
    canFinalSubmit: canFinalSubmit(group, challenge, viewer.sandbox.now()),
    steps: [...group.steps].sort((a, b) => a.order - b.order).map((s) => stepView(s, challenge, viewer)),
  };
}
