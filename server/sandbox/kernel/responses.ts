import type { ErrorCode } from './errors';
import { SandboxError } from './errors';
import type { OperationSuccess } from './types';

export const DOCS_URL = 'https://docs.partner-sandbox.test';

const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_TYPE, ...headers } });
}

/** The error body of spec §2: `{ error: { code, message, documentation_url, request_id, details? } }`. */
export function errorBody(
  code: ErrorCode | string,
  message: string,
  requestId: string,
  details?: Record<string, unknown>,
) {
  return {
    error: {
      code,
      message,
      documentation_url: `${DOCS_URL}/api/errors#${code}`,
      request_id: requestId,
      ...(details === undefined ? {} : { details }),
    },
  };
}

export function errorResponse(error: SandboxError, requestId: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(error.status, errorBody(error.code, error.message, requestId, error.details), {
    ...headers,
    ...error.headers,
  });
}

/** The success envelope of spec §1 conventions, or the data alone for `unwrapped` answers. */
export function successResponse(result: OperationSuccess, headers: Record<string, string> = {}): Response {
  const body = result.unwrapped
    ? result.data
    : {
        success: true,
        message: result.message,
        data: result.data,
        ...(result.pagination ? { pagination: result.pagination } : {}),
      };
  return jsonResponse(result.status ?? 200, body, { ...headers, ...result.headers });
}

/** Adds headers to a ready Response (a handler's PDF, say) without losing its body. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) if (!merged.has(name)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

export const unknownPath = (method: string, path: string) =>
  new SandboxError(404, 'not_found', `Cannot ${method} ${path}`);
