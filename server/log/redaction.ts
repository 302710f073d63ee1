import 'server-only';
/**
 * What a log line never holds (docs/operations.md, "Logs"): secrets, tokens, cookies and passwords, and a
 * student's personal data. Any field of these names is replaced by "[redacted]", at the top of a line and up
 * to two objects deep. Code should not pass such values at all; this is the net under it.
 */
export const redactedKeys = [
  // secrets and credentials
  'password',
  'newPassword',
  'currentPassword',
  'secret',
  'apiSecret',
  'PARTNER_API_SECRET',
  'AUTH_SECRET',
  'METRICS_TOKEN',
  'SANDBOX_CONTROL_TOKEN',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'set-cookie',
  'x-sandbox-control-token',
  'signInUrl',
  'link',
  'url',
  // personal data of students (and dashboard users' e-mails)
  'email',
  'emails',
  'userEmail',
  'fullName',
  'firstName',
  'lastName',
  'name',
  'username',
  'phone',
  'phoneNumber',
  'birthDate',
  'dateOfBirth',
  'address',
  'personalId',
  'parentName',
  // row values and SQL parameters
  'row',
  'rows',
  'fileRows',
  'values',
  'params',
  'body',
] as const;

export const redactCensor = '[redacted]';

const redacted = new Set<string>(redactedKeys);

/**
 * The line with every field named in `redactedKeys` replaced by "[redacted]", at the top and one and two objects
 * (or arrays) deep, as pino's `redact` with the paths `key`, `*.key` and `*.*.key` would; the objects given are
 * never changed (what needs a change is copied). pino's own `redact` with those 159 paths took about 0.2 ms a line
 * (the access line of every view); this walk takes a few microseconds. `skip`: fields left as they are (those a
 * serializer turns into fixed, safe fields: `err`, `error`).
 */
export function redactLine(line: Record<string, unknown>, skip: ReadonlySet<string>): Record<string, unknown> {
  return redactIn(line, 0, skip) as Record<string, unknown>;
}

function redactIn(value: object, depth: number, skip?: ReadonlySet<string>): object {
  let copy: Record<string, unknown> | unknown[] | null = null;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (skip?.has(key)) continue;
    const field = source[key];
    let next = field;
    if (redacted.has(key)) next = redactCensor;
    else if (depth < 2 && field !== null && typeof field === 'object') next = redactIn(field, depth + 1);
    if (next === field) continue;
    copy ??= Array.isArray(value) ? [...(value as unknown[])] : { ...source };
    (copy as Record<string, unknown>)[key] = next;
  }
  return copy ?? value;
}
