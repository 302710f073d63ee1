import type { Context } from 'hono';
import type { ErrorCode } from '../kernel/errors';
import { errorBody } from '../kernel/responses';

/** The request id the app chose for this request (set by its first middleware). */
export function requestIdOf(c: Context): string {
  return (c.get('requestId' as never) as string | undefined) ?? '';
}

/** A control-plane error with the spec's error body, so tools read every sandbox error alike. */
export function controlError(
  c: Context,
  status: 400 | 404 | 409 | 410 | 415 | 422,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
) {
  return c.json(errorBody(code, message, requestIdOf(c), details), status);
}

/** Parses a JSON body of a control call; undefined (after answering 400) when it is not JSON. */
export async function readControlJson(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: controlError(c, 400, 'bad_request', 'Request body is not valid JSON.') };
  }
}
