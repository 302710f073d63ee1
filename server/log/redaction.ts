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

/** pino's `redact.paths`: each key at the top, one and two objects deep (`["set-cookie"]` for names with a dash). */
export const redactPaths: string[] = redactedKeys.flatMap((key) => {
  const plain = /^[A-Za-z_$][\w$]*$/.test(key);
  const at = (prefix: string) => (plain ? `${prefix}.${key}` : `${prefix}["${key}"]`);
  return [plain ? key : `["${key}"]`, at('*'), at('*.*')];
});

export const redactCensor = '[redacted]';
