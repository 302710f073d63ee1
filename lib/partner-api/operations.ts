import { accountAndReferenceOperations } from './operation-table/account-and-reference';
import { org } from './operation-table/define';
import { examAndApplicationOperations } from './operation-table/exams-and-applications';
import { groupChallengeOperations } from './operation-table/group-challenges';
import { studentOperations } from './operation-table/students';

export {
  operationTags,
  type AnswerForm,
  type HttpMethod,
  type OperationSpec,
  type OperationTag,
} from './operation-table/define';

/**
 * Every operation of the Partner Integration API v1.2.0, in the spec's order, from one file per part of the spec
 * (operation-table/). The client (server/partner), the sandbox (server/sandbox) and the OpenAPI document
 * (lib/partner-api/openapi) all read this table, so a path, a permission or a shape changes in one edit.
 */
export const operations = {
  ...accountAndReferenceOperations,
  ...studentOperations,
  ...examAndApplicationOperations,
  ...groupChallengeOperations,
};

export type OperationId = keyof typeof operations;

export const operationIds = Object.keys(operations) as OperationId[];

/** Organization-scoped operations act on the organization's slug; flat ones on `core` (spec §5). */
export function isOrganizationScoped(id: OperationId): boolean {
  return operations[id].path.startsWith(org);
}

/** Path parameter names of a template, in order. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Fills a template; values are URI-encoded so that an id can never change the path. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}
