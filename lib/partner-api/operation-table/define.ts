import { z } from 'zod';
import { pageQuerySchema } from '../schemas/query';

/**
 * How the operations table (lib/partner-api/operations.ts) describes an operation: its request and answer, the
 * spec's own and, where the spec leaves a path or an answer open, the console's assumption (docs/api-notes.md).
 * Paths are relative to the base URL, which includes `/v1`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a success is answered: `envelope` `{ success, message, data }`, `page` the envelope with a list and
 * `pagination`, `raw` the body itself (no envelope), `file` a PDF download.
 */
export type AnswerForm = 'envelope' | 'page' | 'raw' | 'file';

export interface OperationSpec {
  method: HttpMethod;
  /** Path template below `/v1`; `{name}` marks a path parameter. */
  path: string;
  /** `<resource>/<operation>`, or null for health. */
  permission: string | null;
  /** Requests allowed per window for one account (spec §8). */
  rateLimit: { limit: number; windowSeconds: number } | null;
  /** One line, for the API reference. */
  summary: string;
  /** The section of the spec it belongs to, used to group the reference. */
  tag: OperationTag;
  form: AnswerForm;
  /** `data` of a success (the whole body for `raw`; each record for `page`). */
  answer: z.ZodType;
  /** Success statuses, the usual one first. */
  statuses: readonly number[];
  query?: z.ZodObject;
  body?: z.ZodType;
  /** What the console assumes where the spec leaves this operation's path or shapes open. */
  assumption?: string;
}

export const operationTags = [
  'Account',
  'Reference data',
  'Students',
  'Sign-in links',
  'Exams',
  'Applications',
  'Certificates and reports',
  'Group challenges',
] as const;
export type OperationTag = (typeof operationTags)[number];

export const standardRate = { limit: 100, windowSeconds: 60 } as const;
export const anyAnswer = z.unknown();

type Shape = Omit<OperationSpec, 'method' | 'path' | 'permission' | 'rateLimit' | 'statuses'> &
  Partial<Pick<OperationSpec, 'rateLimit' | 'statuses'>>;

export function op<const S extends Shape>(
  method: HttpMethod,
  path: string,
  permission: string | null,
  shape: S,
): OperationSpec & S {
  return { method, path, permission, rateLimit: standardRate, statuses: [200], ...shape };
}

export const org = '/{organizationId}';
export const challenge = `${org}/group-challenge/{challengeId}`;
export const group = `${challenge}/group/{groupId}`;
export const page = pageQuerySchema;
export const notShown = (what: string) => `The spec does not show ${what}; the console and the sandbox use this one.`;
