import type { DeviceDescription } from './describe-user-agent';

/** One of the signed-in user's own sessions, as "Your sessions" on the Account page lists it. */
export interface OwnSession {
  /** The session row's id (never its token). */
  id: string;
  /** Its browser and system (lib/auth/describe-user-agent.ts), worded where it is shown ("Chrome on Windows"). */
  device: DeviceDescription;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  expiresAt: string;
  /** The browser this list is shown in. */
  current: boolean;
}
