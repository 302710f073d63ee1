import 'server-only';
import type { Locale } from '@/lib/i18n/locales';

export const consoleRoles = ['admin', 'support', 'coordinator'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

export function isConsoleRole(value: unknown): value is ConsoleRole {
  return typeof value === 'string' && (consoleRoles as readonly string[]).includes(value);
}

/** The signed-in dashboard user as the rest of the console sees it. */
export interface ConsoleUser {
  id: string;
  email: string;
  name: string;
  role: ConsoleRole;
  /** A coordinator's schools, by name; empty for other roles. */
  schools: string[];
  /** Chosen in the header's language menu; absent: the browser's Accept-Language. */
  language?: Locale;
  /** An IANA zone chosen in the same menu; absent: the browser's own zone. */
  timeZone?: string;
  /**
   * An admin requires two-factor sign-in for the user's role and they have not set it up: until they do, only the
   * Account page and its own actions are open to them (server/auth/guards.ts).
   */
  twoFactorSetupRequired?: boolean;
}

export const roleLabels: Record<ConsoleRole, string> = {
  admin: 'Admin',
  support: 'Support',
  coordinator: 'Coordinator',
};
