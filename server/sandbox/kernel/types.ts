import type { OperationId } from '@/lib/partner-api/operations';
import type { Sandbox } from './sandbox';
import type { SandboxAccount } from './accounts';
import type { OrganizationRecord } from '../reference/reference-state';

/** What an operation handler receives once the pipeline has accepted the request (spec §5, §7, §8). */
export interface OperationRequest {
  operationId: OperationId;
  sandbox: Sandbox;
  account: SandboxAccount;
  /** The organization in the path, for organization-scoped operations; null for flat ones. */
  organization: OrganizationRecord | null;
  params: Record<string, string>;
  query: URLSearchParams;
  /**
   * The parsed JSON body. A body sent with another content type is ignored and arrives as `{}`
   * (spec §1 conventions: it "then yields the validation errors of an empty body"). No body: `{}`.
   */
  body: unknown;
  requestId: string;
  /** Absolute URL of the sandbox's base (`.../v1`), for `Location` headers. */
  baseUrl: string;
  /** Absolute origin of the sandbox mount (without `/v1`), for sign-in link URLs. */
  mountUrl: string;
  /** The bearer token, by hash, and its `exp` (epoch s): what revokeToken revokes. Absent for health. */
  credential?: { tokenHash: string; exp: number };
}

export interface OperationSuccess {
  status?: number;
  message: string;
  data: unknown;
  pagination?: { page: number; limit: number; total: number; totalPages: number };
  headers?: Record<string, string>;
  /** validate-me answers the account object itself, without the envelope (spec §1). */
  unwrapped?: boolean;
}

/** A handler returns an envelope to wrap, or a ready Response (PDF downloads); it throws SandboxError for API errors. */
export type OperationResult = OperationSuccess | Response;

export type OperationHandler = (req: OperationRequest) => OperationResult | Promise<OperationResult>;

export type OperationHandlers = Partial<Record<OperationId, OperationHandler>>;
