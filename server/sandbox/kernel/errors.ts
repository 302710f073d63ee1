/** The twelve error codes of spec §7. */
export type ErrorCode =
  | 'bad_request'
  | 'invalid_email'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable_entity'
  | 'too_many_requests'
  | 'internal_error'
  | 'service_unavailable';

/** Thrown by handlers and the pipeline; the app turns it into the spec's error body. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new SandboxError(400, 'bad_request', message, details);
export const notFound = (message: string) => new SandboxError(404, 'not_found', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new SandboxError(409, 'conflict', message, details);
export const forbidden = (message = 'Insufficient role permissions') => new SandboxError(403, 'forbidden', message);
