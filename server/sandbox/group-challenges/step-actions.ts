import type { Sandbox } from '../kernel/sandbox';
import { recordActivity } from './activity';
import type { StoredActor, StoredChallenge, StoredFile, StoredGroup, StoredStep } from './challenges-state';

const system: StoredActor = { role: 'system' };

function sortedSteps(group: StoredGroup): StoredStep[] {
  return [...group.steps].sort((a, b) => a.order - b.order);
}

export function openStep(sandbox: Sandbox, group: StoredGroup, step: StoredStep, at: string): void {
  step.state = 'open';
  step.openedAt = at;
  recordActivity(sandbox, group._id, 'step_opened', system, step._id, at);
}

/** The teacher confirms the group (spec §3): draft -> finalized, the steps appear and step 1 opens. */
export function confirmGroup(sandbox: Sandbox, group: StoredGroup, challenge: StoredChallenge, at: string): void {
  group.status = 'finalized';
  group.finalizedAt = at;
  group.steps = challenge.steps.map((template, i) => ({
    _id: sandbox.newId(),
    order: i + 1,
    title: template.title,
    state: 'locked',
    openedAt: null,
    submittedAt: null,
    submittedBy: null,
    reopenCount: 0,
    files: [],
  }));
  recordActivity(sandbox, group._id, 'group_confirmed', { role: 'teacher' }, null, at);
  const first = group.steps[0];
  if (first) openStep(sandbox, group, first, at);
}

/** Step submit (spec §3): open -> submitted, its draft files become submitted, the next locked step opens. */
export function submitStep(
  sandbox: Sandbox,
  group: StoredGroup,
  step: StoredStep,
  actor: StoredActor,
  at: string,
): StoredStep | null {
  step.state = 'submitted';
  step.submittedAt = at;
  step.submittedBy = actor;
  for (const file of step.files) {
    if (file.status === 'draft') {
      file.status = 'submitted';
      file.submittedAt = at;
    }
  }
  recordActivity(sandbox, group._id, 'step_submitted', actor, step._id, at);
  const next = sortedSteps(group).find((s) => s.order > step.order) ?? null;
  if (next && next.state === 'locked') openStep(sandbox, group, next, at);
  return next;
}

/** Organizers reopen a submitted step (spec §3): submitted -> open, reopenCount + 1. */
export function reopenStep(sandbox: Sandbox, group: StoredGroup, step: StoredStep, at: string): void {
  step.state = 'open';
  step.openedAt = at;
  step.submittedAt = null;
  step.submittedBy = null;
  step.reopenCount += 1;
  recordActivity(sandbox, group._id, 'step_reopened', { role: 'administrator' }, step._id, at);
}

/** A member uploads a file to an open step; without `uploading` the upload finishes at once. */
export function addFile(
  sandbox: Sandbox,
  group: StoredGroup,
  step: StoredStep,
  upload: { uploadedBy: StoredActor; name: string; size: number; uploading: boolean },
  at: string,
): StoredFile {
  const file: StoredFile = {
    _id: sandbox.newId(),
    status: 'uploading',
    name: upload.name,
    size: upload.size,
    uploadedBy: upload.uploadedBy,
    createdAt: at,
    completedAt: null,
    submittedAt: null,
  };
  step.files.push(file);
  recordActivity(sandbox, group._id, 'file_uploaded', upload.uploadedBy, step._id, at);
  if (!upload.uploading) completeUpload(sandbox, group, step, file, at);
  return file;
}

/** File upload finishes (spec §3): uploading -> draft, completedAt set. */
export function completeUpload(
  sandbox: Sandbox,
  group: StoredGroup,
  step: StoredStep,
  file: StoredFile,
  at: string,
  size?: number,
): void {
  file.status = 'draft';
  file.completedAt = at;
  if (size !== undefined) file.size = size;
  recordActivity(sandbox, group._id, 'file_completed', file.uploadedBy, step._id, at);
}
