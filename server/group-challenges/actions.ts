'use server';
import 'server-only';
import { z } from 'zod';
import { partnerAction } from '@/server/action-runner/partner-action';
import {
  challengeGroupRead,
  challengeGroupsRead,
  challengeId,
  challengeStandingsRead,
  standingRead,
  challengeOverviewRead,
  challengeRead,
  challengesRead,
  groupActivityRead,
  groupId,
  idOf,
  organizationId,
} from '@/server/group-challenges/reads';
import { partner } from '@/server/partner';
import { namesForAudit } from '@/server/group-challenges/group-challenge-names';

/**
 * Every console role works with group challenges. A coordinator is kept to their schools' students: the
 * reads narrow what they answer (server/group-challenges/group-challenge-scope.ts), and every action naming a
 * student checks it first (`students:`): another school's student answers 404 "Student not found.".
 */
const roles = ['admin', 'support', 'coordinator'] as const;

const studentId = idOf('studentId');

/** Every organization with its first challenges, from the read model (`force`: from the API now); "not switched on" is an answer, not an error. */
export async function listGroupChallengeOverviewAction(input: unknown) {
  return challengeOverviewRead.action(input);
}

export async function listGroupChallengesAction(input: unknown) {
  return challengesRead.action(input);
}

export async function getGroupChallengeAction(input: unknown) {
  return challengeRead.action(input);
}

export async function listChallengeGroupsAction(input: unknown) {
  return challengeGroupsRead.action(input);
}

export async function listChallengeStandingsAction(input: unknown) {
  return challengeStandingsRead.action(input);
}

export async function getChallengeGroupAction(input: unknown) {
  return challengeGroupRead.action(input);
}

export async function listGroupActivityAction(input: unknown) {
  return groupActivityRead.action(input);
}

export async function getChallengeStandingAction(input: unknown) {
  return standingRead.action(input);
}

const submitInput = z.object({ organizationId, challengeId, groupId, studentId });
const stepSubmitInput = submitInput.extend({ stepId: idOf('stepId') });

/** Submits the group's open step for one of your students (spec §4.8); a repeat answers `changed: false`. */
export async function submitGroupStepAction(input: unknown) {
  return partnerAction(
    {
      roles,
      schema: stepSubmitInput,
      students: (i) => i.studentId,
      // A refusal may mean the challenge's window moved: read it again too.
      changes: (i) => [i.groupId, i.challengeId],
      run: async ({ stepId, studentId, ...scope }) => {
        const result = await partner.submitGroupChallengeStep(scope, stepId, { studentId });
        const names = await namesForAudit(scope, studentId, stepId);
        return { ...result.data, groupId: scope.groupId, studentId, requestId: result.requestId, names };
      },
      audit: (r) => ({
        action: 'group-challenge.step-submit',
        targetType: 'group-challenge-group',
        targetId: r.groupId,
        summary: `${r.changed ? 'Submitted' : 'Submitted again (already submitted)'} ${r.names.step} of ${r.names.group} for ${r.names.student}`,
        requestId: r.requestId,
        details: {
          stepId: r.stepId,
          studentId: r.studentId,
          changed: r.changed,
          stepState: r.stepState,
          nextStepId: r.nextStepId ?? null,
        },
      }),
    },
    input,
  );
}

/** Sends the group's work for one of your students (spec §4.7); a repeat answers `changed: false`. */
export async function finalSubmitGroupAction(input: unknown) {
  return partnerAction(
    {
      roles,
      schema: submitInput,
      students: (i) => i.studentId,
      // A refusal may mean the challenge's window moved: read it again too.
      changes: (i) => [i.groupId, i.challengeId],
      run: async ({ studentId, ...scope }) => {
        const result = await partner.finalSubmitGroupChallenge(scope, { studentId });
        const names = await namesForAudit(scope, studentId);
        return { ...result.data, groupId: scope.groupId, studentId, requestId: result.requestId, names };
      },
      audit: (r) => ({
        action: 'group-challenge.final-submit',
        targetType: 'group-challenge-group',
        targetId: r.groupId,
        summary: `${r.changed ? 'Sent' : 'Sent again (already sent)'} the work of ${r.names.group} for ${r.names.student}`,
        requestId: r.requestId,
        details: {
          studentId: r.studentId,
          changed: r.changed,
          finalSubmittedAt: r.finalSubmittedAt ?? null,
          groupStatus: r.groupStatus ?? null,
        },
      }),
    },
    input,
  );
}
