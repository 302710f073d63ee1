import 'server-only';
import type { ConsoleUser } from '@/server/auth/roles';
import { runAsActor } from '@/server/partner';

/** A page's prefetch as the signed-in user, so the request log names them (as server actions do). */
export function asUser<T>(user: Pick<ConsoleUser, 'id' | 'email'>, load: () => Promise<T>): () => Promise<T> {
  return () => runAsActor({ id: user.id, email: user.email }, load);
}
