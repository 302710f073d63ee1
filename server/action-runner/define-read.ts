import 'server-only';
import type { QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { ActionResult } from '@/server/auth/action-result';
import type { ConsoleRole, ConsoleUser } from '@/server/auth/roles';
import { throughViewGate } from '@/server/fairness/through-view-gate';
import { runAsActor } from '@/server/partner';
import type { ReadKind } from '@/server/read-model/freshness';
import { partnerAction, requireNamedStudentsInScope, type NamedStudents } from './partner-action';

type Viewer = Pick<ConsoleUser, 'id' | 'email' | 'role' | 'schools'>;

/**
 * How a read keeps a coordinator to their schools:
 * - `'account'`: it names no student, and every role allowed sees the same (organizations, one's own account);
 * - `{ students }`: the student ids the input names, each checked before `load` (page and action alike) by the
 *   check partnerAction's `students` runs: another school's student is "not found", exactly as an unknown one;
 * - `'own-schools'`: the loader itself keeps a coordinator to their schools (lists filtered, a stored record checked).
 */
export type ReadScope<I> = 'account' | 'own-schools' | { students: (input: I) => NamedStudents };

/**
 * What a read answers from: the read model's kind(s) (server/read-model/freshness.ts, docs/read-model.md), `'live'`
 * (the API on every read, or its short in-memory caches) or `'database'` (the console's own tables: users, jobs,
 * logs, the directory); several when it joins them.
 */
export type ReadSource = ReadKind | 'live' | 'database';
export type ReadCopy = ReadSource | readonly [ReadSource, ...ReadSource[]];

/** The scope, named as docs/read-model.md's table names it. */
export function scopeName(scope: ReadScope<never>): 'account' | 'students' | 'own-schools' {
  return typeof scope === 'string' ? scope : 'students';
}

/** One read of the console, written once: who may make it, what names the data, its query key and its loader. */
export interface ReadDefinition<S extends z.ZodObject, T> {
  /** Roles allowed; every signed-in role when omitted. */
  roles?: readonly ConsoleRole[];
  /** How a coordinator is kept to their schools (ReadScope). */
  scope: ReadScope<z.infer<S>>;
  /** What it answers from (ReadCopy): docs/read-model.md lists each read with it (server/read-doors.test.ts). */
  copy: ReadCopy;
  /** What names the data (ids, filters); the action adds `force` (read from the API now: the Refresh button). */
  schema: S;
  /** The TanStack Query key of the data (lib/query/keys): the same on the page's prefetch and in the browser. */
  queryKey?: (input: z.infer<S>) => QueryKey;
  /** The loader: from the read model, or live with `force`. With `scope: { students }` the students are checked before it. */
  load: (input: z.infer<S>, user: ConsoleUser, options: { force: boolean }) => Promise<T>;
}

export interface Read<S extends z.ZodObject, T> {
  /** What the definition declares (for docs/read-model.md's table and its test). */
  readonly declared: { scope: ReadScope<z.infer<S>>; copy: ReadCopy };
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
  const { scope } = definition;
  const students = typeof scope === 'string' ? undefined : scope.students;
  // A person's burst of pages takes turns with everyone else's views (server/fairness/view-gate.ts).
  const load = (user: ConsoleUser, input: z.infer<S>) =>
    throughViewGate(user.id, () =>
      runAsActor(asUser(user), async () => {
        if (students) await requireNamedStudentsInScope(user, students(input));
        return definition.load(input, user, { force: false });
      }),
    );
  return {
    declared: { scope, copy: definition.copy },
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
          students: students && ((checked) => students(checked as z.infer<S>)),
          run: (checked, user) => {
            const { force, ...rest } = checked as z.infer<S> & { force?: boolean };
            return definition.load(rest as z.infer<S>, user, { force: force === true });
          },
        },
        input,
      ),
  };
}
