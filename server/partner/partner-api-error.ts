import 'server-only';
import type { OperationId } from '@/lib/partner-api/operations';
import { errorBodySchema } from '@/lib/partner-api/schemas/envelope';

/** Codes the console gives to failures that carry no error body of the API (spec §7). */
export type ClientErrorCode =
  | 'network_error'
  | 'timeout'
  | 'bad_gateway'
  | 'gateway_timeout'
  | 'network_rate_limited'
  | 'unexpected_status'
  | 'invalid_response';

export interface PartnerApiErrorInit {
  status: number;
  code: string;
  message: string;
  requestId: string;
  operationId: OperationId;
  details?: Record<string, unknown>;
  retryAfter?: number;
}

/**
 * Every failure of an upstream call. `status` 0 means no answer arrived (network, timeout).
 * Decide on `status` and `code`, never on `message` (spec §7). Holds no token and no secret.
 */
export class PartnerApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The id the API answered with, else the one the console sent: show it for support. */
  readonly requestId: string;
  readonly operationId: OperationId;
  readonly details: Record<string, unknown> | undefined;
  /** Seconds from `Retry-After`, when the answer had one. */
  readonly retryAfter: number | undefined;

  constructor(init: PartnerApiErrorInit) {
    super(init.message);
    this.name = 'PartnerApiError';
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.operationId = init.operationId;
    this.details = init.details;
    this.retryAfter = init.retryAfter;
  }

  /** A plain, serialisable form for server actions and logs. */
  toJSON() {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      requestId: this.requestId,
      operationId: this.operationId,
      details: this.details,
      retryAfter: this.retryAfter,
    };
  }
}

export function isPartnerApiError(value: unknown): value is PartnerApiError {
  if (value instanceof PartnerApiError) return true;
  // The client lives on globalThis (default-client.ts), so in a Next build its errors may come from another
  // bundle layer's copy of this class, where instanceof fails: recognise the shape too.
  if (!(value instanceof Error) || value.name !== 'PartnerApiError') return false;
  const candidate = value as Partial<Record<'status' | 'code' | 'requestId' | 'operationId', unknown>>;
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.requestId === 'string' &&
    typeof candidate.operationId === 'string'
  );
}

/** `Retry-After` in seconds (an integer or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

const noEnvelope: Record<number, { code: ClientErrorCode; message: string }> = {
  429: {
    code: 'network_rate_limited',
    message: 'Too many requests from this server (refused by the network in front of the API).',
  },
  502: { code: 'bad_gateway', message: 'The Partner API could not be reached (bad gateway).' },
  504: { code: 'gateway_timeout', message: 'The Partner API did not answer in time (gateway timeout).' },
};

/** Builds the error of a non-2xx answer from its already-read body text. */
export function errorFromResponse(args: {
  status: number;
  bodyText: string;
  headers: Headers;
  operationId: OperationId;
  sentRequestId: string;
  nowMs: number;
}): PartnerApiError {
  const { status, headers, operationId } = args;
  const headerId = headers.get('x-request-id');
  const retryAfter = parseRetryAfter(headers.get('retry-after'), args.nowMs);
  let json: unknown;
  try {
    json = JSON.parse(args.bodyText);
  } catch {
    json = undefined;
  }
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) {
    const e = parsed.data.error;
    return new PartnerApiError({
      status,
      code: e.code,
      message: e.message,
      requestId: e.request_id ?? headerId ?? args.sentRequestId,
      operationId,
      details: e.details,
      retryAfter,
    });
  }
  const known = noEnvelope[status];
  return new PartnerApiError({
    status,
    code: known?.code ?? 'unexpected_status',
    message: known?.message ?? `The Partner API answered HTTP ${status} without an error body.`,
    requestId: headerId ?? args.sentRequestId,
    operationId,
    retryAfter,
  });
}

/** The error of a request that got no answer. The cause's message is kept out: it may quote a URL. */
export function networkError(operationId: OperationId, sentRequestId: string, timedOut: boolean): PartnerApiError {
  return new PartnerApiError({
    status: 0,
    code: timedOut ? 'timeout' : 'network_error',
    message: timedOut ? 'The Partner API did not answer in time.' : 'The Partner API could not be reached.',
    requestId: sentRequestId,
    operationId,
  });
}
