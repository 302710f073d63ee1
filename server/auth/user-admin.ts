import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { account, session, user } from '@/server/db/schema';
import { getAuth } from './auth';
import type { ConsoleAuth } from './create-auth';
import type { ConsoleRole } from './roles';

export interface ManagedUser {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  schools: string[];
  createdAt: Date;
}

export interface NewUser {
  email: string;
  name: string;
  role: ConsoleRole;
  password: string;
  schools?: string[];
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A user with the e-mail ${email} already exists.`);
    this.name = 'EmailTakenError';
  }
}

const columns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  disabled: user.disabled,
  schools: user.schools,
  createdAt: user.createdAt,
};

/** Dashboard user management on one database; callers check permissions and write the audit log. */
export function createUserAdmin(db: Db, auth: ConsoleAuth) {
  async function find(id: string): Promise<ManagedUser | null> {
    const [row] = await db.select(columns).from(user).where(eq(user.id, id));
    return row ?? null;
  }
  return {
    find,
    async findByEmail(email: string): Promise<ManagedUser | null> {
      const [row] = await db.select(columns).from(user).where(eq(user.email, email.trim().toLowerCase()));
      return row ?? null;
    },
    list: (): Promise<ManagedUser[]> => db.select(columns).from(user).orderBy(asc(user.email)),
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(user);
      return row?.n ?? 0;
    },
    async create(input: NewUser): Promise<ManagedUser> {
      const email = input.email.trim().toLowerCase();
      const hash = await (await auth.$context).password.hash(input.password);
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await tx.insert(user).values({
            id,
            email,
            name: input.name.trim(),
            role: input.role,
            emailVerified: true,
            schools: input.role === 'coordinator' ? (input.schools ?? []) : [],
          });
          await tx
            .insert(account)
            .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
        });
      } catch (error) {
        const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
        if (existing) throw new EmailTakenError(email);
        throw error;
      }
      const created = await find(id);
      if (!created) throw new Error('the new user was not stored');
      return created;
    },
    async setRole(id: string, role: ConsoleRole): Promise<void> {
      await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
    },
    async setSchools(id: string, schools: string[]): Promise<void> {
      await db.update(user).set({ schools, updatedAt: new Date() }).where(eq(user.id, id));
    },
    async setPassword(id: string, password: string): Promise<void> {
      const hash = await (await auth.$context).password.hash(password);
      await db.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.userId, id));
    },
    /** Disabling deletes the user's sessions in the same transaction: they are signed out at once. */
    async setDisabled(id: string, disabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(user).set({ disabled, updatedAt: new Date() }).where(eq(user.id, id));
        if (disabled) await tx.delete(session).where(eq(session.userId, id));
      });
    },
    async endSessions(id: string): Promise<void> {
      await db.delete(session).where(eq(session.userId, id));
    },
    /** Whether `password` is the user's current one (their credential account's hash). */
    async passwordMatches(id: string, password: string): Promise<boolean> {
      const [row] = await db
        .select({ hash: account.password })
        .from(account)
        .where(and(eq(account.userId, id), eq(account.providerId, 'credential')));
      if (!row?.hash) return false;
      return (await auth.$context).password.verify({ hash: row.hash, password });
    },
    /** A new password, and every session of the user but `keepSessionId` ended, in one transaction; the sessions ended. */
    async replacePassword(id: string, password: string, keepSessionId: string): Promise<number> {
      const hash = await (await auth.$context).password.hash(password);
      return db.transaction(async (tx) => {
        await tx
          .update(account)
          .set({ password: hash, updatedAt: new Date() })
          .where(and(eq(account.userId, id), eq(account.providerId, 'credential')));
        const ended = await tx
          .delete(session)
          .where(and(eq(session.userId, id), ne(session.id, keepSessionId)))
          .returning({ id: session.id });
        return ended.length;
      });
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;

export async function getUserAdmin(): Promise<UserAdmin> {
  return createUserAdmin(await getDb(), await getAuth());
}
