import { groupSubmitBodySchema } from '../group-submit-body';
import { groupChallengeSchema } from '../schemas/group-challenge';
import { groupListItemSchema, groupSchema } from '../schemas/group';
import {
  activityEntrySchema,
  finalSubmitResultSchema,
  standingSchema,
  submitStepResultSchema,
} from '../schemas/standing';
import { challenge, group, notShown, op, org, page, type OperationSpec } from './define';

/** An organization's group challenges, their groups and steps. */
export const groupChallengeOperations = {
  listGroupChallenges: op('GET', `${org}/group-challenge`, 'group-challenge/read', {
    summary: "The organization's group challenges",
    tag: 'Group challenges',
    form: 'page',
    answer: groupChallengeSchema,
    query: page,
    assumption: notShown('the path and the fields of a challenge'),
  }),
  getGroupChallenge: op('GET', challenge, 'group-challenge/read', {
    summary: 'One group challenge',
    tag: 'Group challenges',
    form: 'envelope',
    answer: groupChallengeSchema,
    assumption: notShown('the path and the answer'),
  }),
  listGroupChallengeStudents: op('GET', `${challenge}/student`, 'group-challenge/read', {
    summary: 'Standings of your signed-in students',
    tag: 'Group challenges',
    form: 'page',
    answer: standingSchema,
    query: page,
    assumption: notShown('the path'),
  }),
  getGroupChallengeStudent: op('GET', `${challenge}/student/{studentId}`, 'group-challenge/read', {
    summary: "One student's standing",
    tag: 'Group challenges',
    form: 'envelope',
    answer: standingSchema,
  }),
  listGroupChallengeGroups: op('GET', `${challenge}/group`, 'group-challenge/read', {
    summary: 'Groups with one of your students, oldest first',
    tag: 'Group challenges',
    form: 'page',
    answer: groupListItemSchema,
    query: page,
  }),
  getGroupChallengeGroup: op('GET', group, 'group-challenge/read', {
    summary: 'One group with steps and files',
    tag: 'Group challenges',
    form: 'envelope',
    answer: groupSchema,
  }),
  listGroupChallengeActivity: op('GET', `${group}/activity`, 'group-challenge/read', {
    summary: "A group's activity, oldest first",
    tag: 'Group challenges',
    form: 'page',
    answer: activityEntrySchema,
    query: page,
    assumption: notShown('the path and the fields of an activity entry'),
  }),
  submitGroupChallengeStep: op('POST', `${group}/step/{stepId}/submit`, 'group-challenge/submit', {
    summary: "Submit the group's open step for a student",
    tag: 'Group challenges',
    form: 'envelope',
    answer: submitStepResultSchema,
    body: groupSubmitBodySchema,
    assumption: notShown('the method, path and answer'),
  }),
  finalSubmitGroupChallenge: op('POST', `${group}/final-submit`, 'group-challenge/submit', {
    summary: "Send the group's work for a student",
    tag: 'Group challenges',
    form: 'envelope',
    answer: finalSubmitResultSchema,
    body: groupSubmitBodySchema,
  }),
} as const satisfies Record<string, OperationSpec>;
