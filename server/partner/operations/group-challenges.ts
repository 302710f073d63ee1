import 'server-only';
import { operations } from '@/lib/partner-api/operations';
import type { PartnerClient } from '../client';
import type { OperationOptions, OrgScope, PageQuery } from './types';

export interface ChallengeScope extends OrgScope {
  challengeId: string;
}

export interface GroupScope extends ChallengeScope {
  groupId: string;
}

/** Group challenges (spec §4.7, docs/api-notes.md). A busy group answers 503 with Retry-After 1, retried by the client. */
export function groupChallengeOperations(c: PartnerClient) {
  return {
    listGroupChallenges: ({ organizationId }: OrgScope, query: PageQuery = {}, o: OperationOptions = {}) =>
      c.list('listGroupChallenges', operations.listGroupChallenges.answer, {
        params: { organizationId },
        query: { ...query },
        ...o,
      }),
    getGroupChallenge: ({ organizationId, challengeId }: ChallengeScope, o: OperationOptions = {}) =>
      c.call('getGroupChallenge', operations.getGroupChallenge.answer, {
        params: { organizationId, challengeId },
        ...o,
      }),
    listGroupChallengeStudents: (
      { organizationId, challengeId }: ChallengeScope,
      query: PageQuery = {},
      o: OperationOptions = {},
    ) =>
      c.list('listGroupChallengeStudents', operations.listGroupChallengeStudents.answer, {
        params: { organizationId, challengeId },
        query: { ...query },
        ...o,
      }),
    getGroupChallengeStudent: (
      { organizationId, challengeId }: ChallengeScope,
      studentId: string,
      o: OperationOptions = {},
    ) =>
      c.call('getGroupChallengeStudent', operations.getGroupChallengeStudent.answer, {
        params: { organizationId, challengeId, studentId },
        ...o,
      }),
    listGroupChallengeGroups: (
      { organizationId, challengeId }: ChallengeScope,
      query: PageQuery = {},
      o: OperationOptions = {},
    ) =>
      c.list('listGroupChallengeGroups', operations.listGroupChallengeGroups.answer, {
        params: { organizationId, challengeId },
        query: { ...query },
        ...o,
      }),
    getGroupChallengeGroup: ({ organizationId, challengeId, groupId }: GroupScope, o: OperationOptions = {}) =>
      c.call('getGroupChallengeGroup', operations.getGroupChallengeGroup.answer, {
        params: { organizationId, challengeId, groupId },
        ...o,
      }),
    listGroupChallengeActivity: (
      { organizationId, challengeId, groupId }: GroupScope,
      query: PageQuery = {},
      o: OperationOptions = {},
    ) =>
      c.list('listGroupChallengeActivity', operations.listGroupChallengeActivity.answer, {
        params: { organizationId, challengeId, groupId },
        query: { ...query },
        ...o,
      }),
    /** Submits the group's open step and opens the next; a repeat answers `changed: false`. */
    submitGroupChallengeStep: (
      { organizationId, challengeId, groupId }: GroupScope,
      stepId: string,
      body: { studentId: string },
      o: OperationOptions = {},
    ) =>
      c.call('submitGroupChallengeStep', operations.submitGroupChallengeStep.answer, {
        params: { organizationId, challengeId, groupId, stepId },
        body,
        ...o,
      }),
    /** Sends the group's work; safe to repeat (`changed: false`). */
    finalSubmitGroupChallenge: (
      { organizationId, challengeId, groupId }: GroupScope,
      body: { studentId: string },
      o: OperationOptions = {},
    ) =>
      c.call('finalSubmitGroupChallenge', operations.finalSubmitGroupChallenge.answer, {
        params: { organizationId, challengeId, groupId },
        body,
        ...o,
      }),
  };
}
