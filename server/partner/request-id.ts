import 'server-only';
import { randomBytes } from 'node:crypto';

/** The console's own X-Request-Id: `pc-` and 20 random url-safe characters (spec §7.1 alphabet). */
export function newRequestId(): string {
  return `pc-${randomBytes(15).toString('base64url')}`;
}
