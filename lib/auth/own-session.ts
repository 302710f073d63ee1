/** One of the signed-in user's own sessions, as "Your sessions" on the Account page lists it. */
export interface OwnSession {
  /** The session row's id (never its token). */
  id: string;
  /** "Chrome on Windows" (lib/auth/describe-user-agent.ts). */
  browser: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  expiresAt: string;
  /** The browser this list is shown in. */
  current: boolean;
}
