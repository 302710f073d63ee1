import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { admitThisPageView } from '@/server/fairness/admit-page-view';
import { getCurrentUser, getUserFromHeaders } from './current-user';
import type { ServerSay } from '@/lib/i18n/server-says';
import type { ConsoleRole, ConsoleUser } from './roles';

/** The request path, set by proxy.ts, so sign-in can send the user back. */
export const PATH_HEADER = 'x-console-path';

export interface DeniedError {
  message: string;
  status: 401 | 403;
  say: ServerSay;
}

const notSignedIn: DeniedError = {
  message: 'You are signed out. Sign in again to continue.',
  status: 401,
  say: { key: 'guard.signedOut' },
};
const notAllowed: DeniedError = {
  message: 'Your role does not allow this.',
  status: 403,
  say: { key: 'guard.notAllowed' },
};
const twoFactorFirst: DeniedError = {
  message: 'Set up two-factor sign-in on your Account page first: an administrator requires it for your role.',
  status: 403,
  say: { key: 'guard.twoFactorFirst' },
};
/** Where a user whose role requires two-factor sets it up; the one page open to them until then. */
export const TWO_FACTOR_SETUP_PATH = '/account';

function check(
  user: ConsoleUser | null,
  roles?: readonly ConsoleRole[],
  options: { beforeTwoFactor?: boolean } = {},
): DeniedError | null {
  if (!user) return notSignedIn;
  if (roles && !roles.includes(user.role)) return notAllowed;
  if (user.twoFactorSetupRequired && !options.beforeTwoFactor) return twoFactorFirst;
  return null;
}

export function signInPath(next: string | null | undefined): string {
  const safe = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in') ? next : null;
  return safe ? `/sign-in?next=${encodeURIComponent(safe)}` : '/sign-in';
}

/**
 * For pages and layouts: anonymous -> redirect to sign-in; wrong role -> the 403 page; two-factor required and not
 * set up -> the Account page, where it is set up (`beforeTwoFactor`: the Account page itself, and the console's
 * layout, which leaves the decision to each page). A signed-in user's page view then waits for its turn among
 * everyone's views (server/fairness/through-view-gate.ts).
 */
export async function requirePageUser(
  roles?: readonly ConsoleRole[],
  options: { beforeTwoFactor?: boolean } = {},
): Promise<ConsoleUser> {
  const user = await getCurrentUser();
  const denied = check(user, roles, options);
  if (!user || denied?.status === 401) redirect(signInPath((await headers()).get(PATH_HEADER)));
  if (denied === twoFactorFirst) redirect(`${TWO_FACTOR_SETUP_PATH}?twoFactor=required`);
  if (denied) forbidden();
  await admitThisPageView(user.id);
  return user;
}

/** For the sign-in page: a person already signed in goes on to `target` (a safe path) instead. */
export async function redirectIfSignedIn(target: string): Promise<void> {
  if (await getCurrentUser()) redirect(target);
}

/**
 * For server actions: never throws; a denial is the action's own `{ ok: false }` answer. `beforeTwoFactor`: the
 * action is one of the Account page's own (password, sessions, two-factor), open before two-factor is set up.
 */
export async function requireActionUser(
  roles?: readonly ConsoleRole[],
  options: { beforeTwoFactor?: boolean } = {},
): Promise<{ ok: true; user: ConsoleUser } | { ok: false; error: DeniedError }> {
  const user = await getCurrentUser();
  const denied = check(user, roles, options);
  return denied || !user ? { ok: false, error: denied ?? notSignedIn } : { ok: true, user };
}

/** For route handlers: a denial comes with the 401/403 JSON response to return. */
export async function requireRouteUser(
  request: Request,
  roles?: readonly ConsoleRole[],
): Promise<{ ok: true; user: ConsoleUser } | { ok: false; response: Response }> {
  const user = await getUserFromHeaders(request.headers);
  const denied = check(user, roles);
  if (!denied && user) return { ok: true, user };
  const error = denied ?? notSignedIn;
  return {
    ok: false,
    response: Response.json(
      { error: { code: error.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: error.message } },
      { status: error.status, headers: { 'Cache-Control': 'no-store' } },
    ),
  };
}
