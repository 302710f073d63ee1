import 'server-only';
import type { OperationId } from '@/lib/partner-api/operations';
import type { PartnerClient } from '../client';
import { accountOperations } from './account';
import { applicationOperations } from './applications';
import { certificateOperations } from './certificates';
import { examOperations } from './exams';
import { groupChallengeOperations } from './group-challenges';
import { importOperations } from './imports';
import { orgStudentOperations } from './org-students';
import { referenceOperations } from './reference';
import { signInOperations } from './sign-in';
import { studentOperations } from './students';

/** One typed function per operation of lib/partner-api/operations.ts, bound to a client. */
export function createPartnerApi(client: PartnerClient) {
  const api = {
    ...accountOperations(client),
    ...referenceOperations(client),
    ...studentOperations(client),
    ...importOperations(client),
    ...orgStudentOperations(client),
    ...signInOperations(client),
    ...examOperations(client),
    ...applicationOperations(client),
    ...certificateOperations(client),
    ...groupChallengeOperations(client),
  } satisfies Record<OperationId, unknown>;
  return api;
}

export type PartnerApi = ReturnType<typeof createPartnerApi>;

export type { PageQuery, OperationOptions, OrgScope } from './types';
export type { ChallengeScope, GroupScope } from './group-challenges';
export type { ListStudentsQuery } from './students';
export type { ListOrgStudentsQuery } from './org-students';
