import 'server-only';
import type { QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { ActionResult } from '@/server/auth/action-result';
import type { ConsoleRole, ConsoleUser } from '@/server/auth/roles';
import { throughViewGate } from '@/server/fairness/through-view-gate';
import { runAsActor } from '@/server/partner';
import { partnerAction } from './partner-action';

type Viewer = Pick<ConsoleUser, 'id' | 'email' | 'role' | 'schools'>;

/** One read of the console, written once: who may make it, what names the data, its query key and its loader. */
export interface ReadDefinition<S extends z.ZodObject, T> {
  /** Roles allowed; every signed-in role when omitted. */
  roles?: readonly ConsoleRole[];
  /** What names the data (ids, filters); the action adds `force` (read from the API now: the Refresh button). */
  schema: S;
  /** The TanStack Query key of the data (lib/query/keys): the same on the page's prefetch and in the browser. */
  queryKey?: (input: z.infer<S>) => QueryKey;
  /** The loader: from the read model, or live with `force`. Scope checks for coordinators happen inside. */
  load: (input: z.infer<S>, user: ConsoleUser, options: { force: boolean }) => Promise<T>;
}

export interface Read<S extends z.ZodObject, T> {
  /** For a server component: the data as the signed-in user (the request log names them), taking turns with other people's views (server/fairness). */
  load(user: ConsoleUser, input: z.infer<S>): Promise<T>;
  /**
   * For a page's prefetch (server/action-runner/prefetch.ts): the query under its key, loaded as the signed-in user.
   * `loaded`: this read's `load` the page already started (to decide its 404 before streaming), not read twice.
   */
  query(user: ConsoleUser, input: z.infer<S>, loaded?: Promise<T>): { queryKey: QueryKey; queryFn: () => Promise<T> };
  /** The body of the server action the browser's query and Refresh call: `{ ...input, force? }`, checked with the schema. */
  action(input: unknown): Promise<ActionResult<T>>;
}

/**
 * Produces a read's page loader, page prefetch and server action from one definition, so that pages and the
 * browser reach the same data by one path: same roles, same validation, same loader, same key.
 */
export function defineRead<S extends z.ZodObject, T>(definition: ReadDefinition<S, T>): Read<S, T> {
  const asUser = (user: Viewer) => ({ id: user.id, email: user.email });
  const withForce = definition.schema.extend({ force: z.boolean().optional() });
  // A person's burst of pages takes turns with everyone else's views (server/fairness/view-gate.ts).
  const load = (user: ConsoleUser, input: z.infer<S>) =>
    throughViewGate(user.id, () => runAsActor(asUser(user), () => definition.load(input, user, { force: false })));
  return {
    load,
    query: (user, input, loaded) => {
      if (!definition.queryKey) throw new Error('This read has no query key: pages render it with load().');
      return { queryKey: definition.queryKey(input), queryFn: () => loaded ?? load(user, input) };
    },
    action: (input) =>
      partnerAction(
        {
          roles: definition.roles,
          schema: withForce,
          run: (checked, user) => {
            const { force, ...rest } = checked as z.infer<S> & { force?: boolean };
            return definition.load(rest as z.infer<S>, user, { force: force === true });
          },
        },
        input,
      ),
  };
}
